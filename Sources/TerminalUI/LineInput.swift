import CReadline
import Formats
import Foundation

/// Reads lines: GNU readline (emacs keys, history kept in a file) when stdin is a
/// terminal, plain reads when it is a pipe. End of input is nil, not an error. No line is
/// longer than `Limits.inputLineBytes`.
public final class LineInput {
    public let interactive: Bool
    private let history: HistoryFile?
    private var reader = LineReader()
    /// Problems with the history file, to be shown once.
    public private(set) var problems: [String] = []

    public init(history: HistoryFile?) {
        interactive = isatty(STDIN_FILENO) == 1
        self.history = history
        if interactive {
            "sirisim".withCString { sirisim_rl_set_readline_name(strdup($0)) }
            using_history()
            if let history {
                let (lines, warning) = history.load()
                for line in lines { add_history(line) }
                if let warning { problems.append(warning) }
            }
        }
    }

    public func readLine(prompt: String) -> String? {
        guard interactive else { return reader.next()?.text }
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(
            decoding: UnsafeRawBufferPointer(start: raw, count: min(strlen(raw), Limits.inputLineBytes)), as: UTF8.self)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty {
            add_history(raw)
            if let problem = history?.append(line) { problems.append("\(problem)") }
        }
        return line
    }

    /// Why the input ended when it was not its end: a read that failed (stdin a folder).
    public var failure: StreamFailure? { reader.failure.map { StreamFailure(stream: .input, code: $0) } }

    /// The problems since the last call.
    public func takeProblems() -> [String] {
        defer { problems.removeAll() }
        return problems
    }
}
