import Foundation

/// A value read from a plist or JSON file, remembering the line it started on.
///
/// Both of the formats an app bundle uses (XML property lists and JSON) parse into this one
/// tree, so the code that reads bundles can name the file, line and key of every mistake.
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
            case let (.string(a), .string(b)): a == b
            case let (.integer(a), .integer(b)): a == b
            case let (.real(a), .real(b)): a == b
            case let (.bool(a), .bool(b)): a == b
            case let (.date(a), .date(b)): a == b
            case let (.data(a), .data(b)): a == b
            case (.null, .null): true
            case let (.array(a), .array(b)): a == b
            case let (.dictionary(a), .dictionary(b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: false
            }
        }
    }

    public var value: Value
    /// 1-based line of the value's first character in its file.
    public var line: Int

    public init(_ value: Value, line: Int = 0) {
        self.value = value
        self.line = line
    }

    /// The name of the value's kind as people say it in an error message.
    public var kindName: String {
        switch value {
        case .string: "a string"
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
