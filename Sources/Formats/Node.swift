import Foundation

/// A value read from a plist or JSON file, remembering the line it started on.
///
/// Both of the formats an app bundle uses (XML property lists and JSON) parse into one
/// `Document`, so the code that reads bundles can name the file, line and key of every
/// mistake. A node is a place in its document; `value` builds the Swift value on demand.
public struct Node: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case date(Date)
        case data(Data)
        case null
        case array([Node])
        /// Keys keep their order of appearance; a repeated key is a parse error.
        case dictionary([(key: String, value: Node)])

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): a == b
            case (.integer(let a), .integer(let b)): a == b
            case (.real(let a), .real(let b)): a == b
            case (.bool(let a), .bool(let b)): a == b
            case (.date(let a), .date(let b)): a == b
            case (.data(let a), .data(let b)): a == b
            case (.null, .null): true
            case (.array(let a), .array(let b)): a == b
            case (.dictionary(let a), .dictionary(let b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: false
            }
        }
    }

    public let document: Document
    let index: Int

    init(document: Document, index: Int) {
        self.document = document
        self.index = index
    }

    /// A node of a document of its own, holding `value` (for tests and small values).
    public init(_ value: Value, line: Int = 0) {
        var builder = DocumentBuilder()
        Self.append(value, line: line, to: &builder)
        self.init(document: Document(file: "", bytes: [], builder: builder), index: 0)
    }

    private static func append(_ value: Value, line: Int, to builder: inout DocumentBuilder) {
        switch value {
        case .string(let s): builder.addDecoded(Array(s.utf8), line: line)
        case .integer(let i): builder.addInteger(i, line: line)
        case .real(let d): builder.addReal(d, line: line)
        case .bool(let b): builder.addBool(b, line: line)
        case .date(let d): builder.addDate(d, line: line)
        case .data(let d): builder.addDecoded(Array(d), kind: .data, line: line)
        case .null: builder.addNull(line: line)
        case .array(let items):
            let open = builder.open(.array, line: line)
            for item in items { append(item.value, line: item.line, to: &builder) }
            builder.close(open, count: items.count)
        case .dictionary(let pairs):
            let open = builder.open(.dictionary, line: line)
            for pair in pairs {
                builder.addDecoded(Array(pair.key.utf8), line: pair.value.line)
                append(pair.value.value, line: pair.value.line, to: &builder)
            }
            builder.close(open, count: pairs.count)
        }
    }

    public static func == (lhs: Node, rhs: Node) -> Bool { lhs.value == rhs.value }

    /// 1-based line of the value's first character in its file.
    public var line: Int { document.line(index) }

    public var value: Value {
        let d = document
        switch d.kind(index) {
        case .string, .decodedString: return .string(d.string(index))
        case .integer: return .integer(d.integer(index))
        case .real: return .real(d.real(index))
        case .bool: return .bool(d.bool(index))
        case .null: return .null
        case .date: return .date(Date(timeIntervalSince1970: d.real(index)))
        case .data: return .data(d.data(index))
        case .array: return .array(d.elements(of: index).map { Node(document: d, index: $0) })
        case .dictionary:
            return .dictionary(d.pairs(of: index).map { (d.string($0.key), Node(document: d, index: $0.value)) })
        }
    }

    /// The name of the value's kind as people say it in an error message.
    public var kindName: String { Self.kindName(document.kind(index)) }

    static func kindName(_ kind: Document.Kind) -> String {
        switch kind {
        case .string, .decodedString: "a string"
        case .integer: "an integer"
        case .real: "a number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .null: "null"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
