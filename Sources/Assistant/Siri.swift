import Foundation
import Synchronization
import IntentModel
import PhraseMatcher
import Store

/// An app installed on the simulated device: its bundle as the system reads it, and the
/// connection to its code.
public struct InstalledApp: Sendable {
    public let bundle: AppBundle
    public let connection: any AppConnection

    public init(bundle: AppBundle, connection: any AppConnection) {
        self.bundle = bundle
        self.connection = connection
    }

    public var bundleIdentifier: String { bundle.bundleIdentifier }
    public var displayName: String { bundle.displayName }
}

/// A vocabulary string an app tried to register and the system refused.
public struct VocabularyWarning: Sendable, Hashable {
    public var app: String
    public var type: INVocabularyStringType
    public var message: String
}

/// The system side of the device: installed apps, the device's Contacts, registered
/// vocabulary, the phrase matcher built from all of it, the store and the clock.
public final class Siri: Sendable {
    public let apps: [InstalledApp]
    public let deviceContacts: [DeviceContact]
    public let store: Store
    public let clock: DeviceClock
    public let handlerTimeout: Duration
    let contactIndex: EntityIndex

    private struct State {
        var warnings: [VocabularyWarning] = []
        var matcher: PhraseMatcher?
    }
    private let state = Mutex(State())

    public init(apps: [InstalledApp], deviceContacts: [DeviceContact], store: Store, clock: DeviceClock,
                handlerTimeout: Duration = .seconds(10)) {
        self.apps = apps
        self.deviceContacts = deviceContacts
        self.store = store
        self.clock = clock
        self.handlerTimeout = handlerTimeout
        contactIndex = EntityIndex(Self.contactEntities(deviceContacts))
    }

    public func app(_ bundleIdentifier: String) -> InstalledApp? {
        apps.first { $0.bundleIdentifier == bundleIdentifier }
    }

    /// Launches every app once, as a user opening them would: they register vocabulary.
    public func launchApps() {
        for app in apps {
            app.connection.launch(vocabulary: VocabularyRegistry(siri: self, app: app.bundleIdentifier))
        }
    }

    // MARK: Vocabulary

    /// The largest vocabulary string Siri accepts, in bytes of UTF-16.
    public static let vocabularyStringLimit = 1024

    func setVocabulary(_ strings: [INSpeakableString], of type: INVocabularyStringType, app: String) {
        var accepted: [INSpeakableString] = []
        var refused: [VocabularyWarning] = []
        for string in strings {
            if string.spokenPhrase.utf16.count * 2 > Self.vocabularyStringLimit {
                refused.append(VocabularyWarning(app: app, type: type, message: "dropped a \(type.rawValue) string of \(string.spokenPhrase.utf16.count * 2) bytes (the limit is 1024)"))
            } else if !string.spokenPhrase.trimmingCharacters(in: .whitespaces).isEmpty {
                accepted.append(string)
            }
        }
        let records = accepted.enumerated().map { position, string in
            VocabularyRecord(app: app, type: type.rawValue, position: position, vocabularyIdentifier: string.vocabularyIdentifier,
                             spokenPhrase: string.spokenPhrase, pronunciationHint: string.pronunciationHint)
        }
        do {
            try store.replaceVocabulary(app: app, type: type.rawValue, with: records)
        } catch {
            refused.append(VocabularyWarning(app: app, type: type, message: "the store refused the vocabulary: \(error)"))
        }
        state.withLock { s in
            s.warnings += refused
            s.matcher = nil
        }
    }

    func removeAllVocabulary(app: String) {
        try? store.removeAllVocabulary(app: app)
        state.withLock { $0.matcher = nil }
    }

