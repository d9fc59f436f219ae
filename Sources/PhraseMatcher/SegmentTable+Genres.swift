/// Genres as the user says them, beyond the system's list of genre names.
extension SegmentTable {
    /// A genre as said in `range` ("gothic rock"): the system's value whose identifier is the
    /// words themselves, as SiriKit passes them.
    func saidGenre(_ range: Range<Int>) -> Entity {
        let said = tokens[range].map(\.key).joined(separator: " ")
        return Entity(kind: .lexicon("genre"), identifier: said, phrase: said, source: .system)
    }

    /// Genres as the user names them, beyond the system's list: a style word before a known
    /// genre ("gothic rock", "indian folk", "slow rock") is part of it, and whatever follows
    /// "the genre" or stands before "genre" is one ("play the genre Rock Strumentale", "music
    /// from the Easy Listening genre"). SiriKit passes genre names as said; the value is the
    /// words, and an app that files its music under broader genres finds the broader one.
    func styledGenres(into single: inout [[Segment]], weight: Double) {
        let n = tokens.count
        func isStyleWord(_ i: Int) -> Bool {
            i > 0 && !facts.isPhrasing[i] && !facts[.lexicon, i] && !facts[.everyday, i] && !facts[.pronoun, i]
                && !facts.endsName[i]
                && opensName[i] && !facts.isPossessive[i] && !aside[i] && !tokens[i].key.allSatisfy(\.isNumber)
                && !facts[.linking, i]
        }
        func genre(_ range: Range<Int>, credit: Double) {
            single[range.lowerBound].append(
                Segment(
                    range.upperBound, credit, SlotFill(text: "", entity: saidGenre(range), quality: 1, tokens: range)))
        }
        for span in spans where span.entity.kind == .lexicon("genre") && span.quality >= 0.99 {
            let before = span.start - 1
            guard before >= 0, isStyleWord(before), before == 0 || !isStyleWord(before - 1) else { continue }
            // (An everyday word before the style word makes one style with it: "old school hip hop".)
            let start =
                before > 1 && facts[.everyday, before - 1] && !facts.isPhrasing[before - 1]
                    && !facts[.pronoun, before - 1]
                ? before - 1 : before
            genre(start..<span.end, credit: weight * 0.9)
        }
        // A genre of the spoken word right before what it is a genre of ("a history podcast",
        // "a mystery audiobook", "talk radio"): only there, since the words name titles too
        // ("Thriller by Michael Jackson", "Pocket History").
        for i in tokens.indices {
            for length in 1...2 where i + length < n {
                let said = tokens[i..<(i + length)].map(\.key).joined(separator: " ")
                guard SystemLexicon.spokenWordGenres.contains(said),
                    SystemLexicon.spokenWordKinds.contains(tokens[i + length].key)
                else { continue }
                genre(i..<(i + length), credit: weight)
            }
        }
        // After "the genre", to the end or the next phrasing word; before "genre", back to an
        // article or phrasing word.
        for i in tokens.indices where tokens[i].key == "genre" {
            if i > 0, tokens[i - 1].key == "the" || tokens[i - 1].key == "a" {
                var end = i + 1
                while end < n, end - i <= 3, !facts.isPhrasing[end] || facts.isCapitalised[end], !facts.endsName[end] {
                    end += 1
                }
                if end > i + 1 { genre((i + 1)..<end, credit: weight * 0.8) }
            }
            var start = i
            while start > 0, i - start < 3, !facts.isPhrasing[start - 1] || facts.isCapitalised[start - 1] {
                start -= 1
            }
            if start < i, start > 0 { genre(start..<i, credit: weight * 0.8) }
        }
    }
}
