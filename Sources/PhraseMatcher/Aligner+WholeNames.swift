import Foundation

extension Aligner {
    /// A name users make is said whole between the words that place it and the word naming
    /// its kind: "to the Indie Workout playlist", "onto the 2010 Decade playlist", "to the Top
    /// 100 Indie Tracks on Spotify playlist". Where the reading took only part of it, the words
    /// beside that part which the reading left unexplained or read as values the example had no
    /// slot for (a genre, a sort order, a number) are the name's too: leftwards up to the
    /// article, owner or preposition that places the name, rightwards only up to the kind word
    /// ("playlist"). The run must end at such a word on the left, so that a name is never
    /// widened into words the request said for something else.
    ///
    /// This settles values, not the score: the reading is chosen as before.
    func wholeUserMadeNames(_ filled: inout [Filled], exampleWords: [Int]) {
        let specs = plan.intent.schema.parameters
        let tokens = table.tokens
        let n = tokens.count
        for index in filled.indices {
            let item = filled[index]
            guard specs[item.parameter].kind.namesUserMake, !item.extra, item.fills.count == 1,
                item.fills[0].entity == nil, !item.fills[0].tokens.isEmpty
            else { continue }
            let name = item.fills[0].tokens
            // Who reads each token: an example word, a value the example had no slot for that may
            // join the name, or another value that may not.
            var owner = [TokenUse](repeating: .unexplained, count: n)
            for token in exampleWords where token < n { owner[token] = .exampleWord }
            for (other, otherItem) in filled.enumerated() where other != index {
                for fill in otherItem.fills where !fill.tokens.isEmpty {
                    let joins = otherItem.extra && fill.entity?.kind != .lexicon("mediaReference")
                    for token in fill.tokens where token < n { owner[token] = joins ? .joinable(other) : .taken }
                }
            }
            func joins(_ k: Int) -> Bool {
                switch owner[k] {
                case .unexplained: !SystemLexicon.fillers.contains(tokens[k].key) && !tokens[k].commaAfter
                case .joinable: true
                case .exampleWord, .taken: false
                }
            }
            func places(_ k: Int) -> Bool {
                let key = tokens[k].key
                return SystemLexicon.articles.contains(key) || SystemLexicon.prepositions.contains(key)
                    || table.facts[.owner, k] || table.facts.isPossessive[k] || owner[k] == .exampleWord
                    || table.facts[.userMadeKind, k] || table.facts[.naming, k]
            }
            // (Leftwards, no phrasing word joins: "save this what a nice song" has no name "what a nice".)
            var start = name.lowerBound
            while start > 0, !places(start - 1), joins(start - 1),
                owner[start - 1] != .unexplained || !table.facts.isPhrasing[start - 1]
            { start -= 1 }
            if start != name.lowerBound, start == 0 || !places(start - 1) { start = name.lowerBound }
            // A series of playlists music services make is named "This Is …" after an artist
            // ("add Yma Sumac to this is Animal Collective"): there "this" opens the name.
            if let opening = seriesOpening(before: start, owner: owner) { start = opening }
            var end = name.upperBound
            var ahead = name.upperBound
            while ahead < n, ahead - name.upperBound < 4, !table.facts[.userMadeKind, ahead], joins(ahead),
                !tokens[ahead - 1].commaAfter
            {
                ahead += 1
            }
            if ahead < n, ahead > name.upperBound, table.facts[.userMadeKind, ahead], !tokens[ahead - 1].commaAfter {
                end = ahead
            }
            guard start != name.lowerBound || end != name.upperBound else { continue }
            let whole = start..<end
            let absorbed = Set(
                whole.compactMap { k -> Int? in if case .joinable(let other) = owner[k] { other } else { nil } })
            filled[index].fills[0].tokens = whole
            // A value whose words all went into the name is no value of the search.
            let emptied = absorbed.filter { other in
                filled[other].fills.allSatisfy { $0.tokens.isEmpty || whole.contains($0.tokens.lowerBound) }
            }
            for other in emptied.sorted(by: >) { filled.remove(at: other) }
            return
        }
    }

    /// Where a name opening with `SystemLexicon.playlistSeries` starts, when the words before
    /// `start` (or the name's own first words) are that opening, left unexplained, and what
    /// stands before it places the name.
    private func seriesOpening(before start: Int, owner: [TokenUse]) -> Int? {
        let tokens = table.tokens
        for series in SystemLexicon.playlistSeries {
            // The opening's words said before the name, all of them or its first only.
            for said in 1...series.count {
                let opening = start - said
                guard opening >= 0, opening + series.count <= tokens.count,
                    (0..<series.count).allSatisfy({ tokens[opening + $0].key == series[$0] }),
                    (opening..<start).allSatisfy({
                        owner[$0] == .unexplained || SystemLexicon.articles.contains(tokens[$0].key)
                    }),
                    opening + series.count < tokens.count
                else { continue }
                return opening
            }
        }
        return nil
    }

    /// What reads a token, as `wholeUserMadeNames` sees it.
    private enum TokenUse: Equatable {
        case unexplained
        case exampleWord
        /// A value the example had no slot for (`Filled.extra`), at that index of the reading.
        case joinable(Int)
        case taken
    }
}
