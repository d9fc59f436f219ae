import Foundation

/// Reads typed values out of a `Node`, throwing errors that name the file, line and key path.
///
/// ```swift
/// let reader = NodeReader(root, file: "Apps/Chatter/Data.json")
/// let name = try reader["contacts"][0]["displayName"].string()
/// ```
///
/// A reader is a place in a document: going down a key or an index costs a lookup and no
/// allocation, and the key path is worked out only when an error needs it.
public struct NodeReader: Sendable {
    let document: Document
    /// Where key paths start.
    let root: Int
    /// The value read, or -1 when the key or index is missing.
    let index: Int
    /// For a missing value: the nearest existing ancestor, and the steps below it (the
    /// first kept apart, so that looking up an absent key allocates nothing).
    let ancestor: Int
    let firstMissing: Document.Step?
    let furtherMissing: [Document.Step]?
    /// The file named in errors when it is not the document's own (kept nil otherwise, so
    /// that going down a key copies no string).
    let fileOverride: String?

    public var file: String { fileOverride ?? document.file }

    public init(_ node: Node, file: String) {
        document = node.document
        root = node.index
        index = node.index
        ancestor = node.index
        firstMissing = nil
        furtherMissing = nil
        fileOverride = file == node.document.file ? nil : file
    }

    private init(
        document: Document, root: Int, index: Int, ancestor: Int, firstMissing: Document.Step? = nil,
        furtherMissing: [Document.Step]? = nil, fileOverride: String?
    ) {
        self.document = document
        self.root = root
        self.index = index
        self.ancestor = ancestor
        self.firstMissing = firstMissing
        self.furtherMissing = furtherMissing
        self.fileOverride = fileOverride
    }

    /// The value, or nil when the key or index is missing.
    public var node: Node? { index >= 0 ? Node(document: document, index: index) : nil }

    /// The key path from where the reader started, such as `contacts[3].handles[0].value`.
    public var path: String {
        let found = document.steps(from: root, to: index >= 0 ? index : ancestor)
        return Document.render(found + (firstMissing.map { [$0] } ?? []) + (furtherMissing ?? []))
    }

    /// The line of the value (of its nearest ancestor when it is missing) and its key path.
    public var location: SourceLocation {
        let target = index >= 0 ? index : ancestor
        let missing = (firstMissing.map { [$0] } ?? []) + (furtherMissing ?? [])
        return SourceLocation(
            file: file, line: document.line(target),
            place: SourceLocation.Place(document: document, root: root, target: target, missing: missing))
    }

    /// The line of the value, or of its nearest ancestor when it is missing.
    public var line: Int { document.line(index >= 0 ? index : ancestor) }

    public func error(_ message: String) -> FormatError { FormatError(location, message) }

    /// Whether there is a value here other than null.
    public var exists: Bool { index >= 0 && document.kind(index) != .null }

    var kindName: String { index >= 0 ? Node.kindName(document.kind(index)) : "nothing" }

    private func child(_ found: Int?, _ step: Document.Step) -> NodeReader {
        if let found {
            return NodeReader(document: document, root: root, index: found, ancestor: found, fileOverride: fileOverride)
        }
        if index >= 0 {
            return NodeReader(
                document: document, root: root, index: -1, ancestor: index, firstMissing: step,
                fileOverride: fileOverride)
        }
        return NodeReader(
            document: document, root: root, index: -1, ancestor: ancestor, firstMissing: firstMissing,
            furtherMissing: (furtherMissing ?? []) + [step], fileOverride: fileOverride)
    }

    public subscript(key: String) -> NodeReader {
        child(index >= 0 ? document.child(of: index, key: key) : nil, .key(key))
    }

    public subscript(position: Int) -> NodeReader {
        child(index >= 0 ? document.element(of: index, at: position) : nil, .index(position))
    }

    /// The keys of a dictionary, in file order.
    public func keys() throws(FormatError) -> [String] {
        guard index >= 0 else { return [] }
        guard document.kind(index) == .dictionary else { throw error("expected a dictionary, found \(kindName)") }
        return document.pairs(of: index).map { document.string($0.key) }
    }

