import Foundation

extension Aligner {
    /// Fills the table: cell (i, j) holds the best value of reading the utterance's first i
    /// tokens by the example's first j elements, and the step that reached it. Nil when the
    /// whole utterance cannot be read by the whole example.
    func fillTable() -> Table? {
        let n = table.tokens.count
        let elements = plan.template.elements
        let m = elements.count
        let width = m + 1
        var cells = [Cell](repeating: Cell(), count: (n + 1) * width)
        cells[0].value = 0
        let hits = table.hits
        let tokenWeights = table.weights
        let isPhrasing = table.facts.isPhrasing
        let saysOff = table.facts.saysOff
        let facts = table.facts
        let literalIDs = plan.literalIDs
        let literalWeights = plan.literalWeights
        let introducesName = plan.introducesName
        // A past form or a plural of a command's verb asks for no act ("my boss emailed about
        // …", "emails about the mortgage"): it does not read that verb (`Hit.statesOnly`).
        let verbElement = plan.verbElement
        let commands = plan.intent.commands

        let elementSegments: [[[Segment]]?] = plan.slotKinds.map { kind in
            kind >= 0 ? table.segments(kind: kind, intent: plan.intent) : nil
        }
        // Known values the example has no slot for may still fill a parameter ("… on video").
        let extras = table.extras(plan.intent)
        let extrasAt = table.extrasAt(plan.intent)

        // A name taken from its place keeps the value words beside it: "to my jazz vibes
        // playlist" names one playlist, not a genre and a playlist "vibes". So a value the
        // example has no slot for is not read right before or right after such a title; the
        // words go to the title, or cost their weight. A word naming what kind of thing the
        // title is may stand beside it ("add X to Pura Vida playlist"), but not between it and
        // the example's next word ("to my timeless love songs playlist": one name).
        let titleElements = plan.titleSlots
        let describes = plan.intent.extraDescribes
        @inline(__always) func takesFromPlace(_ element: Int, _ start: Int, _ segment: Int) -> Bool {
            titleElements[element] && elementSegments[element]![start][segment].fill.entity == nil
        }
        @inline(__always) func endsAtLiteral(_ i: Int, _ j: Int) -> Bool {
            j < m && i < n && literalIDs[j] >= 0 && hits[i].contains { $0.id == literalIDs[j] }
        }
        // Whether the example's word `j` is read at token `i`, as itself or as one joining word
        // for another (the `.substitute` step).
        @inline(__always) func readsExampleWord(_ i: Int, _ j: Int) -> Bool {
            endsAtLiteral(i, j) || (j < m && i < n && literalIDs[j] >= 0 && isPhrasing[i])
        }
        @inline(__always) func canOpenRequest(_ range: Range<Int>) -> Bool {
            guard let first = range.first, let last = range.last else { return false }
            return (!facts[.everyday, first] || table.tokens[first].key == "the") && !facts[.everyday, last]
                && !range.contains { isPhrasing[$0] && !facts[.everyday, $0] }
        }
        // A value that opens both the example and the utterance stands for the request's verb:
        // of a list that names states as well as actions, only its action words can.
        var opensWithStates = false
        if case .slot(let parameter)? = elements.first, case .lexicon(let list) = parameter.kind {
            opensWithStates = SystemLexicon.openingValueWords[list] != nil
        }

        // The table is filled through a buffer pointer: a local array captured by `relax`
        // would be boxed, and every access checked for exclusivity at run time.
        cells.withUnsafeMutableBufferPointer { cells in
            @inline(__always) func relax(
                _ i: Int, _ j: Int, _ value: Double, _ fi: Int, _ fj: Int, _ step: Step, _ a: Int = 0, _ b: Int = 0
            ) {
                let index = i * width + j
                if value > cells[index].value + 1e-12 {
                    cells[index] = Cell(
                        value: value, fromI: Int32(fi), fromJ: Int32(fj), step: step, a: Int32(a), b: Int32(b))
                }
            }
            // The step that read the last token before cell (i, j), past the example's elements
            // skipped since.
            @inline(__always) func lastRead(_ i: Int, _ j: Int) -> Cell {
                var cell = cells[i * width + j]
                while cell.step == .skipElement { cell = cells[Int(cell.fromI) * width + Int(cell.fromJ)] }
                return cell
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
                                for (k, hit) in hits[i].enumerated()
                                where hit.id == literalIDs[j] && i + hit.length <= n
                                    && !(hit.statesOnly && j == verbElement && commands)
                                {
                                    relax(
                                        i + hit.length, j + 1, current + literalWeights[j] * hit.factor, i, j, .literal,
                                        k)
                                    matched = true
                                }
                                // One joining word for another ("from" where the example has "of"):
                                // the example's word earns nothing, the user's costs nothing. Not for
                                // the opening word, which is the request's verb; and a word that
                                // introduces a name only for another that does ("of" for "by", not
                                // "for": "anything for a headache" names no artist). Nor "off", which
                                // undoes what any other says ("turn off the radio" is no "turn on").
                                if !matched, i > 0, j > 0, isPhrasing[i], !saysOff[i],
                                    !introducesName[j] || SystemLexicon.nameIntroducers.contains(table.tokens[i].key)
                                {
                                    relax(i + 1, j + 1, current, i, j, .substitute)
                                }
                            } else if let segments = elementSegments[j] {
                                // By index: copying a segment out would retain its fills.
                                var afterExtra = false
                                if titleElements[j] {
                                    let here = lastRead(i, j)
                                    afterExtra = here.step == .extra && describes[Int(here.a)]
                                }
                                // A title only the example's words make one stands right after
                                // the word before it and right before the next.
                                let afterLiteral =
                                    cells[i * width + j].step == .literal || cells[i * width + j].step == .substitute
                                segments[i].withUnsafeBufferPointer { row in
                                    for k in row.indices {
                                        if afterExtra, row[k].fill.entity == nil { continue }
                                        switch row[k].enclosure {
                                        case .free: break
                                        case .betweenExampleWords:
                                            if !afterLiteral || !readsExampleWord(row[k].end, j + 1) { continue }
                                        case .restOfRequest:
                                            if !afterLiteral || row[k].end != n || j + 1 != m { continue }
                                        case .afterExampleWord:
                                            let closes = row[k].end == n && j + 1 == m
                                            if !afterLiteral || !(closes || readsExampleWord(row[k].end, j + 1)) {
                                                continue
                                            }
                                        }
                                        // A title taken from its place where the example opens
                                        // with it ("{title} podcast") stands where the verb would:
                                        // it opens the request, holds no word of any app's phrasing
                                        // ("search", "play"), and neither opens (but for "the") nor
                                        // ends with an everyday word ("pause the podcast", "i fancy
                                        // a history podcast", "how long is the hobbit audiobook").
                                        if j == 0, titleElements[0], row[k].fill.entity == nil,
                                            i != 0 || !canOpenRequest(row[k].fill.tokens)
                                                || !endsAtLiteral(row[k].end, 1)
                                        {
                                            continue
                                        }
                                        if i == 0, j == 0, opensWithStates,
                                            row[k].fill.entity.map(SystemLexicon.isStateOnly) ?? true
                                        {
                                            continue
                                        }
                                        relax(row[k].end, j + 1, current + row[k].credit, i, j, .slot, k)
                                    }
                                }
                            }
                        }
                    }
                    if i < n {
                        relax(i + 1, j, current - tokenWeights[i], i, j, .insert)
                        var afterTitle = false
                        // (After a known title too, a value word is not read between it and the
                        // word naming its kind: "my Sunday Morning Jazz playlist" is one name even
                        // where "Sunday Morning" is known.)
                        var beforeKind = false
                        if !extrasAt[i].isEmpty {
                            let cell = lastRead(i, j)
                            afterTitle =
                                cell.step == .slot && takesFromPlace(Int(cell.fromJ), Int(cell.fromI), Int(cell.a))
                            beforeKind = cell.step == .slot && titleElements[Int(cell.fromJ)]
                            // Save the word naming a user-made name's kind ("… Legends Forever
                            // playlist"): it says what the name is (`dropKindsOfUserMadeNames`).
                            if afterTitle, plan.userMadeSlots[Int(cell.fromJ)], facts[.userMadeKind, i] {
                                afterTitle = false
                            }
                            // Words standing where a playlist's name goes (the example's next
                            // element) are its name ("add X to psychedelic rock"), not values.
                            if j < m, plan.userMadeSlots[j] { afterTitle = true }
                        }
                        for candidate in extrasAt[i] {
                            if afterTitle, describes[candidate.parameter] || endsAtLiteral(candidate.end, j) {
                                continue
                            }
                            if beforeKind, candidate.end < n, facts[.userMadeKind, candidate.end] {
                                continue
                            }
                            relax(
                                candidate.end, j, current + 0.5 * candidate.credit - 0.5 * candidate.weight, i, j,
                                .extra,
                                candidate.parameter, candidate.segment)
                        }
                    }
                }
            }
        }
        guard cells[n * width + m].value > -Double.infinity else { return nil }
        return Table(cells: cells, width: width, elementSegments: elementSegments, extras: extras)
    }
}
