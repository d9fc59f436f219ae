import Foundation

/// Numbers and the literals true, false and null.
extension JSONScanner {
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
            throw error(
                "the number \(String(decoding: UnsafeBufferPointer(rebasing: p[start..<min(i, start + 40)]), as: UTF8.self))\(i - start > 40 ? "…" : "") is out of range"
            )
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
            let (sum, o2) =
                negative
                ? times.subtractingReportingOverflow(Int(p[k] - 0x30)) : times.addingReportingOverflow(Int(p[k] - 0x30))
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
}
