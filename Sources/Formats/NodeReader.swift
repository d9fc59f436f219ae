import Foundation

/// Reads typed values out of a `Node`, throwing errors that name the file, line and key path.
///
/// ```swift
/// let reader = NodeReader(root, file: "Apps/Chatter/Data.json")
/// let name = try reader["contacts"][0]["displayName"].string()
/// ```
public struct NodeReader: Sendable {
    public let node: Node?
    public let file: String
    public let path: String
    /// The line of the nearest existing ancestor, for errors about missing keys.
    private let parentLine: Int

    public init(_ node: Node, file: String) {
        self.node = node
        self.file = file
        self.path = ""
        self.parentLine = node.line
    }

    private init(node: Node?, file: String, path: String, parentLine: Int) {
        self.node = node
        self.file = file
        self.path = path
        self.parentLine = parentLine
    }

    public var location: SourceLocation {
        SourceLocation(file: file, line: node?.line ?? parentLine, keyPath: path)
    }

    public func error(_ message: String) -> FormatError { FormatError(location, message) }

    public var exists: Bool {
        if let node, node.value != .null { return true }
        return false
    }

    public subscript(key: String) -> NodeReader {
        let child: Node?
        if case let .dictionary(pairs)? = node?.value { child = pairs.first { $0.key == key }?.value } else { child = nil }
        return NodeReader(node: child, file: file, path: path.isEmpty ? key : "\(path).\(key)", parentLine: node?.line ?? parentLine)
    }

    public subscript(index: Int) -> NodeReader {
        var child: Node?
        if case let .array(items)? = node?.value, items.indices.contains(index) { child = items[index] }
        return NodeReader(node: child, file: file, path: "\(path)[\(index)]", parentLine: node?.line ?? parentLine)
    }

    /// The keys of a dictionary, in file order.
    public func keys() throws(FormatError) -> [String] {
        guard let node else { return [] }
        guard case let .dictionary(pairs) = node.value else { throw error("expected a dictionary, found \(node.kindName)") }
        return pairs.map(\.key)
    }

    /// Rejects keys not in `known`, naming the first stranger (a typo is the usual cause).
    public func rejectUnknownKeys(_ known: Set<String>) throws(FormatError) {
        for key in try keys() where !known.contains(key) {
            let child = self[key]
            let suggestion = known.min { Self.distance(key, $0) < Self.distance(key, $1) }
            let hint = suggestion.map { Self.distance(key, $0) <= 3 ? " (did you mean \"\($0)\"?)" : "" } ?? ""
            throw child.error("unknown key \"\(key)\"\(hint)")
        }
    }

    public func array() throws(FormatError) -> [NodeReader] {
        guard let node else { throw error("is missing (expected an array)") }
        guard case let .array(items) = node.value else { throw error("expected an array, found \(node.kindName)") }
        return items.indices.map { self[$0] }
    }

    public func optionalArray() throws(FormatError) -> [NodeReader] {
        exists ? try array() : []
    }

    public func string() throws(FormatError) -> String {
        guard let node else { throw error("is missing (expected a string)") }
        guard case let .string(s) = node.value else { throw error("expected a string, found \(node.kindName)") }
        return s
    }

    public func optionalString() throws(FormatError) -> String? {
        exists ? try string() : nil
    }

    public func int() throws(FormatError) -> Int {
        guard let node else { throw error("is missing (expected an integer)") }
        switch node.value {
        case let .integer(i): return i
        case let .real(d) where d == d.rounded(): return Int(d)
        default: throw error("expected an integer, found \(node.kindName)")
        }
    }

    public func optionalInt() throws(FormatError) -> Int? { exists ? try int() : nil }

    public func bool() throws(FormatError) -> Bool {
        guard let node else { throw error("is missing (expected a boolean)") }
        guard case let .bool(b) = node.value else { throw error("expected true or false, found \(node.kindName)") }
        return b
    }

    public func optionalBool() throws(FormatError) -> Bool? { exists ? try bool() : nil }

    public func stringArray() throws(FormatError) -> [String] {
        var out: [String] = []
        for item in try array() { out.append(try item.string()) }
        return out
    }

    public func optionalStringArray() throws(FormatError) -> [String] { exists ? try stringArray() : [] }

    /// A date written as ISO 8601 (`2026-11-20T09:00:00Z`) or as `2026-11-20 09:00` in UTC.
    public func date() throws(FormatError) -> Date {
        if case let .date(d)? = node?.value { return d }
        let raw = try string()
        guard let date = DateParsing.parse(raw) else { throw error("\"\(raw)\" is not a date (write 2026-11-20T09:00:00Z)") }
        return date
    }

    public func optionalDate() throws(FormatError) -> Date? { exists ? try date() : nil }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// The date forms people write in data files and transcripts, always in UTC.
public enum DateParsing {
    public static func parse(_ raw: String) -> Date? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if let d = ISO8601DateFormatter().date(from: text) { return d }
        for format in ["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = format
            if let d = formatter.date(from: text) { return d }
        }
        return nil
    }

    /// `2026-11-20T09:00:00Z`.
    public static func iso(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
