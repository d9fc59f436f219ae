import Formats
import Foundation
import IntentModel
import PhraseMatcher

/// Media: play, add, like or dislike, and search. Siri turns what the user said into an
/// INMediaSearch; the app's handler turns the search into its own media items.
public enum Media: SystemDomain {
    /// Each intent from the iOS version Apple made it available in (INPlayMediaIntent 12, the
    /// others 13).
    public static var specs: [IntentSpec] {
        [
            play.available(fromiOS: 12), add.available(fromiOS: 13), updateAffinity.available(fromiOS: 13),
            search.available(fromiOS: 13),
        ]
    }

    typealias Play = any INPlayMediaIntentHandling
    typealias Add = any INAddMediaIntentHandling
    typealias Affinity = any INUpdateMediaAffinityIntentHandling
    typealias Search = any INSearchForMediaIntentHandling

    /// The media search, spoken through its eight parts as `mediaSearch.<property>`; Siri
    /// builds it (`search(_:)`) and the handler never resolves it.
    static func mediaSearch<I: INIntent, H>(
        _ keyPath: WritableKeyPath<I, INMediaSearch?> & Sendable
    )
        -> IntentParameter<I, H>
    {
        IntentParameter.unresolved(
            "mediaSearch", keyPath,
            .traced(
                json: { $0.map(TraceJSON.mediaSearch) },
                read: { r throws(FormatError) in try TraceReading.mediaSearch(r) })
        )
        .spoken(through: [
            ParameterSpec("mediaSearch.mediaType", .lexicon("mediaType"), leadingWordFills: false),
            ParameterSpec("mediaSearch.sortOrder", .lexicon("sortOrder")),
            ParameterSpec("mediaSearch.reference", .lexicon("mediaReference")),
            ParameterSpec("mediaSearch.genreNames", .lexicon("genre"), multiple: true),
            ParameterSpec("mediaSearch.moodNames", .lexicon("mood"), multiple: true),
            ParameterSpec("mediaSearch.artistName", .title(["mediaMusicArtistName", "mediaAudiobookAuthorName"])),
            ParameterSpec("mediaSearch.albumName", .title(["mediaAlbumName"])),
            ParameterSpec(
                "mediaSearch.mediaName",
                .title(["mediaTitle", "mediaPlaylistTitle", "mediaShowTitle", "mediaAudiobookTitle"])),
        ])
    }

    /// The INMediaSearch Siri makes of a reading: the kind, order and names said, the
    /// identifier of a name the app told Siri (Spotlight, vocabulary) when that item is of
    /// the kind asked for, "this song" (what is playing) and "my …".
    public static func search(_ reading: IntentReading) -> INMediaSearch {
        let nameFill = reading.fills("mediaSearch.mediaName").first
        var search = INMediaSearch(
            mediaType: reading.caseName("mediaSearch.mediaType").flatMap(INMediaItemType.init(rawValue:)) ?? .unknown,
            sortOrder: reading.caseName("mediaSearch.sortOrder").flatMap(INMediaSortOrder.init(rawValue:)) ?? .unknown,
            mediaName: reading.name("mediaSearch.mediaName"), artistName: reading.name("mediaSearch.artistName"),
            albumName: reading.name("mediaSearch.albumName"),
            genreNames: values(reading.fills("mediaSearch.genreNames")),
            moodNames: values(reading.fills("mediaSearch.moodNames")))
        if search.mediaType == .unknown, let kind = kindAfterName(reading) { search.mediaType = kind }
        if search.mediaType == .unknown, asksForRadio(reading, search) { search.mediaType = .radioStation }
        if let entity = nameFill?.entity, entity.source != .system, !entity.identifier.isEmpty,
            fits(entity.kind, search.mediaType)
        {
            search.mediaIdentifier = entity.identifier
        }
        if let kind = playingReference(reading) {
            search.reference = .currentlyPlaying
            if search.mediaType == .unknown { search.mediaType = kind }
        } else if reading.says("my") {
            search.reference = .my
        }
        return search
    }

