import Foundation

/// Reads whole files a person gave sirisim, with errors that say what is wrong with them
/// (missing, a folder, unreadable, too large) rather than "cannot read".
public enum FileReading {
    /// The bytes of the regular file at `path`, at most `limit` of them. The file is opened
    /// without waiting (`O_NONBLOCK`), so a named pipe given as a file is refused at once,
    /// not waited on until something writes to it; on a regular file it changes nothing.
    public static func bytes(_ path: String, limit: Int) throws(FormatError) -> [UInt8] {
        func failure(_ message: String) -> FormatError { FormatError(SourceLocation(file: path, line: 0), message) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw failure("cannot read the file: \(String(cString: strerror(errno)))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw failure("is a folder, not a file")
        case S_IFREG: break
        default: throw failure("is not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= limit else {
            throw failure("the file is \(size >> 20) MB, over the limit of \(limit >> 20) MB")
        }
        let bytes = try Self.bytes(of: descriptor, at: 0, count: size, path: path)
        guard bytes.count == size else { throw failure("the file changed while it was read") }
        return bytes
    }

    /// Up to `count` bytes of the open file `descriptor` (the file at `path`, for errors)
    /// from `offset`: fewer only where the file ends first.
    public static func bytes(
        of descriptor: Int32, at offset: Int, count: Int, path: String
    ) throws(FormatError) -> [UInt8] {
        var failed: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var done = 0
            while done < count {
                let read = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if read < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    break
                }
                if read == 0 { break }
                done += read
            }
            initialized = done
        }
        if failed != 0 {
            throw FormatError(
                SourceLocation(file: path, line: 0), "cannot read the file: \(String(cString: strerror(failed)))")
        }
        return bytes
    }

    /// The bytes of a file that tells no size (the kernel's tables under `/proc`), read
    /// to its end, at most `limit` of them.
    public static func unsized(_ path: String, limit: Int) throws(FormatError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw FormatError(
                SourceLocation(file: path, line: 0), "cannot read the file: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FormatError(
                    SourceLocation(file: path, line: 0), "cannot read the file: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes += chunk[0..<min(count, limit - bytes.count)]
        }
        return bytes
    }
}
