import Assistant
import Formats
import Foundation

/// A transcript (DESIGN §5): directives, user lines and the lines Siri is expected to say.
public struct TranscriptFile: Sendable {
    public enum Expectation: Sendable, Hashable {
        case exact(String)
        case pattern(String)

        public var text: String {
            switch self {
            case .exact(let s), .pattern(let s): s
            }
        }
    }

    public enum Item: Sendable {
        case comment(String)
        case blank
        /// An `@` line, read into its `Directive` type.
        case directive(DirectiveLine)
        case user(String, line: Int)
        case expect(Expectation, line: Int)
        /// `<? INTENT name=value …`: what Siri understood for the last request.
        case understood(UnderstoodAssertion, line: Int)
    }

    public var path: String
    public var items: [Item]
    /// Whether the file's lines end with CR LF (written on Windows, or checked out there):
    /// `render` writes them back the same way, so `--update` changes only what changed.
    public var crlf = false

    public init(path: String, items: [Item], crlf: Bool = false) {
        self.path = path
        self.items = items
        self.crlf = crlf
    }

    /// Parses a transcript; a syntax error names the file and line.
    public static func parse(_ text: String, path: String) throws(FormatError) -> TranscriptFile {
        var items: [Item] = []
        var sawUser = false
        // A byte order mark (Notepad) is no part of the first line. Lines end with LF or
        // CR LF (to Swift a CR LF is one Character, not a "\n" after a "\r").
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let crlf = text.contains("\r\n")
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let line = String(raw)
            if offset == lines.count - 1 && line.isEmpty { break }
            let location = SourceLocation(file: path, line: number)
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                items.append(.blank)
            } else if line.hasPrefix("#") {
                items.append(.comment(line))
            } else if line.hasPrefix("@") {
                let (kind, argument) = try DirectiveRegistry.kind(of: line.dropFirst(), at: location)
                if kind.placement == .setup && sawUser {
                    throw FormatError(location, "@\(kind.name) must come before the first user line")
                }
                let directive = try DirectiveRegistry.read(kind, argument, at: location)
                items.append(.directive(DirectiveLine(directive, argument: argument, line: number)))
            } else if line.hasPrefix("<?") {
                guard let assertion = UnderstoodAssertion.parse(String(line.dropFirst(2))) else {
                    throw FormatError(
                        location,
                        "<? write the intent, then name=value pairs (<? INSendMessageIntent recipients=María Chen content=\"running late\")"
                    )
                }
                items.append(.understood(assertion, line: number))
            } else if line.hasPrefix("<~") {
                let pattern = String(line.dropFirst(2).drop { $0 == " " })
                guard pattern.count <= Limits.patternLength else {
                    throw FormatError(
                        location,
                        "<~ a regular expression of \(pattern.count) characters is over the limit of \(Limits.patternLength)"
                    )
                }
                guard BoundedPattern(pattern) != nil else {
                    throw FormatError(location, "<~ \(pattern): not a valid regular expression")
                }
                items.append(.expect(.pattern(pattern), line: number))
            } else if line.hasPrefix("<") {
                items.append(.expect(.exact(Self.payload(line)), line: number))
            } else if line.hasPrefix(">") {
                sawUser = true
                items.append(.user(Self.payload(line), line: number))
            } else {
                throw FormatError(location, "a line must start with >, <, <~, <?, @ or # (found “\(line.prefix(30))”)")
            }
        }
        return TranscriptFile(path: path, items: items, crlf: crlf)
    }

    /// The text after a `>`/`<` marker and the one space that follows it.
    static func payload(_ line: String) -> String {
        let rest = line.dropFirst()
        return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
    }

    public static func load(path: String) throws(FormatError) -> TranscriptFile {
        let bytes = try FileReading.bytes(path, limit: Limits.transcriptFileBytes)
        return try parse(bytes: bytes, path: path)
    }

    /// Parses a transcript's bytes; bytes that are not UTF-8 are an error on their line.
    public static func parse(bytes: [UInt8], path: String) throws(FormatError) -> TranscriptFile {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let line = UTF8Check.firstInvalidLine(bytes)
            throw FormatError(SourceLocation(file: path, line: line), "the file is not valid UTF-8 here")
        }
        return try parse(text, path: path)
    }

    /// How far `@wait` may move the clock in one step (a hundred years).
    public static let waits: ClosedRange<TimeInterval> = 0...3_155_760_000
    /// How long `@timeout` may give a handler.
    public static let timeouts: ClosedRange<TimeInterval> = 0.001...3600

    static func describe(_ range: ClosedRange<TimeInterval>) -> String {
        range == waits ? "at most 36525d" : "from 0.001s to 3600s"
    }

    /// "90s", "5m", "2h", "1d": the same durations `:wait` takes; nil for anything else,
    /// including numbers that are not finite.
    public static func durationSeconds(_ text: String) -> TimeInterval? {
        guard let seconds = Conversation.duration(text), seconds.isFinite else { return nil }
        return seconds
    }

    /// The transcript as text, for `--update` and `record`.
    public func render() -> String {
        var out = ""
        for item in items { Self.render(item, into: &out) }
        return crlf ? out.replacingOccurrences(of: "\n", with: "\r\n") : out
    }

    /// One item as its line of text.
    public static func render(_ item: Item, into out: inout String) {
        switch item {
        case .comment(let text): out += text + "\n"
        case .blank: out += "\n"
        case .directive(let directive): out += directive.text + "\n"
        case .user(let text, _): out += "> \(text)\n"
        case .expect(.exact(let text), _): out += "< \(text)\n"
        case .expect(.pattern(let text), _): out += "<~ \(text)\n"
        case .understood(let assertion, _): out += "<? \(assertion.text)\n"
        }
    }

    /// `NAME=VALUE` of `@set` and `--set`: a build setting's name (letters, digits, `_`) and
    /// its value (possibly empty); nil when it is not that.
    public static func setting(_ text: String) -> (String, String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = text[..<equals].trimmingCharacters(in: .whitespaces)
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        else { return nil }
        return (name, String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces))
    }
}
