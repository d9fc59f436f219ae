import Foundation

/// A write that failed: the file, and why.
public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    public var description: String { "\(path): cannot write: \(reason)" }
}

/// Writes files so that nothing is lost: a reader sees the old file or the new one, never
/// half of either, and every failure (a full disk, a folder that is not there) is reported.
///
/// A regular file is replaced by writing a temporary file beside it, flushing it to disk
/// and renaming it over the old one (`OutputFile`). Anything else that can be written (a
/// terminal, a pipe, `/dev/full`) is written in place, and checked all the same; a folder
/// is refused.
public enum FileWriting {
    public static func write(
        _ text: String, to path: String, inputs: InputFiles? = nil, expecting: FileIdentity? = nil
    ) throws(WriteError) {
        try write(Array(text.utf8), to: path, inputs: inputs, expecting: expecting)
    }

    /// Writes `bytes` as the whole of `path` (an `OutputFile` opened, written and moved
    /// into place at once).
    public static func write(
        _ bytes: [UInt8], to path: String, inputs: InputFiles? = nil, expecting: FileIdentity? = nil
    ) throws(WriteError) {
        let output = try OutputFile(path, inputs: inputs, expecting: expecting, claims: false)
        do throws(WriteError) {
            try output.append(bytes)
            try output.commit(inputs: inputs)
        } catch {
            output.abandon()
            throw error
        }
    }

    /// Flushes a folder, so that a rename in it reaches the disk; a folder that cannot be
    /// opened or flushed (some file systems) has still taken the new file.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            _ = fsync(descriptor)
            close(descriptor)
        }
    }

    /// Checks, before any work is done, that `path` can be written later: its folder
    /// exists and takes new files, and what is there (if anything) can be replaced.
    public static func checkWritable(_ path: String) throws(WriteError) {
        let target = resolvingLink(path)
        var status = stat()
        if stat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw WriteError(path: path, reason: "is a folder")
            case S_IFREG: break
            default:
                guard access(target, W_OK) == 0 else { throw WriteError(path: path, errno: errno) }
                return
            }
            guard access(target, W_OK) == 0 else { throw WriteError(path: path, errno: errno) }
        }
        let folder = Paths.parent(target)
        guard stat(folder, &status) == 0 else {
            throw WriteError(path: path, reason: "the folder \(folder) does not exist")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw WriteError(path: path, reason: "\(folder) is not a folder")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw WriteError(
                path: path, reason: "cannot create files in \(folder): \(String(cString: strerror(errno)))")
        }
    }

    /// Whether `path` is a regular file (through links) with something in it: a document
    /// that a command which creates files (`record`, `:save`) does not replace unasked.
    public static func holdsDocument(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && status.st_size > 0
    }

    /// Opens `path` for writing with `flags` (creating it as 0644 with `O_CREAT`) without
    /// waiting for a reader: a named pipe that nothing reads is an error, not a hang. Once
    /// open, writes wait as usual (a full pipe is drained by its reader).
    static func openWithoutWaiting(_ path: String, _ flags: Int32, shownAs shown: String) throws(WriteError) -> Int32 {
        let descriptor = open(path, flags | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            if errno == ENXIO { throw WriteError(path: shown, reason: "is a named pipe that nothing reads") }
            throw WriteError(path: shown, errno: errno)
        }
        let status = fcntl(descriptor, F_GETFL)
        guard status >= 0, fcntl(descriptor, F_SETFL, status & ~O_NONBLOCK) == 0 else {
            let code = errno
            close(descriptor)
            throw WriteError(path: shown, errno: code)
        }
        return descriptor
    }

    /// The file a symbolic link points to (so that replacing the file keeps the link).
    static func resolvingLink(_ path: String) -> String {
        Paths.resolved(path)
    }

    /// Writes every byte, going on after short writes and interruptions.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, shownAs path: String) throws(WriteError) {
        let failure: Int32 = bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                done += count
            }
            return 0
        }
        if failure != 0 { throw WriteError(path: path, errno: failure) }
    }

    /// Flushes a file to disk; a device that cannot be flushed (a pipe) is not an error.
    static func flush(_ descriptor: Int32, shownAs path: String) throws(WriteError) {
        guard fsync(descriptor) == 0 else {
            let code = errno
            if code == EINVAL || code == EROFS { return }
            throw WriteError(path: path, errno: code)
        }
    }
}

/// A file written a line at a time, each write reaching the file at once: a session's
/// history, a recording, a trace. Nothing written is ever taken back.
public final class AppendingFile {
    public let path: String
    private var descriptor: Int32

    /// Opens `path` for appending (creating it), or afresh when `truncating`.
    public init(path: String, truncating: Bool = false) throws(WriteError) {
        self.path = path
        if Paths.kind(path) == .folder { throw WriteError(path: path, reason: "is a folder") }
        descriptor = try FileWriting.openWithoutWaiting(
            path, O_WRONLY | O_CREAT | O_CLOEXEC | (truncating ? O_TRUNC : O_APPEND), shownAs: path)
    }

    public func append(_ text: String) throws(WriteError) {
        try append(Array(text.utf8))
    }

    public func append(_ bytes: [UInt8]) throws(WriteError) {
        guard descriptor >= 0 else { throw WriteError(path: path, reason: "the file is closed") }
        try FileWriting.writeAll(bytes, to: descriptor, shownAs: path)
    }

    /// Flushes what was written to disk.
    public func sync() throws(WriteError) {
        guard descriptor >= 0 else { return }
        try FileWriting.flush(descriptor, shownAs: path)
    }

    public func close() throws(WriteError) {
        guard descriptor >= 0 else { return }
        let result = Glibc.close(descriptor)
        descriptor = -1
        guard result == 0 else { throw WriteError(path: path, errno: errno) }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }
}
