import BenchmarkSupport
import Formats

/// The JSON reader's second way in: a document it took whole is written to a file and
/// read around some of its top-level values by the layout the whole read gave. That
/// read must give the values and lines a read that skips them gives; a layout moved off
/// the file's bytes must give nothing, or that same document, never another.
enum LayoutCheck {
    /// What went wrong, or nil.
    static func check(_ bytes: [UInt8], layout: TopLevelLayout?, scratch: String, random: inout SplitMix) -> String? {
        guard let layout, !layout.members.isEmpty else { return nil }
        do { try FileWriting.write(bytes, to: scratch) } catch { return "cannot write the input: \(error)" }
        let skipped = Set(layout.members.map(\.key).filter { _ in Bool.random(using: &random) })
        let expected: Node
        do { expected = try JSONParser.parse(contentsOf: scratch, skipping: skipped) } catch {
            return "a read skipping \(skipped.sorted()) refused what a whole read took: \(error)"
        }
        guard let around = JSONParser.parse(contentsOf: scratch, skipping: skipped, layout: layout) else {
            return "the file's own layout did not fit it"
        }
        guard same(around, expected) else { return "a read by the layout differs from a read skipping the same keys" }
        for _ in 0..<4 {
            var moved = layout
            let i = Int.random(in: 0..<moved.members.count, using: &random)
            let by = Int.random(in: -3...3, using: &random)
            if Bool.random(using: &random) { moved.members[i].start += by } else { moved.members[i].end += by }
            if let read = JSONParser.parse(contentsOf: scratch, skipping: skipped, layout: moved), !same(read, expected)
            {
                return "a layout moved off the file gave another document (member \(i) moved by \(by))"
            }
        }
        return nil
    }

    /// Whether two documents hold the same values on the same lines, in the same order.
    /// Compared in one walk, without describing either: describing each scalar through
    /// reflection made this check, not the reader, most of a large input's time.
    static func same(_ a: Node, _ b: Node) -> Bool {
        guard a.line == b.line else { return false }
        switch (a.value, b.value) {
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        case (.dictionary(let left), .dictionary(let right)):
            return left.count == right.count
                && zip(left, right).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
        case (.real(let left), .real(let right)):
            return left == right || (left.isNaN && right.isNaN)
        case (.array, _), (.dictionary, _), (_, .array), (_, .dictionary):
            return false
        default:
            return a.value == b.value
        }
    }
}
