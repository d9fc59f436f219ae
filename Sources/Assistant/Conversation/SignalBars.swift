/// App Selection's signals drawn as bars, the line beneath each candidate's figures in
/// `:why` and the inspector: `match ██████████ category ████ donations █ userContext -▏`.
///
/// One block `█` per 0.1 of a signal's value, counted from the value as printed (two
/// decimals), so bars and figures always agree. A value under 0.05 shows a sliver `▏`; a
/// negative value shows a minus and light blocks `-░░`, so it reads apart from a positive
/// one without colour. A signal at 0.00 is left out. Segments are never split: a line that
/// would pass `width` goes on below at the same indentation, so nothing is cut or wrapped
/// mid-bar at 80 columns or in a narrow pane.
///
/// There is no ASCII fallback (decided 2026-11-24): `:why` and the transcripts already
/// need UTF-8 (curly quotes everywhere), so block characters ask nothing new of a terminal.
public enum SignalBars {
    /// One signal as `name bar`, or nil when its value prints as 0.00.
    public static func segment(_ contribution: SignalContribution) -> String? {
        let hundredths = Int((abs(contribution.value) * 100).rounded())
        guard hundredths > 0 else { return nil }
        let blocks = (hundredths + 5) / 10
        let negative = contribution.value < 0
        let bar = blocks == 0 ? "▏" : String(repeating: negative ? "░" : "█", count: blocks)
        return "\(contribution.signal.rawValue) \(negative ? "-" : "")\(bar)"
    }

    /// The segments packed into lines of at most `width` columns, each starting with `indent`.
    /// A segment longer than a whole line gets a line of its own.
    public static func lines(_ signals: [SignalContribution], indent: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for segment in signals.compactMap(segment) {
            if line.isEmpty {
                line = indent + segment
            } else if line.count + 1 + segment.count <= width {
                line += " " + segment
            } else {
                lines.append(line)
                line = indent + segment
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
