import Foundation

/// An utterance as every template reads it: its tokens with framing and the app's name taken
/// out, the system's names and the example words found in it, and each token's weight.
struct PreparedUtterance {
    let tokens: [Token]
    /// The utterance ran on past the words read (`PhraseMatcher.readTokens`).
    let runsOn: Bool
    /// The app the user named, taken out of the tokens.
    let mention: AppMention?
    let probes: [Probe]
    let systemSpans: [EntitySpan]
    let hits: [[LiteralIndex.Hit]]
    let tokenWeights: [Double]
    let aside: [Bool]
    let valueless: [Bool]
    /// What each token is, for every app alike.
    let facts: TokenFacts
    /// What the request says as a whole (`RequestFacts`).
    let request: RequestFacts
}

extension PhraseMatcher {
    /// Reads the utterance once for every template.
    func prepare(_ utterance: String, restrictedApp: String?) -> PreparedUtterance {
        let allTokens = SystemLexicon.dropHesitations(
            SystemLexicon.dialectPossessives(SystemLexicon.expandTextSpeak(Tokenizer.tokenize(utterance))))
        // (A word said twice across the framing counts once: "check if uh if Dana texted".)
        var tokens = SystemLexicon.restartAfterCorrection(
            SystemLexicon.stripFraming(
                SystemLexicon.calleeNamedBefore(
                    SystemLexicon.dropIntensifiers(
                        SystemLexicon.dropDoubledWords(
                            Array(allTokens.prefix(Self.readTokens)), phrasing: allPhrasing)))))
        tokens = SystemLexicon.sentByChannel(tokens)
        var mention: AppMention?
        if restrictedApp == nil, let found = findAppMention(tokens) {
            mention = found.mention
            tokens.removeSubrange(found.range)
        }
        tokens = SystemLexicon.splitRunTogether(SystemLexicon.restoreApostrophes(tokens), phrasing: allPhrasing)
        tokens = SystemLexicon.joinEmailAddresses(SystemLexicon.dropDoubledWords(tokens, phrasing: allPhrasing))
        tokens = SystemLexicon.frontAfterthoughtVerb(tokens, opens: { [tokens] in opensRequest(tokens[$0].key) })
        if let start = SystemLexicon.leadInEnd(tokens, opens: { opensRequest(tokens[$0].key) }) {
            tokens = SystemLexicon.stripFraming(Array(tokens[start...]))
        }
        let probes = Probe.probes(tokens, phrasing: allPhrasing)
        // The system's value words are short and common: a typing error in one ("hear"
        // for "heart") is more likely another word, so they match as typed below six letters.
        let weighed = weights(of: tokens)
        let facts = TokenFacts(tokens: tokens, allPhrasing: allPhrasing, aside: weighed.aside)
        let timeSpans = SystemLexicon.countedWindows(tokens) + SystemLexicon.calendarDates(tokens)
        let systemSpans = (systemIndex.spans(in: tokens, probes: probes) + timeSpans).filter { span in
            // "Would like" is a wish, no liking: "I'd like the album Blue Harbour" asks for it.
            if span.entity.kind == .lexicon("affinityType"), span.start > 0,
                SystemLexicon.conditionals.contains(tokens[span.start - 1].key)
            {
                return false
            }
            // (A value word may stand before a hyphen: "top-20".)
            guard case .lexicon = span.entity.kind else { return facts.keepsWordsWhole(span.start..<span.end) }
            guard span.quality < 0.99 else { return true }
            return tokens[span.start..<span.end].allSatisfy { $0.key.count >= 6 }
        }
        let hits = literals.hits(tokens, probes: probes, synonymCredit: Aligner.synonymCredit)
        // (Every word outside the genre set aside, none inside: read in place.)
        let loneGenre = systemSpans.first(where: { span in
            span.entity.kind == .lexicon("genre") && (0..<span.start).allSatisfy { weighed.aside[$0] }
                && (span.end..<tokens.count).allSatisfy { weighed.aside[$0] }
                && (span.start..<span.end).allSatisfy { !weighed.aside[$0] }
        }).map { $0.start..<$0.end }
        return PreparedUtterance(
            tokens: tokens, runsOn: allTokens.count > Self.readTokens, mention: mention, probes: probes,
            systemSpans: systemSpans, hits: hits, tokenWeights: weighed.weights, aside: weighed.aside,
            valueless: weighed.valueless,
            facts: facts,
            request: RequestFacts(
                tokens: tokens, aside: weighed.aside, facts: facts, namesApp: mention != nil, loneGenre: loneGenre))
    }