    /// Rejects keys not in `known`, naming the first stranger (a typo is the usual cause).
    public func rejectUnknownKeys(_ known: [String]) throws(FormatError) {
        guard index >= 0 else { return }
        guard document.kind(index) == .dictionary else { throw error("expected a dictionary, found \(kindName)") }
        if let first = strangers(known).first { throw first }
    }

    /// The keys of a dictionary that are not `known`, each as the error `rejectUnknownKeys`
    /// would throw (with "did you mean"): for files whose reader passes over what it does
    /// not know, and lint names it.
    public func unknownKeys(_ known: [String]) -> [FormatError] {
        guard index >= 0, document.kind(index) == .dictionary else { return [] }
        return strangers(known).map { FormatError($0.location, $0.message + "; Siri passes over it") }
    }

    /// Each key of this dictionary not in `known`, as an error at that key.
    private func strangers(_ known: [String]) -> [FormatError] {
        var found: [FormatError] = []
        var k = index + 1
        for _ in 0..<document.count(index) {
            if !known.contains(where: { document.stringEquals(k, $0) }) {
                let key = document.string(k)
                let nearest = known.map { (name: $0, distance: Self.distance(key, $0)) }.min {
                    $0.distance < $1.distance
                }
                let hint = nearest.map { $0.distance <= 3 ? " (did you mean \"\($0.name)\"?)" : "" } ?? ""
                found.append(self[key].error("unknown key \"\(Self.shown(key))\"\(hint)"))
            }
            k = document.end(k + 1)
        }
        return found
    }

    /// The values of a dictionary's keys, in the order of `names` (missing ones as missing
    /// readers), in one pass over its keys; a key not in `names` is an error, as
    /// `rejectUnknownKeys` reports it. For records read by the hundred thousand.
    public func fields(_ names: [String]) throws(FormatError) -> [NodeReader] {
        var found = [Int](repeating: -1, count: names.count)
        if index >= 0 {
            guard document.kind(index) == .dictionary else { throw error("expected a dictionary, found \(kindName)") }
            guard let values = document.values(of: index, keys: names) else {
                try rejectUnknownKeys(names)
                throw error("has a key that is not one of \(names.joined(separator: ", "))")
            }
            found = values
        }
        var readers: [NodeReader] = []
        readers.reserveCapacity(names.count)
        for n in 0..<names.count {
            if found[n] >= 0 {
                readers.append(
                    NodeReader(
                        document: document, root: root, index: found[n], ancestor: found[n], fileOverride: fileOverride)
                )
            } else if index >= 0 {
                // Missing here: known without looking through the keys again.
                readers.append(
                    NodeReader(
                        document: document, root: root, index: -1, ancestor: index, firstMissing: .key(names[n]),
                        fileOverride: fileOverride))
            } else {
                readers.append(self[names[n]])
            }
        }
        return readers
    }

    public func rejectUnknownKeys(_ known: Set<String>) throws(FormatError) {
        try rejectUnknownKeys(known.sorted())
    }

    public func array() throws(FormatError) -> [NodeReader] {
        guard index >= 0 else { throw error("is missing (expected an array)") }
        guard document.kind(index) == .array else { throw error("expected an array, found \(kindName)") }
        return document.elements(of: index).map {
            NodeReader(document: document, root: root, index: $0, ancestor: $0, fileOverride: fileOverride)
        }
    }

    public func optionalArray() throws(FormatError) -> [NodeReader] {
        exists ? try array() : []
    }

    public func string() throws(FormatError) -> String {
        guard index >= 0 else { throw error("is missing (expected a string)") }
        let kind = document.kind(index)
        guard kind == .string || kind == .decodedString else { throw error("expected a string, found \(kindName)") }
        return document.string(index)
    }

    public func optionalString() throws(FormatError) -> String? {
        exists ? try string() : nil
    }

