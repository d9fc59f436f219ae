/// Aligns one template with one utterance by dynamic programming (see `PhraseMatcher`).
struct Aligner {
    let matcher: PhraseMatcher
    let table: SegmentTable
    var tokens: [Token] { table.tokens }
    let template: Template
    let templateWeight: Double
    let schema: IntentSchema
    /// Words that stand right before free text in this intent's examples.
    let carriers: Set<String>

    static let synonymCredit = 0.75

    private enum Step {
        case literal(Double)
        case synonym(Int)
        case substitute
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

    init(matcher: PhraseMatcher, table: SegmentTable, template: Template, templateWeight: Double, schema: IntentSchema, carriers: Set<String>) {
        self.matcher = matcher
        self.table = table
        self.carriers = carriers
        self.template = template
        self.templateWeight = templateWeight
        self.schema = schema
    }

    func align() -> Match? {
        let n = tokens.count
        let elements = template.elements
        let m = elements.count
        var table = [[Cell]](repeating: [Cell](repeating: Cell(), count: m + 1), count: n + 1)
        table[0][0].value = 0
        let segments = self.table
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
                            } else if let length = matcher.thesaurus.match(tokens, at: i, for: key) {
                                // A word from the same thesaurus group stands in, for less credit.
                                relax(&table, i + length, j + 1, current + matcher.weight(key) * Self.synonymCredit, (i, j), .synonym(length))
                            } else if i > 0, j > 0, segments.allPhrasing.contains(tokens[i].key) {
                                // One joining word for another ("from" where the example has "of"):
                                // the example's word earns nothing, the user's costs nothing. Not
                                // for the opening word, which is the request's verb.
                                relax(&table, i + 1, j + 1, current, (i, j), .substitute)
                            }
                        }
                    case let .slot(parameter):
                        if i < n {
                            for segment in segments.segments(parameter.kind, at: i, carriers: carriers) {
                                relax(&table, segment.end, j + 1, current + segment.credit, (i, j),
                                      .slot(end: segment.end, credit: segment.credit, fills: segment.fills))
                            }
                        }
                    }
                }
                if i < n {
                    relax(&table, i + 1, j, current - matcher.weight(tokens[i].key), (i, j), .insert)
                    for parameter in extraParameters {
                        for segment in segments.segments(parameter.kind, at: i, carriers: carriers) where segment.fills.allSatisfy({ $0.entity != nil }) {
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
        var openedWithVerb = false
        var utteranceOpensKnown = false
        while i > 0 || j > 0 {
            let cell = table[i][j]
            if j == 1, cell.from.1 == 0 {
                switch cell.step {
                case .literal, .synonym: openedWithVerb = true
                default: break
                }
            }
            // Whether the utterance's first word is accounted for by the example's words or
            // by a known name ("Favorite this song" against "I like this song").
            if cell.from.0 == 0, i > 0 {
                switch cell.step {
                case .literal, .synonym: utteranceOpensKnown = true
                case let .slot(_, _, fills), let .extra(_, _, _, _, fills): utteranceOpensKnown = fills.first?.entity != nil
                default: break
                }
            }
            switch cell.step {
            case let .literal(similarity):
                if case let .literal(key) = elements[j - 1] { credit += matcher.weight(key) * similarity }
                literalHits += 1
            case .skipElement, .substitute: break
            case .synonym:
                if case let .literal(key) = elements[j - 1] { credit += matcher.weight(key) * Self.synonymCredit }
                literalHits += 1
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
        var score = credit / max(templateWeight + extraWeight + unexplained, 0.001)
        // An example opens with its request's verb; without it (or a word that stands for
        // it) the reading is weak.
        if case .literal = elements.first, !openedWithVerb, !utteranceOpensKnown { score *= 0.7 }
        // Slots filled only with words taken from their place, none of them known, are
        // weaker evidence than one known name.
        let fills = filled.flatMap(\.1)
        if fills.count >= 2, fills.allSatisfy({ $0.entity == nil }) { score *= 0.85 }

        // A title taken from its place that is exactly a known name of another parameter
        // ("Play the Beatles" against "Play Purple Rain") is that parameter's value.
        for index in filled.indices {
            let (parameter, fills, extra) = filled[index]
            guard case .title = parameter.kind, fills.count == 1, fills[0].entity == nil else { continue }
            let range = fills[0].tokens
            for other in schema.parameters where other != parameter && !filled.contains(where: { $0.0 == other }) {
                if let span = segments.spans.first(where: { $0.start == range.lowerBound && $0.end == range.upperBound && $0.quality >= 0.99
                                                         && other.kind.accepts($0.entity.kind) }) {
                    filled[index] = (other, [SlotFill(text: fills[0].text, entity: span.entity, quality: span.quality, tokens: range)], extra)
                    break
                }
            }
        }
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