    /// Whether a word opens some example's request, itself or as a relative or another form
    /// of its verb ("ring" for "call", "calling").
    func opensRequest(_ key: String) -> Bool {
        if verbs.contains(key) { return true }
        if let related = thesaurus.alternatives[key], !related.isDisjoint(with: verbs) { return true }
        return Inflection.baseForms(of: key).contains { verbs.contains($0) }
    }

    /// Each app's reading of the utterance (only `onlyApp`'s when given): its names, found
    /// once, and what they allow each slot kind to earn.
    func appReadings(_ prepared: PreparedUtterance, onlyApp: String?) -> [AppReading?] {
        let tokens = prepared.tokens
        var appReadings = [AppReading?](repeating: nil, count: grammars.count)
        for (number, grammar) in grammars.enumerated() where onlyApp == nil || grammar.bundleIdentifier == onlyApp {
            // A thing's name that is one everyday word ("A", "How") is no evidence of it: the
            // user said the word (people are kept: "call Will"; and longer names: "On My Own");
            // nor is a short word that only looks like one ("blue" is no "Blues", where "Jaun"
            // may well be Juan).
            let index = appIndexes[grammar.bundleIdentifier]
            let appSpans = (index?.spans(in: tokens, probes: prepared.probes) ?? []).filter { span in
                // (No name is half of a word written with a hyphen: "Ana-Lucía" is not Ana. A
                // value word may be: "top-20".)
                if !span.entity.kind.isLexicon, !prepared.facts.keepsWordsWhole(span.start..<span.end) { return false }
                switch span.entity.kind {
                case .person, .group, .appName: return true
                case .lexicon, .vocabulary:
                    guard span.end - span.start == 1 else { return true }
                    let key = tokens[span.start].key
                    return !SystemLexicon.everydayWords.contains(key) && (span.quality >= 0.99 || key.count >= 5)
                }
            }
            let spans = prepared.systemSpans + appSpans
            appReadings[number] = AppReading(spans: spans, rules: slotRules, tokens: tokens)
        }
        return appReadings
    }

    /// A template worth aligning, with the most it can score.
    struct Shortlisted {
        let template: Int
        let bound: Double
    }

