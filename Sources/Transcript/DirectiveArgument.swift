import Assistant
import Formats
import Foundation

/// A directive's argument as written, with where it stands: what a directive reads, and
/// the one maker of its errors, which name the file, the line and the directive.
public struct DirectiveArgument: Sendable {
    /// The text after the name, trimmed.
    public let text: String
    /// The directive's name, for errors.
    public let name: String
    public let location: SourceLocation

    public init(_ text: String, name: String, at location: SourceLocation) {
        self.text = text
        self.name = name
        self.location = location
    }

    /// `@name argument: text`: the argument cannot be read, and how to write it.
    public func problem(_ text: String) -> FormatError {
        FormatError(location, "@\(name) \(self.text): \(text)")
    }

    /// A path, with its quotes (if any) taken off.
    public func path() throws(FormatError) -> String {
        guard let path = TranscriptFile.path(text) else {
            throw problem("a quoted path ends with \" and escapes only \\\" \\\\ \\n \\r \\t")
        }
        return path
    }

    /// A duration (`90s`, `5m`, `2h`, `1d`) within what the directive allows.
    public func duration(in range: ClosedRange<TimeInterval>) throws(FormatError) -> TimeInterval {
        guard let seconds = TranscriptFile.durationSeconds(text) else {
            throw problem("not a duration (write 90s, 5m, 2h or 1d)")
        }
        guard range.contains(seconds) else { throw problem("out of range (\(TranscriptFile.describe(range)))") }
        return seconds
    }

    /// Seconds as a duration argument writes them: `90s`, or `2.5s`.
    public static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))s" : "\(value)s"
    }
}
