import Foundation
import GRDB
import IntentModel

/// What an app is playing now, with the collection it plays in.
public struct NowPlayingRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "nowPlaying"
    public var app: String
    /// The media item playing.
    public var item: String
    /// The playlist, album or show it plays in, if any.
    public var container: String?
    public var shuffled: Bool
    public var startedAt: Date

    public init(app: String, item: String, container: String?, shuffled: Bool, startedAt: Date) {
        self.app = app
        self.item = item
        self.container = container
        self.shuffled = shuffled
        self.startedAt = startedAt
    }
}

extension Schema {
    static func registerMediaState(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v6: media library state") { db in
            try db.alter(table: "mediaItem") { t in
                t.add(column: "releaseDate", .datetime)
                t.add(column: "moods", .text)
                t.add(column: "inLibrary", .boolean).notNull().defaults(to: true)
                t.add(column: "affinity", .text)
            }
            try db.create(table: "nowPlaying") { t in
                t.primaryKey("app", .text)
                t.column("item", .text).notNull()
                t.column("container", .text)
                t.column("shuffled", .boolean).notNull()
                t.column("startedAt", .datetime).notNull()
            }
        }
    }
}

extension AppStore {
    /// Starts playing an item (in a container), counting the play, in one transaction.
    public func play(app: String, item: String, container: String?, shuffled: Bool, at date: Date) throws {
        try writer.write { db in
            try NowPlayingRecord(app: app, item: item, container: container, shuffled: shuffled, startedAt: date).save(
                db)
            // A play count at the largest integer stays there: SQLite would make it a real.
            try db.execute(
                sql:
                    "UPDATE mediaItem SET playCount = playCount + (playCount < 9223372036854775807), lastUsedDate = ? WHERE app = ? AND identifier = ?",
                arguments: [date, app, item])
        }
    }

    public func nowPlaying(app: String) throws -> NowPlayingRecord? {
        try writer.read { db in try NowPlayingRecord.fetchOne(db, key: app) }
    }

    /// Records that the user likes or dislikes an item.
    public func setAffinity(app: String, item: String, affinity: INMediaAffinityType) throws {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE mediaItem SET affinity = ? WHERE app = ? AND identifier = ?",
                arguments: [affinity, app, item])
        }
    }

    /// Puts items in the user's library.
    public func addToLibrary(app: String, items: [String]) throws {
        try writer.write { db in
            for item in items {
                try db.execute(
                    sql: "UPDATE mediaItem SET inLibrary = 1 WHERE app = ? AND identifier = ?", arguments: [app, item])
            }
        }
    }

    /// Appends items to a playlist, in one transaction.
    public func addToPlaylist(app: String, playlist: String, items: [String]) throws {
        try writer.write { db in
            let last = try Int.fetchOne(
                db, sql: "SELECT MAX(position) FROM playlistItem WHERE app = ? AND playlist = ?",
                arguments: [app, playlist])
            let next =
                try last.map { last in
                    try StoredNumber.adding(
                        items.count, to: last, table: PlaylistItemRecord.databaseTableName, column: "position",
                        row: "playlist \"\(playlist)\" of \(app)", in: db) - items.count + 1
                } ?? 0
            for (offset, item) in items.enumerated() {
                try PlaylistItemRecord(app: app, playlist: playlist, position: next + offset, item: item).insert(db)
            }
        }
    }

    /// Renames a playlist; false when the app has no such playlist.
    @discardableResult
    public func renamePlaylist(app: String, identifier: String, to title: String) throws -> Bool {
        try writer.write { db in
            guard var playlist = try PlaylistRecord.fetchOne(db, key: ["app": app, "identifier": identifier]) else {
                return false
            }
            playlist.title = title
            try playlist.update(db)
            return true
        }
    }

    /// Deletes a playlist (its items stay in the library); false when there is none.
    @discardableResult
    public func deletePlaylist(app: String, identifier: String) throws -> Bool {
        try writer.write { db in try PlaylistRecord.deleteOne(db, key: ["app": app, "identifier": identifier]) }
    }
}
