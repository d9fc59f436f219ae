import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Store
import SystemIntents

/// The names Siri knows for each app, gathered from the only places a device learns them:
/// the app's user vocabulary (INVocabulary), its global vocabulary (ParameterVocabularies),
/// the Spotlight items it indexed, the interactions donated for it, and its names. The
/// device's Contacts are the system's own. An app's private data is never read.
struct SiriKnowledge {
    private var byApp: [String: [Entity]] = [:]
    /// Every name donations taught, to tell whether a new donation teaches more.
    private(set) var donatedNames: Set<String> = []

    init(siri: Siri) throws {
        let spotlight = Dictionary(grouping: try siri.store.spotlightItems(), by: \.app)
        let donations = Dictionary(grouping: try siri.store.donations(), by: \.app)
        for app in siri.apps {
            let id = app.bundleIdentifier
            var entities = Self.appNames(app)
            entities += Self.userVocabulary(try siri.vocabulary(app: id), app: id)
            entities += Self.globalVocabulary(app, siri: siri)
            entities += Self.spotlight(spotlight[id] ?? [], app: id)
            let donated = try Self.donations(donations[id] ?? [], registry: siri.registry)
            donatedNames.formUnion(donated.map(DonatedNames.key))
            entities += donated
            entities += app.bundle.customIntents.entities(app: id)
            byApp[id] = entities
        }
    }

    func entities(for app: InstalledApp) -> [Entity] { byApp[app.bundleIdentifier] ?? [] }

    static func appNames(_ app: InstalledApp) -> [Entity] {
        let id = app.bundleIdentifier
        var out = [Entity(kind: .appName, identifier: id, phrase: app.displayName, app: id, source: .appName)]
        for alternative in app.bundle.alternativeNames {
            out.append(
                Entity(
                    kind: .appName, identifier: id, phrase: alternative.name,
                    pronunciation: alternative.pronunciationHint, app: id, source: .appName))
        }
        return out
    }

