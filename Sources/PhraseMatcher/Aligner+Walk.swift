import Foundation

extension Aligner {
    /// What the walk back through the filled table found: credit earned, weight left
    /// unexplained, the fills, and the evidence the score weighs.
    struct Walk {
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
        /// The tokens read as the example's own words.
        var exampleWordTokens: [Int] = []
        /// Where a word addressing the assistant ("you") stood unexplained.
        var addressedAt: [Int] = []
        /// Where the example's kind of thing was left unsaid (by element, one bit each): its
        /// word ("the radio") or its slot for one ("{mediaType}"), and where in the example
        /// words of weight stood unexplained (the element they came before). (Bits, not arrays:
        /// a walk is made for every template aligned; elements past the 64th are not marked.)
        var skippedKindWords: UInt64 = 0
        var skippedKindSlots: UInt64 = 0
        var unexplainedBefore: UInt64 = 0
        /// The slots filled with a word of a list (by element, one bit each): a modifier such
        /// as "newest" or "jazz" before the kind it describes.
        var filledListSlots: UInt64 = 0
        /// The example's words left unsaid (by element, one bit each).
        var skippedWords: UInt64 = 0
        /// Of those, the words that say whose a work is ("by", "from"), and the slots filled
        /// with a name taken from its place (by element, one bit each).
        var skippedCredits: UInt64 = 0
        var namesFromPlace: UInt64 = 0

        /// Whether a name was taken from its place right after the word that credits it was
        /// left unsaid: nothing said it is the artist ("what's the longest song ever recorded"
        /// read "ever recorded" as the artist of "what are the {sortOrder} {mediaType} by
        /// {artistName}").
        var uncreditedName: Bool { (skippedCredits << 1) & namesFromPlace != 0 }

        /// The bit of element `j`, none past the 64th.
        static func bit(_ j: Int) -> UInt64 { j < 64 ? 1 << UInt64(j) : 0 }

        /// Whether a word of weight stood unexplained right where the kind of thing the example
        /// names was left unsaid: another thing in its place ("switch the language to Spanish"
        /// against "switch the radio to {mediaName}", "I need coffee" against "I need
        /// {mediaType}"). A slot for a kind counts only in a reading that took nothing else:
        /// where a name was read, the words may be a title ("play Stay a While by …" against
        /// "play a {mediaType} by {artistName}"). (Only kinds, which are nouns: a word of praise
        /// nobody listed stands for a liking, "this song is fire".)
        /// - Parameter filledNothing: the reading took no value of its intent's (none, or only
        ///   value words of other intents' lists: `tookOthersValues`).
        func strayWordForKind(filledNothing: Bool, tookOthersValues: Bool) -> Bool {
            // (A reading that took nothing at all, with a kind unsaid and a word of weight
            // unread anywhere, or another intent's value read in its place, names nothing: "get
            // me an ambulance" against "get me the {mediaName} {mediaType}".)
            if filledNothing, skippedKindSlots != 0, unexplainedBefore != 0 || tookOthersValues { return true }
            // (A word before element `j` or right after it: bit j or j + 1.)
            let wordAt = unexplainedBefore | unexplainedBefore >> 1
            // A slot for a kind right after a word of a list that describes it counts whatever
            // else was read: the word in its place is what the modifier describes ("what's the
            // newest phone by Apple" against "what are the {sortOrder} {mediaType} by …").
            // So does one whose next word was left unsaid too, so that the next slot took the
            // words in the kind's place ("what are the top rated universities within my state"
            // read "universities within" as the artist).
            let describedKind = skippedKindSlots & (filledListSlots << 1)
            if describedKind & (skippedWords >> 1) != 0 { return true }
            return (skippedKindWords | describedKind) & wordAt != 0
        }
    }

