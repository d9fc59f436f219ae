import Foundation

/// Parses JSON (RFC 8259) into a `Document` with line numbers.
///
/// `Data.json` and `Contacts.json` are written by hand; a dangling identifier must be
/// reported with the line it is on, which Foundation's decoder cannot do. Strings are
/// kept as ranges of the file's bytes, checked as UTF-8 on the way; nesting is limited to
/// `Limits.nesting` levels and numbers must be finite.
public struct JSONParser {
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

    /// Reads and parses the JSON file at `path` (at most `Limits.jsonFileBytes`).
    public static func parse(contentsOf path: String) throws(FormatError) -> Node {
        var parser = JSONParser(bytes: try FileReading.bytes(path, limit: Limits.jsonFileBytes), file: path)
        return try parser.parseDocument()
    }

    /// Reads the file's top-level object without the values of `keys` (they are read past:
    /// their brackets and strings followed, nothing built, at several hundred MB/s).
    public static func parse(contentsOf path: String, skipping keys: Set<String>) throws(FormatError) -> Node {
        var parser = JSONParser(bytes: try FileReading.bytes(path, limit: Limits.jsonFileBytes), file: path)
        return try parser.parseDocument(skipping: keys)
    }

    /// The document; with `skipping`, the top-level object without those keys' values.
    /// Its `layout` tells where each top-level value lay in the bytes.
    public mutating func parseDocument(skipping keys: Set<String>? = nil) throws(FormatError) -> Node {
        let bytes = self.bytes
        let file = self.file
        let scanner = try bytes.withUnsafeBufferPointer { buffer throws(FormatError) -> JSONScanner in
            var scanner = JSONScanner(bytes: buffer, file: file)
            scanner.skipping = keys
            scanner.layout = []
            try scanner.document()
            return scanner
        }
        let layout = scanner.layout.map { TopLevelLayout(fileSize: bytes.count, members: $0) }
        return Document(file: file, bytes: bytes, builder: scanner.builder, layout: layout).root
    }
}

/// The JSON grammar over a buffer of bytes, appending to a document as it goes.
struct JSONScanner {
    let p: UnsafeBufferPointer<UInt8>
    let file: String
    var i = 0
    var line = 1
    var depth = 0
    var builder: DocumentBuilder
    /// Reused for strings with escapes.
    var scratch: [UInt8] = []
    /// Top-level keys whose values are read past, not built.
    var skipping: Set<String>?
    /// The top-level members seen so far, when their layout is wanted.
    var layout: [TopLevelLayout.Member]?
    /// For bytes read with a layout: the line breaks of each value left out, in order; each
    /// stands in the bytes as one `JSONScanner.leftOut` byte.
    var leftOutLines: [Int]?
    var leftOutSeen = 0

