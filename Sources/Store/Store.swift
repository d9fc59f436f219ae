import Formats
import Foundation
import GRDB
import Synchronization

/// The device's state in one SQLite file, over one writer, split by owner: `system` holds
/// Siri's tables, `apps` every app's local data. This type owns the file: opening, locking
/// and migrating it, templates, seeding records and reset. All access goes through
/// intent-level methods; each one that changes data runs in one transaction, so a process
/// killed at any moment leaves a readable file.
public final class Store: Sendable {
    let writer: any DatabaseWriter
    /// Siri's tables: donations, shortcuts, the Spotlight index, user vocabulary.
    public let system: SystemStore
    /// The apps' data: messages, media, workouts, orders, notes, rides…
    public let apps: AppStore
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
            if StateFile.isNew(StateFile.status(of: path)) {
                preloadedApps = try StateFile.create(path, from: template) ?? []
            }
            do { lock = try StateLock(path: Paths.resolved(path), kind: kind) } catch {
                if StateFile.status(of: path) != .absent { throw error }
            }
        }
        guard let lock else {
            throw StateFile.Refusal(
                path: path, reason: "was removed each time it was made; is another process deleting it?")
        }
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
        guard let (pool, superseded) = opened else {
            throw StateFile.Refusal(path: path, reason: "could not be opened")
        }
        writer = pool
        system = SystemStore(writer: pool, path: path)
        apps = AppStore(writer: pool, path: path)
        self.path = path
        // A state a newer sirisim has migrated holds what this one does not know: it is
        // left as it is rather than written with older assumptions.
        if superseded {
            throw StateFile.Refusal(
                path: path,
                reason: "was written by a newer version of sirisim (its schema has changes this one does not know); "
                    + "this one leaves it as it is: use that version, or give --state another file")
        }
        try Schema.migrator.migrate(writer)
        apps.forget(preloading: preloadedApps)
    }

    /// How long a start waits for another process that holds the state (seconds).
    static let busyWait: TimeInterval = 30

    /// A store that lives in memory only, for replay and tests.
    public init() throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        let queue = try DatabaseQueue(configuration: configuration)
        writer = queue
        system = SystemStore(writer: queue, path: nil)
        apps = AppStore(writer: queue, path: nil)
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
        system = SystemStore(writer: writer, path: path)
        apps = AppStore(writer: writer, path: path)
        self.path = path
        lock = nil
    }

    static func nextSequence(_ name: String, in db: Database) throws -> Int {
        var counter = try CounterRecord.fetchOne(db, key: name) ?? CounterRecord(name: name, value: 0)
        counter.value = try StoredNumber.adding(
            1, to: counter.value, table: CounterRecord.databaseTableName, column: "value", row: "name \"\(name)\"",
            in: db)
        try counter.save(db)
        return counter.value
    }

    /// Deletes every app's data and the system's state: the database is erased and migrated
    /// again, so no table can be forgotten. As GRDB's `erase()` does, an empty database is
    /// copied over this one; here it is migrated (and so marked as sirisim's, `StateFile`)
    /// before it is copied, in one step, so the state is never seen unmarked or half made.
    public func reset() throws {
        apps.forget()
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        let empty = try DatabaseQueue(configuration: configuration)
        try Schema.migrator.migrate(empty)
        try empty.backup(to: writer)
    }

    public func isSeeded(app: String) throws -> Bool {
        try writer.read { db in try SeededAppRecord.fetchOne(db, key: app) != nil }
    }
}
