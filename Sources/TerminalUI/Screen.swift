import Assistant
import CCurses
import Foundation

/// The styles of the screen, mapped to colour pairs when colour is on.
enum Style: Int16, CaseIterable {
    case plain = 0
    case user, siri, prompt, output, fault, frame, status, selected, dim, title

    var pair: Int16 { rawValue }
}

/// Errors from curses, turned into Swift errors in one place.
struct CursesError: Error, CustomStringConvertible {
    var call: String
    var description: String { "curses: \(call) failed" }
}

/// The terminal under curses: start, draw clipped UTF-8 text by display width, stop.
/// Everything that touches ncurses goes through here.
final class Screen {
    let color: Bool
    /// Whether the user's locale speaks UTF-8: else frames and text are drawn in ASCII.
    let unicode: Bool
    /// Whether keys are read as UTF-8 (the user's locale, or C.UTF-8 under it).
    let readsUTF8: Bool

    let theme: Theme

    /// Starts curses. `color` is honoured only when the terminal has colours.
    init(color wantsColor: Bool, theme: Theme = .standard) throws(CursesError) {
        self.theme = theme
        setlocale(LC_ALL, "")
        unicode = sirisim_locale_is_utf8() != 0
        // Keys are read as UTF-8 in any locale: where the user's locale cannot hold
        // letters outside ASCII (LANG=C), the characters are read through C.UTF-8 (which
        // Debian always has), and shown as "?" in the ASCII the terminal was said to speak.
        readsUTF8 = unicode || setlocale(LC_CTYPE, "C.UTF-8") != nil
        guard initscr() != nil else { throw CursesError(call: "initscr") }
        raw()
        noecho()
        keypad(sirisim_stdscr(), true)
        sirisim_set_escdelay(25)
        curs_set(1)
        color = wantsColor && has_colors()
        if color {
            start_color()
            use_default_colors()
            let pairs = theme.pairs
            for (style, foreground, background) in pairs { init_pair(style.pair, foreground, background) }
        }
    }

    var rows: Int { Int(sirisim_rows(sirisim_stdscr())) }
    var cols: Int { Int(sirisim_cols(sirisim_stdscr())) }

    func stop() {
        endwin()
    }

    func attributes(_ style: Style) -> attr_t {
        var attributes: attr_t = 0
        switch style {
        case .prompt, .title: attributes |= sirisim_a_bold()
        case .dim, .output: attributes |= color ? 0 : 0
        case .status, .selected: attributes |= color ? 0 : sirisim_a_reverse()
        default: break
        }
        if style == .dim && theme.dims { attributes |= sirisim_a_dim() }
        if theme.bold && style != .plain && style != .output { attributes |= sirisim_a_bold() }
        if color && style != .plain { attributes |= sirisim_color_pair(Int32(style.pair)) }
        return attributes
    }

    /// Writes `text` at (y, x), never past `width` columns; returns the columns used.
    @discardableResult
    func put(_ y: Int, _ x: Int, _ text: String, width: Int, style: Style = .plain) -> Int {
        guard width > 0, y >= 0, y < rows, x >= 0, x < cols else { return 0 }
        let limit = min(width, cols - x)
        var used = 0
        var clipped = ""
        // Whatever a caller passes, nothing raw reaches the terminal: no escape sequence,
        // no bidi override reversing the row or shifting a pane's border.
        for character in TerminalSafe.visible(text) {
            let w = Self.width(of: character)
            if used + w > limit { break }
            clipped.append(unicode || character.isASCII ? character : "?")
            used += w
        }
        let attributes = attributes(style)
        attron(Int32(bitPattern: attributes))
        mvaddstr(Int32(y), Int32(x), clipped)
        attroff(Int32(bitPattern: attributes))
        return used
    }

    /// Fills a row segment with spaces in a style (status bars, selection).
    func fill(_ y: Int, _ x: Int, width: Int, style: Style) {
        put(y, x, String(repeating: " ", count: max(0, width)), width: width, style: style)
    }

    func horizontalLine(_ y: Int, _ x: Int, width: Int, title: String? = nil) {
        let line = String(repeating: unicode ? "─" : "-", count: max(0, width))
        put(y, x, line, width: width, style: .frame)
        if let title { put(y, x + 2, " \(title) ", width: width - 4, style: .title) }
    }

    func verticalLine(_ x: Int, from top: Int, to bottom: Int) {
        guard top <= bottom else { return }
        for y in top...bottom { put(y, x, unicode ? "│" : "|", width: 1, style: .frame) }
    }

    func move(_ y: Int, _ x: Int) {
        CCurses.move(Int32(y), Int32(x))
    }

    func erase() { CCurses.erase() }
    func clearAll() { CCurses.clear() }
    func refresh() { CCurses.refresh() }

    /// Reads one key: a byte, or a curses key code above 255; nil when nothing came in time.
    func key(timeout milliseconds: Int32) -> Int32? {
        CCurses.timeout(milliseconds)
        let key = getch()
        return key == sirisim_err() ? nil : key
    }

    /// Display columns of a character (CJK wide characters take two, marks none).
    static func width(of character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars {
            let w = sirisim_wcwidth(scalar.value)
            total += w < 0 ? 1 : Int(w)
        }
        // A cluster (an emoji with joiners, a letter with marks) takes at most two columns.
        return min(total, 2)
    }

    static func width(of text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// Splits text into rows of at most `width` columns, at spaces where possible.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        // Indentation stays, on every row of the line.
        let indent = String(text.prefix { $0 == " " })
        if !indent.isEmpty, indent.count < width / 2 {
            return wrap(String(text.dropFirst(indent.count)), width: width - indent.count).map { indent + $0 }
        }
        var rows: [String] = []
        var row = ""
        var rowWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = Self.width(of: String(word))
            let needed = row.isEmpty ? wordWidth : rowWidth + 1 + wordWidth
            if needed <= width {
                row += row.isEmpty ? String(word) : " " + word
                rowWidth = needed
                continue
            }
            if !row.isEmpty { rows.append(row) }
            // A word longer than the row is cut.
            var rest = String(word)
            row = ""
            rowWidth = 0
            while Self.width(of: rest) > width {
                var piece = ""
                var pieceWidth = 0
                for character in rest {
                    let w = Self.width(of: character)
                    if pieceWidth + w > width { break }
                    piece.append(character)
                    pieceWidth += w
                }
                rows.append(piece)
                rest.removeFirst(piece.count)
            }
            row = rest
            rowWidth = Self.width(of: rest)
        }
        rows.append(row)
        return rows
    }
}
