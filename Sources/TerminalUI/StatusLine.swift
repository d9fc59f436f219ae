/// The status line: the apps, the device clock, the state file and a note (the demo's keys).
/// When the terminal is too narrow for all of it, the apps give way first (a count), then the
/// clock; the state path and the note are never dropped, only shortened at their start.
enum StatusLine {
    static func text(apps: [String], clock: String, state: String, note: String?, width: Int, unicode: Bool) -> String {
        let bar = unicode ? "│" : "|"
        let dot = unicode ? " · " : ", "
        let noteParts = note.map { [$0] } ?? []
        let tries: [[String]] = [
            [apps.joined(separator: dot), clock, state] + noteParts,
            ["\(apps.count) app\(apps.count == 1 ? "" : "s")", clock, state] + noteParts,
            [state] + noteParts,
        ]
        for parts in tries {
            let text = " " + parts.joined(separator: "  \(bar)  ")
            if Screen.width(of: text) <= width { return text }
        }
        // Still too wide: the note first (the keys a presenter needs), then as much of the
        // state path's end as fits.
        let ellipsis = unicode ? "…" : "..."
        let lead = note.map { " \($0)  \(bar)  " } ?? " "
        let room = width - Screen.width(of: lead)
        guard room > Screen.width(of: ellipsis) + 4 else { return lead }
        var tail = ""
        for character in state.reversed() {
            if Screen.width(of: tail) + Screen.width(of: character) + Screen.width(of: ellipsis) > room { break }
            tail.insert(character, at: tail.startIndex)
        }
        return lead + (tail.count == state.count ? tail : ellipsis + tail)
    }
}
