import Formats
import Foundation

/// The regular expression of a `<~` expectation, with the work of each match bounded.
///
/// A pattern such as `(a+)+b` backtracks for ever on a long run of a's. The regular
/// expression engine reports progress every so many of its steps; a match that takes more
/// than `Limits.patternTicks` reports is stopped, and the transcript is refused with the
/// file, the line and the pattern. The engine counts steps, not time, so the same pattern
/// on the same line is refused on every machine.
public struct BoundedPattern: @unchecked Sendable {
    public let pattern: String
    private let regex: NSRegularExpression

    public enum Outcome: Sendable, Equatable {
        case match, noMatch, tooMuchWork
    }

    /// Compiles `pattern`; nil when it is not a valid regular expression.
    public init?(_ pattern: String) {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        self.pattern = pattern
        self.regex = regex
    }

    /// Whether the pattern matches somewhere in `text` (anchor it with ^ and $).
    public func match(_ text: String) -> Outcome {
        var outcome = Outcome.noMatch
        var ticks = 0
        regex.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(text.startIndex..., in: text)) {
            result, flags, stop in
            if result != nil {
                outcome = .match
                stop.pointee = true
            } else if flags.contains(.progress) {
                ticks += 1
                if ticks > Limits.patternTicks {
                    outcome = .tooMuchWork
                    stop.pointee = true
                }
            }
        }
        return outcome
    }
}