    /// The byte that stands for a value left out of the bytes read (never valid JSON).
    static let leftOut: UInt8 = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        p = bytes
        self.file = file
        builder = DocumentBuilder(expectedBytes: bytes.count)
    }

    func error(_ message: String, line: Int? = nil) -> FormatError {
        FormatError(SourceLocation(file: file, line: line ?? self.line), message)
    }

    mutating func document() throws(FormatError) {
        if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        if skipping != nil {
            skipSpace()
            guard i < p.count, p[i] == UInt8(ascii: "{") else {
                throw error("expected an object at the top of the file")
            }
        }
        try value()
        skipSpace()
        if i < p.count { throw error("unexpected \(Self.describe(p[i])) after the JSON value") }
    }

    static func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
    }

    mutating func skipSpace() {
        while i < p.count {
            switch p[i] {
            case 0x20, 0x09, 0x0D: i += 1
            case 0x0A:
                line += 1
                i += 1
            default: return
            }
        }
    }

    mutating func value() throws(FormatError) {
        skipSpace()
        guard i < p.count else { throw error("the file ends where a value was expected") }
        switch p[i] {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"):
            try literal("true")
            builder.addBool(true, line: line)
        case UInt8(ascii: "f"):
            try literal("false")
            builder.addBool(false, line: line)
        case UInt8(ascii: "n"):
            try literal("null")
            builder.addNull(line: line)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw error("unexpected \(Self.describe(p[i])) where a value was expected")
        }
    }

    mutating func enter() throws(FormatError) {
        depth += 1
        guard depth <= Limits.nesting else { throw error("nesting is deeper than \(Limits.nesting) levels") }
    }

    mutating func object() throws(FormatError) {
        try enter()
        let startLine = line
        let open = builder.open(.dictionary, line: line)
        i += 1
        var count = 0
        skipSpace()
        if i < p.count, p[i] == UInt8(ascii: "}") {
            i += 1
        } else {
            while true {
                skipSpace()
                guard i < p.count else { throw error("the object opened on line \(startLine) is never closed") }
                guard p[i] == UInt8(ascii: "\"") else {
                    throw error("expected a quoted key, found \(Self.describe(p[i]))")
                }
                try string()
                skipSpace()
                guard i < p.count, p[i] == UInt8(ascii: ":") else {
                    throw error("expected ':' after the key \"\(shown(builder.entries.count - 1))\"")
                }
                i += 1
                let key =
                    depth == 1 && (skipping != nil || layout != nil)
                    ? JSONScanner.text(builder, p, builder.entries.count - 1) : nil
                skipSpace()
                let (start, startLine) = (i, line)
                if let key, let skipping, skipping.contains(key) {
                    builder.entries.removeLast()
                    if let leftOutLines {
                        guard i < p.count, p[i] == Self.leftOut, leftOutSeen < leftOutLines.count else {
                            throw error("the layout does not fit the file")
                        }
                        line += leftOutLines[leftOutSeen]
                        leftOutSeen += 1
                        i += 1
                    } else {
                        try skipValue()
                    }
                } else {
                    try value()
                    count += 1
                }
                if let key, layout != nil {
                    layout?.append(TopLevelLayout.Member(key: key, start: start, end: i, lines: line - startLine))
                }
                skipSpace()
                guard i < p.count else { throw error("the object opened on line \(startLine) is never closed") }
                if p[i] == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                if p[i] == UInt8(ascii: "}") {
                    i += 1
                    break
                }
                throw error(
                    "expected ',' or '}' in the object opened on line \(startLine), found \(Self.describe(p[i]))")
            }
        }
        builder.close(open, count: count)
        try rejectRepeatedKeys(open, count: count)
        depth -= 1
    }

    /// Reads past one value: strings and escapes followed, brackets counted, lines kept;
    /// nothing is built and little is checked.
    mutating func skipValue() throws(FormatError) {
        skipSpace()
        let startLine = line
        var depth = 0
        while i < p.count {
            let byte = p[i]
            switch byte {
            case UInt8(ascii: "\""):
                i += 1
                while i < p.count, p[i] != UInt8(ascii: "\"") {
                    if p[i] == UInt8(ascii: "\\") {
                        i += 1
                    } else if p[i] == 0x0A {
                        throw error("a line break inside a string (write \\n)")
                    }
                    i += 1
                }
                guard i < p.count else {
                    throw error("the string opened on line \(startLine) is never closed", line: startLine)
                }
                i += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return }
                depth -= 1
                i += 1
            case UInt8(ascii: ","):
                if depth == 0 { return }
                i += 1
            case 0x0A:
                line += 1
                i += 1
            default:
                i += 1
            }
            if depth == 0, byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "\"") {
                return
            }
        }
        if depth > 0 { throw error("the value opened on line \(startLine) is never closed", line: startLine) }
    }

    mutating func array() throws(FormatError) {
        try enter()
        let startLine = line
        let open = builder.open(.array, line: line)
        i += 1
        var count = 0
        skipSpace()
        if i < p.count, p[i] == UInt8(ascii: "]") {
            i += 1
        } else {
            while true {
                try value()
                count += 1
                skipSpace()
                guard i < p.count else { throw error("the array opened on line \(startLine) is never closed") }
                if p[i] == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                if p[i] == UInt8(ascii: "]") {
                    i += 1
                    break
                }
                throw error(
                    "expected ',' or ']' in the array opened on line \(startLine), found \(Self.describe(p[i]))")
            }
        }
        builder.close(open, count: count)
        depth -= 1
    }
}
