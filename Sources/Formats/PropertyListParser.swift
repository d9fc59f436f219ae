import Foundation

/// Parses Apple's XML property list format into a `Document` with line numbers.
///
/// Foundation's own parser reports no lines, and a person editing an
/// `AppIntentVocabulary.plist` by hand needs to be told where the mistake is. This parser
/// reads the plist DTD's elements (`dict`, `array`, `key`, `string`, `integer`, `real`,
/// `true`, `false`, `date`, `data`) and the XML around them (declaration, DOCTYPE,
/// comments, CDATA, the five predefined entities and character references). Nesting is
/// limited to `Limits.nesting` levels; numbers must be finite and dates within the range
/// sirisim keeps.
public struct PropertyListParser {
    public let file: String
    private let bytes: [UInt8]

    public init(data: Data, file: String) {
        self.file = file
        self.bytes = Array(data)
    }

    public init(bytes: [UInt8], file: String) {
        self.file = file
        self.bytes = bytes
    }

    /// Reads and parses the plist at `path` (at most `Limits.plistFileBytes`).
    public static func parse(contentsOf path: String) throws(FormatError) -> Node {
        var parser = PropertyListParser(bytes: try FileReading.bytes(path, limit: Limits.plistFileBytes), file: path)
        return try parser.parseDocument()
    }

    public mutating func parseDocument() throws(FormatError) -> Node {
        let bytes = self.bytes
        let file = self.file
        let builder = try bytes.withUnsafeBufferPointer { buffer throws(FormatError) -> DocumentBuilder in
            var scanner = PlistScanner(bytes: buffer, file: file)
            try scanner.document()
            return scanner.builder
        }
        return Document(file: file, bytes: bytes, builder: builder).root
    }
}