    /// User vocabulary, by INVocabularyStringType; order is priority.
    static func userVocabulary(_ vocabulary: [INVocabularyStringType: [INSpeakableString]], app: String) -> [Entity] {
        var out: [Entity] = []
        for (type, strings) in vocabulary.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let kind: EntityKind =
                switch type {
                case .contactName: .person
                case .contactGroupName: .group
                default: .vocabulary(type.rawValue)
                }
            for (priority, string) in strings.enumerated() {
                // A string registered without an identifier reaches the app without one.
                out.append(
                    Entity(
                        kind: kind, identifier: string.vocabularyIdentifier ?? "", phrase: string.spokenPhrase,
                        pronunciation: string.pronunciationHint, app: app, source: .userVocabulary, priority: priority))
            }
        }
        return out
    }

    /// Global vocabulary: each term fills only the `Intent.property` it was registered
    /// for (the matcher scopes a parameter to its key); order is priority.
    static func globalVocabulary(_ app: InstalledApp, siri: Siri) -> [Entity] {
        var out: [Entity] = []
        for parameterVocabulary in app.bundle.vocabulary.parameterVocabularies {
            for parameterName in parameterVocabulary.parameterNames {
                let parts = parameterName.split(separator: ".", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                let key = "\(siri.className(parts[0], app: app)).\(parts[1])"
                // On a device the global vocabulary serves ride options and workout names (and
                // an app's own intents); a system intent's other parameters get nothing from it.
                guard
                    VocabularyUse.globalParameters.contains(key) || app.bundle.customIntents.classNamed(parts[0]) != nil
                else { continue }
                for (priority, item) in parameterVocabulary.items.enumerated() {
                    for synonym in item.synonyms {
                        out.append(
                            Entity(
                                kind: .vocabulary(key), identifier: item.identifier, phrase: synonym.phrase,
                                pronunciation: synonym.pronunciation,
                                app: app.bundleIdentifier, source: .globalVocabulary, priority: priority))
                    }
                }
            }
        }
        return out
    }

    /// Spotlight items: a media item's title by its type, and its artist, album and genre.
    /// A name several items share reaches the app without an identifier (the app chooses).
    static func spotlight(_ items: [SpotlightItemRecord], app: String) -> [Entity] {
        var order: [String] = []
        var found: [String: (kind: EntityKind, identifier: String, name: String, shared: Bool)] = [:]
        func add(_ kind: EntityKind, _ identifier: String, _ name: String?) {
            guard let name, !name.isEmpty else { return }
            let key = "\(kind)|\(name.lowercased())"
            if let existing = found[key] {
                if existing.identifier != identifier { found[key]?.shared = true }
                return
            }
            order.append(key)
            found[key] = (kind, identifier, name, false)
        }
        for item in items {
            let type = item.mediaType ?? .unknown
            switch type {
            case .album: add(.vocabulary("mediaAlbumName"), item.uniqueIdentifier, item.title)
            case .artist:
                add(
                    .vocabulary(INVocabularyStringType.mediaMusicArtistName.rawValue), item.uniqueIdentifier, item.title
                )
            case .genre: add(.lexicon("genre"), item.uniqueIdentifier, item.title)
            case .playlist, .podcastPlaylist:
                add(.vocabulary(INVocabularyStringType.mediaPlaylistTitle.rawValue), item.uniqueIdentifier, item.title)
            case .podcastShow:
                add(.vocabulary(INVocabularyStringType.mediaShowTitle.rawValue), item.uniqueIdentifier, item.title)
            case .audioBook:
                add(.vocabulary(INVocabularyStringType.mediaAudiobookTitle.rawValue), item.uniqueIdentifier, item.title)
                add(
                    .vocabulary(INVocabularyStringType.mediaAudiobookAuthorName.rawValue),
                    "author:\(item.artist ?? "")", item.artist)
                continue
            case .unknown, .song, .podcastEpisode, .musicStation, .movie, .tvShow, .tvShowEpisode, .musicVideo,
                .podcastStation,
                .radioStation, .station, .music, .algorithmicRadioStation, .news:
                add(.vocabulary("mediaTitle"), item.uniqueIdentifier, item.title)
            }
            switch type {
            case .podcastEpisode:
                add(
                    .vocabulary(INVocabularyStringType.mediaShowTitle.rawValue),
                    "show:\(item.album ?? item.artist ?? "")", item.album ?? item.artist)
            case .song, .album, .musicVideo:
                add(
                    .vocabulary(INVocabularyStringType.mediaMusicArtistName.rawValue), "artist:\(item.artist ?? "")",
                    item.artist)
                if type != .album { add(.vocabulary("mediaAlbumName"), "album:\(item.album ?? "")", item.album) }
            default:
                break
            }
            add(.lexicon("genre"), "genre:\(item.genre ?? "")", item.genre)
        }
        return order.compactMap { key in
            found[key].map {
                Entity(
                    kind: $0.kind, identifier: $0.shared ? "" : $0.identifier, phrase: $0.name, app: app,
                    source: .spotlight)
            }
        }
    }

    /// The people and groups of donated interactions, as the app identified them, each once.
    static func donations(_ donations: [DonationRecord], registry: IntentRegistry) throws -> [Entity] {
        var seen = Set<String>()
        return try donations.flatMap { try DonatedNames.entities(of: $0, registry: registry) }.filter { entity in
            let key = entity.kind == .group ? "group|\(entity.phrase)" : "person|\(entity.identifier)|\(entity.phrase)"
            return seen.insert(key).inserted
        }
    }
}

/// Reads back what the system stored of a donated interaction.
enum DonationReader {
    /// The donated intent's parameters (as the trace shows them).
    static func intent(of donation: DonationRecord) throws(FormatError) -> NodeReader {
        try read(donation.intentJSON, donation: donation.identifier, part: "intent")
    }

    /// The donated response's fields, nil when none was stored.
    static func response(of donation: DonationRecord) throws(FormatError) -> NodeReader? {
        guard let json = donation.responseJSON else { return nil }
        return try read(json, donation: donation.identifier, part: "response")
    }

    private static func read(_ json: String, donation: String, part: String) throws(FormatError) -> NodeReader {
        let file = "donation \(donation) (\(part))"
        var parser = JSONParser(data: Data(json.utf8), file: file)
        return NodeReader(try parser.parseDocument(), file: file)
    }
}
