import Foundation

/// The words of an old-style plist: space and comments, strings, escapes and data.
extension OldStylePlistParser.Scanner {
    /// Whether `byte` may stand in a string written without quotes.
    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "+"),
            UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Skips white space, `/* … */` comments and `//` comments, counting lines.
    mutating func skipSpace() throws(FormatError) {
        while i < p.count {
            switch p[i] {
            case 0x20, 0x09, 0x0B, 0x0C, 0x0D:
                i += 1
            case 0x0A:
                line += 1
                i += 1
            case UInt8(ascii: "/") where i + 1 < p.count && p[i + 1] == UInt8(ascii: "*"):
                try blockComment()
            case UInt8(ascii: "/") where i + 1 < p.count && p[i + 1] == UInt8(ascii: "/"):
                try lineComment()
            default:
                return
            }
        }
    }

    mutating func blockComment() throws(FormatError) {
        let startLine = line
        i += 2
        while i < p.count {
            let byte = p[i]
            if byte == UInt8(ascii: "*"), i + 1 < p.count, p[i + 1] == UInt8(ascii: "/") {
                i += 2
                return
            }
            if byte < 0x80 {
                if byte == 0x0A { line += 1 }
                i += 1
            } else {
                i += try utf8Sequence()
            }
        }
        throw error("the comment opened here is never closed", line: startLine)
    }

    /// A `//` comment, up to the end of its line (the line break is left to count).
    mutating func lineComment() throws(FormatError) {
        i += 2
        while i < p.count, p[i] != 0x0A, p[i] != 0x0D {
            if p[i] < 0x80 { i += 1 } else { i += try utf8Sequence() }
        }
    }

    /// The length of the valid UTF-8 sequence at `i`, or an error naming the line.
    func utf8Sequence() throws(FormatError) -> Int {
        guard let length = UTF8Check.sequenceLength(p, i) else { throw error("the file is not valid UTF-8 here") }
        return length
    }

    /// The error for the byte at `i`, which cannot stand where it is: its `context` says
    /// where ("where a value was expected").
    func unexpected(_ context: String) -> FormatError {
        let byte = p[i]
        if byte >= 0x80 {
            guard let length = UTF8Check.sequenceLength(p, i) else { return error("the file is not valid UTF-8 here") }
            let scalar =
                String(decoding: UnsafeBufferPointer(rebasing: p[i..<i + length]), as: UTF8.self).unicodeScalars.first?
                .value ?? 0
            return error(
                "unexpected character U+\(Self.hex(Int(scalar), digits: 4)) \(context) "
                    + "(a string with characters other than letters, digits and _$/:.+- must be quoted)")
        }
        if byte > 0x20 && byte < 0x7F { return error("unexpected \(Character(Unicode.Scalar(byte))) \(context)") }
        return error("unexpected byte 0x\(Self.hex(Int(byte), digits: 2)) \(context)")
    }

    /// `value` in upper-case hex, at least `digits` long.
    static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    // MARK: Strings

    /// A string without quotes: a range of the file.
    mutating func bareString() {
        let start = i
        while i < p.count, Self.isBare(p[i]) { i += 1 }
        builder.addString(start: start, length: i - start, line: line)
    }

    /// A string in `"` or `'`, which may span lines. Without escapes it is kept as a range
    /// of the file; with them, decoded.
    mutating func quotedString() throws(FormatError) {
        let quote = p[i]
        let startLine = line
        i += 1
        let start = i
        while i < p.count {
            let byte = p[i]
            if byte == quote {
                builder.addString(start: start, length: i - start, line: startLine)
                i += 1
                return
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x80 {
                if byte == 0x0A { line += 1 }
                i += 1
            } else {
                i += try utf8Sequence()
            }
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[start..<i]))
        while i < p.count {
            let byte = p[i]
            if byte == quote {
                i += 1
                builder.addDecoded(scratch, line: startLine)
                return
            }
            if byte == UInt8(ascii: "\\") {
                try escape()
            } else if byte < 0x80 {
                if byte == 0x0A { line += 1 }
                scratch.append(byte)
                i += 1
            } else {
                let length = try utf8Sequence()
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<i + length]))
                i += length
            }
        }
        throw error("the string opened here is never closed", line: startLine)
    }

    /// One escape, from its backslash, decoded onto `scratch`.
    mutating func escape() throws(FormatError) {
        i += 1
        guard i < p.count else { return }
        let byte = p[i]
        switch byte {
        case UInt8(ascii: "a"): scratch.append(0x07)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "v"): scratch.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            try octalEscape()
            return
        case UInt8(ascii: "U"):
            i += 1
            var code = try hexDigits()
            if (0xD800..<0xDC00).contains(code) {
                // A high surrogate counts only with its low half after it; alone it is U+FFFD.
                let saved = (i, code)
                code = 0xFFFD
                if i + 1 < p.count, p[i] == UInt8(ascii: "\\"), p[i + 1] == UInt8(ascii: "U") {
                    i += 2
                    let low = try hexDigits()
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((saved.1 - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        i = saved.0
                    }
                }
            }
            scratch.append(contentsOf: String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
            return
        case 0x0A:
            line += 1
            scratch.append(byte)
        case 0x80...:
            // Any other character stands for itself.
            let length = try utf8Sequence()
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<i + length]))
            i += length
            return
        default:
            scratch.append(byte)
        }
        i += 1
    }

    /// `\N`, `\NN` or `\NNN` in octal, at `i`: ASCII only, as above `\177` the byte names a
    /// character of NeXTSTEP's own encoding.
    mutating func octalEscape() throws(FormatError) {
        let start = i
        var code = 0
        while i < p.count, i - start < 3, p[i] >= UInt8(ascii: "0"), p[i] <= UInt8(ascii: "7") {
            code = code << 3 | Int(p[i] - UInt8(ascii: "0"))
            i += 1
        }
        guard code < 0x80 else {
            let digits = String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self)
            throw error(
                "the escape \\\(digits) names a NeXTSTEP character, which sirisim does not read; write the character itself"
            )
        }
        scratch.append(UInt8(code))
    }

    /// One to four hex digits at `i` (after `\U`).
    mutating func hexDigits() throws(FormatError) -> UInt32 {
        let start = i
        var code: UInt32 = 0
        while i < p.count, i - start < 4, let digit = Self.hexValue(p[i]) {
            code = code << 4 | UInt32(digit)
            i += 1
        }
        guard i > start else { throw error("\\U needs hex digits (\\U00E9 for é)") }
        return code
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    // MARK: Data

    /// `<0fbd 7781>`: pairs of hex digits, with white space between pairs.
    mutating func data() throws(FormatError) {
        let startLine = line
        i += 1
        scratch.removeAll(keepingCapacity: true)
        while i < p.count {
            let byte = p[i]
            switch byte {
            case UInt8(ascii: ">"):
                i += 1
                builder.addDecoded(scratch, kind: .data, line: startLine)
                return
            case 0x20, 0x09, 0x0B, 0x0C, 0x0D:
                i += 1
            case 0x0A:
                line += 1
                i += 1
            default:
                guard let high = Self.hexValue(byte) else {
                    throw unexpected("in data (write pairs of hex digits: <0fbd 7781>)")
                }
                guard i + 1 < p.count, let low = Self.hexValue(p[i + 1]) else {
                    throw error("data must be whole bytes: an even number of hex digits between spaces")
                }
                scratch.append(high << 4 | low)
                i += 2
            }
        }
        throw error("the data opened here with < is never closed", line: startLine)
    }
}
