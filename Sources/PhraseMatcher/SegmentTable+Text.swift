/// Free text (message content): its candidates, and the text of values as the user typed them.
extension SegmentTable {
    /// Free text: any run of words. Text made only of phrasing words is a poor reading of
    /// content, and a carrier the examples put before content ("saying") is not content.
    func buildFreeText(carriers: Set<String>) -> [[Segment]] {
        let n = tokens.count
        var single = [[Segment]](repeating: [], count: n + 1)
        let weight = PhraseMatcher.slotWeight(.freeText)
        for i in 0..<n {
            var ownWords = 0
            var first = i
            // (Nor does content open with what is set aside: "text Ana via WhatsApp I'm late".)
            while first < n - 1, aside[first] { first += 1 }
            while first < n - 1, carriers.contains(tokens[first].key), !tokens[first].quoted { first += 1 }
            // A few of the app's phrasing words and then a carrier are no content either
            // ("… a text saying see you soon", where the examples had other words there).
            var k = first
            while k < n - 1, k - first < 3, phrasing.contains(tokens[k].key), !tokens[k].quoted,
                !SystemLexicon.contentCarriers.contains(tokens[k].key)
            { k += 1 }
            if k > first, k < n - 1, SystemLexicon.contentCarriers.contains(tokens[k].key), !tokens[k].quoted {
                first = k + 1
            }
            // What a carrier introduces ("saying from A") is content whatever its words.
            let carried =
                first > 0 && SystemLexicon.contentCarriers.contains(tokens[first - 1].key) && !tokens[first - 1].quoted
            for end in (i + 1)...n {
                let word = tokens[end - 1].key
                if carried && end > first && !SystemLexicon.contentCarriers.contains(word) || !phrasing.contains(word) {
                    ownWords += 1
                }
                let from = first < end ? first : i
                let fill =
                    ownWords > 0
                    ? SlotFill(text: "", entity: nil, quality: 1, tokens: from..<end)
                    : SlotFill(text: "", entity: nil, quality: 0)
                // Content does not open with the word that joins a list ("… Maria and Grace see
                // you both": Grace is a second recipient).
                let joined = SystemLexicon.listJoiners.contains(tokens[i].key) && !tokens[i].quoted
                let share = (joined ? 0.5 : 1) * (insideName[i] ? 0.1 : 1)
                single[i].append(Segment(end, ownWords > 0 ? share * weight : 0.2 * weight, fill))
            }
        }
        return single
    }

    /// A reading with each value's text as typed (read only for the readings kept).
    func withTexts(_ match: Match) -> Match {
        var match = match
        for p in match.parameters.indices where match.parameters[p].implied == nil {
            let kind = match.parameters[p].parameter.kind
            for f in match.parameters[p].fills.indices {
                if kind == .freeText {
                    let range = carried(match.parameters[p].fills[f].tokens, in: match)
                    match.parameters[p].fills[f].tokens =
                        match.parameters[p].parameter.name == "content" ? relayed(range) : range
                }
                match.parameters[p].fills[f].text = text(
                    of: match.parameters[p].fills[f], kind: kind,
                    keepsMarks: kind == .freeText && match.parameters[p].parameter.name != "searchTerms")
            }
        }
        return match
    }

    /// Content starts right after the carrier word that introduces it ("saying", "that"):
    /// words an example put between the two ("… that the ferry is delayed" keeps "the" as
    /// a word of its own) are the user's content, word for word, not phrasing. Nothing of
    /// another value is taken. The first carrier after the other values opens it, with any
    /// carrier right after it ("saying that …"): "… saying play that song again" says "play
    /// that song again".
    func carried(_ range: Range<Int>, in match: Match) -> Range<Int> {
        guard !range.isEmpty else { return range }
        let others = match.parameters.flatMap(\.fills).map(\.tokens).filter { $0 != range }
        var j = range.lowerBound - 1
        var first: Int?
        while j >= 0, !others.contains(where: { $0.contains(j) }) {
            if SystemLexicon.contentCarriers.contains(tokens[j].key), !tokens[j].quoted { first = j }
            j -= 1
        }
        guard var start = first.map({ $0 + 1 }) else { return range }
        while start < range.lowerBound, SystemLexicon.contentCarriers.contains(tokens[start].key) { start += 1 }
        return start..<range.upperBound
    }