    /// Walks the best path back from the last cell, totting up credit, unexplained weight and
    /// the fills. Nil where the path shows the example cannot be meant (the user addressed
    /// where the example names a person).
    func walkBack(_ table: Table) -> Walk? {
        let cells = table.cells
        let width = table.width
        let elementSegments = table.elementSegments
        let extras = table.extras
        let tokens = self.table.tokens
        let literalWeights = plan.literalWeights
        let n = tokens.count
        let specs = plan.intent.schema.parameters
        var walk = Walk()
        var (i, j) = (tokens.count, plan.template.elements.count)
        while i > 0 || j > 0 {
            let cell = cells[i * width + j]
            let (fi, fj) = (Int(cell.fromI), Int(cell.fromJ))
            var fills: [SlotFill]?
            switch cell.step {
            case .literal:
                // A word that only names a thing does not stand, as the example's word's relative,
                // for the verb the example opens with: "note buy eggs" is a note to self, not
                // "message {recipients} …" (as a noun "a quick note" is a message).
                if fj == 0, self.table.hits[fi][Int(cell.a)].factor < 1,
                    SystemLexicon.nounOnlyRelatives.contains(tokens[fi].key)
                {
                    return nil
                }
                walk.credit += literalWeights[fj] * self.table.hits[fi][Int(cell.a)].factor
                walk.exampleWordTokens += fi..<i
                walk.literalHits += 1
                if fj == 0 { walk.openedWithVerb = true }
                if fj == plan.verbElement {
                    walk.saidVerb = true
                    walk.verbEnd = i
                }
            case .skipElement:
                // Where the example names a person and the user says "me" or "us", the user
                // is the one addressed ("Tell me a joke"): no reading of this example.
                if fi < n, SystemLexicon.selfReferences.contains(tokens[fi].key), plan.slotKinds[fj] >= 0,
                    self.table.slotKinds[plan.slotKinds[fj]].kind == .people
                {
                    return nil
                }
                if plan.slotKinds[fj] >= 0, case .lexicon = self.table.slotKinds[plan.slotKinds[fj]].kind {
                    walk.skippedValue = true
                }
                if plan.slotKinds[fj] < 0 { walk.skippedWords |= Walk.bit(fj) }
                if plan.creditWords[fj] { walk.skippedCredits |= Walk.bit(fj) }
                if plan.kindSlots[fj] { walk.skippedKindSlots |= Walk.bit(fj) }
                if plan.kindWords[fj] { walk.skippedKindWords |= Walk.bit(fj) }
            case .substitute:
                // A word of another domain standing in for the example's ("turn on the fan"
                // against "turn on the radio") speaks of that domain.
                if self.table.facts.isOtherDomain[fi], !self.table.facts.isCapitalised[fi] { walk.foreign = true }
            case .none:
                break
            case .insert:
                walk.unexplained += self.table.weights[fi]
                // (A number is no other thing in a kind's place: "play the top fifty by …".)
                if self.table.weights[fi] >= PhraseMatcher.unknownWordWeight / 2, !tokens[fi].isDigits {
                    walk.unexplainedBefore |= Walk.bit(fj)
                }
                if SystemLexicon.addressees.contains(tokens[fi].key) { walk.addressedAt.append(fi) }
                if self.table.facts.isOtherDomain[fi], !self.table.facts.isCapitalised[fi] { walk.foreign = true }
                // "Off" after a verb of switching undoes the request: "turn off the radio",
                // "switch the radio off" ask for no playing.
                if self.table.facts.saysOff[fi], SystemLexicon.switchingVerbs.contains(tokens[0].key) {
                    walk.foreign = true
                }
            case .slot:
                let segment = elementSegments[fj]![fi][Int(cell.a)]
                walk.credit += segment.credit
                fills = segment.fills
                if fj == plan.verbElement {
                    walk.saidVerb = true
                    walk.verbEnd = i
                }
                if plan.slotKinds[fj] >= 0, self.table.slotKinds[plan.slotKinds[fj]].kind == .freeText,
                    !segment.fill.tokens.isEmpty
                {
                    walk.freeTexts.append(segment.fill.tokens)
                }
                // Free text that opens with "me" right after the verb ("Tell me a joke" against
                // "Text I'm late") addresses the user: it is no message, unless a person is named.
                if fj == plan.verbElement + 1, plan.slotKinds[fj] >= 0,
                    self.table.slotKinds[plan.slotKinds[fj]].kind == .freeText,
                    let first = segment.fill.tokens.first, !segment.fill.tokens.isEmpty,
                    SystemLexicon.selfReferences.contains(tokens[first].key)
                {
                    walk.addressesUser = true
                }
                if plan.slotKinds[fj] >= 0, case .lexicon = self.table.slotKinds[plan.slotKinds[fj]].kind,
                    !segment.fill.tokens.isEmpty
                {
                    walk.filledListSlots |= Walk.bit(fj)
                }
                if segment.fills.contains(where: { $0.entity == nil && !$0.tokens.isEmpty }) {
                    walk.namesFromPlace |= Walk.bit(fj)
                }
                if plan.slotParameters[fj] >= 0 {
                    walk.filled.append(Filled(parameter: plan.slotParameters[fj], fills: fills!, extra: false))
                }
            case .extra:
                let parameter = plan.intent.extras[Int(cell.a)].parameter
                let segment = extras[Int(cell.a)][fi][Int(cell.b)]
                walk.credit += Self.extraCredit * segment.credit
                walk.extraWeight += PhraseMatcher.slotWeight(specs[parameter].kind)
                fills = segment.fills
                walk.filled.append(Filled(parameter: parameter, fills: fills!, extra: true))
            }
            // Whether the utterance's first word is accounted for by the example's words or
            // by a known name ("Favorite this song" against "I like this song").
            if fi == 0, i > 0 {
                switch cell.step {
                case .literal: walk.utteranceOpensKnown = true
                // A value word that is an action ("Flag …") stands in for the example's verb
                // only where it is the request ("Flag the last message"), not where the value
                // merely describes ("Flag the message from Juan" is no search for flagged ones).
                case .slot, .extra:
                    guard let entity = fills?.first?.entity else {
                        walk.utteranceOpensKnown = false
                        break
                    }
                    walk.utteranceOpensKnown =
                        !SystemLexicon.isAction(entity)
                        || (walk.filled.last.map { specs[$0.parameter].leadingWordFills } ?? true)
                default: break
                }
            }
            (i, j) = (fi, fj)
        }
        // The assistant as the object of the request's verb ("I love you", "I hate you") is
        // talk with the assistant, not a request of the example.
        if walk.verbEnd >= 0, walk.addressedAt.contains(walk.verbEnd) { return nil }
        return walk.addressesUser ? nil : walk
    }
}
