/// Aligns one template with one utterance by dynamic programming (see `PhraseMatcher`).
struct Aligner {
    let matcher: PhraseMatcher
    let tokens: [Token]
    let spans: [EntitySpan]
    let template: Template
    let templateWeight: Double
    let schema: IntentSchema
    /// The literal words of the app's examples.
    let phrasing: Set<String>
    /// Words that stand right before free text in this intent's examples.
    let carriers: Set<String>

    private enum Step {
        case literal(Double)
        case skipElement
        case insert
        case slot(end: Int, credit: Double, fills: [SlotFill])
        case extra(end: Int, parameter: ParameterSpec, credit: Double, weight: Double, fills: [SlotFill])
    }

    private struct Cell {
        var value = -Double.infinity
        var from = (0, 0)
        var step = Step.skipElement
    }

    /// Candidate fills starting at each token, per slot kind.
    private var segmentCache: [SlotKind: [[(end: Int, credit: Double, fills: [SlotFill])]]] = [:]

    init(matcher: PhraseMatcher, tokens: [Token], spans: [EntitySpan], template: Template, templateWeight: Double, schema: IntentSchema,
         phrasing: Set<String>, carriers: Set<String>) {
        self.matcher = matcher
        self.phrasing = phrasing
        self.carriers = carriers
        self.tokens = tokens
        self.spans = spans
        self.template = template
        self.templateWeight = templateWeight
        self.schema = schema
    }

    /// The text of tokens `start..<end` as typed, quotes and edge punctuation removed.
    func text(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        let base = tokens[start].original.base
        let lower = tokens[start].original.startIndex
        let upper = tokens[end - 1].original.endIndex
        var text = String(base[lower..<upper])
        // Keep a closing sentence mark that belongs to the words ("late.", "now!").
        var after = upper
        while after < base.endIndex, ".!?".contains(base[after]) { text.append(base[after]); after = base.index(after: after) }
        return text.trimmingCharacters(in: CharacterSet(charactersIn: "\"“” "))
    }

    private mutating func segments(_ kind: SlotKind, at i: Int) -> [(end: Int, credit: Double, fills: [SlotFill])] {
        if segmentCache[kind] == nil { segmentCache[kind] = buildSegments(kind) }
        return segmentCache[kind]![i]
    }

