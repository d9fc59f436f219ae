/// A title that is everything the user asked to hear: "play stand by me", "put on let it be".
extension SegmentTable {
    /// After a verb that asks for something to hear ("play", "listen to", "put on", "hear"),
    /// the rest of the request is the thing to play, whatever its words: song titles are made of
    /// everyday words as often as not ("stand by me", "someone like you", "back in black"),
    /// which `unknownTitles` reads only where capitals or a known name say where they go.
    ///
    /// Such a run is a candidate only where it is the whole rest of the request and the
    /// example ends with the title too (`Enclosure.restOfRequest`), or where it ends at "by" or
    /// "from" before a name and the example's next word stands there ("play let it be by the
    /// beatles", `Enclosure.betweenExampleWords`). Then:
    /// - it has a word that is neither the glue of a sentence nor a message ("play the message"
    ///   asks for one);
    /// - it does not open with a word that links or places ("play in the car"), a quantifier
    ///   ("play something different": any music), the user ("play me …") or, unless "by"
    ///   follows, an owner ("play my …": a playlist or the library);
    /// - it holds no value word, kind word, app or word of order ("play some jazz", "… on
    ///   Spotify", "play the next recording"), no second sentence ("play tag? what are …"), and
    ///   no name after "by" or "from" ("play africa by toto" names an artist);
    /// - it does not end with whom it is played for ("… for me"), a word that links ("… by")
    ///   or a filler ("please").
    ///
    /// Its credit is a long title's, less a little: a reading the examples' words explain
    /// better wins.
    func titlesAfterListening(into single: inout [[Segment]], types: Set<String>, weight: Double) {
        let n = tokens.count
        let traits = SlotRules.TitleTraits(types)
        guard !traits.userMade, !traits.artist else { return }
        for i in 1..<max(1, n - 1) where isListeningVerbEnd(i - 1) {
            // Up to the end of the request, or up to the first "by" or "from" before a name, where
            // the example's next word must stand: "play what a wonderful world by louis armstrong".
            let link = (i + 1..<(n - 1)).first {
                SystemLexicon.creditLinks.contains(tokens[$0].key) && !facts[.pronoun, $0 + 1]
            }
            // (Before "by" a title may be one word, or open with "my": "play help by the
            // beatles", "play my heart will go on by celine dion".)
            let range = i..<(link ?? n)
            guard opens(range, credited: link != nil), holdsOnlyTitleWords(range),
                ends(range, credited: link != nil)
            else { continue }
            let credit = weight * max(0.2, 0.75 - 0.07 * Double(range.count - 1)) * 0.8
            single[i].append(
                Segment(
                    range.upperBound, credit, SlotFill(text: "", entity: nil, quality: 0, tokens: range),
                    enclosure: link == nil ? .restOfRequest : .betweenExampleWords))
        }
    }

    /// Whether token `k` ends a verb asking for something to hear: "play", "hear", "listen to",
    /// "put on" (`SystemLexicon.listeningVerbs`).
    /// ("Hear" only after "to", as in "I want to hear …": "hear me out" asks no music.)
    func isListeningVerbEnd(_ k: Int) -> Bool {
        let key = tokens[k].key
        if SystemLexicon.listeningVerbs.contains(key) { return true }
        guard k > 0 else { return false }
        if key == "hear" { return tokens[k - 1].key == "to" }
        return SystemLexicon.listeningVerbParticles[tokens[k - 1].key] == key
    }

    /// (Nor with a question word and its subject: "… hear what I have to say" is a clause.)
    private func opens(_ range: Range<Int>, credited: Bool) -> Bool {
        let first = range.lowerBound
        let clause =
            range.count > 1 && SystemLexicon.questionWords.contains(tokens[first].key)
            && SystemLexicon.subjectPronouns.contains(tokens[first + 1].key)
        return !facts[.preposition, first] && !facts[.linking, first] && (credited || !facts[.owner, first])
            && !facts[.selfReference, first] && !SystemLexicon.quantifiers.contains(tokens[first].key)
            && !facts.isPossessive[first] && !facts.hyphenBefore[first] && !clause
    }

    private func holdsOnlyTitleWords(_ range: Range<Int>) -> Bool {
        var ownWord = false
        for k in range {
            if aside[k] || valueless[k] || facts[.kind, k] || facts[.userMadeKind, k] { return false }
            if k < range.upperBound - 1, tokens[k].commaAfter || sentenceEndsAfter(k) { return false }
            // (Which one, said by its place, is no title: "play the next recording".)
            if SystemLexicon.positionOrdinals.contains(tokens[k].key), !facts.isCapitalised[k] { return false }
            // (A word that introduces who made it or where it is from, before a name, splits
            // the run: "play africa by toto". Not before a pronoun: "stand by me".)
            if SystemLexicon.creditLinks.contains(tokens[k].key), !facts.isCapitalised[k], k + 1 < range.upperBound,
                !facts[.pronoun, k + 1]
            {
                return false
            }
            // (A message is no word of a title's own: "play the message" asks for one.)
            let key = tokens[k].key
            if !SystemLexicon.functionWords.contains(key), !SystemLexicon.messageCues.contains(key),
                key.contains(where: \.isLetter)
            {
                ownWord = true
            }
        }
        // (Only values that say what to play: "it" and "like" are the title's words, "let it
        // be", "someone like you".)
        let valueInside = spans.contains { span in
            range.contains(span.start) && span.end <= range.upperBound && span.quality >= 0.99
                && SystemLexicon.playedValueKinds.contains(span.entity.kind)
                && !(span.start..<span.end).allSatisfy { facts.isCapitalised[$0] }
        }
        return ownWord && !valueInside
    }

    private func ends(_ range: Range<Int>, credited: Bool) -> Bool {
        let last = range.upperBound - 1
        guard last > range.lowerBound else { return credited }
        let before = tokens[last - 1].key
        let forSomeone =
            before == "for" || (facts[.selfReference, last] && (before == "with" || before == "to"))
        return !forSomeone && !SystemLexicon.fillers.contains(tokens[last].key) && !facts[.linking, last]
    }
}
