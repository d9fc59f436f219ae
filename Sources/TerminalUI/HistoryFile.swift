import Formats
import Foundation

/// The lines typed in sessions on one state, kept in a file beside it
/// (`state.sqlite.history`), for ↑ and Ctrl-R in later sessions.
///
/// The file only ever grows: each line is appended as it is entered, and nothing in it is
/// rewritten or shortened, so lines written by hand or by another program stay. A session
/// recalls the last `Limits.historyLines` of them.
public final class HistoryFile {
    public let path: String
    private var file: AppendingFile?
    /// The first failure to write, reported once; later lines are not tried.
    private var failed = false

    public init(path: String) {
        self.path = path
    }

    /// The history file of a state file.
    public static func path(forState statePath: String) -> String {
        statePath + ".history"
    }

    /// The lines to recall, oldest first, and a warning when the file could not be read.
    public func load() -> (lines: [String], warning: String?) {
        guard Paths.kind(path) != .missing else { return ([], nil) }
        let tail: [UInt8]
        do { tail = try Self.tail(of: path, bytes: 1 << 20) } catch { return ([], "history: \(error)") }
        var lines = tail.split(separator: 0x0A, omittingEmptySubsequences: true).map { line -> String in
            var text = String(decoding: line, as: UTF8.self)
            if text.hasSuffix("\r") { text.removeLast() }
            return text
        }
        if tail.count == 1 << 20, !lines.isEmpty { lines.removeFirst() }  // begun mid-line
        return (Array(lines.suffix(Limits.historyLines)), nil)
    }

    /// Appends one line; the first failure is returned to be shown, later ones are quiet.
    public func append(_ line: String) -> WriteError? {
        guard !failed else { return nil }
        do {
            if file == nil {
                try FileManager.default.createDirectory(atPath: Paths.parent(path), withIntermediateDirectories: true)
                file = try AppendingFile(path: path)
            }
            try file?.append(line.replacingOccurrences(of: "\n", with: " ") + "\n")
            return nil
        } catch let error as WriteError {
            failed = true
            return error
        } catch {
            failed = true
            return WriteError(path: path, reason: "\(error)")
        }
    }

    /// The last `bytes` bytes of a file.
    static func tail(of path: String, bytes: Int) throws(FormatError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw FormatError(SourceLocation(file: path, line: 0), String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw FormatError(SourceLocation(file: path, line: 0), "not a regular file")
        }
        let size = Int(info.st_size)
        let start = max(0, size - bytes)
        return try FileReading.bytes(of: descriptor, at: start, count: size - start, path: path)
    }
}
