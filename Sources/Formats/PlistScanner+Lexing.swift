import Foundation

/// The XML under a property list: tags, names, text and entities.
extension PlistScanner {
    /// An opening tag: where its name is in the file, and whether it closes itself.
    struct Tag {
        var start: Int
        var end: Int
        var selfClosing: Bool
    }

    func tag(_ tag: Tag, is name: StaticString) -> Bool {
        tag.end - tag.start == name.utf8CodeUnitCount
            && memcmp(p.baseAddress! + tag.start, name.utf8Start, tag.end - tag.start) == 0
    }

    func name(_ tag: Tag) -> String { Self.name(p, tag.start, tag.end) }

    func starts(with literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        return i + length <= p.count && memcmp(p.baseAddress! + i, literal.utf8Start, length) == 0
    }

    var atClosingTag: Bool { i + 1 < p.count && p[i] == UInt8(ascii: "<") && p[i + 1] == UInt8(ascii: "/") }

    /// Moves past `count` bytes, counting the lines they end.
    mutating func advance(_ count: Int) {
        let stop = min(p.count, i + count)
        while i < stop {
            if p[i] == 0x0A { line += 1 }
            i += 1
        }
    }

    /// Skips white space, the XML declaration, DOCTYPE and comments.
    mutating func skipMisc() throws(FormatError) {
        while i < p.count {
            let byte = p[i]
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                i += 1
            } else if byte == 0x0A {
                line += 1
                i += 1
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "<?")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<!DOCTYPE") {
                try skip(past: ">", what: "<!DOCTYPE")
            } else {
                return
            }
        }
    }

    mutating func skip(past terminator: StaticString, what: String) throws(FormatError) {
        let startLine = line
        while i < p.count && !starts(with: terminator) {
            if p[i] == 0x0A { line += 1 }
            i += 1
        }
        guard i < p.count else { throw error("the \(what) opened here is never closed", line: startLine) }
        i += terminator.utf8CodeUnitCount
    }

    mutating func openTag() throws(FormatError) -> Tag {
        guard i < p.count else { throw error("the file ends before the plist is complete") }
        guard p[i] == UInt8(ascii: "<"), !atClosingTag else { throw error("expected an element, found text") }
        i += 1
        let start = i
        while i < p.count {
            let byte = p[i]
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == 0x20 || byte == 0x0A || byte == 0x09
                || byte == 0x0D
            {
                break
            }
            i += 1
        }
        let end = i
        // Attributes (plist version="1.0") are read past, not interpreted.
        while i < p.count && p[i] != UInt8(ascii: ">") && !starts(with: "/>") {
            if p[i] == 0x0A { line += 1 }
            i += 1
        }
        guard i < p.count else { throw error("the element <\(Self.name(p, start, end))> is not closed") }
        if starts(with: "/>") {
            i += 2
            return Tag(start: start, end: end, selfClosing: true)
        }
        i += 1
        return Tag(start: start, end: end, selfClosing: false)
    }

    /// An element name for messages: printable ASCII, at most 40 characters.
    static func name(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        var out = ""
        for k in start..<min(end, start + 40) {
            let byte = p[k]
            out.append(byte >= 0x21 && byte < 0x7F ? Character(Unicode.Scalar(byte)) : "?")
        }
        return end - start > 40 ? out + "…" : out
    }

    mutating func closeTag(_ name: String) throws(FormatError) {
        try skipMisc()
        var name = name
        let matches = name.withUTF8 { wanted in
            atClosingTag && i + 2 + wanted.count < p.count
                && memcmp(p.baseAddress! + i + 2, wanted.baseAddress!, wanted.count) == 0
                && p[i + 2 + wanted.count] == UInt8(ascii: ">")
        }
        guard matches else {
            var end = i
            while end < p.count, p[end] != UInt8(ascii: ">"), end - i < 40 { end += 1 }
            let found = i < p.count ? Self.name(p, i, end) + ">" : "the end of the file"
            throw error("expected </\(name)>, found \(found)")
        }
        i += name.utf8.count + 3
    }

    /// Reads character data up to `</name>`, decoding entities and CDATA, and adds it as a
    /// string entry: a range of the file when nothing needed decoding.
    mutating func text(until name: String, line startLine: Int) throws(FormatError) {
        let start = i
        // The common case: plain text up to the next '<'.
        while i < p.count {
            let byte = p[i]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            if byte < 0x80 {
                if byte == 0x0A { line += 1 }
                i += 1
            } else {
                guard let length = UTF8Check.sequenceLength(p, i) else {
                    throw error("the file is not valid UTF-8 here")
                }
                i += length
            }
        }
        guard i < p.count else { throw error("<\(name)> opened here is never closed", line: startLine) }
        if p[i] == UInt8(ascii: "<"), atClosingTag {
            let length = i - start
            try closeTag(name)
            builder.addString(start: start, length: length, line: startLine)
            return
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[start..<i]))
        while true {
            guard i < p.count else { throw error("<\(name)> opened here is never closed", line: startLine) }
            let byte = p[i]
            if starts(with: "<![CDATA[") {
                i += 9
                let cdataLine = line
                while i < p.count && !starts(with: "]]>") {
                    if p[i] == 0x0A { line += 1 }
                    scratch.append(p[i])
                    i += 1
                }
                guard i < p.count else { throw error("the CDATA section opened here is never closed", line: cdataLine) }
                i += 3
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if byte == UInt8(ascii: "<") {
                break
            } else if byte == UInt8(ascii: "&") {
                try entity()
            } else if byte < 0x80 {
                if byte == 0x0A { line += 1 }
                scratch.append(byte)
                i += 1
            } else {
                guard let length = UTF8Check.sequenceLength(p, i) else {
                    throw error("the file is not valid UTF-8 here")
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<i + length]))
                i += length
            }
        }
        try closeTag(name)
        // CDATA may hold any bytes: keep only well-formed UTF-8.
        let text = String(decoding: scratch, as: UTF8.self)
        builder.addDecoded(Array(text.utf8), line: startLine)
    }

    mutating func entity() throws(FormatError) {
        i += 1
        let start = i
        while i < p.count, p[i] != UInt8(ascii: ";"), i - start < 12 { i += 1 }
        guard i < p.count, p[i] == UInt8(ascii: ";") else { throw error("an & that starts no entity (write &amp;)") }
        let name = Self.name(p, start, i)
        i += 1
        switch name {
        case "amp": scratch.append(UInt8(ascii: "&"))
        case "lt": scratch.append(UInt8(ascii: "<"))
        case "gt": scratch.append(UInt8(ascii: ">"))
        case "quot": scratch.append(UInt8(ascii: "\""))
        case "apos": scratch.append(UInt8(ascii: "'"))
        default:
            let digits =
                name.hasPrefix("#x")
                ? (String(name.dropFirst(2)), 16) : name.hasPrefix("#") ? (String(name.dropFirst()), 10) : ("", 0)
            guard digits.1 != 0, let code = UInt32(digits.0, radix: digits.1), let scalar = Unicode.Scalar(code) else {
                throw error("unknown entity &\(name);")
            }
            scratch.append(contentsOf: String(Character(scalar)).utf8)
        }
    }
}
