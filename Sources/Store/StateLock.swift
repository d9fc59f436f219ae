import Formats
import Foundation

/// The advisory lock (`flock`) a session holds on its state file for as long as it runs.
///
/// Sessions share it, as SQLite lets several connections share one file. It is taken
/// alone (exclusively) by `--fresh`, which must not delete a state a session is writing,
/// and by a session on a state with several hard links: SQLite keeps the write-ahead log
/// beside the name it was given, so two sessions through two names would each keep a log
/// of their own and lose each other's writes. The lock is on the file itself (its inode),
/// so every name of the file finds it.
public final class StateLock: @unchecked Sendable {
    /// Whether the lock is shared with other sessions or held alone.
    public enum Kind: Sendable, Equatable {
        case shared, exclusive
    }

    public let path: String
    public let kind: Kind
    private var descriptor: Int32

    /// Takes the lock on the file at `path` (which exists), waiting up to `patience`
    /// seconds for a holder that keeps it from being taken; then refuses, naming the
    /// processes that hold it.
    public init(path: String, kind requested: Kind, patience: Double = 5) throws(StateFile.Refusal) {
        self.path = path
        let opened = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard opened >= 0 else {
            throw StateFile.Refusal(
                path: path, reason: "cannot open it to lock it: \(String(cString: strerror(errno)))")
        }
        descriptor = opened
        var info = stat()
        guard fstat(opened, &info) == 0 else {
            close(opened)
            throw StateFile.Refusal(path: path, reason: "cannot look at it: \(String(cString: strerror(errno)))")
        }
        // (A first start gives the state its name by a hard link to the file it made, then
        // removes that file: its links are no second name.)
        let linked = info.st_nlink > 1 + Self.creationLinks(of: info, besides: path)
        kind = linked ? .exclusive : requested
        let operation = kind == .exclusive ? LOCK_EX : LOCK_SH
        let deadline = Date().addingTimeInterval(patience)
        while flock(opened, operation | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK, Date() < deadline else {
                close(opened)
                descriptor = -1
                if code != EWOULDBLOCK {
                    throw StateFile.Refusal(path: path, reason: "cannot lock it: \(String(cString: strerror(code)))")
                }
                throw StateFile.Refusal(path: path, reason: Self.busyReason(info, requested: requested, linked: linked))
            }
            usleep(20_000)
        }
    }

    /// How many of the file's other names are the temporary files first starts make it in
    /// (`StateFile.create`), which they remove as soon as it has its name.
    static func creationLinks(of info: stat, besides path: String) -> Int {
        guard info.st_nlink > 1 else { return 0 }
        let resolved = Paths.resolved(path)
        let folder = Paths.parent(resolved)
        let prefix = ".\(Paths.lastComponent(resolved)).sirisim-"
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch { return 0 }
        var count = 0
        for entry in names where entry.hasPrefix(prefix) && entry.hasSuffix(".new") {
            var other = stat()
            if stat(Paths.join(folder, entry), &other) == 0, other.st_ino == info.st_ino, other.st_dev == info.st_dev {
                count += 1
            }
        }
        return count
    }

    /// Lets the lock go (also when the lock is released by the system at exit).
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }

    /// Why the lock could not be taken, naming whoever holds it.
    static func busyReason(_ info: stat, requested: Kind, linked: Bool) -> String {
        let holders = Self.holders(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        let who =
            holders.isEmpty
            ? "another process"
            : holders.map { "process \($0.pid)" + ($0.command.isEmpty ? "" : " (\($0.command))") }
                .joined(separator: ", ")
        if linked {
            return
                "is in use by \(who); this state has \(info.st_nlink) names (hard links), and SQLite keeps a log beside each name, "
                + "so one session at a time may use it"
        }
        switch requested {
        case .exclusive:
            return "is in use by \(who); --fresh does not delete a state a session is using: end that session first"
        case .shared: return "is being renewed or held alone by \(who); try again when it is done"
        }
    }

    /// A process holding a lock on a file, from the kernel's table of locks.
    struct Holder: Equatable {
        var pid: Int32
        var command: String
    }

    /// The processes (other than this one) that hold a `flock` on the file, read from
    /// `/proc/locks` (Linux); empty where that table cannot be read.
    static func holders(device: UInt64, inode: UInt64) -> [Holder] {
        let table: [UInt8]
        do { table = try FileReading.unsized("/proc/locks", limit: 16 << 20) } catch { return [] }
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~UInt64(0xfff))
        let minor = (device & 0xff) | ((device >> 12) & ~UInt64(0xff))
        let wanted = String(format: "%02llx:%02llx:%llu", major, minor, inode)
        var found: [Holder] = []
        for line in String(decoding: table, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            // "1: FLOCK  ADVISORY  WRITE 5464 fe:00:16220241 0 EOF" (a blocked waiter's line
            // starts "1: ->"); only the holders count.
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == wanted, let pid = Int32(fields[4]),
                pid != getpid(),
                !found.contains(where: { $0.pid == pid })
            else { continue }
            found.append(Holder(pid: pid, command: command(of: pid)))
        }
        return found
    }

    /// A process's command line, its arguments joined by spaces, at most 120 characters.
    static func command(of pid: Int32) -> String {
        let bytes: [UInt8]
        do { bytes = try FileReading.unsized("/proc/\(pid)/cmdline", limit: 64 << 10) } catch { return "" }
        let text = String(decoding: bytes.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self).trimmingCharacters(
            in: .whitespaces)
        return text.count > 120 ? String(text.prefix(119)) + "…" : text
    }
}
