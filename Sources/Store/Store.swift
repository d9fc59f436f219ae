import Foundation
import GRDB
import Synchronization
import Formats

/// The device's state in one SQLite file: every app's local data and the system's own
/// (donations). All access goes through intent-level methods; each one that changes
/// data runs in one transaction, so a process killed at any moment leaves a readable file.
public final class Store: Sendable {
    let writer: any DatabaseWriter
    /// Each app's contacts as last read (`contacts(app:)`); emptied by whatever writes them.
    let contactCache = Mutex<[String: [StoredContact]]>([:])
    /// Apps whose data was copied in from a template (`init(copying:)`) and that are yet
    /// to be seeded: their seed then only records that it was.
    let preloaded = Mutex<Set<String>>([])
    /// Where the file is, or nil for an in-memory store.
    public let path: String?
    /// The session's lock on the state file; nil for a store in memory.
    let lock: StateLock?

    /// Opens (or creates) the state file at `path` in WAL mode and migrates it, holding the
    /// session's lock on it (`StateLock`) for as long as the store lives. Anything at
    /// `path` that sirisim did not make is refused, untouched (`StateFile`); a new state is
    /// made whole before it takes its name (`StateFile.create`).
    /// - Parameter template: a seeded store that a new state is made as a copy of (the
    ///   seed cache's, for large apps); a state that exists is opened as it is.
    public init(path: String, lock kind: StateLock.Kind = .shared, template: Store? = nil) throws {
        var lock: StateLock?
        var preloadedApps: Set<String> = []
        // A state renewed (--fresh) between making and locking it is made again.
        for _ in 0..<3 where lock == nil {
            try StateFile.checkUsable(path)
            if StateFile.isNew(StateFile.status(of: path)) { preloadedApps = try StateFile.create(path, from: template) ?? [] }
            do { lock = try StateLock(path: Paths.resolved(path), kind: kind) } catch {
                if StateFile.status(of: path) != .absent { throw error }
            }
        }
        guard let lock else { throw StateFile.Refusal(path: path, reason: "was removed each time it was made; is another process deleting it?") }
        // What the lock holds is checked again: a state renewed while this one waited.
        try StateFile.checkUsable(path)
        self.lock = lock
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // Another start may be seeding this state in a long transaction: a start waits for
        // it rather than fail (issue 18: a start never fails because another is making the
        // state). Opening can be refused at once while a connection recovers or checkpoints
        // the write-ahead log, where SQLite calls no busy handler: that is retried too.
        configuration.busyMode = .timeout(Self.busyWait)
        let deadline = Date().addingTimeInterval(Self.busyWait)
        var opened: (DatabasePool, Bool)?
        while opened == nil {
            do {
                // DatabasePool always runs in WAL mode.
                let pool = try DatabasePool(path: path, configuration: configuration)
                opened = (pool, try pool.read { db in try Schema.migrator.hasBeenSuperseded(db) })
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                usleep(50_000)
            }
        }
        guard let (pool, superseded) = opened else { throw StateFile.Refusal(path: path, reason: "could not be opened") }
        writer = pool
        self.path = path
        // A state a newer sirisim has migrated holds what this one does not know: it is
        // left as it is rather than written with older assumptions.
        if superseded {
            throw StateFile.Refusal(path: path, reason: "was written by a newer version of sirisim (its schema has changes this one does not know); "
                                    + "this one leaves it as it is: use that version, or give --state another file")
        }
        try Schema.migrator.migrate(writer)
        preloaded.withLock { $0 = preloadedApps }
    }

    /// How long a start waits for another process that holds the state (seconds).
    static let busyWait: TimeInterval = 30

    /// A store that lives in memory only, for replay and tests.
    public init() throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        writer = try DatabaseQueue(configuration: configuration)
        path = nil
        lock = nil
        try Schema.migrator.migrate(writer)
    }

    /// A store in memory holding a copy of `template`'s data, for replay: copying a seeded
    /// state page by page costs a fraction of seeding it again. The apps the template was
    /// seeded with count as not seeded yet, so that each app's seed (and what comes with a
    /// fresh seed, such as its launch donations) happens as on a new state.
    public convenience init(copying template: Store) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        self.init(writer: try DatabaseQueue(configuration: configuration), path: nil)
        try fill(from: template)
    }

    /// A store over an open database, as it is.
    init(writer: any DatabaseWriter, path: String?) {
        self.writer = writer
        self.path = path
        lock = nil
    }

    /// The next value of a named counter, from 1; identifiers are sequential so replay is deterministic.
    public func nextSequence(_ name: String) throws -> Int {
        try writer.write { db in try Self.nextSequence(name, in: db) }
    }

    static func nextSequence(_ name: String, in db: Database) throws -> Int {
        var counter = try CounterRecord.fetchOne(db, key: name) ?? CounterRecord(name: name, value: 0)
        counter.value = try StoredNumber.adding(1, to: counter.value, table: CounterRecord.databaseTableName, column: "value", row: "name \"\(name)\"", in: db)
        try counter.save(db)
        return counter.value
    }

    /// Deletes every app's data and the system's state, keeping the schema.
    public func reset() throws {
        contactCache.withLock { $0 = [:] }
        preloaded.withLock { $0 = [] }
        try writer.write { db in
            for table in ["ride", "rideOption", "noteDate", "card", "coffeeOrder", "menuPrice", "menuItem", "workflow", "userActivity", "voiceShortcut", "relevantShortcut", "nowPlaying", "workoutSession", "spotlightItem", "userVocabulary", "playlistItem", "playlist", "mediaItem", "namedItem",
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
        public var rideOptions: [RideOptionRecord] = []
        public init() {}
    }

    public func isSeeded(app: String) throws -> Bool {
        try writer.read { db in try SeededAppRecord.fetchOne(db, key: app) != nil }
    }
}
