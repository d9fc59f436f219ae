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
        guard outline(around) == outline(expected) else { return "a read by the layout differs from a read skipping the same keys" }
        for _ in 0..<4 {
            var moved = layout
            let i = Int.random(in: 0..<moved.members.count, using: &random)
            let by = Int.random(in: -3...3, using: &random)
            if Bool.random(using: &random) { moved.members[i].start += by } else { moved.members[i].end += by }
            if let read = JSONParser.parse(contentsOf: scratch, skipping: skipped, layout: moved), outline(read) != outline(expected) {
                return "a layout moved off the file gave another document (member \(i) moved by \(by))"
            }
        }
        return nil
    }

    /// Every value with its line, in order.
    static func outline(_ node: Node, _ path: String = "") -> [String] {
        switch node.value {
        case let .array(items): ["\(path) [ \(node.line)"] + items.enumerated().flatMap { outline($1, "\(path)/\($0)") }
        case let .dictionary(pairs): ["\(path) { \(node.line)"] + pairs.flatMap { outline($1, "\(path)/\($0)") }
        default: ["\(path) \(node.value) \(node.line)"]
        }
    }
}
