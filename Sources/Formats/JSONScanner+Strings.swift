import Foundation

/// Strings: escapes decoded, UTF-8 checked.
extension JSONScanner {
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
        guard i < p.count else {
            throw error("the string opened on line \(startLine) is never closed", line: startLine)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[start..<i]))
        while true {
            guard i < p.count else {
                throw error("the string opened on line \(startLine) is never closed", line: startLine)
            }
            let byte = p[i]
            if byte == UInt8(ascii: "\"") {
                i += 1
                break
            }
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
                    throw error(
                        "unknown escape \\\(escape >= 0x21 && escape < 0x7F ? String(Character(Unicode.Scalar(escape))) : Self.describe(escape)) in a string"
                    )
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
