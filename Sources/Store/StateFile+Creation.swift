import Formats
import Foundation
import GRDB

extension StateFile {
    /// Makes a new state at `path` (where there is nothing, an empty file, or an unfinished
    /// state) so that no process ever sees it half made: the schema is built and marked in
    /// a file of its own beside it, closed, and only then given the state's name.
    ///
    /// Two first starts at once both build one; the first to give it the name wins and the
    /// other uses that state (a hard link claims a name only while it is free). A start
    /// interrupted at any moment leaves the path as it was, and at most its own temporary
    /// file, which the next start removes once its process is gone.
    ///
    /// With a `template` (a seeded store), the new state is a copy of it, made before it has
    /// its name. Returns the apps the template had seeded when this call made the state, for
    /// the store to finish their seeding (`Store.preloaded`); nil when another start made it.
    @discardableResult
    public static func create(_ path: String, from template: Store? = nil) throws -> Set<String>? {
        let destination = Paths.resolved(path)
        let folder = Paths.parent(destination)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Refusal(path: path, reason: "cannot make the folder \(folder)")
        }
        let name = Paths.lastComponent(destination)
        removeLeftovers(of: name, in: folder)
        let temporary = Paths.join(
            folder, ".\(name).sirisim-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).new")
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
        }
        var preloaded: Set<String> = []
        do {
            var configuration = Configuration()
            configuration.foreignKeysEnabled = true
            let queue = try DatabaseQueue(path: temporary, configuration: configuration)
            if let template {
                try template.writer.backup(to: queue)
                preloaded = try queue.write { db in
                    let apps = Set(try String.fetchAll(db, sql: "SELECT app FROM seededApp"))
                    try db.execute(sql: "DELETE FROM seededApp")
                    return apps
                }
            }
            _ = try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
            try Schema.migrator.migrate(queue)
            try queue.close()
        } catch {
            throw Refusal(path: path, reason: "cannot make a new state beside it: \(error)")
        }
        switch status(of: destination) {
        case .absent:
            if link(temporary, destination) == 0 { return preloaded }
            if errno == EEXIST { return nil }
            // A file system without hard links: renamed, if the name is still free.
            guard status(of: destination) == .absent, rename(temporary, destination) == 0 else {
                if status(of: destination) == .absent {
                    throw Refusal(path: path, reason: "cannot make it: \(String(cString: strerror(errno)))")
                }
                return nil
            }
            return preloaded
        case .empty, .unfinished:
            return try replaceNothing(at: destination, with: temporary, shownAs: path) ? preloaded : nil
        case .sirisim, .foreign:
            // Another start made it meanwhile (or something else is there now, which the
            // open that follows refuses).
            return nil
        }
    }

    /// Puts the new state in place of an empty or unfinished file, under a lock on that
    /// file, so that of two starts only the first replaces it.
    /// Returns whether this call put the new state in place.
    private static func replaceNothing(
        at destination: String, with temporary: String, shownAs path: String
    ) throws -> Bool {
        let old = open(destination, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard old >= 0 else {
            if errno == ENOENT { return link(temporary, destination) == 0 }
            throw Refusal(path: path, reason: "cannot open it: \(String(cString: strerror(errno)))")
        }
        defer { close(old) }
        while flock(old, LOCK_EX) != 0 && errno == EINTR {}
        var opened = stat()
        var current = stat()
        guard fstat(old, &opened) == 0, stat(destination, &current) == 0, opened.st_ino == current.st_ino,
            opened.st_dev == current.st_dev,
            isNew(status(of: destination))
        else { return false }
        for suffix in ["-wal", "-shm"] { unlink(destination + suffix) }
        guard rename(temporary, destination) == 0 else {
            throw Refusal(path: path, reason: "cannot replace it: \(String(cString: strerror(errno)))")
        }
        return true
    }

    /// Removes the temporary files of earlier starts whose process is gone.
    static func removeLeftovers(of name: String, in folder: String) {
        let prefix = ".\(name).sirisim-"
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch { return }
        for entry in names where entry.hasPrefix(prefix) && entry.contains(".new") {
            let rest = entry.dropFirst(prefix.count)
            guard let pid = Int32(rest.prefix(while: { $0 != "-" })), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(Paths.join(folder, entry))
        }
    }
}
