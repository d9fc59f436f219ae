import Foundation

// MARK: INPlayMediaIntent

/// "Play some jazz", "Play Purple Rain by Prince", "Shuffle my Road Trip playlist".
public struct INPlayMediaIntent: INIntent, Hashable {
    public static let className = "INPlayMediaIntent"
    public var identifier: String?
    public var mediaItems: [INMediaItem]?
    /// The collection the items play in (a playlist, an album, a show).
    public var mediaContainer: INMediaItem?
    public var playShuffled: Bool?
    public var playbackRepeatMode: INPlaybackRepeatMode
    public var resumePlayback: Bool?
    public var playbackQueueLocation: INPlaybackQueueLocation
    public var playbackSpeed: Double?
    public var mediaSearch: INMediaSearch?

    public init(
        mediaItems: [INMediaItem]? = nil, mediaContainer: INMediaItem? = nil, playShuffled: Bool? = nil,
        playbackRepeatMode: INPlaybackRepeatMode = .unknown, resumePlayback: Bool? = nil,
        playbackQueueLocation: INPlaybackQueueLocation = .unknown, playbackSpeed: Double? = nil,
        mediaSearch: INMediaSearch? = nil
    ) {
        self.mediaItems = mediaItems
        self.mediaContainer = mediaContainer
        self.playShuffled = playShuffled
        self.playbackRepeatMode = playbackRepeatMode
        self.resumePlayback = resumePlayback
        self.playbackQueueLocation = playbackQueueLocation
        self.playbackSpeed = playbackSpeed
        self.mediaSearch = mediaSearch
    }
}

public enum INPlayMediaIntentResponseCode: String, INResponseCode {
    case unspecified, ready, continueInApp, inProgress, success, handleInApp, failure, failureRequiringAppLaunch
    case failureUnknownMediaType, failureNoUnplayedContent, failureRestrictedContent, failureMaxStreamLimitReached
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INPlayMediaIntentResponse: INIntentResponse, Hashable {
    public var code: INPlayMediaIntentResponseCode
    public var userActivity: UserActivity?
    /// What is playing now (MPNowPlayingInfoCenter's keys, as strings).
    public var nowPlayingInfo: [String: String]?
    /// The `nowPlayingInfo` key of the collection's identifier (MPNowPlayingInfoCollectionIdentifier).
    public static let containerIdentifierKey = "containerIdentifier"

    public init(code: INPlayMediaIntentResponseCode, userActivity: UserActivity?) {
        self.init(code: code, userActivity: userActivity, nowPlayingInfo: nil)
    }

    public init(
        code: INPlayMediaIntentResponseCode, userActivity: UserActivity? = nil, nowPlayingInfo: [String: String]? = nil
    ) {
        self.code = code
        self.userActivity = userActivity
        self.nowPlayingInfo = nowPlayingInfo
    }
}

/// Resolve, confirm and handle for playing media, in the order SiriKit declares them.
public protocol INPlayMediaIntentHandling: Sendable {
    func resolveMediaItems(
        for intent: INPlayMediaIntent,
        with completion: @escaping @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void)
    func resolvePlayShuffled(
        for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void)
    func resolvePlaybackRepeatMode(
        for intent: INPlayMediaIntent,
        with completion: @escaping @Sendable (INPlaybackRepeatModeResolutionResult) -> Void)
    func resolveResumePlayback(
        for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void)
    func resolvePlaybackQueueLocation(
        for intent: INPlayMediaIntent,
        with completion: @escaping @Sendable (INPlaybackQueueLocationResolutionResult) -> Void)
    func resolvePlaybackSpeed(
        for intent: INPlayMediaIntent,
        with completion: @escaping @Sendable (INPlayMediaPlaybackSpeedResolutionResult) -> Void)
    func confirm(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void)
    func handle(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void)
}

extension INPlayMediaIntentHandling {
    public func resolveMediaItems(
        for intent: INPlayMediaIntent,
        with completion: @escaping @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void
    ) {
        completion((intent.mediaItems ?? []).map { .success($0) })
    }
    public func resolvePlayShuffled(
        for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void
    ) {
        completion(intent.playShuffled.map { .success($0) } ?? .notRequired)
    }
    public func resolvePlaybackRepeatMode(
        for intent: INPlayMediaIntent,
        with completion: @escaping @Sendable (INPlaybackRepeatModeResolutionResult) -> Void
    ) {
        completion(intent.playbackRepeatMode == .unknown ? .notRequired : .success(intent.playbackRepeatMode))
    }
    public func resolveResumePlayback(
        for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void
    ) {
        completion(intent.resumePlayback.map { .success($0) } ?? .notRequired)
    }
    public func resolvePlaybackQueueLocation(
        for intent: INPlayMediaIntent,
        with completion: @escaping @Sendable (INPlaybackQueueLocationResolutionResult) -> Void
    ) {
        completion(intent.playbackQueueLocation == .unknown ? .notRequired : .success(intent.playbackQueueLocation))
    }
    public func resolvePlaybackSpeed(
        for intent: INPlayMediaIntent,
        with completion: @escaping @Sendable (INPlayMediaPlaybackSpeedResolutionResult) -> Void
    ) {
        completion(intent.playbackSpeed.map { .success($0) } ?? .notRequired)
    }
    public func confirm(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void)
    {
        completion(INPlayMediaIntentResponse(code: .ready))
    }
}

// MARK: INAddMediaIntent

/// "Add this song to my Road Trip playlist", "Add Blue to my library".
public struct INAddMediaIntent: INIntent, Hashable {
    public static let className = "INAddMediaIntent"
    public var identifier: String?
    public var mediaItems: [INMediaItem]?
    public var mediaSearch: INMediaSearch?
    public var mediaDestination: INMediaDestination?

