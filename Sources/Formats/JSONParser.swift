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

    public mutating func parseDocument(skipping keys: Set<String>? = nil) throws(FormatError) -> Node {
        let bytes = self.bytes
        let file = self.file
        let builder = try bytes.withUnsafeBufferPointer { buffer throws(FormatError) -> DocumentBuilder in
            var scanner = JSONScanner(bytes: buffer, file: file)
            scanner.skipping = keys
            try scanner.document()
            return scanner.builder
        }
        return Document(file: file, bytes: bytes, builder: builder).root
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
            guard i < p.count, p[i] == UInt8(ascii: "{") else { throw error("expected an object at the top of the file") }
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
            case 0x0A: line += 1; i += 1
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
        case UInt8(ascii: "t"): try literal("true"); builder.addBool(true, line: line)
        case UInt8(ascii: "f"): try literal("false"); builder.addBool(false, line: line)
        case UInt8(ascii: "n"): try literal("null"); builder.addNull(line: line)
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
                guard p[i] == UInt8(ascii: "\"") else { throw error("expected a quoted key, found \(Self.describe(p[i]))") }
                try string()
                skipSpace()
                guard i < p.count, p[i] == UInt8(ascii: ":") else {
                    throw error("expected ':' after the key \"\(shown(builder.entries.count - 1))\"")
                }
                i += 1
                if depth == 1, let skipping, skipping.contains(JSONScanner.text(builder, p, builder.entries.count - 1)) {
                    builder.entries.removeLast()
                    try skipValue()
                } else {
                    try value()
                    count += 1
                }
                skipSpace()
                guard i < p.count else { throw error("the object opened on line \(startLine) is never closed") }
                if p[i] == UInt8(ascii: ",") { i += 1; continue }
                if p[i] == UInt8(ascii: "}") { i += 1; break }
                throw error("expected ',' or '}' in the object opened on line \(startLine), found \(Self.describe(p[i]))")
            }
        }
        builder.close(open, count: count)
        try rejectRepeatedKeys(open, count: count)
        depth -= 1
    }

    /// A key that appears twice in one object is an error on the second one's line.
    mutating func rejectRepeatedKeys(_ open: Int, count: Int) throws(FormatError) {
        guard count > 1 else { return }
        let repeated: Int? = withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { keys -> Int? in
            builder.entries.withUnsafeBufferPointer { entries -> Int? in
                var k = open + 1
                for n in 0..<count {
                    keys[n] = k
                    let value = k + 1
                    switch entries[value].kind {
                    case .array, .dictionary: k = Int(entries[value].a)
                    default: k = value + 1
                    }
                }
                if count <= 24 {
                    // Pairs of keys compared by length first: most differ there.
                    return builder.decoded.withUnsafeBufferPointer { decoded -> Int? in
                        for a in 1..<count {
                            let x = entries[keys[a]]
                            for b in 0..<a {
                                let y = entries[keys[b]]
                                guard x.b == y.b else { continue }
                                if x.b == 0 || memcmp(Self.start(x, p, decoded), Self.start(y, p, decoded), Int(x.b)) == 0 { return keys[a] }
                            }
                        }
                        return nil
                    }
                }
                var seen = Set<String>()
                for key in keys where !seen.insert(JSONScanner.text(builder, p, key)).inserted { return key }
                return nil
            }
        }
        if let repeated {
            throw error("the key \"\(shown(repeated))\" appears twice in one object", line: Int(builder.entries[repeated].line))
        }
    }

    /// Where the bytes of a key of at least one byte are: in the file or among the decoded.
    static func start(_ entry: Document.Entry, _ p: UnsafeBufferPointer<UInt8>, _ decoded: UnsafeBufferPointer<UInt8>) -> UnsafePointer<UInt8> {
        (entry.kind == .string ? p.baseAddress! : decoded.baseAddress!) + Int(entry.a)
    }

    static func text(_ builder: DocumentBuilder, _ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> String {
        let e = builder.entries[k]
        let range = Int(e.a)..<Int(e.a) + Int(e.b)
        return e.kind == .string ? String(decoding: UnsafeBufferPointer(rebasing: p[range]), as: UTF8.self)
            : String(decoding: builder.decoded[range], as: UTF8.self)
    }

    /// A key as an error message shows it: at most 60 characters.
    func shown(_ k: Int) -> String {
        let text = JSONScanner.text(builder, p, k)
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
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
                    if p[i] == UInt8(ascii: "\\") { i += 1 } else if p[i] == 0x0A { throw error("a line break inside a string (write \\n)") }
                    i += 1
                }
                guard i < p.count else { throw error("the string opened on line \(startLine) is never closed", line: startLine) }
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
            if depth == 0, byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "\"") { return }
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
                if p[i] == UInt8(ascii: ",") { i += 1; continue }
                if p[i] == UInt8(ascii: "]") { i += 1; break }
                throw error("expected ',' or ']' in the array opened on line \(startLine), found \(Self.describe(p[i]))")
            }
        }
        builder.close(open, count: count)
        depth -= 1
    }

    mutating func literal(_ word: StaticString) throws(FormatError) {
        let length = word.utf8CodeUnitCount
        guard i + length <= p.count, memcmp(p.baseAddress! + i, word.utf8Start, length) == 0 else {
            throw error("unexpected \(Self.describe(p[i])) where a value was expected")
        }
        i += length
    }

    mutating func number() throws(FormatError) {
        let start = i
        var integral = true
        if p[i] == UInt8(ascii: "-") { i += 1 }
        guard i < p.count, p[i] >= 0x30, p[i] <= 0x39 else { throw error("a number needs a digit after '-'") }
        if p[i] == 0x30 {
            i += 1
            if i < p.count, p[i] >= 0x30, p[i] <= 0x39 { throw error("a number cannot start with 0 (write 7, not 07)") }
        } else {
            while i < p.count, p[i] >= 0x30, p[i] <= 0x39 { i += 1 }
        }
        if i < p.count, p[i] == UInt8(ascii: ".") {
            integral = false
            i += 1
            guard i < p.count, p[i] >= 0x30, p[i] <= 0x39 else { throw error("a number needs a digit after '.'") }
            while i < p.count, p[i] >= 0x30, p[i] <= 0x39 { i += 1 }
        }
        if i < p.count, p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") {
            integral = false
            i += 1
            if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
            guard i < p.count, p[i] >= 0x30, p[i] <= 0x39 else { throw error("a number needs a digit in its exponent") }
            while i < p.count, p[i] >= 0x30, p[i] <= 0x39 { i += 1 }
        }
        if integral, let value = Self.integer(p, start, i) {
            builder.addInteger(value, line: line)
            return
        }
        guard let value = Self.real(p, start, i), value.isFinite else {
            throw error("the number \(String(decoding: UnsafeBufferPointer(rebasing: p[start..<min(i, start + 40)]), as: UTF8.self))\(i - start > 40 ? "…" : "") is out of range")
        }
        builder.addReal(value, line: line)
    }

    /// Decimal digits (with a minus sign) as an Int, or nil when they overflow.
    static func integer(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var k = start
        let negative = p[k] == UInt8(ascii: "-")
        if negative { k += 1 }
        var value = 0
        while k < end {
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = negative ? times.subtractingReportingOverflow(Int(p[k] - 0x30)) : times.addingReportingOverflow(Int(p[k] - 0x30))
            if o1 || o2 { return nil }
            value = sum
            k += 1
        }
        return value
    }

    static func real(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        let length = end - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer -> Double? in
            for k in 0..<length { buffer[k] = CChar(bitPattern: p[start + k]) }
            buffer[length] = 0
            var stop: UnsafeMutablePointer<CChar>?
            let value = strtod(buffer.baseAddress!, &stop)
            return stop == buffer.baseAddress! + length ? value : nil
        }
    }

    mutating func string() throws(FormatError) {
        let startLine = line
        i += 1
        let start = i
        // The common case: no escapes, kept as a range of the file.
        while i < p.count {
            let byte = p[i]
            if byte == UInt8(ascii: "\"") {
                builder.addString(start: start, length: i - start, line: startLine)
                i += 1
                return
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x80 {
                if byte == 0x0A { throw error("a line break inside a string (write \\n)") }
                i += 1
            } else {
                i += try utf8Sequence()
            }
        }
        guard i < p.count else { throw error("the string opened on line \(startLine) is never closed", line: startLine) }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[start..<i]))
        while true {
            guard i < p.count else { throw error("the string opened on line \(startLine) is never closed", line: startLine) }
            let byte = p[i]
            if byte == UInt8(ascii: "\"") { i += 1; break }
            if byte == 0x0A { throw error("a line break inside a string (write \\n)") }
            if byte == UInt8(ascii: "\\") {
                i += 1
                guard i < p.count else { throw error("the file ends inside a string") }
                let escape = p[i]
                i += 1
                switch escape {
                case UInt8(ascii: "\""): scratch.append(0x22)
                case UInt8(ascii: "\\"): scratch.append(0x5C)
                case UInt8(ascii: "/"): scratch.append(0x2F)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        // A high surrogate counts only with its low half; alone it is U+FFFD.
                        if i + 5 < p.count, p[i] == UInt8(ascii: "\\"), p[i + 1] == UInt8(ascii: "u") {
                            let saved = i
                            i += 2
                            let low = try hex4()
                            if (0xDC00..<0xE000).contains(low) {
                                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                            } else {
                                i = saved
                                code = 0xFFFD
                            }
                        } else {
                            code = 0xFFFD
                        }
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    scratch.append(contentsOf: String(Character(scalar)).utf8)
                default:
                    throw error("unknown escape \\\(escape >= 0x21 && escape < 0x7F ? String(Character(Unicode.Scalar(escape))) : Self.describe(escape)) in a string")
                }
            } else if byte < 0x80 {
                scratch.append(byte)
                i += 1
            } else {
                let length = try utf8Sequence()
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<i + length]))
                i += length
            }
        }
        builder.addDecoded(scratch, line: startLine)
    }

    /// The length of the valid UTF-8 sequence at `i`, or an error naming the line.
    func utf8Sequence() throws(FormatError) -> Int {
        guard let length = UTF8Check.sequenceLength(p, i) else { throw error("the file is not valid UTF-8 here") }
        return length
    }

    mutating func hex4() throws(FormatError) -> UInt32 {
        guard i + 4 <= p.count else { throw error("\\u needs four hex digits") }
        var code: UInt32 = 0
        for k in i..<i + 4 {
            let byte = p[k]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw error("\\u needs four hex digits")
            }
            code = code << 4 | UInt32(digit)
        }
        i += 4
        return code
    }
}

/// UTF-8 checked a sequence at a time, as parsers meet non-ASCII bytes.
public enum UTF8Check {
    /// The line (from 1) of the first byte that is not well-formed UTF-8; 0 when all are.
    public static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { p in
            var line = 1
            var i = 0
            while i < p.count {
                if p[i] == 0x0A { line += 1 }
                guard let length = sequenceLength(p, i) else { return line }
                i += length
            }
            return 0
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `i`, or nil.
    static func sequenceLength(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
        let lead = p[i]
        func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            i + k < p.count && range.contains(p[i + k])
        }
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : nil
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : nil
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default: return nil
        }
    }
}
