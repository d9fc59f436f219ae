import Foundation
import GRDB

/// Seeded stores as templates: a store made only to be copied into new states, in memory
/// (replay) or in a file kept between runs (`SeedCache` in Runtime).
extension Store {
    /// A template read from `path`, a file written by `saveTemplate(to:)`: opened read-only,
    /// never migrated. A file that is not one of sirisim's, or whose schema is not this
    /// build's, is an error.
    public convenience init(templateAt path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        let current = try queue.read { db in
            try Int32.fetchOne(db, sql: "PRAGMA application_id") == StateFile.applicationID
                && Schema.migrator.hasCompletedMigrations(db)
                && Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
                    == Set(Schema.migrator.migrations)
        }
        guard current else {
            throw TemplateError(path: path, reason: "not a seeded template of this version of sirisim")
        }
        self.init(writer: queue, path: nil)
    }

    /// Writes this store, whole, to a new file at `path` (which must not exist yet).
    public func saveTemplate(to path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try writer.backup(to: queue)
        // A copy of a state in WAL mode is in WAL mode: a template is read-only, in one file.
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
        try queue.close()
    }

    /// Replaces the content of this store, a state just made, with `template`'s: the apps
    /// seeded in it count as not seeded yet, so that each app's seed (and what comes with
    /// a fresh seed, such as its launch donations) happens as on a new state, and costs
    /// only the recording that it did.
    public func fill(from template: Store) throws {
        try template.writer.backup(to: writer)
        let apps = try writer.write { db in
            let apps = try String.fetchAll(db, sql: "SELECT app FROM seededApp")
            try db.execute(sql: "DELETE FROM seededApp")
            return apps
        }
        self.apps.forget(preloading: Set(apps))
    }

    /// The apps whose data this store holds, as a template.
    public func seededApps() throws -> Set<String> {
        try writer.read { db in Set(try String.fetchAll(db, sql: "SELECT app FROM seededApp")) }
    }
}

/// A template file that cannot be used.
public struct TemplateError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
