import Foundation
import CReadline

/// Reads lines: GNU readline (emacs keys, history kept in a file) when stdin is a
/// terminal, plain reads when it is a pipe. End of input is nil, not an error.
public final class LineInput {
    public let interactive: Bool
    private let historyFile: String?

    public init(historyFile: String?) {
        interactive = isatty(STDIN_FILENO) == 1
        self.historyFile = historyFile
        if interactive {
            "sirisim".withCString { sirisim_rl_set_readline_name(strdup($0)) }
            using_history()
            if let historyFile { _ = read_history(historyFile) }
        }
    }

    public func readLine(prompt: String) -> String? {
        guard interactive else { return Swift.readLine(strippingNewline: true) }
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(decoding: Data(bytes: raw, count: strlen(raw)), as: UTF8.self)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty { add_history(raw) }
        return line
    }

    deinit {
        if interactive, let historyFile {
            try? FileManager.default.createDirectory(atPath: (historyFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = write_history(historyFile)
            _ = history_truncate_file(historyFile, 1000)
        }
    }
}
