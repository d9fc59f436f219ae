import Foundation

/// Aligns one template with one utterance by dynamic programming (see `PhraseMatcher`).
///
/// The table is flat and its cells hold indices, not values, so that aligning a few dozen
/// templates per utterance allocates little.
struct Aligner {
    let table: SegmentTable
    let plan: TemplatePlan

    static let synonymCredit = 0.75
    /// The share of its credit a value earns where the example has no slot for it ("… on
    /// video" against "Call Ana"): its weight counts in full, so such values lift a reading
    /// towards this share, never above. (The alignment itself takes such a value only where
    /// half its credit outweighs half its weight plus what leaving the words unexplained
    /// costs: taking them more eagerly splits lists of names.)
    static let extraCredit = 0.65

    /// A parameter filled by the alignment: its index in the schema, its fills, and whether
    /// it came without a slot.
    struct Filled {
        var parameter: Int
        var fills: [SlotFill]
        var extra: Bool
    }

    private enum Step: UInt8 {
        case none, skipElement, literal, substitute, insert, slot, extra
    }

    private struct Cell {
        var value = -Double.infinity
        var fromI: Int32 = 0
        var fromJ: Int32 = 0
        var step = Step.none
        var a: Int32 = 0
        var b: Int32 = 0
    }

    func align() -> Match? {
        let tokens = table.tokens
        let n = tokens.count
        let template = plan.template, schema = plan.intent.schema
        let elements = template.elements
        let m = elements.count
        let width = m + 1
        var cells = [Cell](repeating: Cell(), count: (n + 1) * width)
        cells[0].value = 0
        let hits = table.hits, tokenWeights = table.weights, isPhrasing = table.isPhrasing
        let literalIDs = plan.literalIDs, literalWeights = plan.literalWeights

        let elementSegments: [[[Segment]]?] = plan.slotKinds.map { kind in
            kind >= 0 ? table.segments(kind: kind, intent: plan.intent) : nil
        }
        // Known values the example has no slot for may still fill a parameter ("… on video").
        let extras = table.extras(plan.intent)
        let extrasAt = table.extrasAt(plan.intent)

        // A value that opens both the example and the utterance stands for the request's verb:
        // of a list that names states as well as actions, only its action words can.
        var opensWithStates = false
        if case let .slot(parameter)? = elements.first, case let .lexicon(list) = parameter.kind {
            opensWithStates = SystemLexicon.openingValueWords[list] != nil
        }

        // The table is filled through a buffer pointer: a local array captured by `relax`
        // would be boxed, and every access checked for exclusivity at run time.
        cells.withUnsafeMutableBufferPointer { cells in
            @inline(__always) func relax(_ i: Int, _ j: Int, _ value: Double, _ fi: Int, _ fj: Int, _ step: Step, _ a: Int = 0, _ b: Int = 0) {
                let index = i * width + j
                if value > cells[index].value + 1e-12 {
                    cells[index] = Cell(value: value, fromI: Int32(fi), fromJ: Int32(fj), step: step, a: Int32(a), b: Int32(b))
                }
            }
            for i in 0...n {
                for j in 0...m {
                    let current = cells[i * width + j].value
                    guard current > -Double.infinity else { continue }
                    if j < m {
                        relax(i, j + 1, current, i, j, .skipElement)
                        if i < n {
                            if literalIDs[j] >= 0 {
                                var matched = false
                                for (k, hit) in hits[i].enumerated() where hit.id == literalIDs[j] && i + hit.length <= n {
                                    relax(i + hit.length, j + 1, current + literalWeights[j] * hit.factor, i, j, .literal, k)
                                    matched = true
                                }
                                // One joining word for another ("from" where the example has "of"):
                                // the example's word earns nothing, the user's costs nothing. Not for
                                // the opening word, which is the request's verb.
                                if !matched, i > 0, j > 0, isPhrasing[i] {
                                    relax(i + 1, j + 1, current, i, j, .substitute)
                                }
                            } else if let segments = elementSegments[j] {
                                // By index: copying a segment out would retain its fills.
                                segments[i].withUnsafeBufferPointer { row in
                                    for k in row.indices {
                                        if i == 0, j == 0, opensWithStates, row[k].fill.entity.map(SystemLexicon.isStateOnly) ?? true { continue }
                                        relax(row[k].end, j + 1, current + row[k].credit, i, j, .slot, k)
                                    }
                                }
                            }
                        }
                    }
                    if i < n {
                        relax(i + 1, j, current - tokenWeights[i], i, j, .insert)
                        for candidate in extrasAt[i] {
                            relax(candidate.end, j, current + 0.5 * candidate.credit - 0.5 * candidate.weight, i, j, .extra,
                                  candidate.parameter, candidate.segment)
                        }
                    }
                }
            }
        }
        guard cells[n * width + m].value > -Double.infinity else { return nil }

        // Walk back, totting up credit, unexplained weight and the fills.
        var credit = 0.0, unexplained = 0.0, extraWeight = 0.0
        var filled: [Filled] = []
        var literalHits = 0
        var openedWithVerb = false
        var addressesUser = false
        var saidVerb = false
        var foreign = false
        var skippedValue = false
        var verbEnd = -1
        var freeTexts: [Range<Int>] = []
        var utteranceOpensKnown = false
        let specs = schema.parameters
        var (i, j) = (n, m)
        while i > 0 || j > 0 {
            let cell = cells[i * width + j]
            let (fi, fj) = (Int(cell.fromI), Int(cell.fromJ))
            var fills: [SlotFill]?
            switch cell.step {
            case .literal:
                credit += literalWeights[fj] * table.hits[fi][Int(cell.a)].factor
                literalHits += 1
                if fj == 0 { openedWithVerb = true }
                if fj == plan.verbElement {
                    saidVerb = true
                    verbEnd = i
                }
            case .skipElement:
                // Where the example names a person and the user says "me" or "us", the user
                // is the one addressed ("Tell me a joke"): no reading of this example.
                if fi < n, SystemLexicon.selfReferences.contains(tokens[fi].key), plan.slotKinds[fj] >= 0,
                   table.slotKinds[plan.slotKinds[fj]].kind == .people {
                    return nil
                }
                if plan.slotKinds[fj] >= 0, case .lexicon = table.slotKinds[plan.slotKinds[fj]].kind { skippedValue = true }
            case .substitute, .none:
                break
            case .insert:
                unexplained += table.weights[fi]
                if table.isOtherDomain[fi], !table.isCapitalised[fi] { foreign = true }
            case .slot:
                let segment = elementSegments[fj]![fi][Int(cell.a)]
                credit += segment.credit
                fills = segment.fills
                if fj == plan.verbElement { saidVerb = true }
                if plan.slotKinds[fj] >= 0, table.slotKinds[plan.slotKinds[fj]].kind == .freeText, !segment.fill.tokens.isEmpty {
                    freeTexts.append(segment.fill.tokens)
                }
                if plan.slotKinds[fj] >= 0, table.slotKinds[plan.slotKinds[fj]].kind == .freeText, !segment.fill.tokens.isEmpty {
                    freeTexts.append(segment.fill.tokens)
                }
                // Free text that opens with "me" right after the verb ("Tell me a joke" against
                // "Text I'm late") addresses the user: it is no message, unless a person is named.
                if fj == plan.verbElement + 1, plan.slotKinds[fj] >= 0, table.slotKinds[plan.slotKinds[fj]].kind == .freeText,
                   let first = segment.fill.tokens.first, !segment.fill.tokens.isEmpty, SystemLexicon.selfReferences.contains(tokens[first].key) {
                    addressesUser = true
                }
                if plan.slotParameters[fj] >= 0 { filled.append(Filled(parameter: plan.slotParameters[fj], fills: fills!, extra: false)) }
            case .extra:
                let parameter = plan.intent.extras[Int(cell.a)].parameter
                let segment = extras[Int(cell.a)][fi][Int(cell.b)]
                credit += Self.extraCredit * segment.credit
                extraWeight += PhraseMatcher.slotWeight(schema.parameters[parameter].kind)
                fills = segment.fills
                filled.append(Filled(parameter: parameter, fills: fills!, extra: true))
            }
            // Whether the utterance's first word is accounted for by the example's words or
            // by a known name ("Favorite this song" against "I like this song").
            if fi == 0, i > 0 {
                switch cell.step {
                case .literal: utteranceOpensKnown = true
                // A value word that is an action ("Flag …") stands in for the example's verb
                // only where it is the request ("Flag the last message"), not where the value
                // merely describes ("Flag the message from Juan" is no search for flagged ones).
                case .slot, .extra:
                    guard let entity = fills?.first?.entity else { utteranceOpensKnown = false; break }
                    utteranceOpensKnown = !SystemLexicon.isAction(entity) || (filled.last.map { specs[$0.parameter].leadingWordFills } ?? true)
                default: break
                }
            }
            (i, j) = (fi, fj)
        }
        if addressesUser { return nil }
        // No word of the example in common is no reading at all, unless two known things
        // stand in its slots ("FaceTime Juan" against "Video call Ole").
        let recognised = filled.reduce(0) { $0 + $1.fills.filter { $0.entity != nil }.count }
        if literalHits == 0 && recognised < 2 { return nil }
        var score = credit / max(plan.weight + extraWeight + unexplained, 0.001)
        // An example opens with its request's verb; without it (or a word that stands for
        // it) the reading is weak.
        if case .literal = elements.first, !openedWithVerb, !utteranceOpensKnown { score *= 0.7 }
        // Slots filled only with words taken from their place, none of them known, are
        // weaker evidence than one known name.
        let allFills = filled.flatMap(\.fills)
        if allFills.count >= 2, allFills.allSatisfy({ $0.entity == nil }) { score *= 0.85 }
        // The same holds for a verb that stands after everyday words ("I like …"), or a value
        // standing for it ("I {affinityType} …"): "I had a long day" says neither.
        if plan.verbElement > 0, !saidVerb { score *= 0.7 }
        // An example that says what kind of thing it names ("find the {mediaType}
        // {mediaName}"), read without that kind and with a name nobody knows, says little:
        // "Find Kebab Connection" may be anything.
        if skippedValue, allFills.contains(where: { $0.entity == nil && !$0.tokens.isEmpty }),
           !filled.contains(where: { item in if case .lexicon = specs[item.parameter].kind { true } else { false } }) {
            score *= 0.8
        }
        if plan.intent.judgesOtherDomains, foreign || speaksOfAnotherDomain(filled, freeTexts: freeTexts, verbEnd: verbEnd) { score *= 0.5 }

        // A title taken from its place that is exactly a known name of another parameter
        // ("Play the Beatles" against "Play Purple Rain") is that parameter's value.
        for index in filled.indices {
            let (parameter, fills, extra) = (filled[index].parameter, filled[index].fills, filled[index].extra)
            let kind = specs[parameter].kind
            // (A person's place may hold a group's name, and the other way round.)
            var movable = false
            switch kind {
            case .title, .people, .group: movable = true
            default: break
            }
            guard movable, fills.count == 1 else { continue }
            // A known name of another kind goes to its own parameter, or stays as words; a
            // value word whose parameter is taken says nothing more ("Add the album … to my
            // playlist": "playlist" is no artist).
            if let entity = fills[0].entity, !specs[parameter].accepts(entity.kind) {
                if let other = specs.indices.first(where: { candidate in
                    specs[candidate].accepts(entity.kind) && !filled.contains { $0.parameter == candidate }
                }) {
                    filled[index] = Filled(parameter: other, fills: fills, extra: extra)
                } else if case .lexicon = entity.kind {
                    filled[index] = Filled(parameter: parameter, fills: [], extra: extra)
                } else {
                    filled[index] = Filled(parameter: parameter, fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: fills[0].tokens)], extra: extra)
                }
                continue
            }
            guard fills[0].entity == nil else { continue }
            let range = fills[0].tokens
            for other in specs.indices where other != parameter && !filled.contains(where: { $0.parameter == other }) {
                if let span = table.spans.first(where: { $0.start == range.lowerBound && $0.end == range.upperBound && $0.quality >= 0.99
                                                         && specs[other].accepts($0.entity.kind) }) {
                    filled[index] = Filled(parameter: other, fills: [SlotFill(text: "", entity: span.entity, quality: span.quality, tokens: range)], extra: extra)
                    break
                }
            }
            // A title nobody knows that reads as a person's name ("Add Vicky Leandros to …") is
            // the artist, where the request can name one and has not.
            // ("Add a Tom Thacker tune": the article is not part of the name.)
            let name = range.lowerBound < range.upperBound - 1 && SystemLexicon.articles.contains(tokens[range.lowerBound].key)
                ? (range.lowerBound + 1)..<range.upperBound : range
            if filled[index].parameter == parameter, case let .title(types) = kind, types.contains("mediaTitle"),
               SystemLexicon.readsAsPersonName(tokens[name].map(\.key)[...]),
               let artist = specs.indices.first(where: { candidate in
                   if case let .title(other) = specs[candidate].kind { other.contains("mediaMusicArtistName") } else { false }
               }), !filled.contains(where: { $0.parameter == artist }) {
                filled[index] = Filled(parameter: artist, fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: name)], extra: extra)
            }
        }
        // In the schema's order; within a parameter, in the utterance's (the walk went backwards).
        var byParameter = [(fills: [SlotFill], extra: Bool)?](repeating: nil, count: specs.count)
        for item in filled.reversed() {
            let (parameter, allFills, extra) = (item.parameter, item.fills, item.extra)
            // Free text that held only phrasing words ("Send a message to Maria") is no
            // value. (The text itself is read later, for the readings kept: `withTexts`.)
            let fills = specs[parameter].kind == .freeText ? allFills.filter { !$0.tokens.isEmpty } : allFills
            if fills.isEmpty { continue }
            if byParameter[parameter] == nil {
                byParameter[parameter] = (fills, extra)
            } else if specs[parameter].kind == .people {
                byParameter[parameter]!.fills += fills
            }
        }
        let parameters = specs.indices.compactMap { index in
            byParameter[index].map { ParameterFill(parameter: specs[index], fills: $0.fills, extra: $0.extra) }
        }
        return Match(app: template.app, intent: template.intent, score: min(1, score), example: template.example,
                     parameters: parameters, intentRank: template.intentRank, builtIn: template.builtIn)
    }
}
