import Foundation
import GRDB
import IntentModel

/// One item an app put in the device's Spotlight index (system side).
public struct SpotlightItemRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "spotlightItem"
    public var app: String
    public var uniqueIdentifier: String
    public var domainIdentifier: String?
    public var title: String
    /// What kind of media item it is (stored as its case name), for media.
    public var mediaType: INMediaItemType?
    public var artist: String?
    public var album: String?
    public var genre: String?
    public var playCount: Int?
    public var lastUsedDate: Date?

    public init(
        app: String, uniqueIdentifier: String, domainIdentifier: String?, title: String, mediaType: INMediaItemType?,
        artist: String?, album: String?, genre: String?, playCount: Int?, lastUsedDate: Date?
    ) {
        self.app = app
        self.uniqueIdentifier = uniqueIdentifier
        self.domainIdentifier = domainIdentifier
        self.title = title
        self.mediaType = mediaType
        self.artist = artist
        self.album = album
        self.genre = genre
        self.playCount = playCount
        self.lastUsedDate = lastUsedDate
    }
}

extension Schema {
    static func registerSpotlight(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v4: spotlight index") { db in
            try db.create(table: "spotlightItem") { t in
                t.column("app", .text).notNull()
                t.column("uniqueIdentifier", .text).notNull()
                t.column("domainIdentifier", .text)
                t.column("title", .text).notNull()
                t.column("mediaType", .text)
                t.column("artist", .text)
                t.column("album", .text)
                t.column("genre", .text)
                t.column("playCount", .integer)
                t.column("lastUsedDate", .datetime)
                t.primaryKey(["app", "uniqueIdentifier"])
            }
        }
    }
}

extension SystemStore {
    /// Adds or replaces items in the index, in one transaction (`indexSearchableItems`).
    public func indexSpotlightItems(_ items: [SpotlightItemRecord]) throws {
        try writer.write { db in
            for item in items { try item.save(db) }
        }
    }

    /// The items an app has in the index; all apps' when `app` is nil.
    public func spotlightItems(app: String? = nil) throws -> [SpotlightItemRecord] {
        try writer.read { db in
            var request = SpotlightItemRecord.all()
            if let app { request = request.filter(Column("app") == app) }
            return try request.order(Column("app"), Column("uniqueIdentifier")).fetchAll(db)
        }
    }

    @discardableResult
    public func deleteSpotlightItems(app: String, identifiers: [String]) throws -> Int {
        try writer.write { db in
            try SpotlightItemRecord.filter(Column("app") == app && identifiers.contains(Column("uniqueIdentifier")))
                .deleteAll(db)
        }
    }

    @discardableResult
    public func deleteSpotlightItems(app: String, domainIdentifiers: [String]) throws -> Int {
        try writer.write { db in
            try SpotlightItemRecord.filter(
                Column("app") == app && domainIdentifiers.contains(Column("domainIdentifier"))
            ).deleteAll(db)
        }
    }

    @discardableResult
    public func deleteAllSpotlightItems(app: String) throws -> Int {
        try writer.write { db in try SpotlightItemRecord.filter(Column("app") == app).deleteAll(db) }
    }
}
