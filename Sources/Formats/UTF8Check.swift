import Foundation

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
