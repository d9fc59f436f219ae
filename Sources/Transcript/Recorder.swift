import Foundation
import Assistant
import Formats

/// Writes a live session as a transcript: the setup, each user line, and what Siri said.
///
/// With a destination (`record FILE`), each turn is appended as it happens to a temporary
/// file beside the destination, so a session that is killed loses nothing, and `finish()`
/// moves it into place. Writing a turn costs the turn's own lines, however long the
/// session. `write(to:)` (`:save`) writes the whole session so far, atomically.
public final class TranscriptRecorder {
    private var items: [TranscriptFile.Item]
    private var output: AppendingFile?
    private var destination: String?
    /// The temporary file a recording goes to, and where it ends up; nil when the
    /// destination is not a regular file (a terminal or a pipe) and is written directly.
    public private(set) var pendingMove: (from: String, to: String)?

    /// - Parameters:
    ///   - apps: `--app` paths; written relative to `folder` (the transcript's), which is
    ///     where replay resolves them. Empty for the default apps.
    ///   - contacts: the `--contacts` path, written the same way.
    ///   - start: the clock when the session began, written as `@now`.
    public init(title: String, apps: [String], contacts: String?, start: Date, folder: String = Paths.currentFolder) {
        items = [.comment("# \(title)")]
        items += apps.map { .directive(name: "app", argument: Self.relative($0, folder), line: 0) }
        if let contacts { items.append(.directive(name: "contacts", argument: Self.relative(contacts, folder), line: 0)) }
        items.append(.directive(name: "now", argument: DateParsing.seconds(start), line: 0))
    }

    /// A path as a transcript in `folder` names it: relative to the folder when it is under
    /// the same root, with `./` when it has no slash (so it is never taken for a bundled
    /// app's name).
    static func relative(_ path: String, _ folder: String) -> String {
        let relative = Paths.relative(path, from: folder)
        return relative.contains("/") ? relative : "./" + relative
    }

    /// Starts writing to `path`: fails at once when it cannot be written, before any turn.
    public func begin(writingTo path: String) throws(WriteError) {
        try FileWriting.checkWritable(path)
        destination = path
        if Paths.kind(path) == .other {
            output = try AppendingFile(path: path, truncating: true)
        } else {
            let temporary = Paths.join(Paths.parent(path), ".\(Paths.lastComponent(path)).recording-\(getpid())")
            output = try AppendingFile(path: temporary, truncating: true)
            pendingMove = (temporary, path)
        }
        var text = ""
        for item in items { TranscriptFile.render(item, into: &text) }
        try output?.append(text)
    }

    /// Adds one turn. Clock moves made with `:wait` stay as commands, so replay repeats them.
    public func record(_ line: String, events: [ConversationEvent]) throws(WriteError) {
        var added: [TranscriptFile.Item] = [.user(Conversation.clean(line), line: 0)]
        for event in events {
            if let text = event.visibleText { added.append(.expect(.exact(text), line: 0)) }
        }
        items += added
        guard let output else { return }
        var text = ""
        for item in added { TranscriptFile.render(item, into: &text) }
        try output.append(text)
    }

    /// Flushes the recording and moves it into place.
    public func finish() throws(WriteError) {
        guard let output else { return }
        try output.sync()
        try output.close()
        self.output = nil
        if let (from, to) = pendingMove {
            guard rename(from, to) == 0 else { throw WriteError(path: to, reason: String(cString: strerror(errno))) }
            pendingMove = nil
        }
    }

    public var transcript: String { TranscriptFile(path: "", items: items).render() }

    /// Writes the session so far to `path`, replacing it atomically (`:save`).
    public func write(to path: String) throws(WriteError) {
        try FileWriting.write(transcript, to: path)
    }
}

/// Appends trace lines (DESIGN §6) to a file, one JSON object per line; a write that
/// fails (a full disk) is thrown to the caller.
public final class TraceWriter {
    private let file: AppendingFile
    /// Extra keys written on every line (the transcript's path during replay).
    public var context: [(String, JSON)] = []

    public init(path: String) throws(WriteError) {
        file = try AppendingFile(path: path, truncating: true)
    }

    public func write(_ events: [ConversationEvent]) throws(WriteError) {
        var text = ""
        for event in events {
            var json = event.traceJSON
            if !context.isEmpty, case let .object(pairs) = json { json = .object(pairs + context) }
            text += json.serialized() + "\n"
        }
        if !text.isEmpty { try file.append(text) }
    }

    public func close() throws(WriteError) { try file.close() }
}
