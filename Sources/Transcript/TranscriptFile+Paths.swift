import Formats

/// Paths in `@app` and `@contacts`: as written, or in double quotes where a path has
/// spaces at its ends, a line break or a leading quote, which a plain line cannot keep
/// (`@app "./My App "`, `@app "./two\nlines"`). Inside quotes, `\"`, `\\`, `\n`, `\r` and
/// `\t` are the only escapes. `record` writes a path quoted whenever it needs to be, so a
/// recording always replays.
extension TranscriptFile {
    /// The path a directive's argument names; nil for a quoted argument that is malformed.
    public static func path(_ argument: String) -> String? {
        guard argument.hasPrefix("\"") else { return argument }
        guard argument.count >= 2, argument.hasSuffix("\"") else { return nil }
        var out = ""
        var escaped = false
        for ch in argument.dropFirst().dropLast() {
            if escaped {
                switch ch {
                case "\"", "\\": out.append(ch)
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                default: return nil
                }
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else if ch == "\"" {
                return nil
            } else {
                out.append(ch)
            }
        }
        return escaped ? nil : out
    }

    /// `path` as a directive's argument: as it is, or quoted when a plain line could not
    /// keep it whole.
    public static func argument(forPath path: String) -> String {
        let needsQuotes =
            path.isEmpty || path.hasPrefix("\"") || path.first?.isWhitespace == true || path.last?.isWhitespace == true
            || path.contains { $0.isNewline || $0 == "\t" || ($0.asciiValue ?? 32) < 32 }
        guard needsQuotes else { return path }
        var out = "\""
        for ch in path {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\r\n": out += "\\r\\n"
            case "\t": out += "\\t"
            default: out.append(ch)
            }
        }
        return out + "\""
    }
}
