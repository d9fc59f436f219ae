import Foundation

/// A candidate value for a slot: where it ends, the credit it earns, and the fills.
typealias Segment = (end: Int, credit: Double, fills: [SlotFill])

/// The candidate slot values of one utterance for one app, built once per slot kind and
/// shared by every template the utterance is aligned with.
final class SegmentTable {
    let tokens: [Token]
    let spans: [EntitySpan]
    /// The literal words of the app's examples.
    let phrasing: Set<String>
    /// The literal words of every app's examples: never a name on their own.
    let allPhrasing: Set<String>
    /// Every word of the system's value lists.
    let lexiconWords = SystemLexicon.words
    private var cache: [SlotKind: [[Segment]]] = [:]
    private var freeTextCache: [Set<String>: [[Segment]]] = [:]

    /// The vocabulary types the app has at least one name of.
    let knownVocabularies: Set<String>

    init(tokens: [Token], spans: [EntitySpan], phrasing: Set<String>, allPhrasing: Set<String>, knownVocabularies: Set<String>) {
        self.knownVocabularies = knownVocabularies
        self.tokens = tokens
        self.spans = spans
        self.phrasing = phrasing
        self.allPhrasing = allPhrasing
    }

    func segments(_ kind: SlotKind, at i: Int, carriers: Set<String>) -> [Segment] {
        if kind == .freeText {
            if let table = freeTextCache[carriers] { return table[i] }
            let built = buildFreeText(carriers: carriers)
            freeTextCache[carriers] = built
            return built[i]
        }
        if let table = cache[kind] { return table[i] }
        let built = build(kind)
        cache[kind] = built
        return built[i]
    }

