import Foundation

/// The attributes of an item an app puts in the Spotlight index that Siri can use to
/// recognise what the user names (CoreSpotlight's CSSearchableItemAttributeSet).
public struct CSSearchableItemAttributeSet: Sendable, Hashable {
    public var title: String
    /// For media: what kind of item it is.
    public var mediaType: INMediaItemType?
    public var artist: String?
    public var album: String?
    /// `musicalGenre` in CoreSpotlight.
    public var genre: String?
    public var playCount: Int?
    public var lastUsedDate: Date?

    public init(
        title: String, mediaType: INMediaItemType? = nil, artist: String? = nil, album: String? = nil,
        genre: String? = nil,
        playCount: Int? = nil, lastUsedDate: Date? = nil
    ) {
        self.title = title
        self.mediaType = mediaType
        self.artist = artist
        self.album = album
        self.genre = genre
        self.playCount = playCount
        self.lastUsedDate = lastUsedDate
    }
}

/// One item an app indexes in Spotlight.
public struct CSSearchableItem: Sendable, Hashable {
    /// The app's own identifier for the item (for media, its media identifier).
    public var uniqueIdentifier: String
    /// A group the app can delete at once ("library", "podcasts").
    public var domainIdentifier: String?
    public var attributeSet: CSSearchableItemAttributeSet

    public init(uniqueIdentifier: String, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
    }
}

/// What an app calls to put items in the device's Spotlight index or take them out, as
/// `CSSearchableIndex.default()` offers. The index belongs to the system.
public protocol CSSearchableIndexing: Sendable {
    func indexSearchableItems(_ items: [CSSearchableItem]) throws
    func deleteSearchableItems(withIdentifiers identifiers: [String]) throws
    func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) throws
    func deleteAllSearchableItems() throws
}
