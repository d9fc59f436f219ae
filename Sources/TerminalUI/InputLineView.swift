import Assistant

/// What the input line shows of a line being typed: the part that fits beside the prompt
/// with the cursor in view, and the cursor's column. Its cost is linear in the line (one
/// pass to neutralise and split it, then a walk back from the cursor over at most a row's
/// characters), so a 4,000-character paste, redrawn as it arrives, stays fast; the walk
/// from the start of the line that it replaces made each redraw quadratic and a paste
/// cubic.
struct InputLineView {
    /// The characters from the first one shown to the end of the line (the screen clips
    /// them to the row).
    let visible: String
    /// The cursor's column from the start of `visible`.
    let cursorColumn: Int

    /// - Parameters:
    ///   - line: the line as typed; shown with control and format characters neutralised.
    ///   - cursor: the cursor, in characters of `line`.
    ///   - width: the columns available.
    ///   - columns: the display width of one character (`Screen.width(of:)`).
    init(line: String, cursor: Int, width: Int, columns: (Character) -> Int) {
        let characters = Array(line)
        let cursor = max(0, min(cursor, characters.count))
        // Neutralised apart, so that the cursor stays between the same two characters.
        let before = Array(TerminalSafe.visible(String(characters[..<cursor])))
        let after = TerminalSafe.visible(String(characters[cursor...]))
        var start = before.count
        var used = 0
        while start > 0 {
            let w = columns(before[start - 1])
            if used + w > width { break }
            used += w
            start -= 1
        }
        visible = String(before[start...]) + after
        cursorColumn = used
    }
}
