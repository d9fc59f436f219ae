import Foundation

/// A file a command writes as its result (a trace, a JUnit report, a recording, a saved or
/// updated transcript), written so that nothing is lost:
///
/// - it may not be one of the run's inputs (`InputFiles`: a transcript, the state, an app's
///   file, another output), told by identity rather than by spelling;
/// - it is written to a new temporary file in the same folder, created exclusively and
///   without following links (a planted link cannot redirect it), and moved into place by
///   `commit()` only if what is at the destination is still what was there when the output
///   was opened (or still nothing). A file replaced or created meanwhile by someone else
///   is left alone, and the output stays beside it under its temporary name, which the
///   error gives.
///
/// A destination that is not a regular file (a terminal, a pipe, `/dev/full`) is written in
/// place as the run goes, and checked all the same. A symbolic link stays a link: the file
/// it leads to is what is replaced (or made).
public final class OutputFile {
    /// The path as the user gave it, for messages.
    public let path: String
    /// Where the output lands: `path` through its links.
    public let destination: String
    /// What was at the destination when the output was opened; nil when nothing was.
    public let expected: FileIdentity?
    /// The temporary file, or nil when the output is written in place.
    public let temporary: String?
    private var descriptor: Int32
    private var mode: mode_t = 0o644
    private var finished = false
    /// Whether the output replaces an input on purpose (`expecting`).
    private let replacesInput: Bool

