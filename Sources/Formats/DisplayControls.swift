/// The characters that must never reach a terminal as they are: C0 and C1 controls and
/// DEL (escape sequences start with them), and the invisible ones that change how the
/// text around them is laid out (Unicode's categories Cf, Zl and Zp: bidi overrides such as
/// U+202E, which show a name reversed and shift a pane's border; marks, isolates, the byte
/// order mark, tag characters; line and paragraph separators).
///
/// Kept as they are: U+200D and U+200C (zero-width joiner and non-joiner), which join the
/// parts of an emoji and shape Arabic and Indic words, and move nothing around them.
///
/// The terminal shows each as a visible escape (`TerminalSafe`); JSON writes each as a
/// `\u` escape, so that the trace keeps the data faithfully and a trace shown with `cat`
/// still shows nothing raw.
public enum DisplayControls {
    public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F, 0x80..<0xA0: return true
        case 0x20..<0x7F: return false
        case 0x200C, 0x200D: return false
        default:
            switch scalar.properties.generalCategory {
            case .format, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
