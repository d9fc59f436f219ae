/// One logical line of a pane: text and its style, and for a disambiguation the option it
/// stands for (so the chosen one can be highlighted).
struct PaneLine {
    var text: String
    var style: Style
    var option: (prompt: Int, index: Int)? = nil
}

/// A scrolling pane. It wraps to its width when drawn and keeps the reader's place: while
/// scrolled back, new lines arrive below without moving the view.
final class Pane {
    let title: String
    private(set) var lines: [PaneLine] = []
    /// Rows scrolled back from the bottom.
    private(set) var offset = 0
    private var lastWidth = 80
    private var lastHeight = 20
    let limit: Int
    /// Whether rows after a line's first hang two columns in (the timeline: one event a line).
    let hang: Bool

    init(title: String, limit: Int = 5000, hang: Bool = false) {
        self.title = title
        self.limit = limit
        self.hang = hang
    }

    func append(_ text: String, _ style: Style, option: (prompt: Int, index: Int)? = nil) {
        let line = PaneLine(text: text, style: style, option: option)
        lines.append(line)
        if offset > 0 { offset += Screen.wrap(text, width: lastWidth).count }
        if lines.count > limit { lines.removeFirst(lines.count - limit) }
    }

    func clear() {
        lines.removeAll()
        offset = 0
    }

    func scroll(by rows: Int) {
        offset = max(0, offset + rows)
    }

    func scrollToBottom() { offset = 0 }

    /// Scrolls so that line `index` is at the top of the pane when what follows it is taller
    /// than the pane (an explanation read from its start); else to the bottom.
    func showFromTop(line index: Int) {
        guard index < lines.count else { return }
        let below = lines[index...].reduce(0) { $0 + Screen.wrap($1.text, width: lastWidth).count + (hang ? 1 : 0) }
        offset = max(0, below - lastHeight)
    }

    /// Draws the pane in a rectangle; `selected` highlights an option of a prompt.
    func draw(on screen: Screen, top: Int, left: Int, height: Int, width: Int, selected: (prompt: Int, index: Int)?) {
        guard height > 0, width > 0 else { return }
        lastWidth = width
        lastHeight = height
        var rows: [(String, Style)] = []
        for line in lines {
            var style = line.style
            if let option = line.option, let selected, option.prompt == selected.prompt, option.index == selected.index
            {
                style = .selected
            }
            // Rows after the first hang two columns in, so each line reads as one.
            let wrapped = Screen.wrap(line.text, width: width)
            if hang, wrapped.count > 1, width > 8 {
                let indent = String(repeating: " ", count: line.text.prefix { $0 == " " }.count + 2)
                let rest = wrapped.dropFirst().map { String($0.drop { $0 == " " }) }.joined(separator: " ")
                rows.append((wrapped[0], style))
                for row in Screen.wrap(indent + rest, width: width) { rows.append((row, style)) }
            } else {
                for row in wrapped { rows.append((row, style)) }
            }
        }
        let maximumOffset = max(0, rows.count - height)
        offset = min(offset, maximumOffset)
        let end = rows.count - offset
        let start = max(0, end - height)
        for (i, row) in rows[start..<end].enumerated() {
            if row.1 == .selected { screen.fill(top + i, left, width: width, style: .selected) }
            screen.put(top + i, left, row.0, width: width, style: row.1)
        }
        if offset > 0 {
            let marker = " ↓ \(offset) more "
            screen.put(
                top + height - 1, left + max(0, width - Screen.width(of: marker)), marker, width: width, style: .status)
        }
    }
}
