import Foundation

/// Parses Apple's XML property list format into a `Node` tree with line numbers.
///
/// Foundation's own parser reports no lines, and a person editing an
/// `AppIntentVocabulary.plist` by hand needs to be told where the mistake is. This parser
/// reads the plist DTD's elements (`dict`, `array`, `key`, `string`, `integer`, `real`,
/// `true`, `false`, `date`, `data`) and the XML around them (declaration, DOCTYPE,
/// comments, CDATA, the five predefined entities and character references).
public struct PropertyListParser {
    public let file: String
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    public init(data: Data, file: String) {
        self.file = file
        self.bytes = Array(data)
    }

    /// Reads and parses the plist at `path`.
    public static func parse(contentsOf path: String) throws(FormatError) -> Node {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(SourceLocation(file: path, line: 0), "cannot read the file")
        }
        var parser = PropertyListParser(data: data, file: path)
        return try parser.parseDocument()
    }

    public mutating func parseDocument() throws(FormatError) -> Node {
        if bytes.starts(with: [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74]) {
            throw error("this is a binary plist; sirisim reads XML plists (convert it with `plutil -convert xml1`)")
        }
        guard String(bytes: bytes, encoding: .utf8) != nil else { throw error("the file is not valid UTF-8") }
        skipMisc()
        let root = try expectOpenTag()
        guard root.name == "plist" else { throw error("expected <plist> as the root element, found <\(root.name)>") }
        var result = Node(.dictionary([]), line: line)
        if !root.selfClosing {
            skipMisc()
            if !peekClosingTag() {
                result = try parseValue()
                skipMisc()
            }
            try expectCloseTag("plist")
        }
        skipMisc()
        if index < bytes.count { throw error("unexpected content after </plist>") }
        return result
    }

    // MARK: Values

    private mutating func parseValue() throws(FormatError) -> Node {
        skipMisc()
        let startLine = line
        let tag = try expectOpenTag()
        switch tag.name {
        case "dict":
            var entries: [(key: String, value: Node)] = []
            var seen = Set<String>()
            if tag.selfClosing { return Node(.dictionary([]), line: startLine) }
            while true {
                skipMisc()
                if peekClosingTag() { try expectCloseTag("dict"); break }
                let keyLine = line
                let keyTag = try expectOpenTag()
                guard keyTag.name == "key" else {
                    throw error("expected <key> inside <dict>, found <\(keyTag.name)>", line: keyLine)
                }
                let key = keyTag.selfClosing ? "" : try text(until: "key")
                guard !seen.contains(key) else { throw error("the key \"\(key)\" appears twice in one <dict>", line: keyLine) }
                seen.insert(key)
                skipMisc()
                if peekClosingTag() { throw error("the key \"\(key)\" has no value", line: keyLine) }
                entries.append((key, try parseValue()))
            }
            return Node(.dictionary(entries), line: startLine)
        case "array":
            var items: [Node] = []
            if tag.selfClosing { return Node(.array([]), line: startLine) }
            while true {
                skipMisc()
                if peekClosingTag() { try expectCloseTag("array"); break }
                items.append(try parseValue())
            }
            return Node(.array(items), line: startLine)
        case "string":
            return Node(.string(tag.selfClosing ? "" : try text(until: "string")), line: startLine)
        case "key":
            throw error("a <key> must be inside a <dict>", line: startLine)
        case "integer":
            let raw = try text(until: "integer").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let value = Int(raw) else { throw error("\"\(raw)\" is not an integer", line: startLine) }
            return Node(.integer(value), line: startLine)
        case "real":
            let raw = try text(until: "real").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let value = Double(raw) else { throw error("\"\(raw)\" is not a number", line: startLine) }
            return Node(.real(value), line: startLine)
        case "true", "false":
            if !tag.selfClosing { try expectCloseTag(tag.name) }
            return Node(.bool(tag.name == "true"), line: startLine)
        case "date":
            let raw = try text(until: "date").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let date = ISO8601DateFormatter().date(from: raw) else {
                throw error("\"\(raw)\" is not an ISO 8601 date", line: startLine)
            }
            return Node(.date(date), line: startLine)
        case "data":
            let raw = try text(until: "data").filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: raw) else { throw error("<data> is not valid base64", line: startLine) }
            return Node(.data(data), line: startLine)
        default:
            throw error("unknown plist element <\(tag.name)>", line: startLine)
        }
    }

    // MARK: XML lexing

    private struct Tag { var name: String; var selfClosing: Bool }

    private func error(_ message: String, line: Int? = nil) -> FormatError {
        FormatError(SourceLocation(file: file, line: line ?? self.line), message)
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
    }

    private func starts(with literal: String) -> Bool {
        let lit = Array(literal.utf8)
        guard index + lit.count <= bytes.count else { return false }
        return bytes[index..<index + lit.count].elementsEqual(lit)
    }

    /// Skips white space, the XML declaration, DOCTYPE and comments.
    private mutating func skipMisc() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF {
                advance()
            } else if starts(with: "<?") {
                skip(past: "?>")
            } else if starts(with: "<!--") {
                skip(past: "-->")
            } else if starts(with: "<!DOCTYPE") {
                skip(past: ">")
            } else {
                return
            }
        }
    }

    private mutating func skip(past terminator: String) {
        while index < bytes.count && !starts(with: terminator) { advance() }
        advance(terminator.utf8.count)
    }

    private func peekClosingTag() -> Bool { starts(with: "</") }

    private mutating func expectOpenTag() throws(FormatError) -> Tag {
        guard index < bytes.count else { throw error("the file ends before the plist is complete") }
        guard bytes[index] == UInt8(ascii: "<"), !peekClosingTag() else {
            throw error("expected an element, found text")
        }
        advance()
        var name = ""
        while index < bytes.count, let scalar = Optional(bytes[index]), scalar != UInt8(ascii: ">"),
              scalar != UInt8(ascii: "/"), scalar != 0x20, scalar != 0x0A, scalar != 0x09 {
            name.append(Character(Unicode.Scalar(scalar)))
            advance()
        }
        // Attributes (plist version="1.0") are read past, not interpreted.
        while index < bytes.count && bytes[index] != UInt8(ascii: ">") && !starts(with: "/>") { advance() }
        guard index < bytes.count else { throw error("the element <\(name)> is not closed") }
        if starts(with: "/>") { advance(2); return Tag(name: name, selfClosing: true) }
        advance()
        return Tag(name: name, selfClosing: false)
    }

    private mutating func expectCloseTag(_ name: String) throws(FormatError) {
        skipMisc()
        let closing = "</\(name)>"
        guard starts(with: closing) else {
            var found = ""
            var probe = index
            while probe < bytes.count, bytes[probe] != UInt8(ascii: ">"), found.count < 40 {
                found.append(Character(Unicode.Scalar(bytes[probe]))); probe += 1
            }
            throw error("expected \(closing), found \(found.isEmpty ? "the end of the file" : found + ">")")
        }
        advance(closing.utf8.count)
    }

    /// Reads character data up to `</name>`, decoding entities and CDATA.
    private mutating func text(until name: String) throws(FormatError) -> String {
        var out: [UInt8] = []
        let startLine = line
        while true {
            guard index < bytes.count else { throw error("<\(name)> opened here is never closed", line: startLine) }
            if starts(with: "<![CDATA[") {
                advance(9)
                while index < bytes.count && !starts(with: "]]>") { out.append(bytes[index]); advance() }
                advance(3)
            } else if starts(with: "<!--") {
                skip(past: "-->")
            } else if bytes[index] == UInt8(ascii: "<") {
                break
            } else if bytes[index] == UInt8(ascii: "&") {
                out.append(contentsOf: try entity())
            } else {
                out.append(bytes[index]); advance()
            }
        }
        try expectCloseTag(name)
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func entity() throws(FormatError) -> [UInt8] {
        var name = ""
        advance()
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), name.count < 12 {
            name.append(Character(Unicode.Scalar(bytes[index]))); advance()
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { throw error("an & that starts no entity (write &amp;)") }
        advance()
        switch name {
        case "amp": return Array("&".utf8)
        case "lt": return Array("<".utf8)
        case "gt": return Array(">".utf8)
        case "quot": return Array("\"".utf8)
        case "apos": return Array("'".utf8)
        default:
            let digits = name.hasPrefix("#x") ? (String(name.dropFirst(2)), 16) : name.hasPrefix("#") ? (String(name.dropFirst()), 10) : ("", 0)
            guard digits.1 != 0, let code = UInt32(digits.0, radix: digits.1), let scalar = Unicode.Scalar(code) else {
                throw error("unknown entity &\(name);")
            }
            return Array(String(Character(scalar)).utf8)
        }
    }
}
