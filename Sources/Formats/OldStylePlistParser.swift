import Foundation

/// Parses Xcode's old-style ASCII property lists (`project.pbxproj`) and `.strings` files
/// into a `Document` with line numbers, as the XML plist and JSON readers do.
///
/// The format is NeXTSTEP's: dictionaries `{ key = value; }` (every entry ends in `;`),
/// arrays `( a, b, )` (the last comma optional), strings quoted with `"` or `'` or left
/// bare when they hold only `A–Z a–z 0–9 _ $ / : . + -`, `<0fbd 7781>` data, and `/* */`
/// and `//` comments wherever white space may stand. Every value is a string, an array, a
/// dictionary or data: `10.0` and `YES` stay strings for readers to interpret. A `.strings`
/// file is a dictionary with its braces left out (`"key" = "value";` entries).
///
/// Escapes are read as Foundation reads them: `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`,
/// octal `\NNN`, `\UXXXX` (one to four hex digits; a surrogate pair is joined), and any
/// other escaped character stands for itself (`\"`, `\'`, `\\`). An octal escape above
/// `\177` names a NeXTSTEP character and is refused with a hint to write the character.
/// As in Foundation, `key;` is short for `key = key;`. A repeated key is an error, as in
/// the XML reader. The input must be UTF-8; nesting is limited to `Limits.nesting`
/// levels. A file that is an XML or binary property list (Xcode and Foundation read those
/// in place of either) is handed to `PropertyListParser`.
public struct OldStylePlistParser {
    public let file: String
    private let bytes: [UInt8]

    public init(bytes: [UInt8], file: String) {
        self.file = file
        self.bytes = bytes
    }

    public init(data: Data, file: String) {
        self.file = file
        self.bytes = Array(data)
    }

    /// Reads and parses the old-style plist at `path` (at most `Limits.plistFileBytes`).
    public static func parse(contentsOf path: String) throws(FormatError) -> Node {
        var parser = OldStylePlistParser(bytes: try FileReading.bytes(path, limit: Limits.plistFileBytes), file: path)
        return try parser.parseDocument()
    }

    /// Reads and parses the `.strings` file at `path` (at most `Limits.plistFileBytes`).
    public static func parseStrings(contentsOf path: String) throws(FormatError) -> Node {
        var parser = OldStylePlistParser(bytes: try FileReading.bytes(path, limit: Limits.plistFileBytes), file: path)
        return try parser.parseStringsDocument()
    }

    /// The document: one value (a dictionary in a pbxproj), then only space and comments.
    public mutating func parseDocument() throws(FormatError) -> Node {
        try parse(strings: false)
    }

    /// The document of a `.strings` file: a dictionary whose braces are left out, possibly
    /// empty (one written with its braces is read too).
    public mutating func parseStringsDocument() throws(FormatError) -> Node {
        try parse(strings: true)
    }

    private func parse(strings: Bool) throws(FormatError) -> Node {
        let bytes = self.bytes
        let file = self.file
        if Self.isXMLOrBinary(bytes) {
            var parser = PropertyListParser(bytes: bytes, file: file)
            return try parser.parseDocument()
        }
        let builder = try bytes.withUnsafeBufferPointer { buffer throws(FormatError) -> DocumentBuilder in
            var scanner = Scanner(bytes: buffer, file: file)
            try scanner.document(strings: strings)
            return scanner.builder
        }
        return Document(file: file, bytes: bytes, builder: builder).root
    }

    /// Whether the bytes open as an XML plist does (after a byte order mark and white
    /// space) or as a binary one: an old-style value never starts `<?`, `<!` or `<p`.
    static func isXMLOrBinary(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: "bplist".utf8) { return true }
        var k = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
        let rest = bytes[k...]
        return rest.starts(with: "<?xml".utf8) || rest.starts(with: "<!DOCTYPE".utf8)
            || rest.starts(with: "<plist".utf8)
    }
}

