import Foundation

extension Aligner {
    /// How well the walk reads the utterance: the credit earned over all the weight in play,
    /// lowered where the evidence is weak. Nil where nothing of the example was said.
    func score(_ walk: Walk) -> Double? {
        let specs = plan.intent.schema.parameters
        // No word of the example in common is no reading at all, unless two known things
        // stand in its slots ("FaceTime Juan" against "Video call Ole"), or a value said as its
        // verb opens the request ("like Blinding Lights": `opensWithValueForVerb`), or a genre
        // is all it says ("reggae": `readsOnlyAGenre`).
        let recognised = walk.filled.reduce(0) { $0 + $1.fills.filter { $0.entity != nil }.count }
        if walk.literalHits == 0 && recognised < 2 && !opensWithValueForVerb(walk) && !readsOnlyAGenre(walk) {
            return nil
        }
        var score = walk.credit / max(plan.weight + walk.extraWeight + walk.unexplained, 0.001)
        // An example opens with its request's verb; without it (or a word that stands for
        // it) the reading is weak.
        if case .literal = plan.template.elements.first, !walk.openedWithVerb, !walk.utteranceOpensKnown {
            score *= 0.7
        }
        // Slots filled only with words taken from their place, none of them known, are
        // weaker evidence than one known name.
        // (Not where a name users make stands, in an app that gave Siri none of them: "add
        // omnipresent to verano" is no weaker for "verano" being new. An app that gave some
        // gave them all: there an unknown one is weak evidence.)
        let allFills = walk.filled.flatMap(\.fills)
        if allFills.count >= 2, allFills.allSatisfy({ $0.entity == nil }),
            !walk.filled.contains(where: { item in
                guard !item.extra, case .title(let types) = specs[item.parameter].kind else { return false }
                let userMade = SlotKind.title(types).namesUserMake
                return userMade && !table.isClosed(types, userMade: userMade)
            })
        {
            score *= 0.85
        }
        // The same holds for a verb that stands after everyday words ("I like …"), or a value
        // standing for it ("I {affinityType} …"): "I had a long day" says neither.
        // So does a value standing for the verb at the opening ("{affinityType} the {mediaType}
        // …") that was not said: "play the audiobook The Hobbit" is no like.
        if plan.verbElement >= 0, !walk.saidVerb, plan.verbElement > 0 || plan.literalIDs[0] < 0 { score *= 0.7 }
        // An example that says what kind of thing it names ("find the {mediaType}
        // {mediaName}"), read without that kind and with a name nobody knows, says little:
        // "Find Kebab Connection" may be anything.
        // (A value the example has no slot for does not stand in for the one it skipped.)
        let namesAValueWord = walk.filled.contains { item in
            if case .lexicon = specs[item.parameter].kind { !item.extra } else { false }
        }
        if walk.skippedValue, allFills.contains(where: { $0.entity == nil && !$0.tokens.isEmpty }), !namesAValueWord {
            score *= 0.8
        }
        if walk.uncreditedName { score *= 0.8 }
        // The kind of thing the example names left unsaid, with another word of weight in its
        // place, is misread: "I need coffee" names no kind of media, "switch the language to
        // Spanish" no station.
        // (A value word of another intent's list fills nothing here: "I need an ambulance"
        // names no artist.)
        // (Asked only of a reading that left a kind unsaid: most say every kind they name.)
        if walk.skippedKindSlots != 0 || walk.skippedKindWords != 0 {
            let filledNothing = walk.filled.allSatisfy { item in
                item.fills.allSatisfy { fill in
                    guard let entity = fill.entity, case .lexicon(let list) = entity.kind else { return false }
                    return !specs.contains { $0.kind == .lexicon(list) }
                }
            }
            let othersValues = !walk.filled.isEmpty && filledNothing
            if walk.strayWordForKind(filledNothing: filledNothing, tookOthersValues: othersValues) { score *= 0.7 }
        }
        // A reading without what every phrase of its intent says ("it's helpful" read as
        // "{reference} is {affinityType}" likes nothing) says little of it.
        if plan.intent.alwaysSaid.contains(where: { parameter in
            !walk.filled.contains { $0.parameter == parameter && !$0.fills.isEmpty }
                && !plan.template.implied.contains { $0.parameter == specs[parameter] }
        }) {
            score *= 0.8
        }
        // An example that names what its domain deals with ("show me the email of …"), read
        // with free text as its only value and no such word said, says little: "show me how to
        // change my oil" may be anything.
        if !walk.filled.isEmpty, walk.filled.allSatisfy({ specs[$0.parameter].kind == .freeText }),
            let cues = SystemLexicon.domainCues[plan.template.intent],
            plan.template.elements.contains(where: {
                if case .literal(let key) = $0 { cues.contains(key) } else { false }
            }),
            !table.tokens.indices.contains(where: { i in
                cues.contains(table.tokens[i].key)
                    // ("the text where Noah sent …": after a determiner a verb of the domain is its noun)
                    || (i > 0 && ["the", "a", "my", "that", "this"].contains(table.tokens[i - 1].key)
                        && SystemLexicon.domainVerbNouns.contains(table.tokens[i].key))
            })
        {
            score *= 0.8
        }
        // Content that opens with the word introducing a person the reading left out ("send
        // {content} to …" taking "email to Daddy I'll be going …") holds that person: the
        // words are misread.
        let tokens = table.tokens
        if walk.freeTexts.contains(where: { range in
            plan.intent.personCarrierWords.contains { carriers in
                carriers.words.contains(tokens[range.lowerBound].key)
                    && !walk.filled.contains { $0.parameter == carriers.parameter && !$0.fills.isEmpty }
            }
        }) {
            score *= 0.7
        }
        // A request that opens with a verb of messaging or calling the example does not say is
        // that domain's, not media's: "text Leo play the album I left in your car" sends it.
        // And one that opens with a verb of messaging is no call: "msg jake call me back".
        let opening = tokens.first?.key ?? ""
        let opensElsewhere =
            (plan.intent.isMedia && SystemLexicon.messagingOpeners.contains(opening)
                || plan.intent.isCall && SystemLexicon.textingOpeners.contains(opening))
            && !walk.exampleWordTokens.contains(0)
        if plan.intent.judgesOtherDomains,
            walk.foreign || opensElsewhere
                || speaksOfAnotherDomain(walk.filled, freeTexts: walk.freeTexts, verbEnd: walk.verbEnd)
        {
            score *= 0.5
        }
        if pointsAtAThingUnexplained(walk) { score *= 0.6 }
        if switchesAThingOn(walk) { score *= 0.5 }
        if readsTheNotesApp(walk) { score *= 0.5 }
        if searchesMessagesUnsaid(walk) { score *= 0.6 }
        return score
    }

