/// Where an expected line and the line said part ways, so that "Maria" against "María" is
/// seen at once: a caret under the first differing character and the two characters named
/// by their code points (an accent, a no-break space or a curly quote looks alike).
enum LineDifference {
    /// The lines to print under `+ actual:`, whose text starts at `indent` columns; nothing
    /// when the lines are equal. Both lines are already made safe for the terminal.
    static func marker(expected: String, actual: String, indent: Int) -> [String] {
        let e = Array(expected)
        let a = Array(actual)
        var index = 0
        while index < e.count, index < a.count, e[index] == a[index] { index += 1 }
        guard index < e.count || index < a.count else { return [] }
        let column = a[..<min(index, a.count)].reduce(0) { $0 + width($1) }
        let caret = String(repeating: " ", count: indent + column) + "^"
        let note =
            "first difference at character \(index + 1): expected \(describe(index < e.count ? e[index] : nil)), "
            + "said \(describe(index < a.count ? a[index] : nil))"
        return [caret, String(repeating: " ", count: indent) + note]
    }

    /// “í” U+00ED, or "the end of the line".
    static func describe(_ character: Character?) -> String {
        guard let character else { return "the end of the line" }
        let points = character.unicodeScalars.map {
            "U+" + String(String($0.value, radix: 16, uppercase: true).leftPadded(to: 4))
        }
        let shown = character.unicodeScalars.allSatisfy { $0.properties.isWhitespace } ? "" : "“\(character)” "
        return shown + points.joined(separator: " ")
    }

    /// Columns a character takes on a terminal: two for East Asian wide characters and most
    /// emoji, else one (close enough to place a caret).
    static func width(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}

extension String {
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}