    /// An integer; a real with no fraction is read as one when it fits.
    public func int() throws(FormatError) -> Int {
        guard index >= 0 else { throw error("is missing (expected an integer)") }
        switch document.kind(index) {
        case .integer:
            return document.integer(index)
        case .real:
            let d = document.real(index)
            guard d == d.rounded() else { throw error("expected an integer, found \(Self.describe(d))") }
            guard let exact = Int(exactly: d) else { throw error("\(Self.describe(d)) is too large") }
            return exact
        default:
            throw error("expected an integer, found \(kindName)")
        }
    }

    public func optionalInt() throws(FormatError) -> Int? { exists ? try int() : nil }

    /// An integer within `range`; anything else is an error naming the range.
    public func int(in range: ClosedRange<Int>) throws(FormatError) -> Int {
        if index >= 0, document.kind(index) == .real {
            let d = document.real(index)
            if d == d.rounded(), !(Double(range.lowerBound)...Double(range.upperBound)).contains(d) {
                throw error("\(Self.describe(d)) is out of range (\(range.lowerBound) to \(range.upperBound))")
            }
        }
        let value = try int()
        guard range.contains(value) else {
            throw error("\(value) is out of range (\(range.lowerBound) to \(range.upperBound))")
        }
        return value
    }

    public func optionalInt(in range: ClosedRange<Int>) throws(FormatError) -> Int? {
        exists ? try int(in: range) : nil
    }

    /// A finite number (an integer or a real).
    public func double() throws(FormatError) -> Double {
        guard index >= 0 else { throw error("is missing (expected a number)") }
        switch document.kind(index) {
        case .integer: return Double(document.integer(index))
        case .real: return document.real(index)
        default: throw error("expected a number, found \(kindName)")
        }
    }

    public func bool() throws(FormatError) -> Bool {
        guard index >= 0 else { throw error("is missing (expected a boolean)") }
        guard document.kind(index) == .bool else { throw error("expected true or false, found \(kindName)") }
        return document.bool(index)
    }

    public func optionalBool() throws(FormatError) -> Bool? { exists ? try bool() : nil }

    public func stringArray() throws(FormatError) -> [String] {
        var out: [String] = []
        for item in try array() { out.append(try item.string()) }
        return out
    }

    public func optionalStringArray() throws(FormatError) -> [String] { exists ? try stringArray() : [] }

    /// A date written as ISO 8601 (`2026-11-20T09:00:00Z`) or as `2026-11-20 09:00` in UTC,
    /// within the range sirisim keeps (`DateParsing.range`).
    public func date() throws(FormatError) -> Date {
        if index >= 0, document.kind(index) == .date {
            let date = Date(timeIntervalSince1970: document.real(index))
            guard DateParsing.range.contains(date) else {
                throw error(
                    "\(DateParsing.iso(date)) is out of range (sirisim keeps dates \(DateParsing.rangeDescription))")
            }
            return date
        }
        guard index >= 0 else { throw error("is missing (expected a date)") }
        let kind = document.kind(index)
        guard kind == .string || kind == .decodedString else { throw error("expected a date, found \(kindName)") }
        let result: Result<Date, DateParsing.Problem> = document.withStringBytes(index) { bytes in
            do throws(DateParsing.Problem) { return .success(try DateParsing.read(bytes)) } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let date):
            return date
        case .failure(.outOfRange):
            throw error(
                "\"\(document.string(index))\" is out of range (sirisim keeps dates \(DateParsing.rangeDescription))")
        case .failure(.notADate):
            throw error("\"\(document.string(index))\" is not a date (write 2026-11-20T09:00:00Z)")
        }
    }

    public func optionalDate() throws(FormatError) -> Date? { exists ? try date() : nil }

    static func describe(_ d: Double) -> String {
        abs(d) < 1e15 ? String(d) : String(format: "%g", d)
    }

    /// A key as an error names it: whole up to 80 characters, else its start and its length,
    /// so a key as long as a file does not become an error as long as a file.
    static func shown(_ key: String) -> String {
        key.count <= 80 ? key : "\(key.prefix(60))… (\(key.count) characters)"
    }

    static func distance(_ a: String, _ b: String) -> Int {
        // Cut before lowercasing: a key can be a whole file long, and only its start is compared.
        let a = Array(String(a.prefix(64)).lowercased())
        let b = Array(String(b.prefix(64)).lowercased())
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