    public init(
        mediaItems: [INMediaItem]? = nil, mediaSearch: INMediaSearch? = nil, mediaDestination: INMediaDestination? = nil
    ) {
        self.mediaItems = mediaItems
        self.mediaSearch = mediaSearch
        self.mediaDestination = mediaDestination
    }
}

public enum INAddMediaIntentResponseCode: String, INResponseCode {
    case unspecified, ready, inProgress, success, handleInApp, failure, failureRequiringAppLaunch
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INAddMediaIntentResponse: INIntentResponse, Hashable {
    public var code: INAddMediaIntentResponseCode
    public var userActivity: UserActivity?

    public init(code: INAddMediaIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

public protocol INAddMediaIntentHandling: Sendable {
    func resolveMediaItems(
        for intent: INAddMediaIntent,
        with completion: @escaping @Sendable ([INAddMediaMediaItemResolutionResult]) -> Void)
    func resolveMediaDestination(
        for intent: INAddMediaIntent,
        with completion: @escaping @Sendable (INAddMediaMediaDestinationResolutionResult) -> Void)
    func confirm(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void)
    func handle(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void)
}

extension INAddMediaIntentHandling {
    public func resolveMediaItems(
        for intent: INAddMediaIntent,
        with completion: @escaping @Sendable ([INAddMediaMediaItemResolutionResult]) -> Void
    ) {
        completion((intent.mediaItems ?? []).map { .success($0) })
    }
    public func resolveMediaDestination(
        for intent: INAddMediaIntent,
        with completion: @escaping @Sendable (INAddMediaMediaDestinationResolutionResult) -> Void
    ) {
        completion(intent.mediaDestination.map { .success($0) } ?? .notRequired)
    }
    public func confirm(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void) {
        completion(INAddMediaIntentResponse(code: .ready))
    }
}

// MARK: INUpdateMediaAffinityIntent

/// "I like this song", "I hate this song", "My favorite singer is Adele".
public struct INUpdateMediaAffinityIntent: INIntent, Hashable {
    public static let className = "INUpdateMediaAffinityIntent"
    public var identifier: String?
    public var mediaItems: [INMediaItem]?
    public var mediaSearch: INMediaSearch?
    public var affinityType: INMediaAffinityType

    public init(
        mediaItems: [INMediaItem]? = nil, mediaSearch: INMediaSearch? = nil,
        affinityType: INMediaAffinityType = .unknown
    ) {
        self.mediaItems = mediaItems
        self.mediaSearch = mediaSearch
        self.affinityType = affinityType
    }
}

public enum INUpdateMediaAffinityIntentResponseCode: String, INResponseCode {
    case unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INUpdateMediaAffinityIntentResponse: INIntentResponse, Hashable {
    public var code: INUpdateMediaAffinityIntentResponseCode
    public var userActivity: UserActivity?

    public init(code: INUpdateMediaAffinityIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

public protocol INUpdateMediaAffinityIntentHandling: Sendable {
    func resolveMediaItems(
        for intent: INUpdateMediaAffinityIntent,
        with completion: @escaping @Sendable ([INUpdateMediaAffinityMediaItemResolutionResult]) -> Void)
    func resolveAffinityType(
        for intent: INUpdateMediaAffinityIntent,
        with completion: @escaping @Sendable (INMediaAffinityTypeResolutionResult) -> Void)
    func confirm(
        intent: INUpdateMediaAffinityIntent,
        completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void)
    func handle(
        intent: INUpdateMediaAffinityIntent,
        completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void)
}

extension INUpdateMediaAffinityIntentHandling {
    public func resolveMediaItems(
        for intent: INUpdateMediaAffinityIntent,
        with completion: @escaping @Sendable ([INUpdateMediaAffinityMediaItemResolutionResult]) -> Void
    ) {
        completion((intent.mediaItems ?? []).map { .success($0) })
    }
    public func resolveAffinityType(
        for intent: INUpdateMediaAffinityIntent,
        with completion: @escaping @Sendable (INMediaAffinityTypeResolutionResult) -> Void
    ) {
        completion(intent.affinityType == .unknown ? .needsValue : .success(intent.affinityType))
    }
    public func confirm(
        intent: INUpdateMediaAffinityIntent,
        completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void
    ) {
        completion(INUpdateMediaAffinityIntentResponse(code: .ready))
    }
}

// MARK: INSearchForMediaIntent

/// "Search for songs by Adele", "Find the album Blue".
public struct INSearchForMediaIntent: INIntent, Hashable {
    public static let className = "INSearchForMediaIntent"
    public var identifier: String?
    public var mediaItems: [INMediaItem]?
    public var mediaSearch: INMediaSearch?

    public init(mediaItems: [INMediaItem]? = nil, mediaSearch: INMediaSearch? = nil) {
        self.mediaItems = mediaItems
        self.mediaSearch = mediaSearch
    }
}

public enum INSearchForMediaIntentResponseCode: String, INResponseCode {
    case unspecified, ready, continueInApp, inProgress, success, failure, failureRequiringAppLaunch
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INSearchForMediaIntentResponse: INIntentResponse, Hashable {
    public var code: INSearchForMediaIntentResponseCode
    public var userActivity: UserActivity?
    /// What the search found.
    public var mediaItems: [INMediaItem]?

    public init(code: INSearchForMediaIntentResponseCode, userActivity: UserActivity?) {
        self.init(code: code, userActivity: userActivity, mediaItems: nil)
    }

    public init(
        code: INSearchForMediaIntentResponseCode, userActivity: UserActivity? = nil, mediaItems: [INMediaItem]? = nil
    ) {
        self.code = code
        self.userActivity = userActivity
        self.mediaItems = mediaItems
    }
}

public protocol INSearchForMediaIntentHandling: Sendable {
    func resolveMediaItems(
        for intent: INSearchForMediaIntent,
        with completion: @escaping @Sendable ([INSearchForMediaMediaItemResolutionResult]) -> Void)
    func confirm(
        intent: INSearchForMediaIntent, completion: @escaping @Sendable (INSearchForMediaIntentResponse) -> Void)
    func handle(
        intent: INSearchForMediaIntent, completion: @escaping @Sendable (INSearchForMediaIntentResponse) -> Void)
}

extension INSearchForMediaIntentHandling {
    public func resolveMediaItems(
        for intent: INSearchForMediaIntent,
        with completion: @escaping @Sendable ([INSearchForMediaMediaItemResolutionResult]) -> Void
    ) {
        completion((intent.mediaItems ?? []).map { .success($0) })
    }
    public func confirm(
        intent: INSearchForMediaIntent, completion: @escaping @Sendable (INSearchForMediaIntentResponse) -> Void
    ) {
        completion(INSearchForMediaIntentResponse(code: .ready))
    }
}
