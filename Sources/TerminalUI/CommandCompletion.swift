import CReadline
import Foundation

/// Tab in the line mode: a `:` word at the start of the line completes the command names
/// `CommandRegistry` lists (as the full screen does); any other word is left to
/// readline's own completion of file names (`:save FILE`).
///
/// Readline calls back through a C function pointer, which cannot capture Swift state,
/// so the names are kept in static storage: one readline per process.
enum CommandCompletion {
    nonisolated(unsafe) private static var names: [String] = []
    nonisolated(unsafe) private static var matches: [String] = []

    /// Completes `names` (`:why`, `:vocab`, …) from now on.
    static func install(_ commandNames: [String]) {
        names = Array(Set(commandNames)).sorted()
        sirisim_rl_set_completion { text, start, _ in
            guard start == 0, let text, text.pointee == CChar(UInt8(ascii: ":")) else { return nil }
            sirisim_rl_set_attempted_completion_over(1)
            return rl_completion_matches(text) { text, state in
                if state == 0 {
                    let prefix = (text.map { String(cString: $0) } ?? "").lowercased()
                    CommandCompletion.matches = CommandCompletion.names.filter { $0.hasPrefix(prefix) }
                }
                guard Int(state) < CommandCompletion.matches.count else { return nil }
                return strdup(CommandCompletion.matches[Int(state)])
            }
        }
    }
}
