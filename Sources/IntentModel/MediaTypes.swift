import Foundation

/// How results of a media search are ordered.
public enum INMediaSortOrder: String, Sendable, Hashable, CaseIterable {
    case unknown, newest, oldest, best, worst, popular, unpopular, trending, recommended
}

/// What a media request refers to beyond its words.
public enum INMediaReference: String, Sendable, Hashable, CaseIterable {
    case unknown
    /// "this song": what is playing now.
    case currentlyPlaying
    /// "my …": the user's own library and playlists.
    case my
}

/// Whether the user likes or dislikes something.
public enum INMediaAffinityType: String, Sendable, Hashable, CaseIterable, Codable {
    case unknown, like, dislike
}

/// How playback repeats.
public enum INPlaybackRepeatMode: String, Sendable, Hashable, CaseIterable {
    case unknown, none, all, one
}

/// Where new items go in the play queue.
public enum INPlaybackQueueLocation: String, Sendable, Hashable, CaseIterable {
    case unknown, now, next, later
}

/// A category of media an app declares it plays (SupportedMediaCategories in the Intents
/// extension, INSupportedMediaCategories in the app), by Info.plist's names.
public enum INMediaCategory: String, Sendable, Hashable, CaseIterable {
    case general = "INMediaCategoryGeneral"
    case music = "INMediaCategoryMusic"
    case podcasts = "INMediaCategoryPodcasts"
    case audiobooks = "INMediaCategoryAudiobooks"
    case radio = "INMediaCategoryRadio"
    case videos = "INMediaCategoryVideos"

    /// The category a kind of item belongs to; nil for kinds any media app may play
    /// (`unknown`, `music`) and for news, which no category names.
    public init?(_ type: INMediaItemType) {
        switch type {
        case .song, .album, .artist, .genre, .playlist, .musicStation, .musicVideo, .algorithmicRadioStation:
            self = .music
        case .podcastShow, .podcastEpisode, .podcastPlaylist, .podcastStation: self = .podcasts
        case .audioBook: self = .audiobooks
        case .radioStation, .station: self = .radio
        case .movie, .tvShow, .tvShowEpisode: self = .videos
        case .unknown, .music, .news: return nil
        }
    }
}

/// One thing a media app can play, as Siri and the app pass it.
public struct INMediaItem: Sendable, Hashable {
    public var identifier: String?
    public var title: String?
    public var type: INMediaItemType
    public var artist: String?

    public init(identifier: String?, title: String?, type: INMediaItemType, artist: String? = nil) {
        self.identifier = identifier
        self.title = title
        self.type = type
        self.artist = artist
    }
}

/// What the user asked for, as Siri heard it: the app turns it into media items.
public struct INMediaSearch: Sendable, Hashable {
    public var mediaType: INMediaItemType
    public var sortOrder: INMediaSortOrder
    public var mediaName: String?
    public var artistName: String?
    public var albumName: String?
    public var genreNames: [String]?
    public var moodNames: [String]?
    public var releaseDate: INDateComponentsRange?
    public var reference: INMediaReference
    public var mediaIdentifier: String?

    public init(
        mediaType: INMediaItemType = .unknown, sortOrder: INMediaSortOrder = .unknown, mediaName: String? = nil,
        artistName: String? = nil, albumName: String? = nil, genreNames: [String]? = nil, moodNames: [String]? = nil,
        releaseDate: INDateComponentsRange? = nil, reference: INMediaReference = .unknown,
        mediaIdentifier: String? = nil
    ) {
        self.mediaType = mediaType
        self.sortOrder = sortOrder
        self.mediaName = mediaName
        self.artistName = artistName
        self.albumName = albumName
        self.genreNames = genreNames
        self.moodNames = moodNames
        self.releaseDate = releaseDate
        self.reference = reference
        self.mediaIdentifier = mediaIdentifier
    }

    /// Whether the search names nothing at all ("play some music").
    public var isEmpty: Bool {
        mediaName == nil && artistName == nil && albumName == nil && (genreNames ?? []).isEmpty
            && (moodNames ?? []).isEmpty
            && releaseDate == nil && reference == .unknown && mediaIdentifier == nil && sortOrder == .unknown
    }
}

/// Where added media goes: the library or a playlist, by name.
public enum INMediaDestination: Sendable, Hashable {
    case library
    case playlist(String)
}

/// What an app tells the system about its user, for App Selection
/// (`INMediaUserContext.becomeCurrent()`).
public struct INMediaUserContext: Sendable, Hashable {
    public enum SubscriptionStatus: String, Sendable, Hashable, CaseIterable {
        case unknown, notSubscribed, subscribed
    }
    public var subscriptionStatus: SubscriptionStatus
    public var numberOfLibraryItems: Int?

    public init(subscriptionStatus: SubscriptionStatus = .unknown, numberOfLibraryItems: Int? = nil) {
        self.subscriptionStatus = subscriptionStatus
        self.numberOfLibraryItems = numberOfLibraryItems
    }
}

/// What an app calls to make its user context current (`INMediaUserContext.becomeCurrent()`).
public protocol INMediaUserContextRegistering: Sendable {
    func becomeCurrent(_ context: INMediaUserContext)
}

/// Why an app cannot play, add or rate a media item (shared by the media intents' item results).
public enum INMediaItemUnsupportedReason: String, INUnsupportedReason, CaseIterable {
    case loginRequired, subscriptionRequired, unsupportedMediaType, explicitContentSettings, cellularDataSettings
    case restrictedContent, serviceUnavailable, regionRestriction
}

public typealias INPlayMediaMediaItemUnsupportedReason = INMediaItemUnsupportedReason
public typealias INAddMediaMediaItemUnsupportedReason = INMediaItemUnsupportedReason
public typealias INUpdateMediaAffinityMediaItemUnsupportedReason = INMediaItemUnsupportedReason

/// Why a playlist cannot take added media.
public enum INAddMediaMediaDestinationUnsupportedReason: String, INUnsupportedReason, CaseIterable {
    case playlistNameNotFound, playlistNotEditable
}

/// Why a playback speed cannot be used.
public enum INPlayMediaPlaybackSpeedUnsupportedReason: String, INUnsupportedReason, CaseIterable {
    case belowMinimum, aboveMaximum
}

public typealias INPlayMediaMediaItemResolutionResult = INResolutionResult<
    INMediaItem, INPlayMediaMediaItemUnsupportedReason
>
public typealias INAddMediaMediaItemResolutionResult = INResolutionResult<
    INMediaItem, INAddMediaMediaItemUnsupportedReason
>
public typealias INUpdateMediaAffinityMediaItemResolutionResult = INResolutionResult<
    INMediaItem, INUpdateMediaAffinityMediaItemUnsupportedReason
>
public typealias INSearchForMediaMediaItemResolutionResult = INResolutionResult<INMediaItem, INNoUnsupportedReason>
public typealias INAddMediaMediaDestinationResolutionResult = INResolutionResult<
    INMediaDestination, INAddMediaMediaDestinationUnsupportedReason
>
public typealias INMediaAffinityTypeResolutionResult = INResolutionResult<INMediaAffinityType, INNoUnsupportedReason>
public typealias INPlaybackRepeatModeResolutionResult = INResolutionResult<INPlaybackRepeatMode, INNoUnsupportedReason>
public typealias INPlaybackQueueLocationResolutionResult = INResolutionResult<
    INPlaybackQueueLocation, INNoUnsupportedReason
>
public typealias INPlayMediaPlaybackSpeedResolutionResult = INResolutionResult<
    Double, INPlayMediaPlaybackSpeedUnsupportedReason
>