    /// A message passed on through words of its own says what follows them: "text Shaz, tell
    /// her I'm outside" sends "I'm outside", as "… and ask what time the game is on", "… to say
    /// I'll pick her up", "… that reads pause the movie" and "… a text telling him mom wants a
    /// call back" send what comes after (`SystemLexicon.relayFrameLength`). Only where those
    /// words open the content, and only with a pronoun for whom it is passed to ("tell Mom I
    /// said hi" is what is said to Mom).
    func relayed(_ range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty, !tokens[range.lowerBound].quoted else { return range }
        let before = range.lowerBound > 0 ? tokens[range.lowerBound - 1].key : nil
        guard let frame = SystemLexicon.relayFrameLength(tokens[range].map(\.key)[...], after: before),
            frame < range.count
        else { return range }
        return (range.lowerBound + frame)..<range.upperBound
    }

    /// What a fill says: a number as digits, anything else as typed. Free text that reaches
    /// the last token read of an utterance that goes on takes the rest of it (`runsOn`).
    func text(of fill: SlotFill, kind: SlotKind, keepsMarks: Bool) -> String {
        guard !fill.tokens.isEmpty else { return "" }
        if kind == .number { return tokens[fill.tokens.lowerBound].key }
        var said = text(
            fill.tokens.lowerBound, fill.tokens.upperBound,
            toTheEnd: kind == .freeText && runsOn && fill.tokens.upperBound == tokens.count)
        // Someone named in the possessive is who is meant ("call Abby's cell", "return Nadia's
        // call" call Abby, Nadia), and so is an artist ("Mitski's album"): not the "'s".
        let artist = if case .title(let types) = kind { types.contains("mediaMusicArtistName") } else { false }
        if kind == .people || kind == .group || artist,
            facts.isPossessive[fill.tokens.upperBound - 1], said.hasSuffix("'s") || said.hasSuffix("’s")
        {
            said.removeLast(2)
        }
        // A name that ends the request does not take the request's own full stop or question
        // mark ("… by Pink Floyd?"), nor do the terms of a search ("… about Thursday?"); a
        // message keeps them.
        guard !keepsMarks, fill.tokens.upperBound == tokens.count else { return said }
        var name = Substring(said)
        while let last = name.last, ".?!".contains(last), name.count > 1 { name = name.dropLast() }
        return String(name)
    }

    /// The text of tokens `start..<end` as typed, quotes and edge punctuation removed; with
    /// `toTheEnd`, up to the end of the utterance.
    func text(_ start: Int, _ end: Int, toTheEnd: Bool = false) -> String {
        guard start < end else { return "" }
        // Tokens moved out of the order typed (`SystemLexicon.frontAfterthoughtVerb`) are
        // joined one by one.
        guard tokens[end - 1].original.endIndex > tokens[start].original.startIndex else {
            return tokens[start..<end].map { String($0.original) }.joined(separator: " ")
        }
        let base = tokens[start].original.base
        // So are tokens with words left out between them (`SystemLexicon.dropVersionWords`:
        // "the live version of Copper Bell" is read as "the Copper Bell"); an article right
        // before the words left out was theirs ("Copper Bell").
        if tokens[(start + 1)..<end].contains(where: \.afterOmission) {
            let first = tokens[start].key == "the" && tokens[start + 1].afterOmission ? start + 1 : start
            return tokens[first..<end].map { String($0.original) }.joined(separator: " ")
        }
        var lower = tokens[start].original.startIndex
        var upper = toTheEnd ? base.endIndex : tokens[end - 1].original.endIndex
        // Punctuation attached to the words belongs to them ("[urgent]", "late.", "(soon)"),
        // but not a comma or colon that separates them from what follows.
        while lower > base.startIndex, !base[base.index(before: lower)].isWhitespace,
            !base[base.index(before: lower)].isLetter,
            !base[base.index(before: lower)].isNumber
        {
            lower = base.index(before: lower)
        }
        // (Nor the "'s" of "it's", a token of its own: `Tokenizer.isContractions`.)
        while upper < base.endIndex, !base[upper].isWhitespace, !base[upper].isLetter, !base[upper].isNumber,
            !",;:'’".contains(base[upper])
        {
            upper = base.index(after: upper)
        }
        var text = base[lower..<upper]
        // Quotes around the whole text mark it; they are not part of it.
        if let first = text.first, first == "\"" || first == "“" || first == "”" { text = text.dropFirst() }
        if let last = text.last, last == "\"" || last == "“" || last == "”" { text = text.dropLast() }
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