    /// The text of tokens `start..<end` as typed, quotes and edge punctuation removed.
    func text(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        let base = tokens[start].original.base
        var lower = tokens[start].original.startIndex
        var upper = tokens[end - 1].original.endIndex
        // Punctuation attached to the words belongs to them ("[urgent]", "late.", "(soon)"),
        // but not a comma or colon that separates them from what follows.
        while lower > base.startIndex, !base[base.index(before: lower)].isWhitespace, !base[base.index(before: lower)].isLetter,
              !base[base.index(before: lower)].isNumber {
            lower = base.index(before: lower)
        }
        while upper < base.endIndex, !base[upper].isWhitespace, !base[upper].isLetter, !base[upper].isNumber, !",;:".contains(base[upper]) {
            upper = base.index(after: upper)
        }
        var text = String(base[lower..<upper])
        // Quotes around the whole text mark it; they are not part of it.
        let quotes: Set<Character> = ["\"", "“", "”"]
        if let first = text.first, quotes.contains(first) { text.removeFirst() }
        if let last = text.last, quotes.contains(last) { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }

    private func build(_ kind: SlotKind) -> [[Segment]] {
        let n = tokens.count
        var single = [[Segment]](repeating: [], count: n + 1)
        let weight = PhraseMatcher.slotWeight(kind)
        // Recognised entities of the slot's kind; the best one per span.
        var bestPerRange: [Range<Int>: EntitySpan] = [:]
        for span in spans where kind.accepts(span.entity.kind) {
            let range = span.start..<span.end
            if let existing = bestPerRange[range], existing.quality >= span.quality { continue }
            bestPerRange[range] = span
        }
        for (range, span) in bestPerRange {
            single[range.lowerBound].append((range.upperBound, weight * span.quality,
                                             [SlotFill(text: text(range.lowerBound, range.upperBound), entity: span.entity, quality: span.quality, tokens: range)]))
        }
        switch kind {
        case .people, .group:
            // Someone the device does not know is still a name: up to three (four) unknown
            // words, none of them the app's phrasing ("message", "the", "my").
            let maxUnknown = kind == .people ? 3 : 4
            let base = kind == .people ? 0.45 : 0.3
            for i in 0..<n {
                for length in 1...maxUnknown where i + length <= n {
                    let words = tokens[i..<(i + length)]
                    if words.contains(where: { SystemLexicon.listJoiners.contains($0.key) || allPhrasing.contains($0.key) }) { break }
                    if words.dropLast().contains(where: \.commaAfter) { break }
                    let credit = weight * (base - 0.1 * Double(length - 1))
                    single[i].append((i + length, credit, [SlotFill(text: text(i, i + length), entity: nil, quality: 0, tokens: i..<(i + length))]))
                }
            }
        case let .title(types):
            // Names the user makes (playlists, notebooks) are all known to their app: when
            // the app knows some, an unknown one is a poor reading.
            let closed = types.isSubset(of: SystemLexicon.closedVocabularies) && !types.isDisjoint(with: knownVocabularies)
            // Known names of things inside a longer unknown run make that run a poor title.
            let knownInside = spans.filter { span in
                span.quality >= 0.99 && span.end - span.start >= 1 && { if case .vocabulary = span.entity.kind { true } else { false } }()
            }
            // A title the library does not hold is taken from its place: up to eight words,
            // not ending with the app's phrasing, and starting with it only when a word of
            // its own follows ("the Eagles", not "by the Eagles"). Long runs earn less, so
            // that "Hotel California by the Eagles" reads as a title and an artist.
            for i in 0..<n {
                if allPhrasing.contains(tokens[i].key) && (i + 1 >= n || allPhrasing.contains(tokens[i + 1].key)) { continue }
                let opensWithPhrasing = allPhrasing.contains(tokens[i].key)
                for length in 1...8 where i + length <= n {
                    let last = tokens[i + length - 1]
                    if allPhrasing.contains(last.key) { continue }
                    // A title has a word of its own, not only phrasing and value words ("some music").
                    if !tokens[i..<(i + length)].contains(where: { !allPhrasing.contains($0.key) && !lexiconWords.contains($0.key) }) { continue }
                    if tokens[i..<(i + length - 1)].contains(where: \.commaAfter) { break }
                    var credit = weight * max(0.2, 0.75 - 0.07 * Double(length - 1))
                    if opensWithPhrasing { credit -= 0.2 }
                    if knownInside.contains(where: { $0.start >= i && $0.end <= i + length && $0.end - $0.start < length }) { credit *= 0.5 }
                    if closed { credit *= 0.5 }
                    single[i].append((i + length, credit, [SlotFill(text: text(i, i + length), entity: nil, quality: 0, tokens: i..<(i + length))]))
                }
            }
        case .number:
            for i in 0..<n where tokens[i].key.allSatisfy(\.isNumber) {
                single[i].append((i + 1, weight, [SlotFill(text: tokens[i].key, entity: nil, quality: 1, tokens: i..<(i + 1))]))
            }
        case .freeText, .lexicon, .vocabulary:
            break
        }
        guard kind == .people else { return single }
        // Lists: "Maria, Juan and Ana".
        var lists = single
        for i in stride(from: n - 1, through: 0, by: -1) {
            for first in single[i] {
                var next = first.end
                let joinedByComma = first.end > 0 && tokens[first.end - 1].commaAfter
                if next < n, SystemLexicon.listJoiners.contains(tokens[next].key) { next += 1 } else if !joinedByComma { continue }
                guard next < n else { continue }
                for rest in lists[next] where rest.fills.count < 8 {
                    let count = Double(1 + rest.fills.count)
                    let credit = (first.credit + rest.credit * Double(rest.fills.count)) / count
                    lists[i].append((rest.end, credit, first.fills + rest.fills))
                }
            }
        }
        return lists
    }

    /// Free text: any run of words. Text made only of phrasing words is a poor reading of
    /// content, and a carrier the examples put before content ("saying") is not content.
    private func buildFreeText(carriers: Set<String>) -> [[Segment]] {
        let n = tokens.count
        var single = [[Segment]](repeating: [], count: n + 1)
        let weight = PhraseMatcher.slotWeight(.freeText)
        for i in 0..<n {
            var ownWords = 0
            var first = i
            while first < n - 1, carriers.contains(tokens[first].key), !tokens[first].quoted { first += 1 }
            for end in (i + 1)...n {
                if !phrasing.contains(tokens[end - 1].key) { ownWords += 1 }
                let from = first < end ? first : i
                let fill = ownWords > 0 ? SlotFill(text: text(from, end), entity: nil, quality: 1, tokens: from..<end) : SlotFill(text: "", entity: nil, quality: 0)
                single[i].append((end, ownWords > 0 ? weight : 0.2 * weight, [fill]))
            }
        }
        return single
    }
}
