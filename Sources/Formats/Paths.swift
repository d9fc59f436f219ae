import Foundation

/// File paths as plain strings, split and joined without Foundation's `NSString` methods,
/// which trap on some relative paths (`"."`, a bare name) on Linux.
public enum Paths {
    /// The folder a path is in: `"."` for a bare name, `"/"` for an entry of the root.
    public static func parent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let head = trimmed[..<slash]
        return head.isEmpty ? "/" : String(head)
    }

    /// The last component of a path (`"Chatter"` for `"Apps/Chatter/"`).
    public static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let tail = trimmed[trimmed.index(after: slash)...]
        return tail.isEmpty ? "/" : String(tail)
    }

    /// `folder/name`, or `name` alone when it is absolute.
    public static func join(_ folder: String, _ name: String) -> String {
        if name.hasPrefix("/") || folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The current folder, as the process sees it.
    public static var currentFolder: String {
        FileManager.default.currentDirectoryPath
    }

    /// An absolute path with `.` and `..` resolved (symbolic links are left alone).
    public static func absolute(_ path: String, from base: String = Paths.currentFolder) -> String {
        let full = path.hasPrefix("/") ? path : join(base, path)
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` as seen from `folder`, as the file system sees it: `..` leaves the folder
    /// the way `cd folder; ls ..` does, even when `folder` was reached through a symbolic
    /// link (a lexical `..` would go back up the link instead). An absolute `path` is
    /// only normalised.
    public static func seen(_ path: String, from folder: String) -> String {
        if path.hasPrefix("/") { return absolute(path) }
        let base: String
        if let real = realpath(absolute(folder), nil) {
            base = String(cString: real)
            free(real)
        } else {
            base = absolute(folder)
        }
        let joined = join(base, path)
        guard let real = realpath(joined, nil) else { return absolute(joined) }
        defer { free(real) }
        return String(cString: real)
    }

    /// `path` relative to `folder` (both made absolute first), with `..` where needed.
    public static func relative(_ path: String, from folder: String) -> String {
        let target = absolute(path).split(separator: "/")
        let base = absolute(folder).split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let rest = target[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The user's home folder: `$HOME` when set, else the password database's.
    public static var home: String {
        if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/") { return home }
        return NSHomeDirectory()
    }

    /// Where `path` really leads: an absolute path whose folders are resolved through every
    /// symbolic link, and whose last component is followed through links too, even to a
    /// file that is not there yet (a link to a missing file names that file). Two paths
    /// that resolve alike name one file; nil never: what cannot be resolved is left as is.
    public static func resolved(_ path: String) -> String {
        var current = realFolder(absolute(path))
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { break }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = buffer.withUnsafeMutableBufferPointer { raw in
                raw.baseAddress!.withMemoryRebound(to: CChar.self, capacity: raw.count) {
                    readlink(current, $0, Int(PATH_MAX))
                }
            }
            guard count > 0 else { break }
            let text = String(decoding: buffer[0..<count], as: UTF8.self)
            current = realFolder(text.hasPrefix("/") ? text : parent(current) + "/" + text)
        }
        return current
    }

    /// `path` with its folder resolved by the system (links and `..` as the file system
    /// has them), when the folder exists; the last component is kept as it is.
    private static func realFolder(_ path: String) -> String {
        let name = lastComponent(path)
        guard name != "..", name != ".", let real = realpath(parent(path), nil) else { return absolute(path) }
        defer { free(real) }
        return join(String(cString: real), name)
    }

    /// Whether something exists at `path`, and whether it is a folder.
    public static func kind(_ path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    public enum Kind: Sendable, Equatable {
        case missing, file, folder, other
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return String(trimmed)
    }
}
