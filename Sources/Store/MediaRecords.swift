import Foundation
import GRDB
import IntentModel

/// An item of an app's media library.
public struct MediaItemRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "mediaItem"
    public var app: String
    public var identifier: String
    /// What kind of item it is (stored as its case name).
    public var type: INMediaItemType
    public var title: String
    public var artist: String?
    public var album: String?
    public var genre: String?
    public var playCount: Int
    public var lastUsedDate: Date?
    public var releaseDate: Date?
    /// Moods the app files the item under ("relaxing", "upbeat"), comma-separated.
    public var moods: String?
    /// Whether the item is in the user's library (or only in the app's catalog).
    public var inLibrary: Bool
    /// An INMediaAffinityType case name the user set (`like`, `dislike`), if any.
    public var affinity: INMediaAffinityType?

    public init(
        app: String, identifier: String, type: INMediaItemType, title: String, artist: String?, album: String?,
        genre: String?,
        playCount: Int, lastUsedDate: Date?, releaseDate: Date? = nil, moods: String? = nil, inLibrary: Bool = true,
        affinity: INMediaAffinityType? = nil
    ) {
        self.releaseDate = releaseDate
        self.moods = moods
        self.inLibrary = inLibrary
        self.affinity = affinity
        self.app = app
        self.identifier = identifier
        self.type = type
        self.title = title
        self.artist = artist
        self.album = album
        self.genre = genre
        self.playCount = playCount
        self.lastUsedDate = lastUsedDate
    }
}

public struct PlaylistRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "playlist"
    public var app: String
    public var identifier: String
    public var title: String
    public var editable: Bool

    public init(app: String, identifier: String, title: String, editable: Bool) {
        self.app = app
        self.identifier = identifier
        self.title = title
        self.editable = editable
    }
}

public struct PlaylistItemRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "playlistItem"
    public var app: String
    public var playlist: String
    public var position: Int
    public var item: String

    public init(app: String, playlist: String, position: Int, item: String) {
        self.app = app
        self.playlist = playlist
        self.position = position
        self.item = item
    }
}

/// A named thing of an app's own (a workout, a note) that Siri may hear by name.
public struct NamedItemRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "namedItem"
    public var app: String
    /// `workout` or `note`.
    public var kind: NamedItemKind
    public var identifier: String
    public var name: String
    public var body: String?

    public init(app: String, kind: NamedItemKind, identifier: String, name: String, body: String?) {
        self.app = app
        self.kind = kind
        self.identifier = identifier
        self.name = name
        self.body = body
    }
}

extension Schema {
    static func registerMedia(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2: media, workouts, notes") { db in
            try db.create(table: "mediaItem") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("type", .text).notNull()
                t.column("title", .text).notNull()
                t.column("artist", .text)
                t.column("album", .text)
                t.column("genre", .text)
                t.column("playCount", .integer).notNull()
                t.column("lastUsedDate", .datetime)
                t.primaryKey(["app", "identifier"])
            }
            try db.create(table: "playlist") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("title", .text).notNull()
                t.column("editable", .boolean).notNull()
                t.primaryKey(["app", "identifier"])
            }
            try db.create(table: "playlistItem") { t in
                t.column("app", .text).notNull()
                t.column("playlist", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("item", .text).notNull()
                t.primaryKey(["app", "playlist", "position"])
                t.foreignKey(["app", "playlist"], references: "playlist", onDelete: .cascade)
            }
            try db.create(table: "namedItem") { t in
                t.column("app", .text).notNull()
                t.column("kind", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("name", .text).notNull()
                t.column("body", .text)
                t.primaryKey(["app", "kind", "identifier"])
            }
        }
    }
}

extension AppStore {
    public func mediaItems(app: String) throws -> [MediaItemRecord] {
        try writer.read { db in
            try MediaItemRecord.filter(Column("app") == app).order(Column("identifier")).fetchAll(db)
        }
    }

    public func playlists(app: String) throws -> [(playlist: PlaylistRecord, items: [String])] {
        try writer.read { db in
            let lists = try PlaylistRecord.filter(Column("app") == app).order(Column("title")).fetchAll(db)
            let items = Dictionary(
                grouping: try PlaylistItemRecord.filter(Column("app") == app).order(Column("position")).fetchAll(db),
                by: \.playlist)
            return lists.map { ($0, (items[$0.identifier] ?? []).map(\.item)) }
        }
    }

    public func namedItems(app: String, kind: NamedItemKind) throws -> [NamedItemRecord] {
        try writer.read { db in
            try NamedItemRecord.filter(Column("app") == app && Column("kind") == kind).order(Column("identifier"))
                .fetchAll(db)
        }
    }
}