/// The plist grammar over a buffer of bytes, appending to a document as it goes.
struct PlistScanner {
    let p: UnsafeBufferPointer<UInt8>
    let file: String
    var i = 0
    var line = 1
    var depth = 0
    var builder: DocumentBuilder
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        p = bytes
        self.file = file
        builder = DocumentBuilder(expectedBytes: bytes.count)
    }

    func error(_ message: String, line: Int? = nil) -> FormatError {
        FormatError(SourceLocation(file: file, line: line ?? self.line), message)
    }

    mutating func document() throws(FormatError) {
        if p.count >= 6, memcmp(p.baseAddress!, "bplist", 6) == 0 {
            throw error("this is a binary plist; sirisim reads XML plists (convert it with `plutil -convert xml1`)")
        }
        if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        try skipMisc()
        let root = try openTag()
        guard tag(root, is: "plist") else { throw error("expected <plist> as the root element, found <\(name(root))>") }
        if root.selfClosing {
            emptyDictionary()
        } else {
            try skipMisc()
            if atClosingTag {
                emptyDictionary()
            } else {
                try value()
                try skipMisc()
            }
            try closeTag("plist")
        }
        try skipMisc()
        if i < p.count { throw error("unexpected content after </plist>") }
    }

    mutating func emptyDictionary() {
        let open = builder.open(.dictionary, line: line)
        builder.close(open, count: 0)
    }

    // MARK: Values

    mutating func value() throws(FormatError) {
        try skipMisc()
        let startLine = line
        let tag = try openTag()
        if self.tag(tag, is: "dict") {
            try enter()
            let open = builder.open(.dictionary, line: startLine)
            var count = 0
            if !tag.selfClosing {
                while true {
                    try skipMisc()
                    if atClosingTag {
                        try closeTag("dict")
                        break
                    }
                    let keyLine = line
                    let keyTag = try openTag()
                    guard self.tag(keyTag, is: "key") else {
                        throw error("expected <key> inside <dict>, found <\(name(keyTag))>", line: keyLine)
                    }
                    if keyTag.selfClosing {
                        builder.addDecoded([], line: keyLine)
                    } else {
                        try text(until: "key", line: keyLine)
                    }
                    try rejectRepeatedKey(open, count: count)
                    try skipMisc()
                    if atClosingTag || i >= p.count {
                        throw error("the key \"\(shownKey(builder.entries.count - 1))\" has no value", line: keyLine)
                    }
                    try value()
                    count += 1
                }
            }
            builder.close(open, count: count)
            depth -= 1
        } else if self.tag(tag, is: "array") {
            try enter()
            let open = builder.open(.array, line: startLine)
            var count = 0
            if !tag.selfClosing {
                while true {
                    try skipMisc()
                    if atClosingTag {
                        try closeTag("array")
                        break
                    }
                    try value()
                    count += 1
                }
            }
            builder.close(open, count: count)
            depth -= 1
        } else if self.tag(tag, is: "string") {
            if tag.selfClosing {
                builder.addDecoded([], line: startLine)
            } else {
                try text(until: "string", line: startLine)
            }
        } else if self.tag(tag, is: "key") {
            throw error("a <key> must be inside a <dict>", line: startLine)
        } else if self.tag(tag, is: "integer") {
            let raw = try scalarText(tag, "integer")
            guard let value = Int(raw) else {
                throw error(
                    Self.looksNumeric(raw)
                        ? "the integer \(Self.shown(raw)) is out of range" : "\(Self.shown(raw)) is not an integer",
                    line: startLine)
            }
            builder.addInteger(value, line: startLine)
        } else if self.tag(tag, is: "real") {
            let raw = try scalarText(tag, "real")
            guard let value = Double(raw), Self.looksNumeric(raw) else {
                throw error("\(Self.shown(raw)) is not a number", line: startLine)
            }
            guard value.isFinite else { throw error("the number \(Self.shown(raw)) is out of range", line: startLine) }
            builder.addReal(value, line: startLine)
        } else if self.tag(tag, is: "true") || self.tag(tag, is: "false") {
            let value = self.tag(tag, is: "true")
            if !tag.selfClosing { try closeTag(value ? "true" : "false") }
            builder.addBool(value, line: startLine)
        } else if self.tag(tag, is: "date") {
            let raw = try scalarText(tag, "date")
            do {
                builder.addDate(try DateParsing.read(raw), line: startLine)
            } catch .outOfRange {
                throw error(
                    "\(Self.shown(raw)) is out of range (sirisim keeps dates \(DateParsing.rangeDescription))",
                    line: startLine)
            } catch {
                throw self.error("\(Self.shown(raw)) is not an ISO 8601 date", line: startLine)
            }
        } else if self.tag(tag, is: "data") {
            let raw = try scalarText(tag, "data").filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: raw) else {
                throw error("<data> is not valid base64", line: startLine)
            }
            builder.addDecoded(data, kind: .data, line: startLine)
        } else {
            throw error("unknown plist element <\(name(tag))>", line: startLine)
        }
    }

    mutating func enter() throws(FormatError) {
        depth += 1
        guard depth <= Limits.nesting else { throw error("nesting is deeper than \(Limits.nesting) levels") }
    }

    /// The text of an `<integer>`, `<real>`, `<date>` or `<data>` element, trimmed.
    mutating func scalarText(_ tag: Tag, _ name: String) throws(FormatError) -> String {
        guard !tag.selfClosing else { return "" }
        let startLine = line
        try text(until: name, line: startLine)
        let entry = builder.entries.removeLast()
        let range = Int(entry.a)..<Int(entry.a) + Int(entry.b)
        let raw =
            entry.kind == .string
            ? String(decoding: UnsafeBufferPointer(rebasing: p[range]), as: UTF8.self)
            : String(decoding: builder.decoded[range], as: UTF8.self)
        if entry.kind == .decodedString { builder.decoded.removeSubrange(range) }
        return raw.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func looksNumeric(_ raw: String) -> Bool {
        !raw.isEmpty
            && raw.utf8.allSatisfy {
                ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x2B || $0 == 0x2E || $0 == 0x65 || $0 == 0x45
            }
    }

    /// A value as an error message shows it: quoted, at most 40 characters.
    static func shown(_ raw: String) -> String {
        "\"" + (raw.count > 40 ? String(raw.prefix(40)) + "…" : raw) + "\""
    }

    func shownKey(_ k: Int) -> String {
        let e = builder.entries[k]
        let range = Int(e.a)..<Int(e.a) + Int(e.b)
        let text =
            e.kind == .string
            ? String(decoding: UnsafeBufferPointer(rebasing: p[range]), as: UTF8.self)
            : String(decoding: builder.decoded[range], as: UTF8.self)
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    /// A key that appears twice in one `<dict>` is an error on the second one's line. The
    /// key just read is the last entry; the dictionary's `count` pairs come before it.
    mutating func rejectRepeatedKey(_ open: Int, count: Int) throws(FormatError) {
        guard count > 0 else { return }
        let entries = builder.entries
        let key = entries.count - 1
        let e = entries[key]
        var k = open + 1
        for _ in 0..<count {
            let x = entries[k]
            if x.b == e.b, sameBytes(x, e) {
                throw error("the key \"\(shownKey(key))\" appears twice in one <dict>", line: Int(e.line))
            }
            let value = k + 1
            switch entries[value].kind {
            case .array, .dictionary: k = Int(entries[value].a)
            default: k = value + 1
            }
        }
    }

    func sameBytes(_ x: Document.Entry, _ y: Document.Entry) -> Bool {
        let length = Int(x.b)
        guard length > 0 else { return true }
        return builder.decoded.withUnsafeBufferPointer { d in
            let a = (x.kind == .string ? p.baseAddress! : d.baseAddress!) + Int(x.a)
            let b = (y.kind == .string ? p.baseAddress! : d.baseAddress!) + Int(y.a)
            return memcmp(a, b, length) == 0
        }
    }
}