extension OldStylePlistParser {
    /// The old-style grammar over a buffer of bytes, appending to a document as it goes.
    struct Scanner {
        let p: UnsafeBufferPointer<UInt8>
        let file: String
        var i = 0
        var line = 1
        var depth = 0
        var builder: DocumentBuilder
        /// Reused for strings with escapes and for data.
        var scratch: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
            p = bytes
            self.file = file
            builder = DocumentBuilder(expectedBytes: bytes.count)
        }

        func error(_ message: String, line: Int? = nil) -> FormatError {
            FormatError(SourceLocation(file: file, line: line ?? self.line), message)
        }

        mutating func document(strings: Bool) throws(FormatError) {
            if p.count >= 2, (p[0] == 0xFF && p[1] == 0xFE) || (p[0] == 0xFE && p[1] == 0xFF) {
                throw error("the file is UTF-16; sirisim reads UTF-8 (convert it with `iconv -f UTF-16 -t UTF-8`)")
            }
            if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
            try skipSpace()
            if strings && !(i < p.count && p[i] == UInt8(ascii: "{")) {
                // Read to the end of the file: nothing can follow a dictionary without braces.
                try dictionary(braced: false)
                return
            }
            guard i < p.count else { throw error("the file ends where a value was expected") }
            try value()
            try skipSpace()
            if i < p.count { throw unexpected("after the property list") }
        }

        // MARK: Values

        mutating func value() throws(FormatError) {
            try skipSpace()
            guard i < p.count else { throw error("the file ends where a value was expected") }
            switch p[i] {
            case UInt8(ascii: "{"): try dictionary(braced: true)
            case UInt8(ascii: "("): try array()
            case UInt8(ascii: "<"): try data()
            case UInt8(ascii: "\""), UInt8(ascii: "'"): try quotedString()
            case let byte where Self.isBare(byte): bareString()
            default: throw unexpected("where a value was expected")
            }
        }

        mutating func enter() throws(FormatError) {
            depth += 1
            guard depth <= Limits.nesting else { throw error("nesting is deeper than \(Limits.nesting) levels") }
        }

        /// A dictionary: `{ key = value; … }`, or without its braces the whole of a
        /// `.strings` file.
        mutating func dictionary(braced: Bool) throws(FormatError) {
            try enter()
            let startLine = line
            let open = builder.open(.dictionary, line: braced ? line : 1)
            if braced { i += 1 }
            var count = 0
            while true {
                try skipSpace()
                guard i < p.count else {
                    if braced { throw error("the dictionary opened on line \(startLine) is never closed") }
                    break
                }
                if braced && p[i] == UInt8(ascii: "}") {
                    i += 1
                    break
                }
                try key()
                let key = builder.entries.count - 1
                try skipSpace()
                if i < p.count && p[i] == UInt8(ascii: "=") {
                    i += 1
                    try skipSpace()
                    if i < p.count && (p[i] == UInt8(ascii: ";") || p[i] == UInt8(ascii: "}")) {
                        throw error("the key \"\(shown(key))\" has no value")
                    }
                    try value()
                } else if i < p.count && p[i] == UInt8(ascii: ";") {
                    // `key;` is short for `key = key;`: the value is the key's own text.
                    builder.entries.append(builder.entries[key])
                } else {
                    throw error("expected = after the key \"\(shown(key))\"")
                }
                count += 1
                let endLine = line
                try skipSpace()
                guard i < p.count && p[i] == UInt8(ascii: ";") else {
                    throw error("expected ; after the value of \"\(shown(key))\"", line: endLine)
                }
                i += 1
            }
            builder.close(open, count: count)
            try rejectRepeatedKeys(open, count: count)
            depth -= 1
        }