    /// The templates whose cheap upper bound (their words' credit and their slots' ceilings,
    /// over their weight) could matter, best bound first. Only the `maximumAlignments` best
    /// can be aligned: they are kept in order as they come (ties in template order), rather
    /// than every template sorted.
    func shortlist(_ prepared: PreparedUtterance, appReadings: [AppReading?], onlyIntent: String?) -> [Shortlisted] {
        let shownFloor = threshold * Self.floorShare
        // The best factor of each example word the utterance holds, in word order.
        var bestFactor = [Double](repeating: 0, count: literalWeights.count)
        var touched: [Int] = []
        for tokenHits in prepared.hits {
            for hit in tokenHits where hit.factor > bestFactor[hit.id] {
                if bestFactor[hit.id] == 0 { touched.append(hit.id) }
                bestFactor[hit.id] = hit.factor
            }
        }
        var literalCredit = [Double](repeating: 0, count: plans.count)
        touched.sort()
        for id in touched {
            let credit = literalWeights[id] * bestFactor[id]
            for (t, count) in templatesByLiteral[id] { literalCredit[t] += credit * Double(count) }
        }
        let entityCount = appReadings.reduce(0) { max($0, $1?.spans.count ?? 0) }
        // Every app's ceilings in one array (app by app, `slotKinds.count` each), so the loop
        // below reads numbers rather than each app's array.
        let kindCount = slotKinds.count
        var ceilings = [Double](repeating: 0, count: appReadings.count * kindCount)
        let read = appReadings.map { $0 != nil }
        for (app, reading) in appReadings.enumerated() {
            guard let reading else { continue }
            for (kind, ceiling) in reading.ceilings.enumerated() { ceilings[app * kindCount + kind] = ceiling }
        }
        let bounds = planBounds
        var shortlist: [Shortlisted] = []
        shortlist.reserveCapacity(Self.maximumAlignments + 1)
        /// Keeps the `maximumAlignments` best bounds, the first template first among equal
        /// ones; false when `candidate` is not kept.
        func offer(_ candidate: Shortlisted) -> Bool {
            func before(_ a: Shortlisted, _ b: Shortlisted) -> Bool {
                a.bound > b.bound || (a.bound == b.bound && a.template < b.template)
            }
            if shortlist.count == Self.maximumAlignments, !before(candidate, shortlist[shortlist.count - 1]) {
                return false
            }
            var place = shortlist.count
            while place > 0, before(candidate, shortlist[place - 1]) { place -= 1 }
            shortlist.insert(candidate, at: place)
            if shortlist.count > Self.maximumAlignments { shortlist.removeLast() }
            return true
        }
        func slotCredit(_ credit: Double, app: Int, kinds: ArraySlice<Int>) -> Double {
            let offset = app * kindCount
            return kinds.reduce(credit) { $0 + ceilings[offset + $1] }
        }
        // The templates some word of the utterance touches, one by one.
        for id in touched {
            for (t, _) in templatesByLiteral[id] where literalCredit[t] > 0 {
                guard read[bounds.apps[t]] else { continue }
                if let onlyIntent, plans[t].template.intent != onlyIntent { continue }
                let kinds = bounds.slotKinds[bounds.slotStarts[t]..<bounds.slotStarts[t + 1]]
                let bound = slotCredit(literalCredit[t], app: bounds.apps[t], kinds: kinds) / bounds.weights[t]
                if bound >= shownFloor { _ = offer(Shortlisted(template: t, bound: bound)) }
                literalCredit[t] = -literalCredit[t]  // offered once
            }
        }
        // The others, with two names or more found, by their slots alone: a group's bounds
        // fall from its lightest template on.
        if entityCount >= 2 {
            for group in bounds.groups where read[group.app] {
                let credit = slotCredit(0, app: group.app, kinds: group.slotKinds[...])
                var refused: Double?  // the bound of the first template not kept
                for t in group.templates where literalCredit[t] == 0 {
                    if let onlyIntent, plans[t].template.intent != onlyIntent { continue }
                    // (A lone slot, a genre's, is for a genre said alone: below.)
                    if plans[t].template.elements.count == 1 { continue }
                    let bound = credit / bounds.weights[t]
                    guard bound >= shownFloor, bound >= refused ?? bound else { break }
                    if !offer(Shortlisted(template: t, bound: bound)) { refused = refused ?? bound }
                }
            }
        }
        if let first = prepared.tokens.first,
            entityCount < 2 && SystemLexicon.valueVerbs.contains(first.key) || prepared.request.loneGenre != nil
        {
            let start = prepared.request.loneGenre?.lowerBound ?? 0
            // With fewer, those that open with a slot for a word of a list, where the request
            // opens with such a word said as a verb: it stands for theirs ("like Blinding
            // Lights"; `Aligner.opensWithValueForVerb`); or, with any number, where a genre is
            // all it says ("reggae": `Aligner.readsOnlyAGenre`).
            for opened in bounds.valueOpened where literalCredit[opened.template] == 0 {
                let t = opened.template
                let app = bounds.apps[t]
                guard let reading = appReadings[app],
                    reading.knownStarts.contains(where: {
                        $0.start == start && slotRules.accepts(opened.slotKind, $0.number)
                    })
                else { continue }
                if let onlyIntent, plans[t].template.intent != onlyIntent { continue }
                let kinds = bounds.slotKinds[bounds.slotStarts[t]..<bounds.slotStarts[t + 1]]
                let bound = slotCredit(0, app: app, kinds: kinds) / bounds.weights[t]
                if bound >= shownFloor { _ = offer(Shortlisted(template: t, bound: bound)) }
            }
        }
        return shortlist
    }