    /// Whether what is playing was read from "this" or "that" alone, before words the reading
    /// leaves unexplained to the end (past value words: "this new couch"): the word is a
    /// determiner of something else, which is no media ("I'm really enjoying this sunshine",
    /// "I'm obsessed with this new couch"). Not where a word of the reading follows ("this
    /// whole album", "this party started with some dance music"), nor where "this" opens the
    /// request as its subject ("this needs to be added to …") or a comma ends it ("it goes
    /// like this, …").
    func pointsAtAThingUnexplained(_ walk: Walk) -> Bool {
        let tokens = table.tokens
        let specs = plan.intent.schema.parameters
        func explained(_ i: Int) -> Bool {
            walk.exampleWordTokens.contains(i) || walk.filled.contains { $0.fills.contains { $0.tokens.contains(i) } }
        }
        for item in walk.filled where specs[item.parameter].name == "mediaSearch.reference" {
            for fill in item.fills where fill.tokens.count == 1 && fill.tokens.lowerBound > 0 {
                let this = fill.tokens.lowerBound
                guard ["this", "that"].contains(tokens[this].key), !tokens[this].commaAfter else { continue }
                var next = this + 1
                while next < tokens.count, explained(next) { next += 1 }
                guard next < tokens.count, !table.aside[next] else { continue }
                if !(next..<tokens.count).contains(where: explained) { return true }
            }
        }
        return false
    }
}
