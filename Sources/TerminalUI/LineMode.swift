import Foundation
import Assistant

/// The plain line front end: what Siri says, one line each, for terminals without the
/// full-screen UI and for pipes. It drives the same `Conversation` as the TUI and the
/// replayer, and shows the same lines a transcript expects.
public final class LineMode {
    let conversation: Conversation
    let input: LineInput
    let color: Bool
    /// Called after every turn with the line and its events (trace, recording).
    let observer: (String, [ConversationEvent]) -> Void
    /// Writes the session so far as a transcript (`:save FILE`).
    let save: (String) throws -> Void

    public init(conversation: Conversation, historyFile: String?, color: Bool,
                observer: @escaping (String, [ConversationEvent]) -> Void, save: @escaping (String) throws -> Void) {
        self.conversation = conversation
        input = LineInput(historyFile: historyFile)
        self.color = color
        self.observer = observer
        self.save = save
    }

    public func run() async {
        if input.interactive {
            print(style("sirisim: talk to Siri. :help lists commands, :quit or Ctrl-D leaves.", "2"))
        }
        while let line = input.readLine(prompt: input.interactive ? "› " : "") {
            let command = line.trimmingCharacters(in: .whitespaces)
            if !input.interactive { print("> " + TerminalSafe.visible(Conversation.clean(line).prefix(500).description)) }
            if command == ":quit" || command == ":q" || command == ":exit" { break }
            if command.hasPrefix(":save") {
                let path = command.dropFirst(5).trimmingCharacters(in: .whitespaces)
                if path.isEmpty { print("Usage: :save FILE") } else {
                    do { try save(path); print("Saved the session to \(path).") } catch { print("Could not save: \(error)") }
                }
                continue
            }
            let events = await conversation.respond(to: line)
            render(events)
            observer(line, events)
        }
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