    /// Opens an output at `path`, refusing one that names an input of `inputs`.
    ///
    /// - Parameters:
    ///   - expecting: the version of the destination this run read and now replaces
    ///     (`replay --update` rewriting its transcript, `:save` a file it saved): the
    ///     destination may be that input, and is replaced only while it is that version.
    ///   - claims: whether the output is added to `inputs` for as long as the run lasts,
    ///     so that no other output may name it (a trace, a recording); a file written at
    ///     once (`:save`) claims nothing.
    public init(
        _ path: String, inputs: InputFiles?, expecting: FileIdentity? = nil, claims: Bool = true
    ) throws(WriteError) {
        self.path = path
        replacesInput = expecting != nil
        let destination = Paths.resolved(path)
        self.destination = destination
        if path.hasSuffix("/") { throw WriteError(path: path, reason: "names a folder; give a file") }
        var status = stat()
        if stat(destination, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw WriteError(path: path, reason: "is a folder")
            case S_IFREG:
                let found = FileIdentity(status)
                if let expecting {
                    guard found == expecting else {
                        throw WriteError(path: path, reason: "has changed since this run read it; it is left as it is")
                    }
                } else if let input = inputs?.entry(for: destination) {
                    throw WriteError(path: path, reason: Self.refusal(input))
                }
                guard access(destination, W_OK) == 0 else { throw WriteError(path: path, errno: errno) }
                expected = found
                mode = status.st_mode & 0o7777
            default:
                if let input = inputs?.entry(for: destination) {
                    throw WriteError(path: path, reason: Self.refusal(input))
                }
                expected = nil
                temporary = nil
                descriptor = try FileWriting.openWithoutWaiting(
                    destination, O_WRONLY | O_TRUNC | O_CLOEXEC, shownAs: path)
                if claims { inputs?.add(destination, as: .output) }
                return
            }
        } else {
            guard errno == ENOENT else { throw WriteError(path: path, errno: errno) }
            if expecting != nil { throw WriteError(path: path, reason: "was removed since this run read it") }
            if let input = inputs?.entry(for: destination) { throw WriteError(path: path, reason: Self.refusal(input)) }
            expected = nil
        }
        let folder = Paths.parent(destination)
        guard stat(folder, &status) == 0 else {
            throw WriteError(path: path, reason: "the folder \(folder) does not exist")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw WriteError(path: path, reason: "\(folder) is not a folder")
        }
        var made: (path: String, descriptor: Int32)?
        for _ in 0..<8 {
            let candidate = Paths.join(
                folder,
                ".\(Paths.lastComponent(destination)).sirisim-\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).partial"
            )
            let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if opened >= 0 {
                made = (candidate, opened)
                break
            }
            guard errno == EEXIST else {
                throw WriteError(
                    path: path, reason: "cannot create a file in \(folder): \(String(cString: strerror(errno)))")
            }
        }
        guard let made else { throw WriteError(path: path, reason: "cannot create a temporary file in \(folder)") }
        temporary = made.path
        descriptor = made.descriptor
        if claims {
            inputs?.add(destination, as: .output)
            inputs?.add(made.path, as: .output)
        }
    }

    static func refusal(_ input: InputFiles.Entry) -> String {
        input.role == .output
            ? "is \(input.role); each output needs a file of its own"
            : "is \(input.role) (\(input.path)); an output may not replace it: give another file"
    }

    public func append(_ text: String) throws(WriteError) {
        try append(Array(text.utf8))
    }

    /// Appends bytes. A write that fails (a full disk, a file over its size limit) fails
    /// the whole output: its temporary file is removed at once, nothing more is written
    /// (a later write that found room would leave a file cut mid-line), and `commit()`
    /// throws the failure, so the run ends with exit code 2 and the destination is left as
    /// it was.
    public func append(_ bytes: [UInt8]) throws(WriteError) {
        if let failure { throw failure }
        guard !finished, descriptor >= 0 else { throw WriteError(path: path, reason: "the output is closed") }
        do throws(WriteError) {
            try FileWriting.writeAll(bytes, to: descriptor, shownAs: path)
        } catch {
            fail(error)
            throw self.failure ?? error
        }
    }

    /// Flushes what was written so far to disk (a recording, after each turn).
    public func sync() throws(WriteError) {
        if let failure { throw failure }
        guard descriptor >= 0 else { return }
        do throws(WriteError) {
            try FileWriting.flush(descriptor, shownAs: path)
        } catch {
            fail(error)
            throw self.failure ?? error
        }
    }

    /// The first write that failed; the output is given up from then on.
    public private(set) var failure: WriteError?

    private func fail(_ error: WriteError) {
        guard failure == nil else { return }
        let left =
            temporary == nil
            ? "" : (expected == nil ? "; nothing was left there" : "; the file there is left as it was")
        failure = WriteError(path: path, reason: "\(error.reason)\(left)")
        if let temporary {
            close(descriptor)
            descriptor = -1
            unlink(temporary)
        }
    }

    /// Finishes the output: flushed, closed, and moved into place if the destination is
    /// still as it was found, and names no input (one read since the output was opened,
    /// such as a bundle a transcript named). Otherwise the output is kept under its
    /// temporary name (or removed, when it would replace an input) and the error says so.
    public func commit(inputs: InputFiles? = nil) throws(WriteError) {
        guard !finished else { return }
        finished = true
        if let failure {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
            throw failure
        }
        guard let temporary else {
            let result = close(descriptor)
            descriptor = -1
            guard result == 0 else { throw WriteError(path: path, errno: errno) }
            return
        }
        do throws(WriteError) {
            guard fchmod(descriptor, mode) == 0 else { throw WriteError(path: path, errno: errno) }
            try FileWriting.flush(descriptor, shownAs: path)
        } catch {
            close(descriptor)
            descriptor = -1
            unlink(temporary)
            throw error
        }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
            let code = errno
            unlink(temporary)
            throw WriteError(path: path, errno: code)
        }
        if !replacesInput, let input = inputs?.entry(for: destination), input.role != .output {
            unlink(temporary)
            throw WriteError(path: path, reason: Self.refusal(input))
        }
        try moveIntoPlace(temporary)
        FileWriting.syncFolder(Paths.parent(destination))
    }

    private func moveIntoPlace(_ temporary: String) throws(WriteError) {
        let kept = "this run's output is kept as \(temporary)"
        guard let expected else {
            // Nothing was there: a link claims the name only if it is still free.
            if link(temporary, destination) == 0 {
                unlink(temporary)
                return
            }
            let code = errno
            if code == EEXIST {
                throw WriteError(
                    path: path,
                    reason: "was created by something else during this run; it is left as it is, and \(kept)")
            }
            // A file system without hard links: the same check, then a rename.
            guard code == EPERM || code == EOPNOTSUPP || code == EXDEV || code == EMLINK else {
                throw WriteError(path: path, reason: "\(String(cString: strerror(code))); \(kept)")
            }
            guard FileIdentity(of: destination) == nil else {
                throw WriteError(
                    path: path,
                    reason: "was created by something else during this run; it is left as it is, and \(kept)")
            }
            guard rename(temporary, destination) == 0 else {
                throw WriteError(path: path, reason: "\(String(cString: strerror(errno))); \(kept)")
            }
            return
        }
        guard let now = FileIdentity(of: destination), now == expected else {
            throw WriteError(
                path: path,
                reason: "was changed or replaced by something else during this run; it is left as it is, and \(kept)")
        }
        guard rename(temporary, destination) == 0 else {
            throw WriteError(path: path, reason: "\(String(cString: strerror(errno))); \(kept)")
        }
    }

    /// Gives the output up: its temporary file is removed, the destination left as it was.
    public func abandon() {
        guard !finished else { return }
        finished = true
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if let temporary { unlink(temporary) }
    }

    /// What a signal handler needs to finish this output (`ExitSignals`): the move to make,
    /// and what the destination must still be.
    public var pendingMove: PendingMove? {
        guard let temporary, !finished, failure == nil else { return nil }
        return PendingMove(from: temporary, to: destination, expected: expected)
    }

    /// A move into place left to do, checked as `commit()` checks it.
    public struct PendingMove: Sendable {
        public var from: String
        public var to: String
        public var expected: FileIdentity?
    }

    deinit {
        if !finished, descriptor >= 0 { close(descriptor) }
    }
}
