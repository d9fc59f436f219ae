import Assistant
import CReadline
import Formats
import Foundation

/// The plain line front end: what Siri says, one line each, for terminals without the
/// full-screen UI and for pipes. It drives the same `Conversation` as the TUI and the
/// replayer, and shows the same lines a transcript expects.
public final class LineMode {
    let conversation: Conversation
    let input: LineInput
    let color: Bool
    /// Called after every turn with the line and its events (trace, recording); what it
    /// throws is shown as a fault, and the session goes on.
    let observer: (String, [ConversationEvent]) throws -> Void
    /// Writes the session so far as a transcript (`:save FILE`; true for `:save!`).
    let save: (String, Bool) throws -> Void

    public init(
        conversation: Conversation, history: HistoryFile?, color: Bool,
        observer: @escaping (String, [ConversationEvent]) throws -> Void, save: @escaping (String, Bool) throws -> Void
    ) {
        self.conversation = conversation
        input = LineInput(history: history)
        if input.interactive { CommandCompletion.install(conversation.commandWords) }
        self.color = color
        self.observer = observer
        self.save = save
    }

    /// Runs the session to the end of the input. A failure to read the input (stdin a
    /// folder) or to write what Siri says (stdout a full disk, `/dev/full`) ends it with a
    /// `StreamFailure`: the caller still finishes the recording and the trace, then exits 2.
    public func run() async throws(StreamFailure) {
        if input.interactive {
            print(style("sirisim: talk to Siri. :help lists commands, :quit or Ctrl-D leaves.", "2"))
            let examples = conversation.thingsToSay()
            if !examples.isEmpty {
                print("Try saying " + examples.map { "“\(TerminalSafe.visible($0))”" }.joined(separator: ", or ") + ".")
            }
        }
        showProblems()
        reading: while let line = input.readLine(prompt: input.interactive ? "› " : "") {
            if !input.interactive { print("> " + TerminalSafe.visible(Conversation.clean(String(line.prefix(500))))) }
            showProblems()
            // `:save` and `:quit` are the front end's: they never reach the conversation.
            if let command = CommandRegistry.sessionCommand(for: line) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                switch command.perform(trimmed, controls: FrontEndControls(write: save)) {
                case .quit: break reading
                case .done(let text), .usage(let text): print(text)
                case .failed(let text): print(style(text, "31"))
                }
                try flushOutput()
                continue
            }
            let events = await conversation.respond(to: line)
            // Recorded before it is shown: what the user has seen is on disk.
            var failure: (any Error)?
            do { try observer(line, events) } catch { failure = error }
            render(events)
            if let failure {
                print(style("! \(TerminalSafe.visible("\(failure)"))", "31"))
            }
            try flushOutput()
        }
        try flushOutput()
        if let failure = input.failure { throw failure }
    }

    /// Flushes stdout; a write that failed, now or since the last flush, is a `StreamFailure`.
    func flushOutput() throws(StreamFailure) {
        let flushed = fflush(sirisim_stdout())
        let code = errno
        if flushed != 0 || ferror(sirisim_stdout()) != 0 {
            throw StreamFailure(stream: .output, code: flushed != 0 ? code : EIO)
        }
    }

    func showProblems() {
        for problem in input.takeProblems() { print(style("! \(TerminalSafe.visible(problem))", "31")) }
    }

    func render(_ events: [ConversationEvent]) {
        for event in events {
            switch event.kind {
            case .say: print(style(event.visibleText ?? "", "36"))
            case .prompt: print(style(event.visibleText ?? "", "1;36"))
            case .output: print(event.visibleText ?? "")
            case .fault(let method, let problem): print(style("! \(method): \(TerminalSafe.visible(problem))", "31"))
            default: break
            }
        }
    }

    func style(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Whether to colour output: a terminal, not TERM=dumb, no NO_COLOR.
    public static func wantsColor() -> Bool {
        let env = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) == 1 && env["NO_COLOR"] == nil && env["TERM"] != "dumb"
    }
}
