import Assistant
import Formats
import Foundation

/// Writes a live session as a transcript: the setup, each user line, and what Siri said.
///
/// With a destination (`record FILE`), each turn is appended as it happens to a temporary
/// file beside the destination (`OutputFile`), so a session that is killed loses nothing,
/// and `finish()` moves it into place if nothing else wrote the destination meanwhile.
/// Writing a turn costs the turn's own lines, however long the session. `write(to:)`
/// (`:save`) writes the whole session so far, atomically.
public final class TranscriptRecorder {
    private var items: [TranscriptFile.Item]
    private var output: OutputFile?
    /// The inputs of the run, which the recording may not replace.
    private let inputs: InputFiles?
    /// The move into place a signal must still make; nil when the destination is not a
    /// regular file (a terminal or a pipe) and is written directly.
    public var pendingMove: OutputFile.PendingMove? { output?.pendingMove }

    /// - Parameters:
    ///   - apps: `--app` paths; written relative to `folder` (the transcript's), which is
    ///     where replay resolves them. Empty for the default apps.
    ///   - contacts: the `--contacts` path, written the same way.
    ///   - start: the clock when the session began, written as `@now`.
    ///   - inputs: the run's inputs, which neither the recording nor `:save` may replace.
    public init(
        title: String, apps: [String], contacts: String?, start: Date, folder: String = Paths.currentFolder,
        inputs: InputFiles? = nil
    ) {
        self.inputs = inputs
        items = [.comment("# \(title)")]
        items += apps.map { .directive(DirectiveLine(AppDirective(path: Self.relative($0, folder)))) }
        if let contacts {
            items.append(.directive(DirectiveLine(ContactsDirective(path: Self.relative(contacts, folder)))))
        }
        items.append(.directive(DirectiveLine(NowDirective(date: start))))
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
        let output = try OutputFile(path, inputs: inputs)
        self.output = output
        var text = ""
        for item in items { TranscriptFile.render(item, into: &text) }
        try output.append(text)
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

    /// Flushes the recording and moves it into place (`OutputFile.commit`).
    public func finish() throws(WriteError) {
        guard let output else { return }
        self.output = nil
        try output.commit(inputs: inputs)
    }

    /// Gives the recording up (the session never started): the destination is left as it was.
    public func abandon() {
        output?.abandon()
        output = nil
    }

    public var transcript: String { TranscriptFile(path: "", items: items).render() }

    /// Writes the session so far to `path`, replacing it atomically (`:save`); `expecting`
    /// is the version of the file that may be replaced (one this session saved), nil for
    /// a new file or any file (`:save!`). Returns the version written.
    @discardableResult
    public func write(to path: String, expecting: FileIdentity? = nil) throws(WriteError) -> FileIdentity? {
        try FileWriting.write(transcript, to: path, inputs: inputs, expecting: expecting)
        return FileIdentity(of: path)
    }
}

/// Appends trace lines (DESIGN §6) to a file, one JSON object per line; a write that
/// fails (a full disk) is thrown to the caller.
public final class TraceWriter {
    private let file: OutputFile
    private let inputs: InputFiles?
    /// Extra keys written on every line (the transcript's path during replay).
    public var context: [(String, JSON)] = []

    /// Opens the trace (`OutputFile`): it may not name an input of the run.
    public init(path: String, inputs: InputFiles? = nil) throws(WriteError) {
        file = try OutputFile(path, inputs: inputs)
        self.inputs = inputs
    }

    /// The move into place a signal must still make (`ExitSignals`).
    public var pendingMove: OutputFile.PendingMove? { file.pendingMove }

    public func write(_ events: [ConversationEvent]) throws(WriteError) {
        var text = ""
        for event in events {
            var json = event.traceJSON
            if !context.isEmpty, case .object(let pairs) = json { json = .object(pairs + context) }
            text += json.serialized() + "\n"
        }
        if !text.isEmpty { try file.append(text) }
    }

    /// Finishes the trace: moved into place unless it would replace an input.
    public func close() throws(WriteError) { try file.commit(inputs: inputs) }

    /// Gives the trace up: the destination is left as it was.
    public func abandon() { file.abandon() }
}