    private func buildSegments(_ kind: SlotKind) -> [[(end: Int, credit: Double, fills: [SlotFill])]] {
        let n = tokens.count
        var single = [[(end: Int, credit: Double, fills: [SlotFill])]](repeating: [], count: n + 1)
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
                                             [SlotFill(text: text(range.lowerBound, range.upperBound), entity: span.entity, quality: span.quality)]))
        }
        switch kind {
        case .people, .group:
            // Someone the device does not know is still a name: up to three (four) unknown words.
            // Words the app's phrasing uses ("message", "the", "my") are never taken for a name.
            let maxUnknown = kind == .people ? 3 : 4
            let base = kind == .people ? 0.45 : 0.3
            for i in 0..<n {
                for length in 1...maxUnknown where i + length <= n {
                    let words = tokens[i..<(i + length)]
                    if words.contains(where: { SystemLexicon.listJoiners.contains($0.key) || phrasing.contains($0.key) }) { break }
                    if words.dropLast().contains(where: \.commaAfter) { break }
                    let credit = weight * (base - 0.1 * Double(length - 1))
                    single[i].append((i + length, credit, [SlotFill(text: text(i, i + length), entity: nil, quality: 0)]))
                }
            }
        case .freeText:
            // Free text made only of the app's phrasing words is a poor reading of content.
            // A carrier word the examples put before content ("saying", "that") is not content.
            for i in 0..<n {
                var ownWords = 0
                var first = i
                while first < n - 1, carriers.contains(tokens[first].key), !tokens[first].quoted { first += 1 }
                for end in (i + 1)...n {
                    if !phrasing.contains(tokens[end - 1].key) { ownWords += 1 }
                    let from = first < end ? first : i
                    let fill = ownWords > 0 ? SlotFill(text: text(from, end), entity: nil, quality: 1) : SlotFill(text: "", entity: nil, quality: 0)
                    single[i].append((end, ownWords > 0 ? weight : 0.2 * weight, [fill]))
                }
            }
        case .lexicon, .vocabulary:
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

    mutating func align() -> Match? {
        let n = tokens.count
        let elements = template.elements
        let m = elements.count
        var table = [[Cell]](repeating: [Cell](repeating: Cell(), count: m + 1), count: n + 1)
        table[0][0].value = 0
        let extraParameters = schema.parameters.filter { $0.kind != .freeText }

        func relax(_ table: inout [[Cell]], _ i: Int, _ j: Int, _ value: Double, _ from: (Int, Int), _ step: Step) {
            if value > table[i][j].value + 1e-12 {
                table[i][j] = Cell(value: value, from: from, step: step)
            }
        }

        for i in 0...n {
            for j in 0...m {
                let current = table[i][j].value
                guard current > -Double.infinity else { continue }
                if j < m {
                    relax(&table, i, j + 1, current, (i, j), .skipElement)
                    switch elements[j] {
                    case let .literal(key):
                        if i < n {
                            let similarity = literalSimilarity(key, tokens[i].key)
                            if similarity > 0 {
                                relax(&table, i + 1, j + 1, current + matcher.weight(key) * similarity, (i, j), .literal(similarity))
                            }
                        }
                    case let .slot(parameter):
                        if i < n {
                            for segment in segments(parameter.kind, at: i) {
                                relax(&table, segment.end, j + 1, current + segment.credit, (i, j),
                                      .slot(end: segment.end, credit: segment.credit, fills: segment.fills))
                            }
                        }
                    }
                }
                if i < n {
                    relax(&table, i + 1, j, current - matcher.weight(tokens[i].key), (i, j), .insert)
                    for parameter in extraParameters {
                        for segment in segments(parameter.kind, at: i) where segment.fills.allSatisfy({ $0.entity != nil }) {
                            let weight = PhraseMatcher.slotWeight(parameter.kind)
                            let credit = 0.5 * segment.credit
                            relax(&table, segment.end, j, current + credit - 0.5 * weight, (i, j),
                                  .extra(end: segment.end, parameter: parameter, credit: credit, weight: weight, fills: segment.fills))
                        }
                    }
                }
            }
        }
        guard table[n][m].value > -Double.infinity else { return nil }

        // Walk back, totting up credit, unexplained weight and the fills.
        var credit = 0.0, unexplained = 0.0, extraWeight = 0.0
        var filled: [(ParameterSpec, [SlotFill], Bool)] = []
        var literalHits = 0
        var (i, j) = (n, m)
        while i > 0 || j > 0 {
            let cell = table[i][j]
            switch cell.step {
            case let .literal(similarity):
                if case let .literal(key) = elements[j - 1] { credit += matcher.weight(key) * similarity }
                literalHits += 1
            case .skipElement: break
            case .insert: unexplained += matcher.weight(tokens[i - 1].key)
            case let .slot(_, slotCredit, fills):
                credit += slotCredit
                if case let .slot(parameter) = elements[j - 1] { filled.append((parameter, fills, false)) }
            case let .extra(_, parameter, extraCredit, weight, fills):
                credit += extraCredit
                extraWeight += weight
                filled.append((parameter, fills, true))
            }
            (i, j) = cell.from
        }
        // No word of the example in common is no reading at all, unless two known things
        // stand in its slots ("FaceTime Juan" against "Video call Ole").
        let recognised = filled.reduce(0) { $0 + $1.1.filter { $0.entity != nil }.count }
        if literalHits == 0 && recognised < 2 { return nil }
        let score = credit / max(templateWeight + extraWeight + unexplained, 0.001)

        var parameters: [ParameterFill] = []
        for (parameter, allFills, extra) in filled.reversed() {
            // Free text that held only phrasing words ("Send a message to Maria") is no value.
            let fills = allFills.filter { parameter.kind != .freeText || !$0.text.isEmpty }
            if fills.isEmpty { continue }
            if let index = parameters.firstIndex(where: { $0.parameter == parameter }) {
                if parameter.kind == .people { parameters[index].fills += fills }
            } else {
                parameters.append(ParameterFill(parameter: parameter, fills: fills, extra: extra))
            }
        }
        parameters.sort { a, b in
            (schema.parameters.firstIndex(of: a.parameter) ?? 0) < (schema.parameters.firstIndex(of: b.parameter) ?? 0)
        }
        return Match(app: template.app, intent: template.intent, score: min(1, score), example: template.example,
                     parameters: parameters, intentRank: template.intentRank)
    }

    private func literalSimilarity(_ expected: String, _ actual: String) -> Double {
        if expected == actual { return 1 }
        let limit = min(allowedTypos(forLength: expected.count), allowedTypos(forLength: actual.count))
        guard limit > 0 else { return 0 }
        let d = editDistance(expected, actual, limit: limit)
        return d <= limit ? 1 - 0.2 * Double(d) : 0
    }
}

import Foundation
