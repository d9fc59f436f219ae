import Foundation

/// Parses JSON (RFC 8259) into a `Node` tree with line numbers.
///
/// `Data.json` and `Contacts.json` are written by hand; a dangling identifier must be
/// reported with the line it is on, which Foundation's decoder cannot do.
public struct JSONParser {
    public let file: String
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var depth = 0

    public init(data: Data, file: String) {
        self.file = file
        self.bytes = Array(data)
    }

    public static func parse(contentsOf path: String) throws(FormatError) -> Node {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(SourceLocation(file: path, line: 0), "cannot read the file")
        }
        var parser = JSONParser(data: data, file: path)
        return try parser.parseDocument()
    }

    public mutating func parseDocument() throws(FormatError) -> Node {
        guard String(bytes: bytes, encoding: .utf8) != nil else { throw error("the file is not valid UTF-8") }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try parseValue()
        skipSpace()
        if index < bytes.count { throw error("unexpected content after the JSON value") }
        return value
    }

    private func error(_ message: String, line: Int? = nil) -> FormatError {
        FormatError(SourceLocation(file: file, line: line ?? self.line), message)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A: line += 1; index += 1
            case 0x20, 0x09, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(FormatError) -> Node {
        skipSpace()
        guard index < bytes.count else { throw error("the file ends where a value was expected") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"):
            depth += 1
            defer { depth -= 1 }
            guard depth < 512 else { throw error("nesting is too deep") }
            index += 1
            var entries: [(key: String, value: Node)] = []
            var seen = Set<String>()
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return Node(.dictionary([]), line: startLine) }
            while true {
                skipSpace()
                let keyLine = line
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
                let key = try parseString()
                guard !seen.contains(key) else { throw error("the key \"\(key)\" appears twice in one object", line: keyLine) }
                seen.insert(key)
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
                index += 1
                entries.append((key, try parseValue()))
                skipSpace()
                guard index < bytes.count else { throw error("the object opened on line \(startLine) is never closed") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                throw error("expected ',' or '}' in the object")
            }
            return Node(.dictionary(entries), line: startLine)
        case UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            guard depth < 512 else { throw error("nesting is too deep") }
            index += 1
            var items: [Node] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return Node(.array([]), line: startLine) }
            while true {
                items.append(try parseValue())
                skipSpace()
                guard index < bytes.count else { throw error("the array opened on line \(startLine) is never closed") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                throw error("expected ',' or ']' in the array")
            }
            return Node(.array(items), line: startLine)
        case UInt8(ascii: "\""):
            return Node(.string(try parseString()), line: startLine)
        case UInt8(ascii: "t"):
            try literal("true"); return Node(.bool(true), line: startLine)
        case UInt8(ascii: "f"):
            try literal("false"); return Node(.bool(false), line: startLine)
        case UInt8(ascii: "n"):
            try literal("null"); return Node(.null, line: startLine)
        default:
            return try parseNumber()
        }
    }

    private mutating func literal(_ word: String) throws(FormatError) {
        let lit = Array(word.utf8)
        guard index + lit.count <= bytes.count, bytes[index..<index + lit.count].elementsEqual(lit) else {
            throw error("unexpected token")
        }
        index += lit.count
    }

    private mutating func parseNumber() throws(FormatError) -> Node {
        let startLine = line
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let raw = String(decoding: bytes[start..<index], as: UTF8.self)
        if raw.isEmpty { throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'") }
        if let int = Int(raw) { return Node(.integer(int), line: startLine) }
        if let real = Double(raw) { return Node(.real(real), line: startLine) }
        throw error("\"\(raw)\" is not a number")
    }

    private mutating func parseString() throws(FormatError) -> String {
        let startLine = line
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("the string opened on line \(startLine) is never closed") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; break }
            if byte == 0x0A { throw error("a line break inside a string (write \\n)") }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { throw error("the file ends inside a string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw error("unknown escape \\\(Character(Unicode.Scalar(escape)))")
                }
            } else {
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func hex4() throws(FormatError) -> UInt32 {
        guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("\\u needs four hex digits")
        }
        index += 4
        return code
    }
}
