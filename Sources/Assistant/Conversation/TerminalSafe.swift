import Formats

/// Makes text from data safe to show: control characters (escape sequences among them)
/// become visible caret notation (`^[`), and the invisible characters that reorder or
/// break the text around them (bidi overrides and isolates, other format characters, line
/// and paragraph separators: `DisplayControls`) a visible `\u{202e}`, so that nothing raw
/// reaches a terminal, a full screen's panes or a transcript. A name holding U+202E shows
/// the code where it is, not the rest of the line reversed.
public enum TerminalSafe {
    public static func visible(_ text: String) -> String {
        // Most text has nothing to neutralise: it is returned as it is, uncopied.
        guard text.unicodeScalars.contains(where: DisplayControls.mustEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20:
                out += "^" + String(Character(Unicode.Scalar(scalar.value + 0x40)!))
            case 0x7F:
                out += "^?"
            case _ where DisplayControls.mustEscape(scalar):
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
