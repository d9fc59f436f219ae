import CReadline
import Foundation

/// GNU readline inside curses, through readline's callback interface: curses reads the
/// keys and hands them over one byte at a time; readline edits the line, keeps history,
/// searches it (Ctrl-R) and completes words; the screen draws readline's buffer itself.
///
/// Readline calls back through C function pointers, which cannot capture Swift state, so
/// the bridge keeps what they need in static storage. There is one terminal and one
/// readline per process; nothing else touches it.
enum ReadlineBridge {
    nonisolated(unsafe) private static var pendingByte: Int32 = -1
    nonisolated(unsafe) private static var finishedLines: [String] = []
    nonisolated(unsafe) private static var endOfInput = false
    nonisolated(unsafe) private static var completionWords: [String]?
    nonisolated(unsafe) private static var completionSource: () -> [String] = { [] }
    nonisolated(unsafe) private static var completionMatches: [String] = []
    nonisolated(unsafe) private(set) static var shownMatches: [String] = []
    nonisolated(unsafe) private static var outputStream: UnsafeMutablePointer<FILE>?
    nonisolated(unsafe) private static var history: HistoryFile?
    nonisolated(unsafe) private static var historyProblems: [String] = []

    /// Starts readline in callback mode, recalling the lines of a history file and
    /// appending each new line to it.
    static func install(history file: HistoryFile?) {
        "sirisim".withCString { sirisim_rl_set_readline_name(strdup($0)) }
        sirisim_rl_set_catch_signals(0)
        sirisim_rl_set_change_environment(0)
        // Bytes past ASCII are text (UTF-8), not Meta keys, in whatever locale readline
        // finds: without this, "María" loses "ía" under LANG=C.
        _ = rl_variable_bind("input-meta", "on")
        _ = rl_variable_bind("convert-meta", "off")
        _ = rl_variable_bind("output-meta", "on")
        // Readline must not write to the terminal or change its modes: curses owns both.
        outputStream = fopen("/dev/null", "w")
        sirisim_rl_set_outstream(outputStream)
        sirisim_rl_set_prep_term({ _ in }, {})
        sirisim_rl_set_getc { _ in
            let byte = ReadlineBridge.pendingByte
            ReadlineBridge.pendingByte = -1
            return byte < 0 ? EOF : byte
        }
        sirisim_rl_set_redisplay {}
        // Readline must not look ahead for typeahead: it would read EOF and end the line.
        sirisim_rl_set_input_available_hook { ReadlineBridge.pendingByte >= 0 ? 1 : 0 }
        sirisim_rl_set_completion { text, start, _ in
            sirisim_rl_set_attempted_completion_over(1)
            return rl_completion_matches(text) { text, state in
                let prefix = text.map { String(cString: $0) } ?? ""
                if state == 0 {
                    let lower = prefix.lowercased()
                    let words = ReadlineBridge.words()
                    ReadlineBridge.completionMatches = words.filter { $0.lowercased().hasPrefix(lower) && $0 != prefix }
                    if words.contains(prefix) { ReadlineBridge.completionMatches.insert(prefix, at: 0) }
                }
                guard Int(state) < ReadlineBridge.completionMatches.count else { return nil }
                return strdup(ReadlineBridge.completionMatches[Int(state)])
            }
        }
        sirisim_rl_set_display_matches_hook { matches, count, _ in
            var shown: [String] = []
            if let matches {
                for i in 1...max(1, Int(count)) where i <= Int(count) {
                    if let match = matches[i] { shown.append(String(cString: match)) }
                }
            }
            ReadlineBridge.shownMatches = shown
        }
        sirisim_rl_set_completer_word_break_characters(strdup(" \t\n\"',"))
        using_history()
        history = file
        if let file {
            let (lines, warning) = file.load()
            for line in lines { add_history(line) }
            if let warning { historyProblems.append(warning) }
        }
        rl_callback_handler_install(
            "",
            { line in
                guard let line else {
                    ReadlineBridge.endOfInput = true
                    return
                }
                let text = String(cString: line)
                if !text.trimmingCharacters(in: .whitespaces).isEmpty {
                    add_history(line)
                    if let problem = ReadlineBridge.history?.append(text) {
                        ReadlineBridge.historyProblems.append("\(problem)")
                    }
                }
                ReadlineBridge.finishedLines.append(text)
                free(line)
            })
    }

    /// Gives readline one byte.
    static func feed(_ byte: Int32) {
        pendingByte = byte
        rl_callback_read_char()
    }

    static func feed(_ bytes: [UInt8]) {
        for byte in bytes { feed(Int32(byte)) }
    }

    /// The lines readline finished since the last call.
    static func takeLines() -> [String] {
        defer { finishedLines.removeAll() }
        return finishedLines
    }

    static func takeEndOfInput() -> Bool {
        defer { endOfInput = false }
        return endOfInput
    }

    static func takeShownMatches() -> [String] {
        defer { shownMatches = [] }
        return shownMatches
    }

    /// Where the words Tab completes come from. They are gathered at the first Tab, not at
    /// start: with a large library that would delay the first prompt.
    static func setCompletions(_ source: @escaping () -> [String]) {
        completionSource = source
        completionWords = nil
    }

    /// The words changed (after a colon command): gather them again at the next Tab.
    static func invalidateCompletions() {
        completionWords = nil
    }

    static func words() -> [String] {
        if let completionWords { return completionWords }
        let words = Array(Set(completionSource())).sorted()
        completionWords = words
        return words
    }

    /// What readline shows: its prompt (the search prompt during Ctrl-R) and the line.
    static var prompt: String { sirisim_rl_prompt().map { String(cString: $0) } ?? "" }
    static var buffer: String { sirisim_rl_line_buffer().map { String(cString: $0) } ?? "" }
    /// The cursor, in characters from the start of the buffer.
    static var cursor: Int {
        let bytes = Int(sirisim_rl_point())
        guard let raw = sirisim_rl_line_buffer() else { return 0 }
        let data = Data(bytes: raw, count: min(bytes, Int(strlen(raw))))
        return String(decoding: data, as: UTF8.self).count
    }

    /// Empties the line (Ctrl-C).
    static func clearLine() {
        rl_replace_line("", 0)
        sirisim_rl_set_point(0)
    }

    /// Problems with the history file since the last call (to show in the session).
    static func takeHistoryProblems() -> [String] {
        defer { historyProblems.removeAll() }
        return historyProblems
    }

    static func remove() {
        history = nil
        rl_callback_handler_remove()
        if let outputStream { fclose(outputStream) }
        outputStream = nil
    }
}
