import Formats
import Foundation
import GRDB

/// What is at a state file's path, and whether sirisim may use it or remove it.
///
/// sirisim marks the files it makes with SQLite's `application_id` (migration v8
/// sets it; a state made before then is recognised by its migrations). A path
/// that holds anything else (a folder, another program's database, a document) is never
/// opened, migrated or deleted: the user gets a refusal that says what is there.
public enum StateFile {
    /// `application_id` of sirisim's state files: "SIRI" in ASCII.
    public static let applicationID: Int32 = 0x5349_5249

    public enum Status: Sendable, Equatable {
        /// Nothing there yet: a new state is made.
        case absent
        /// A file of no bytes: nothing to lose, used as a new state.
        case empty
        /// A database with nothing in it, made as sirisim makes its states (in WAL mode, at
        /// most an empty table of migrations): a first start of an earlier build stopped
        /// before it marked the file. Nothing to lose: it is made anew.
        case unfinished
        /// A state file sirisim made.
        case sirisim
        /// Something sirisim must not touch, and why.
        case foreign(String)
    }

    /// Whether a new state is made at the path: nothing there, or nothing to lose.
    public static func isNew(_ status: Status) -> Bool {
        switch status {
        case .absent, .empty, .unfinished: true
        case .sirisim, .foreign: false
        }
    }

    /// A refusal to open or remove what is at a path.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    public static func status(of path: String) -> Status {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? .absent : .foreign("cannot look at it: \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return .foreign(
                "is a folder; --state takes a file, such as \(path.hasSuffix("/") ? path : path + "/")state.sqlite")
        case S_IFREG: break
        default: return .foreign("is not a regular file")
        }
        let log = path + "-wal"
        var logInfo = stat()
        let hasLog = stat(log, &logInfo) == 0 && logInfo.st_size > 0
        if info.st_size == 0 && !hasLog { return .empty }
        if info.st_size > 0 {
            guard let header = readHeader(path) else {
                return .foreign("cannot read it: \(String(cString: strerror(errno)))")
            }
            guard header.count >= 100, header.starts(with: Array("SQLite format 3\0".utf8)) else {
                return .foreign("is not a sirisim state file (not an SQLite database); sirisim leaves it as it is")
            }
            let id = Int32(
                bitPattern: UInt32(header[68]) << 24 | UInt32(header[69]) << 16 | UInt32(header[70]) << 8
                    | UInt32(header[71]))
            if id == applicationID { return .sirisim }
            if id != 0 { return .foreign(foreignDatabase) }
        }
        // No mark in the file's header: a state made before the mark, or one whose newest
        // pages are still in the write-ahead log. SQLite reads both, without writing.
        return inspectDatabase(
            path,
            walMode: info.st_size == 0 || readHeader(path).map { $0.count > 19 && $0[18] == 2 && $0[19] == 2 } == true)
    }

    static let foreignDatabase =
        "is an SQLite database that sirisim did not make; sirisim leaves it as it is (give --state a new file)"

    static func readHeader(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 100)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, 100) }
        guard count >= 0 else { return nil }
        return Array(header.prefix(count))
    }

    static func inspectDatabase(_ path: String, walMode: Bool) -> Status {
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            return try queue.read { db in
                let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                if id == applicationID { return .sirisim }
                if id != 0 { return .foreign(foreignDatabase) }
                // Nothing in it, as an interrupted first start of an earlier build left it.
                let names = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_autoindex_%'")
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                let migrations =
                    names == ["grdb_migrations"]
                    ? try Int.fetchOne(db, sql: "SELECT count(*) FROM grdb_migrations") ?? 0 : 0
                if walMode, version == 0, names.isEmpty || names == ["grdb_migrations"] && migrations == 0 {
                    return .unfinished
                }
                // Before the mark: sirisim's own first migration.
                guard try db.tableExists("grdb_migrations"),
                    try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations").contains("v1: messaging")
                else {
                    return .foreign(foreignDatabase)
                }
                return .sirisim
            }
        } catch {
            return .foreign("is not a state file sirisim can read (\(error)); sirisim leaves it as it is")
        }
    }

    /// The apps whose data a state file has, with the version of the Data.json it came from
    /// ("" when the state did not keep it), read without writing to the file; empty for a
    /// state older than the table (then every app is read in full).
    public static func seededApps(_ path: String) throws -> [String: String] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return try queue.read { db -> [String: String] in
            guard try db.tableExists("seededApp") else { return [:] }
            let hasSource = try db.columns(in: "seededApp").contains { $0.name == "source" }
            let rows = try Row.fetchAll(
                db, sql: hasSource ? "SELECT app, source FROM seededApp" : "SELECT app FROM seededApp")
            var out: [String: String] = [:]
            for row in rows { out[row["app"]] = hasSource ? (row["source"] as String? ?? "") : "" }
            return out
        }
    }

    /// Refuses anything at `path` that is not sirisim's own state (or nothing at all).
    public static func checkUsable(_ path: String) throws(Refusal) {
        if case .foreign(let reason) = status(of: path) { throw Refusal(path: path, reason: reason) }
    }

    /// Deletes the state at `path` (`--fresh`): only a file sirisim made, with its
    /// write-ahead log and shared memory, and only while no session holds it (`StateLock`).
    /// Anything else is refused and left as it is. A symbolic link stays: the state it
    /// points to is deleted (SQLite keeps the log beside that file), and the new state is
    /// made there.
    public static func remove(_ path: String) throws(Refusal) {
        switch status(of: path) {
        case .absent:
            return
        case .foreign(let reason):
            throw Refusal(path: path, reason: reason + "; --fresh removes only sirisim's own state files")
        case .empty, .unfinished, .sirisim:
            let target = Paths.resolved(path)
            let lock = try StateLock(path: target, kind: .exclusive, patience: 0)
            defer { lock.release() }
            for suffix in ["", "-wal", "-shm"] where unlink(target + suffix) != 0 && errno != ENOENT {
                throw Refusal(path: target + suffix, reason: "cannot remove it: \(String(cString: strerror(errno)))")
            }
        }
    }
}
