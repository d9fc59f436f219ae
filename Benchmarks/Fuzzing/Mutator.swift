import BenchmarkSupport
import Foundation

/// Makes hostile inputs out of well-formed ones: cut short, nested deep, numbers that do
/// not fit, bytes that are not UTF-8, control and escape bytes, spliced and repeated parts.
public struct Mutator: Sendable {
    /// The tokens of a format that make it nest and quote (`[`, `<dict>`, `"`…).
    public var openers: [[UInt8]]
    public var closers: [[UInt8]]
    /// Pieces of the format worth inserting anywhere (keys, tags, directives).
    public var tokens: [[UInt8]]

    public init(openers: [String], closers: [String], tokens: [String]) {
        self.openers = openers.map { Array($0.utf8) }
        self.closers = closers.map { Array($0.utf8) }
        self.tokens = tokens.map { Array($0.utf8) }
    }

    static let hugeNumbers = [
        "1e999999", "-1e400", "99999999999999999999999999999", "-9223372036854775809", "9223372036854775808",
        "1e-400", "NaN", "inf", "-inf", "Infinity", "0x7fffffffffffffff", "1.7976931348623157e309",
        "0.0000000000000000000000000000001e-330", "-0", "1e30", "4294967296", "nan(0x1)", "1_000", "٣",
    ]
    static let badBytes: [[UInt8]] = [
        [0xFF], [0xFE, 0xFF], [0xC0, 0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF8, 0x88, 0x80, 0x80, 0x80], [0x80], [0xBF, 0xBF], [0xEF, 0xBB, 0xBF],
    ]
    static let controls: [[UInt8]] = [
        [0x1B, 0x5B, 0x33, 0x31, 0x6D], [0x1B, 0x5D, 0x30, 0x3B, 0x78, 0x07], [0x00], [0x07], [0x08],
        [0x0D], [0x1B, 0x5B, 0x32, 0x4A], [0x7F], [0xC2, 0x9B], [0x0C], [0x0B], [0x1B], [0x09],
    ]

    /// One input: a seed document, changed one to four times.
    public func mutate(_ seed: [UInt8], _ random: inout SplitMix) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            bytes = mutateOnce(bytes, &random)
        }
        return bytes
    }

    func position(_ bytes: [UInt8], _ random: inout SplitMix) -> Int {
        bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
    }

    func mutateOnce(_ input: [UInt8], _ random: inout SplitMix) -> [UInt8] {
        var bytes = input
        switch Int.random(in: 0..<12, using: &random) {
        case 0:  // truncation
            bytes = Array(bytes.prefix(position(bytes, &random)))
        case 1:  // deep nesting, often far past any limit
            let depth = [10, 100, 511, 512, 513, 1_000, 5_000, 40_000].randomElement(using: &random)!
            let k = Int.random(in: 0..<openers.count, using: &random)
            var nest: [UInt8] = []
            nest.reserveCapacity(depth * (openers[k].count + closers[k % closers.count].count))
            for _ in 0..<depth { nest += openers[k] }
            if Bool.random(using: &random) { for _ in 0..<depth { nest += closers[k % closers.count] } }
            bytes.insert(contentsOf: nest, at: position(bytes, &random))
        case 2:  // numbers that do not fit
            bytes.insert(
                contentsOf: Array(Self.hugeNumbers.randomElement(using: &random)!.utf8), at: position(bytes, &random))
        case 3:  // bytes that are not UTF-8
            bytes.insert(contentsOf: Self.badBytes.randomElement(using: &random)!, at: position(bytes, &random))
        case 4:  // control and escape bytes
            bytes.insert(contentsOf: Self.controls.randomElement(using: &random)!, at: position(bytes, &random))
        case 5:  // a token of the format
            bytes.insert(contentsOf: tokens.randomElement(using: &random)!, at: position(bytes, &random))
        case 6:  // flipped bytes
            for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
        case 7:  // a slice removed
            if bytes.count > 1 {
                let a = Int.random(in: 0..<bytes.count, using: &random)
                let b = min(bytes.count, a + Int.random(in: 1...64, using: &random))
                bytes.removeSubrange(a..<b)
            }
        case 8:  // a slice repeated
            if !bytes.isEmpty {
                let a = Int.random(in: 0..<bytes.count, using: &random)
                let b = min(bytes.count, a + Int.random(in: 1...256, using: &random))
                let slice = Array(bytes[a..<b])
                var repeated: [UInt8] = []
                for _ in 0..<Int.random(in: 2...64, using: &random) { repeated += slice }
                bytes.insert(contentsOf: repeated, at: b)
            }
        case 9:  // a long run of one character
            let byte = [
                UInt8(ascii: "a"), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\\"), UInt8(ascii: "&"),
                UInt8(ascii: "<"),
                UInt8(ascii: "\""), UInt8(ascii: "9"),
            ].randomElement(using: &random)!
            bytes.insert(
                contentsOf: [UInt8](repeating: byte, count: Int.random(in: 1_000...100_000, using: &random)),
                at: position(bytes, &random))
        case 10:  // random bytes
            bytes.insert(
                contentsOf: (0..<Int.random(in: 1...32, using: &random)).map { _ in
                    UInt8.random(in: 0...255, using: &random)
                },
                at: position(bytes, &random))
        default:  // a closer without its opener, or an opener without its closer
            let list = Bool.random(using: &random) ? closers : openers
            bytes.insert(contentsOf: list.randomElement(using: &random)!, at: position(bytes, &random))
        }
        return bytes
    }
}
