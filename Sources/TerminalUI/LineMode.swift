import Foundation
import Assistant
import Formats

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

    public init(conversation: Conversation, history: HistoryFile?, color: Bool,
                observer: @escaping (String, [ConversationEvent]) throws -> Void, save: @escaping (String, Bool) throws -> Void) {
        self.conversation = conversation
        input = LineInput(history: history)
        self.color = color
        self.observer = observer
        self.save = save
    }

    public func run() async {
        if input.interactive {
            print(style("sirisim: talk to Siri. :help lists commands, :quit or Ctrl-D leaves.", "2"))
            let examples = conversation.thingsToSay()
            if !examples.isEmpty { print("Try saying " + examples.map { "“\(TerminalSafe.visible($0))”" }.joined(separator: ", or ") + ".") }
        }
        showProblems()
        while let line = input.readLine(prompt: input.interactive ? "› " : "") {
            let command = line.trimmingCharacters(in: .whitespaces)
            if !input.interactive { print("> " + TerminalSafe.visible(Conversation.clean(String(line.prefix(500))))) }
            showProblems()
            if command == ":quit" || command == ":q" || command == ":exit" { break }
            if let command = SaveCommand(command) {
                let path = command.path
                if path.isEmpty { print(SaveCommand.usage) } else {
                    do {
                        try save(path, command.replacing)
                        print("Saved the session to \(TerminalSafe.visible(path)).")
                    } catch {
                        print(style("Could not save: \(TerminalSafe.visible("\(error)"))", "31"))
                    }
                }
                fflush(nil)
                continue
            }
            let events = await conversation.respond(to: line)
            // Recorded before it is shown: what the user has seen is on disk.
            var failure: (any Error)?
            do { try observer(line, events) } catch { failure = error }
            render(events)
            if let failure {
                print(style("! \(TerminalSafe.visible("\(failure)"))", "31"))
                fflush(nil)
            }
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
            case let .fault(method, problem): print(style("! \(method): \(TerminalSafe.visible(problem))", "31"))
            default: break
            }
        }
        fflush(nil)
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
