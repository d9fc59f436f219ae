import Foundation
import GRDB
import Formats

/// The device's state in one SQLite file: every app's local data and the system's own
/// (donations). All access goes through intent-level methods; each one that changes
/// data runs in one transaction, so a process killed at any moment leaves a readable file.
public final class Store: Sendable {
    let writer: any DatabaseWriter
    /// Where the file is, or nil for an in-memory store.
    public let path: String?

    /// Opens (or creates) the state file at `path` in WAL mode and migrates it. Anything
    /// at `path` that sirisim did not make is refused, untouched (`StateFile`).
    public init(path: String) throws {
        try StateFile.checkUsable(path)
        let directory = Paths.parent(path)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StateFile.Refusal(path: path, reason: "cannot make the folder \(directory)")
        }
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        // DatabasePool always runs in WAL mode.
        writer = try DatabasePool(path: path, configuration: configuration)
        self.path = path
        try Schema.migrator.migrate(writer)
    }

    /// A store that lives in memory only, for replay and tests.
    public init() throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        writer = try DatabaseQueue(configuration: configuration)
        path = nil
        try Schema.migrator.migrate(writer)
    }

    /// The next value of a named counter, from 1; identifiers are sequential so replay is deterministic.
    public func nextSequence(_ name: String) throws -> Int {
        try writer.write { db in try Self.nextSequence(name, in: db) }
    }

    static func nextSequence(_ name: String, in db: Database) throws -> Int {
        var counter = try CounterRecord.fetchOne(db, key: name) ?? CounterRecord(name: name, value: 0)
        counter.value += 1
        try counter.save(db)
        return counter.value
    }

    /// Deletes every app's data and the system's state, keeping the schema.
    public func reset() throws {
        try writer.write { db in
            for table in ["noteDate", "card", "coffeeOrder", "menuPrice", "menuItem", "workflow", "userActivity", "voiceShortcut", "relevantShortcut", "nowPlaying", "workoutSession", "spotlightItem", "userVocabulary", "playlistItem", "playlist", "mediaItem", "namedItem",
                          "messageEdit", "messageAttachment", "messageRecipient", "message", "call", "groupMember",
                          "contactGroup", "contactAlias", "contactHandle", "contact", "donation", "seededApp", "counter"] {
                try db.execute(sql: "DELETE FROM \(table)")
            }
        }
    }

    // MARK: Seeding

    /// The seed data of one app, as records ready to insert.
    public struct Seed: Sendable {
        public var contacts: [ContactRecord] = []
        public var handles: [ContactHandleRecord] = []
        public var aliases: [ContactAliasRecord] = []
        public var groups: [GroupRecord] = []
        public var members: [GroupMemberRecord] = []
        public var messages: [MessageRecord] = []
        public var recipients: [MessageRecipientRecord] = []
        public var attachments: [AttachmentRecord] = []
        public var media: [MediaItemRecord] = []
        public var playlists: [PlaylistRecord] = []
        public var playlistItems: [PlaylistItemRecord] = []
        public var namedItems: [NamedItemRecord] = []
        public var menuItems: [MenuItemRecord] = []
        public var menuPrices: [MenuPriceRecord] = []
        public var cards: [CardRecord] = []
        public var noteDates: [NoteDateRecord] = []
        public init() {}
    }

    public func isSeeded(app: String) throws -> Bool {
        try writer.read { db in try SeededAppRecord.fetchOne(db, key: app) != nil }
    }

    /// Inserts an app's seed data once, in one transaction.
    /// Loads an app's seed data unless this state has it; true when it was loaded now.
    @discardableResult
    public func seed(app: String, with seed: Seed, at date: Date) throws -> Bool {
        try writer.write { db in
            guard try SeededAppRecord.fetchOne(db, key: app) == nil else { return false }
            for r in seed.contacts { try r.insert(db) }
            for r in seed.handles { try r.insert(db) }
            for r in seed.aliases { try r.insert(db, onConflict: .ignore) }
            for r in seed.groups { try r.insert(db) }
            for r in seed.members { try r.insert(db, onConflict: .ignore) }
            for r in seed.messages { try r.insert(db) }
            for r in seed.recipients { try r.insert(db) }
            for r in seed.attachments { try r.insert(db) }
            for r in seed.media { try r.insert(db) }
            for r in seed.playlists { try r.insert(db) }
            for r in seed.playlistItems { try r.insert(db) }
            for r in seed.namedItems { try r.insert(db) }
            for r in seed.menuItems { try r.insert(db) }
            for r in seed.menuPrices { try r.insert(db) }
            for r in seed.cards { try r.insert(db) }
            for r in seed.noteDates { try r.insert(db) }
            try SeededAppRecord(app: app, seededAt: date).insert(db)
            return true
        }
    }
}