    /// Aligns the shortlist in order of the bound, skipping what cannot change the result:
    /// the best reading and the runners-up shown (`shownReadings`) are those a full search of
    /// the shortlist finds. The bound is sound: a template earns at most its words' credit
    /// and its slots' ceilings; values without a slot ("… on video") lift a reading below
    /// `Aligner.extraCredit` towards it, by as much as the weight of the known values of the
    /// intent's kinds that stand in the utterance. The best reading of each intent.
    func alignShortlist(
        _ shortlist: [Shortlisted], prepared: PreparedUtterance, appReadings: [AppReading?],
        readingCount: Int, prune: Bool
    ) -> [Int: Match] {
        let nearFloor = threshold * Self.runnerUpShare
        var matches: [Int: Match] = [:]
        // The template each intent's reading came from: of readings that score alike, the one
        // whose example comes first in the files is kept, whatever order the bound gave them
        // (word weights move with every phrase added; the files' order does not).
        var source: [Int: Int] = [:]
        /// Whether a reading scoring `score` from `template` loses to the intent's reading kept.
        func losesToKept(_ intent: Int, score: Double, template: Int) -> Bool {
            guard let existing = matches[intent] else { return false }
            if abs(existing.score - score) <= 1e-9 { return source[intent]! < template }
            return existing.score > score
        }
        var extraRoom: [Int: Double] = [:]
        var kept: [Double] = []  // the best score of each intent aligned, best first
        for (rank, item) in shortlist.enumerated() {
            if rank >= Self.maximumAlignments { break }
            let plan = plans[item.template]
            let bound = item.bound
            let reading = appReadings[plan.app]!
            let room =
                extraRoom[plan.intent.id]
                ?? {
                    let room = extraWeight(plan.intent, known: reading.knownStarts, tokenCount: prepared.tokens.count)
                    extraRoom[plan.intent.id] = room
                    return room
                }()
            let weight = max(plan.weight, 0.001)
            let lift = Aligner.extraCredit
            let ceiling = min(1, bound >= lift ? bound : (bound * weight + lift * room) / (weight + room))
            // It cannot enter the readings shown. (Not a stop: the order is by bound, and
            // a later template's ceiling can be higher where values without a slot can lift it.)
            if prune, kept.count >= readingCount, ceiling < kept[readingCount - 1] - 1e-9 { continue }
            // Nor can it be a runner-up shown (those came near) or the best.
            if prune, let best = kept.first, ceiling < nearFloor, ceiling < best - 1e-9 { continue }
            // Its intent already has a reading this one cannot beat.
            if prune, losesToKept(plan.intent.id, score: ceiling, template: item.template) { continue }
            let table = reading.table ?? segmentTable(prepared, reading: reading, app: plan.template.app)
            reading.table = table
            guard let match = Aligner(table: table, plan: plan).align() else { continue }
            let key = plan.intent.id
            if losesToKept(key, score: match.score, template: item.template) { continue }
            matches[key] = match
            source[key] = item.template
            kept = matches.values.map(\.score).sorted(by: >)
        }
        return matches
    }

    /// The table of segments one app's slots can take, made when its first template is aligned.
    private func segmentTable(_ prepared: PreparedUtterance, reading: AppReading, app: String) -> SegmentTable {
        let table = SegmentTable(
            tokens: prepared.tokens, spans: reading.spans, phrasing: phrasing[app] ?? [],
            nameCarriers: nameCarriers[app] ?? [], allPhrasing: allPhrasing, aside: prepared.aside,
            valueless: prepared.valueless, facts: prepared.facts,
            knownVocabularies: knownVocabularies[app] ?? [], hits: prepared.hits,
            weights: prepared.tokenWeights, slotKinds: slotKinds, rules: slotRules)
        table.runsOn = prepared.runsOn
        table.request = prepared.request
        return table
    }
}
