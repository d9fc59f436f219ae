import Formats
import Foundation
import IntentModel
import Store

/// The reference handler for the media intents, over the app's library. The same code sits
/// in the Intents extension and in the app; they differ at handle: the extension hands a
/// play request to the app (`handleInApp`, as Apple advises, so that playback starts in the
/// app, launched in the background), and the app plays.
public struct MediaHandler: INPlayMediaIntentHandling, INAddMediaIntentHandling, INUpdateMediaAffinityIntentHandling,
    INSearchForMediaIntentHandling
{
    /// Which side of the bundle the handler runs in.
    public enum Role: Sendable {
        case intentsExtension, app
    }

    public let app: String
    public let role: Role
    let store: AppStore
    let clock: DeviceClock
    let faults: FaultSink
    /// What the app knows of its user's account: a catalog item outside the library needs a subscription.
    let userContext: INMediaUserContext?

    init(_ context: HandlerContext, role: Role, userContext: INMediaUserContext?) {
        app = context.app
        self.role = role
        store = context.store
        clock = context.clock
        faults = context.faults
        self.userContext = userContext
    }

    func finder() throws -> MediaFinder { MediaFinder(library: try MediaLibrary(store: store, app: app)) }

    /// The items a request means, as resolution results of any media intent.
    func resolve<R: INUnsupportedReason>(
        _ chosen: [INMediaItem]?, _ search: INMediaSearch?, single: Bool = false,
        unsupportedType: R?, subscription: R?
    ) -> [INResolutionResult<INMediaItem, R>] {
        let finder: MediaFinder
        do { finder = try self.finder() } catch {
            faults.storeFailed("resolveMediaItems", error)
            return [.unsupported(nil)]
        }
        // Already chosen (after a disambiguation, or by the system): a collection expands.
        if let chosen, !chosen.isEmpty {
            if chosen.count == 1, let id = chosen[0].identifier,
                [.playlist, .album, .podcastShow].contains(chosen[0].type), !single,
                case .found(let items, _) = finder.find(INMediaSearch(mediaIdentifier: id))
            {
                return items.map { .success(finder.library.mediaItem($0)) }
            }
            return chosen.map { .success($0) }
        }
        let search = search ?? INMediaSearch()
        // "This song" with nothing playing: Siri asks which, as if nothing had been named.
        if search.reference == .currentlyPlaying, finder.library.nowPlaying == nil { return [.needsValue] }
        switch finder.find(search) {
        case .found(let items, let container):
            // Liking "my favorite singer" rates the singer, "this album" the album playing;
            // "this song", the song.
            if single, let container,
                [.artist, .album, .playlist, .podcastPlaylist, .podcastShow].contains(container.type),
                search.reference != .currentlyPlaying || MediaFinder.sameKind(container.type, search.mediaType)
            {
                return [.success(container)]
            }
            guard !items.isEmpty else { return [.unsupported(nil)] }
            if let subscription, userContext?.subscriptionStatus == .notSubscribed,
                items.contains(where: { !$0.inLibrary })
            {
                return [.unsupported(subscription)]
            }
            let chosen = single ? [items[0]] : items
            return chosen.map { .success(finder.library.mediaItem($0)) }
        case .ambiguous(let options):
            return [.disambiguation(options)]
        case .unsupportedType:
            return [.unsupported(unsupportedType)]
        case .notFound:
            return [.unsupported(nil)]
        }
    }

    // MARK: Play

    public func resolveMediaItems(
        for intent: INPlayMediaIntent,
        with completion: @escaping @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void
    ) {
        completion(
            resolve(
                intent.mediaItems, intent.mediaSearch, unsupportedType: .unsupportedMediaType,
                subscription: .subscriptionRequired))
    }

    public func handle(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void) {
        guard role == .app else {
            completion(INPlayMediaIntentResponse(code: .handleInApp))
            return
        }
        do {
            guard let info = try play(intent) else {
                completion(INPlayMediaIntentResponse(code: .failure))
                return
            }
            completion(INPlayMediaIntentResponse(code: .success, nowPlayingInfo: info))
        } catch {
            faults.storeFailed("handle", error)
            completion(INPlayMediaIntentResponse(code: .failure))
        }
    }

    /// Plays the intent's items in the app, from the first, in the collection the search
    /// found; returns what is playing (nowPlayingInfo), nil when there is nothing to play.
    func play(_ intent: INPlayMediaIntent) throws -> [String: String]? {
        guard let first = intent.mediaItems?.first, let id = first.identifier else { return nil }
        let container = try container(for: intent)
        try store.play(
            app: app, item: id, container: container?.identifier, shuffled: intent.playShuffled ?? false, at: clock.now)
        var info = ["title": first.title ?? ""]
        if let artist = first.artist { info["artist"] = artist }
        if let container, let title = container.title {
            info["container"] = title
            info["containerType"] = container.type.rawValue
            info[INPlayMediaIntentResponse.containerIdentifierKey] = container.identifier
        }
        return info
    }

    /// The collection a play request plays in: the playlist, album or show the search found.
    func container(for intent: INPlayMediaIntent) throws -> INMediaItem? {
        if let container = intent.mediaContainer { return container }
        guard let search = intent.mediaSearch, case .found(_, let container) = try finder().find(search) else {
            return nil
        }
        return container
    }

    // MARK: Add

    public func resolveMediaItems(
        for intent: INAddMediaIntent,
        with completion: @escaping @Sendable ([INAddMediaMediaItemResolutionResult]) -> Void
    ) {
        completion(
            resolve(intent.mediaItems, intent.mediaSearch, unsupportedType: .unsupportedMediaType, subscription: nil))
    }

    public func resolveMediaDestination(
        for intent: INAddMediaIntent,
        with completion: @escaping @Sendable (INAddMediaMediaDestinationResolutionResult) -> Void
    ) {
        guard case .playlist(let name)? = intent.mediaDestination else {
            completion(.success(.library))
            return
        }
        do {
            let library = try MediaLibrary(store: store, app: app)
            guard let playlist = library.playlist(named: name) else {
                completion(.unsupported(.playlistNameNotFound))
                return
            }
            completion(playlist.editable ? .success(.playlist(playlist.title)) : .unsupported(.playlistNotEditable))
        } catch {
            faults.storeFailed("resolveMediaDestination", error)
            completion(.unsupported(nil))
        }
    }

    public func handle(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void) {
        let ids = (intent.mediaItems ?? []).compactMap(\.identifier)
        guard !ids.isEmpty else {
            completion(INAddMediaIntentResponse(code: .failure))
            return
        }
        do {
            switch intent.mediaDestination ?? .library {
            case .library:
                try store.addToLibrary(app: app, items: ids)
            case .playlist(let name):
                guard let playlist = try MediaLibrary(store: store, app: app).playlist(named: name), playlist.editable
                else {
                    completion(INAddMediaIntentResponse(code: .failure))
                    return
                }
                try store.addToPlaylist(app: app, playlist: playlist.identifier, items: ids)
            }
            completion(INAddMediaIntentResponse(code: .success))
        } catch {
            faults.storeFailed("handle", error)
            completion(INAddMediaIntentResponse(code: .failure))
        }
    }

    // MARK: Like and dislike

    public func resolveMediaItems(
        for intent: INUpdateMediaAffinityIntent,
        with completion: @escaping @Sendable ([INUpdateMediaAffinityMediaItemResolutionResult]) -> Void
    ) {
        // Liking with nothing named ("I like") rates what is playing.
        let nothingNamed = intent.mediaSearch.map { $0.isEmpty && $0.mediaType == .unknown } ?? true
        let search =
            intent.mediaItems == nil && nothingNamed ? INMediaSearch(reference: .currentlyPlaying) : intent.mediaSearch
        completion(
            resolve(intent.mediaItems, search, single: true, unsupportedType: .unsupportedMediaType, subscription: nil))
    }

    public func handle(
        intent: INUpdateMediaAffinityIntent,
        completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void
    ) {
        guard intent.affinityType != .unknown, let items = intent.mediaItems, !items.isEmpty else {
            completion(INUpdateMediaAffinityIntentResponse(code: .failure))
            return
        }
        do {
            for id in items.compactMap(\.identifier) {
                try store.setAffinity(app: app, item: id, affinity: intent.affinityType)
            }
            completion(INUpdateMediaAffinityIntentResponse(code: .success))
        } catch {
            faults.storeFailed("handle", error)
            completion(INUpdateMediaAffinityIntentResponse(code: .failure))
        }
    }

    // MARK: Search

    public func resolveMediaItems(
        for intent: INSearchForMediaIntent,
        with completion: @escaping @Sendable ([INSearchForMediaMediaItemResolutionResult]) -> Void
    ) {
        // A search lists what it finds; it never asks the user to choose.
        let results: [INResolutionResult<INMediaItem, INNoUnsupportedReason>] = resolve(
            intent.mediaItems, intent.mediaSearch, unsupportedType: nil, subscription: nil)
        completion(
            results.flatMap { result -> [INSearchForMediaMediaItemResolutionResult] in
                if case .disambiguation(let options) = result { return options.map { .success($0) } }
                if case .unsupported = result { return [.notRequired] }
                return [result]
            })
    }

    public func handle(
        intent: INSearchForMediaIntent, completion: @escaping @Sendable (INSearchForMediaIntentResponse) -> Void
    ) {
        completion(INSearchForMediaIntentResponse(code: .success, mediaItems: intent.mediaItems ?? []))
    }
}

/// What the media handler declares to the registry, and `:nowplaying`.
extension MediaHandler: ReferenceHandler {
    static let intents = [
        INPlayMediaIntent.className, INAddMediaIntent.className,
        INUpdateMediaAffinityIntent.className, INSearchForMediaIntent.className,
    ]
    static let consoleCommands = [ConsoleCommand(name: "nowplaying", summary: "what each media app is playing")]

    func console(_ command: String, arguments: String) throws -> [String]? {
        guard command == "nowplaying" else { return nil }
        let library = try MediaLibrary(store: store, app: app)
        guard !library.items.isEmpty else { return nil }
        guard let now = library.nowPlaying, let item = library.item(now.item) else { return ["Nothing playing."] }
        var line = "Now playing \(item.title)" + (item.artist.map { " by \($0)" } ?? "")
        // A station plays as its own container: "from" only names a container other than the item.
        if let id = now.container, id != now.item,
            let container = library.playlist(id)?.playlist.title ?? library.item(id)?.title
        {
            line += ", from \(container)"
        }
        if now.shuffled { line += ", shuffled" }
        return [line + ", since \(DateParsing.iso(now.startedAt))"]
    }
}
