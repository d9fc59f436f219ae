/// Makes text from data safe to show: control characters (escape sequences among them)
/// become visible caret notation (`^[`), so nothing raw reaches a terminal or a transcript.
public enum TerminalSafe {
    public static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20:
                out += "^" + String(Character(Unicode.Scalar(scalar.value + 0x40)!))
            case 0x7F:
                out += "^?"
            case 0x80..<0xA0:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