    /// The user-specific vocabulary an app has registered, by type, in priority order. It
    /// lives in the store, so it outlasts the session as it does on a device.
    public func vocabulary(app: String) -> [INVocabularyStringType: [INSpeakableString]] {
        var out: [INVocabularyStringType: [INSpeakableString]] = [:]
        for record in (try? store.vocabulary(app: app)) ?? [] {
            guard let type = INVocabularyStringType(rawValue: record.type) else { continue }
            out[type, default: []].append(INSpeakableString(vocabularyIdentifier: record.vocabularyIdentifier, spokenPhrase: record.spokenPhrase,
                                                             pronunciationHint: record.pronunciationHint))
        }
        return out
    }

    /// Registers vocabulary for an app from the session (`:vocab set`), as the app would.
    public func registerVocabulary(_ strings: [INSpeakableString], of type: INVocabularyStringType, app: String) {
        setVocabulary(strings, of: type, app: app)
    }

    public func removeVocabulary(app: String) {
        removeAllVocabulary(app: app)
    }

    public var vocabularyWarnings: [VocabularyWarning] { state.withLock { $0.warnings } }

    // MARK: Matching

    /// The matcher over every installed app, rebuilt after vocabulary changes.
    public var matcher: PhraseMatcher {
        if let existing = state.withLock({ $0.matcher }) { return existing }
        let built = buildMatcher()
        state.withLock { $0.matcher = built }
        return built
    }

    /// A matcher over the installed apps with another threshold (for `parse --threshold`).
    public func makeMatcher(threshold: Double) -> PhraseMatcher {
        buildMatcher(threshold: threshold)
    }

    private func buildMatcher(threshold: Double = 0.55) -> PhraseMatcher {
        let grammars = apps.map { app -> AppGrammar in
            let vocabulary = self.vocabulary(app: app.bundleIdentifier)
            // Custom intents may be named with or without Xcode's "Intent" suffix.
            let examples = Dictionary(grouping: app.bundle.vocabulary.intentPhrases) { phrase in
                IntentSchema.system[phrase.intentName] == nil && app.bundle.customIntents.intents.contains { $0.className == CustomIntentDefinitions.className(phrase.intentName) }
                    ? CustomIntentDefinitions.className(phrase.intentName) : phrase.intentName
            }.mapValues { $0.flatMap(\.examples) }
            return AppGrammar(
                bundleIdentifier: app.bundleIdentifier, displayName: app.displayName,
                intents: app.bundle.supportedIntents.map { IntentSchema.system[$0] == nil ? CustomIntentDefinitions.className($0) : $0 },
                examples: examples,
                entities: Self.appEntities(app, vocabulary: vocabulary) + app.bundle.customIntents.entities(app: app.bundleIdentifier),
                customSchemas: app.bundle.customIntents.schemas)
        }
        return PhraseMatcher(apps: grammars, systemEntities: contactIndex.allEntities, threshold: threshold)
    }

    static func contactEntities(_ contacts: [DeviceContact]) -> [Entity] {
        var out: [Entity] = []
        for contact in contacts {
            out.append(Entity(kind: .person, identifier: contact.contactIdentifier, phrase: contact.displayName, source: .deviceContacts))
            if let nickname = contact.nickname {
                out.append(Entity(kind: .person, identifier: contact.contactIdentifier, phrase: nickname, source: .deviceContacts))
            }
            if let relationship = contact.relationship {
                for owner in SystemLexicon.relationshipOwners {
                    out.append(Entity(kind: .person, identifier: contact.contactIdentifier, phrase: "\(owner) \(relationship)", source: .deviceContacts))
                }
            }
        }
        return out
    }

