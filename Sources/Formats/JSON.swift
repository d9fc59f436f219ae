import Foundation

/// A JSON value to write, with object keys kept in the order they were given.
///
/// The trace and `parse` output are read by tools and diffed by people, so the same
/// value always prints the same bytes.
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.serialized() == rhs.serialized() }

    /// An object from pairs whose value is nil are left out.
    public static func object(dropping pairs: [(String, JSON?)]) -> JSON {
        .object(pairs.compactMap { key, value in value.map { (key, $0) } })
    }

    public subscript(key: String) -> JSON? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// One line of compact JSON.
    public func serialized() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 {
                out += String(Int(d))
            } else if d.isFinite {
                out += String(d)
            } else {
                out += "null"
            }
        case .string(let s): JSON.quote(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, pair) in pairs.enumerated() {
                if i > 0 { out += "," }
                JSON.quote(pair.0, into: &out)
                out += ":"
                pair.1.write(to: &out)
            }
            out += "}"
        }
    }

    private static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where DisplayControls.mustEscape(scalar):
                // Past the Basic Multilingual Plane (tag characters), as a surrogate pair.
                for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSON {
    /// Converts a parsed node to a JSON value (dates as ISO 8601 strings, data as base64).
    public init(_ node: Node) {
        switch node.value {
        case .string(let s): self = .string(s)
        case .integer(let i): self = .int(i)
        case .real(let d): self = .double(d)
        case .bool(let b): self = .bool(b)
        case .date(let d): self = .string(DateParsing.iso(d))
        case .data(let d): self = .string(d.base64EncodedString())
        case .null: self = .null
        case .array(let items): self = .array(items.map(JSON.init))
        case .dictionary(let pairs): self = .object(pairs.map { ($0.key, JSON($0.value)) })
        }
    }
}