    /// Whether a request asks for radio without naming the kind as a slot: "play the radio",
    /// "turn on the radio", "tune in to Jazz FM", "play Kiss on the radio", or a station's
    /// name ("BBC Radio 4", "Jazz 91.1 FM") or a frequency alone ("97.3", "1210 AM") with no
    /// artist to make it a song.
    static func asksForRadio(_ reading: IntentReading, _ search: INMediaSearch) -> Bool {
        let words = Tokenizer.keys(reading.utterance)
        let nameWords = Set(
            ["mediaSearch.mediaName", "mediaSearch.artistName", "mediaSearch.albumName"]
                .flatMap { reading.fills($0) }.flatMap { Tokenizer.keys($0.text) })
        if words.contains(where: { radioWords.contains($0) && !nameWords.contains($0) }) { return true }
        if words.starts(with: ["tune", "in"]) || words.starts(with: ["tune", "into"]) { return true }
        guard search.artistName == nil, let name = search.mediaName else { return false }
        let nameKeys = Tokenizer.keys(name)
        return nameKeys.contains("fm") || nameKeys.contains("radio") && nameKeys.count > 1
            || SystemLexicon.isRadioFrequency(nameKeys)
    }

    /// Words that ask for a radio station wherever they stand outside a name.
    static let radioWords: Set<String> = ["radio", "fm"]

    /// Whether a name of this kind can be an item of the kind asked for: "the album Purple
    /// Rain" is no song called Purple Rain, so the song's identifier stays behind and the
    /// app looks for the album by name.
    static func fits(_ kind: EntityKind, _ type: INMediaItemType) -> Bool {
        guard case .vocabulary(let name) = kind else { return false }
        let playlist = INVocabularyStringType.mediaPlaylistTitle.rawValue
        let show = INVocabularyStringType.mediaShowTitle.rawValue
        let book = INVocabularyStringType.mediaAudiobookTitle.rawValue
        switch type {
        case .unknown, .music: return true
        case .playlist, .podcastPlaylist: return name == playlist
        case .podcastShow: return name == show
        case .audioBook: return name == book
        case .album: return name == "mediaAlbumName"
        case .artist: return name == INVocabularyStringType.mediaMusicArtistName.rawValue
        case .genre: return false
        case .song, .podcastEpisode, .musicStation, .movie, .tvShow, .tvShowEpisode, .musicVideo, .podcastStation,
            .radioStation, .station,
            .algorithmicRadioStation, .news:
            return name == "mediaTitle"
        }
    }

    /// Genres and moods: Siri's own value's case name, else the name as the app gave it.
    static func values(_ fills: [SlotFill]) -> [String]? {
        let names = fills.compactMap { fill -> String? in
            guard let entity = fill.entity else { return fill.text.isEmpty ? nil : fill.text }
            return entity.source == .system ? entity.identifier : entity.phrase
        }
        return names.isEmpty ? nil : names
    }

    /// The media items parameter, as each media intent resolves it: an answer to "What do
    /// you want to hear?" becomes a new search by name.
    static func mediaItems<I: INIntent, H, R: INUnsupportedReason & RawRepresentable>(
        prompt: String, items: WritableKeyPath<I, [INMediaItem]?> & Sendable,
        search: WritableKeyPath<I, INMediaSearch?> & Sendable,
        resolve: @escaping @Sendable (H, I, @escaping Completion<[INResolutionResult<INMediaItem, R>]>) -> Void
    ) -> IntentParameter<I, H> where R.RawValue == String {
        let resolvable = SpecBuilder.multiple(
            "mediaItems", .name, H.self, looksUp: true, resolve: resolve, wrap: ParameterValue.mediaItem,
            get: { ($0[keyPath: items] ?? []).map(ParameterValue.mediaItem) },
            set: { intent, values in
                let chosen = values.compactMap(\.mediaItem)
                if chosen.isEmpty, let said = values.first?.string {
                    intent[keyPath: search] = INMediaSearch(mediaName: said)
                    intent[keyPath: items] = nil
                } else {
                    intent[keyPath: items] = chosen.isEmpty ? nil : chosen
                }
            })
        return .custom(
            items,
            .traced(
                json: { $0.map { .array($0.map(TraceJSON.mediaItem)) } },
                read: { r throws(FormatError) in try TraceReading.mediaItems(r) }),
            resolvable: resolvable, prompt: prompt)
    }

    /// What Siri calls the media items of a request: "Holocene by Bon Iver", "2 songs".
    static func spoken(_ items: [INMediaItem]?) -> String {
        let items = items ?? []
        switch items.count {
        case 0: return "that"
        case 1: return Speech.media(items[0])
        default: return "\(items.count) items"
        }
    }

    static let itemPrompt = "What do you want to hear?"
}