    static func appEntities(_ app: InstalledApp, vocabulary: [INVocabularyStringType: [INSpeakableString]]) -> [Entity] {
        let id = app.bundleIdentifier
        var out: [Entity] = [Entity(kind: .appName, identifier: id, phrase: app.displayName, app: id, source: .appInfo)]
        for alternative in app.bundle.alternativeNames {
            out.append(Entity(kind: .appName, identifier: id, phrase: alternative.name, pronunciation: alternative.pronunciationHint, app: id, source: .appInfo))
        }
        for name in app.connection.dataNames {
            let kind: EntityKind = switch name.kind {
            case .person: .person
            case .group: .group
            case .mediaTitle: .vocabulary("mediaTitle")
            case .mediaArtist: .vocabulary(INVocabularyStringType.mediaMusicArtistName.rawValue)
            case .mediaAlbum: .vocabulary("mediaAlbumName")
            case .mediaGenre: .lexicon("genre")
            case .mediaPlaylist: .vocabulary(INVocabularyStringType.mediaPlaylistTitle.rawValue)
            case .mediaShow: .vocabulary(INVocabularyStringType.mediaShowTitle.rawValue)
            case .mediaAudiobook: .vocabulary(INVocabularyStringType.mediaAudiobookTitle.rawValue)
            case .mediaAuthor: .vocabulary(INVocabularyStringType.mediaAudiobookAuthorName.rawValue)
            case .workout: .vocabulary(INVocabularyStringType.workoutActivityName.rawValue)
            case .note: .vocabulary(INVocabularyStringType.notebookItemTitle.rawValue)
            }
            out.append(Entity(kind: kind, identifier: name.identifier, phrase: name.name, app: id, source: .appData))
        }
        for (type, strings) in vocabulary.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let kind: EntityKind = switch type {
            case .contactName: .person
            case .contactGroupName: .group
            default: .vocabulary(type.rawValue)
            }
            for (priority, string) in strings.enumerated() {
                out.append(Entity(kind: kind, identifier: string.vocabularyIdentifier ?? string.spokenPhrase, phrase: string.spokenPhrase,
                                  pronunciation: string.pronunciationHint, app: id, source: .userVocabulary, priority: priority))
            }
        }
        for parameterVocabulary in app.bundle.vocabulary.parameterVocabularies {
            for parameterName in parameterVocabulary.parameterNames {
                let parts = parameterName.split(separator: ".", maxSplits: 1).map(String.init)
                let schema = parts.count == 2 ? IntentSchema.system[parts[0]] ?? app.bundle.customIntents.schemas[CustomIntentDefinitions.className(parts[0])] : nil
                let spec = schema?.parameters.first { $0.name == parts[1] }
                let kind: EntityKind = switch spec?.kind {
                case .people?: .person
                case .group?: .group
                case let .title(types)? where types.count == 1: .vocabulary(types.first!)
                case let .lexicon(list)?: .lexicon(list)
                default: .vocabulary(parameterName)
                }
                for item in parameterVocabulary.items {
                    for synonym in item.synonyms {
                        out.append(Entity(kind: kind, identifier: item.identifier, phrase: synonym.phrase, pronunciation: synonym.pronunciation,
                                          app: id, source: .globalVocabulary))
                    }
                }
            }
        }
        return out
    }

    // MARK: Contacts

    /// The device contacts a spoken name could mean, one INPerson per handle, as Siri fills
    /// `siriMatches`: by name, nickname or relationship, the best kind of match only.
    public func siriMatches(for spoken: String) -> [INPerson] {
        // A name typed with a typing error is not one Siri heard: it leaves the guess to the
        // app, whose search can ask "Did you mean …?".
        let spans = contactIndex.lookup(spoken).filter { $0.quality >= 0.9 - 1e-9 }
        guard let best = spans.map(\.quality).max() else { return [] }
        var seen = Set<String>()
        var out: [INPerson] = []
        for span in spans where span.quality >= best - 1e-9 {
            guard seen.insert(span.entity.identifier).inserted,
                  let contact = deviceContacts.first(where: { $0.contactIdentifier == span.entity.identifier }) else { continue }
            out += contact.persons
        }
        return out
    }
}

/// The INVocabulary object one app sees.
struct VocabularyRegistry: INVocabularyRegistering {
    let siri: Siri
    let app: String

    func setVocabulary(_ strings: [INSpeakableString], of type: INVocabularyStringType) {
        siri.setVocabulary(strings, of: type, app: app)
    }

    func removeAllVocabularyStrings() {
        siri.removeAllVocabulary(app: app)
    }
}