        /// A dictionary's key: a string, quoted or bare.
        mutating func key() throws(FormatError) {
            switch p[i] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): try quotedString()
            case let byte where Self.isBare(byte): bareString()
            case UInt8(ascii: "{"): throw error("a key must be a string, found a dictionary")
            case UInt8(ascii: "("): throw error("a key must be a string, found an array")
            case UInt8(ascii: "<"): throw error("a key must be a string, found data")
            default: throw unexpected("where a key was expected")
            }
        }

        mutating func array() throws(FormatError) {
            try enter()
            let startLine = line
            let open = builder.open(.array, line: line)
            i += 1
            var count = 0
            while true {
                try skipSpace()
                guard i < p.count else { throw error("the array opened on line \(startLine) is never closed") }
                if p[i] == UInt8(ascii: ")") {
                    i += 1
                    break
                }
                try value()
                count += 1
                let endLine = line
                try skipSpace()
                guard i < p.count else { throw error("the array opened on line \(startLine) is never closed") }
                if p[i] == UInt8(ascii: ",") {
                    i += 1
                } else if p[i] == UInt8(ascii: ")") {
                    i += 1
                    break
                } else {
                    throw error(
                        "expected , or ) after an element of the array opened on line \(startLine)", line: endLine)
                }
            }
            builder.close(open, count: count)
            depth -= 1
        }

        // MARK: Repeated keys

        /// A key that appears twice in one dictionary is an error on the second one's line.
        /// Small dictionaries compare pairs; large ones (a pbxproj's `objects` has
        /// thousands of keys) use a set of the keys' bytes, so the check stays linear.
        func rejectRepeatedKeys(_ open: Int, count: Int) throws(FormatError) {
            guard count > 1 else { return }
            let repeated: Int? = builder.entries.withUnsafeBufferPointer { entries in
                builder.decoded.withUnsafeBufferPointer { decoded in
                    func text(_ k: Int) -> KeyBytes {
                        let e = entries[k]
                        let base = e.kind == .string ? p.baseAddress : decoded.baseAddress
                        return KeyBytes(
                            bytes: UnsafeRawBufferPointer(start: base.map { $0 + Int(e.a) }, count: Int(e.b)))
                    }
                    var keys: [Int] = []
                    keys.reserveCapacity(count)
                    var k = open + 1
                    for _ in 0..<count {
                        keys.append(k)
                        let value = entries[k + 1]
                        k = value.kind == .array || value.kind == .dictionary ? Int(value.a) : k + 2
                    }
                    if count <= 16 {
                        for a in 1..<count {
                            for b in 0..<a where text(keys[a]) == text(keys[b]) { return keys[a] }
                        }
                        return nil
                    }
                    var seen = Set<KeyBytes>(minimumCapacity: count)
                    for key in keys where !seen.insert(text(key)).inserted { return key }
                    return nil
                }
            }
            if let repeated {
                throw error(
                    "the key \"\(shown(repeated))\" appears twice in one dictionary",
                    line: Int(builder.entries[repeated].line))
            }
        }

        /// A key's bytes, compared and hashed without making a String.
        struct KeyBytes: Hashable {
            let bytes: UnsafeRawBufferPointer

            static func == (x: KeyBytes, y: KeyBytes) -> Bool {
                x.bytes.count == y.bytes.count
                    && (x.bytes.isEmpty || memcmp(x.bytes.baseAddress!, y.bytes.baseAddress!, x.bytes.count) == 0)
            }

            func hash(into hasher: inout Hasher) { hasher.combine(bytes: bytes) }
        }

        /// The string at entry `k` as an error message shows it: at most 60 characters.
        func shown(_ k: Int) -> String {
            let e = builder.entries[k]
            let range = Int(e.a)..<Int(e.a) + Int(e.b)
            let text =
                e.kind == .string
                ? String(decoding: UnsafeBufferPointer(rebasing: p[range]), as: UTF8.self)
                : String(decoding: builder.decoded[range], as: UTF8.self)
            return text.count > 60 ? String(text.prefix(60)) + "…" : text
        }
    }
}
