import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Media {
    /// The repeat mode the request says ("… on repeat", "… on loop"): the one song again and
    /// again, or the whole of a collection (album, playlist, artist, genre, show).
    /// With no kind said, a search with no title is for many items ("play lofi on repeat",
    /// "play Drake on repeat"): the whole of them repeats.
    public static func repeatMode(_ reading: IntentReading, search: INMediaSearch) -> INPlaybackRepeatMode {
        let many =
            search.mediaType == .unknown && search.mediaName == nil && search.reference != .currentlyPlaying
            && (search.artistName != nil || search.albumName != nil || !(search.genreNames ?? []).isEmpty
                || !(search.moodNames ?? []).isEmpty)
        return SystemLexicon.repeatMode(
            of: Tokenizer.keys(reading.utterance), collection: search.mediaType.isCollection || many)
    }

    /// Whether a request to play asks for shuffled order: it says "shuffle" anywhere ("shuffle
    /// my Dinner Party playlist", "… and shuffle", "… on shuffle").
    public static func shuffles(_ reading: IntentReading) -> Bool {
        reading.says("shuffle") || reading.says("shuffled")
    }

    /// What Siri says is playing, from the app's now-playing info: the collection when the
    /// app plays one ("your Road Trip playlist", "songs by Bon Iver"), else the item.
    static func nowPlaying(_ info: [String: String]) -> String? {
        guard let title = info["title"] else { return nil }
        let item = title + (info["artist"].map { " by \($0)" } ?? "")
        guard let container = info["container"],
            let type = info["containerType"].flatMap(INMediaItemType.init(rawValue:))
        else { return item }
        switch type {
        case .playlist, .podcastPlaylist: return "your \(container) playlist"
        case .album: return "the album \(container)" + (info["artist"].map { " by \($0)" } ?? "")
        case .artist: return "songs by \(container)"
        case .genre: return Speech.genre(container)
        case .podcastShow: return "\(title), from \(container)"
        default: return item
        }
    }

    /// What a play request plays when the app has not said (a hand-off to the app): the
    /// collection played or asked for ("your Road Trip playlist", "the album Abbey Road",
    /// "songs by Bon Iver") rather than a count of its items; a single item by its name.
    static func requested(_ intent: INPlayMediaIntent?) -> String {
        if let container = intent?.mediaContainer { return Speech.media(container) }
        let items = intent?.mediaItems ?? []
        guard items.count > 1, let search = intent?.mediaSearch else { return spoken(items) }
        let by = search.artistName.map { " by \($0)" } ?? ""
        if let name = search.mediaName {
            switch search.mediaType {
            case .playlist, .podcastPlaylist: return "your \(name) playlist"
            case .album: return "the album \(name)" + by
            default: return name
            }
        }
        if let album = search.albumName { return "the album \(album)" + by }
        if let artist = search.artistName { return "songs by \(artist)" }
        if let genre = search.genreNames?.first { return Speech.genre(genre) }
        return spoken(items)
    }

    /// "Play some jazz", "Play Purple Rain by Prince", "Shuffle my Road Trip playlist".
    static let play = SpecBuilder.spec(
        .media, INPlayMediaIntent.self, Play.self,
        parameters: IntentParameters(
            { INPlayMediaIntent() },
            [
                mediaItems(
                    prompt: itemPrompt, items: \.mediaItems, search: \.mediaSearch,
                    resolve: { h, i, c in h.resolveMediaItems(for: i, with: c) }),
                mediaSearch(\.mediaSearch),
                .unresolved(
                    "mediaContainer", \.mediaContainer,
                    .traced(
                        json: { $0.map(TraceJSON.mediaItem) },
                        read: { r throws(FormatError) in r.exists ? try TraceReading.mediaItem(r) : nil })),
                .single(
                    "playShuffled", \.playShuffled, .boolean, resolvedAs: .boolean,
                    resolve: { h, i, c in h.resolvePlayShuffled(for: i, with: c) }),
                .single(
                    "playbackRepeatMode", \.playbackRepeatMode, .enumCase(unknown: .unknown),
                    resolvedAs: .lexicon("repeatMode"),
                    resolve: { h, i, c in h.resolvePlaybackRepeatMode(for: i, with: c) }
                ).notRestored(),
                .single(
                    "resumePlayback", \.resumePlayback, .boolean, resolvedAs: .boolean,
                    resolve: { h, i, c in h.resolveResumePlayback(for: i, with: c) }
                ).untraced().notRestored(),
                .single(
                    "playbackQueueLocation", \.playbackQueueLocation, .enumCase(unknown: .unknown),
                    resolvedAs: .lexicon("queueLocation"),
                    resolve: { h, i, c in h.resolvePlaybackQueueLocation(for: i, with: c) }
                ).notRestored(),
                .single(
                    "playbackSpeed", \.playbackSpeed, .number, resolvedAs: .number,
                    resolve: { h, i, c in h.resolvePlaybackSpeed(for: i, with: c) }
                ).notRestored(),
            ], restoration: ["mediaItems", "mediaContainer", "playShuffled", "mediaSearch"]),
        commands: true,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, intent, context in
                let intent = intent as? INPlayMediaIntent
                let info = (response.response as? INPlayMediaIntentResponse)?.nowPlayingInfo ?? [:]
                let what = nowPlaying(info) ?? requested(intent)
                switch INPlayMediaIntentResponseCode(rawValue: response.code) {
                case .success?, .inProgress?, .ready?:
                    return [
                        intent?.playShuffled == true
                            ? "Shuffling \(what) on \(context.app)." : "Now playing \(what) on \(context.app)."
                    ]
                case .continueInApp?: return ["Opening \(context.app) to play \(what)…"]
                case .handleInApp?: return []
                default: return [Failure.sentence(app: context.app, response: response)]
                }
            }),
        build: { reading, _ in
            let search = search(reading)
            return INPlayMediaIntent(
                playShuffled: shuffles(reading) ? true : nil,
                playbackRepeatMode: repeatMode(reading, search: search), mediaSearch: search)
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        fields: { r in
            r.nowPlayingInfo.map { info in
                [("nowPlayingInfo", .object(info.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) }))]
            } ?? []
        },
        donation: { i, r in
            // A play is grouped by the playlist, album or show it plays, so that the app can
            // delete the donations about it with the collection, and donated with its container
            // and the item played (`PlayDonation`).
            let container =
                r.nowPlayingInfo?[INPlayMediaIntentResponse.containerIdentifierKey]
                ?? i.mediaContainer?.identifier
            return IntentDonation(intent: PlayDonation.donated(i, response: r), groupIdentifier: container)
        })
}
