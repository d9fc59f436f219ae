import Foundation

extension Aligner {
    /// A name users make is said whole between the words that place it and the word naming
    /// its kind: "to the Indie Workout playlist", "onto the 2010 Decade playlist", "to the Top
    /// 100 Indie Tracks on Spotify playlist". Where the reading took only part of it, the words
    /// beside that part which the reading left unexplained or read as values the example had no
    /// slot for (a genre, a sort order, a number) are the name's too: leftwards up to the
    /// article, owner or preposition that places the name, rightwards only up to the kind word
    /// ("playlist"). The run must end at such a word on the left, so that a name is never
    /// widened into words the request said for something else. A known name said with more
    /// words ("my Road Trip 2024 playlist") is a name nobody knows.
    ///
    /// This settles values, not the score: the reading is chosen as before.
    func wholeUserMadeNames(_ filled: inout [Filled], exampleWords: [Int]) {
        let specs = plan.intent.schema.parameters
        let tokens = table.tokens
        let n = tokens.count
        for index in filled.indices {
            let item = filled[index]
            guard specs[item.parameter].kind.namesUserMake, !item.extra, item.fills.count == 1,
                !item.fills[0].tokens.isEmpty
            else { continue }
            let name = item.fills[0].tokens
            let owner = tokenUses(filled, besides: index, exampleWords: exampleWords)
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
            widen(index, to: start..<end, owner: owner, in: &filled)
            return
        }
    }

    /// A title nobody knows keeps the number it ends with, and the word linking it there
    /// (not "from", which says when):
    /// "Beyond the Valley of 1984", "Still Life: American Concert 1981", "Smokefree RockQuest
    /// 2005". Where the reading left such a number unexplained after the title (with words
    /// written as a name, or one linking word, between them) and the example's next word or the
    /// request's end comes right after it, the number is the title's. So is one right after a
    /// known name, which it makes another one: "add what's playing to Road Trip 2023" names no
    /// playlist "Road Trip" (which the library holds) with a number left over.
    func titlesKeepTheirNumbers(_ filled: inout [Filled], exampleWords: [Int]) {
        let tokens = table.tokens
        let n = tokens.count
        for (index, item) in filled.enumerated() {
            // (Not an artist's name: "play Hello by Adele 25" names an album after it.)
            guard case .title(let types) = plan.intent.schema.parameters[item.parameter].kind,
                !types.contains("mediaMusicArtistName"),
                item.fills.count == 1, !item.fills[0].tokens.isEmpty, item.fills[0].tokens.upperBound < n
            else { continue }
            if let entity = item.fills[0].entity {
                guard !entity.kind.isLexicon, tokens[item.fills[0].tokens.upperBound].isDigits else { continue }
            }
            let title = item.fills[0].tokens
            // (Most titles have no number after them: nothing to work out.)
            guard (title.upperBound..<min(n, title.upperBound + 3)).contains(where: { tokens[$0].isDigits }) else {
                continue
            }
            let owner = tokenUses(filled, besides: index, exampleWords: exampleWords)
            var end = title.upperBound
            var linked = false
            while end < n, end - title.upperBound < 3, !tokens[end - 1].commaAfter {
                let free: Bool
                switch owner[end] {
                case .unexplained, .joinable: free = true
                case .exampleWord, .taken: free = false
                }
                guard free else { break }
                if tokens[end].isDigits {
                    end += 1
                    break
                }
                // ("from 1974" says when, not which: "a movement from 1974" is no title.)
                if table.facts[.linking, end], tokens[end].key != "from", !linked {
                    linked = true
                } else if !table.facts.isCapitalised[end] {
                    break
                }
                end += 1
            }
            guard end > title.upperBound, tokens[end - 1].isDigits,
                end == n || owner[end] == .exampleWord || owner[end] == .taken
            else { continue }
            widen(index, to: title.lowerBound..<end, owner: owner, in: &filled)
            return
        }
    }

    /// Who reads each token, but the parameter at `index`: an example word, a value the
    /// example had no slot for (which may join a name beside it), or another value.
    func tokenUses(_ filled: [Filled], besides index: Int, exampleWords: [Int]) -> [TokenUse] {
        let n = table.tokens.count
        var owner = [TokenUse](repeating: .unexplained, count: n)
        for token in exampleWords where token < n { owner[token] = .exampleWord }
        for (other, otherItem) in filled.enumerated() where other != index {
            for fill in otherItem.fills where !fill.tokens.isEmpty {
                let joins = otherItem.extra && fill.entity?.kind != .lexicon("mediaReference")
                for token in fill.tokens where token < n { owner[token] = joins ? .joinable(other) : .taken }
            }
        }
        return owner
    }

    /// Gives the parameter at `index` the tokens `whole`; a value the example had no slot for
    /// whose words all went into it is no value of its own any more.
    private func widen(_ index: Int, to whole: Range<Int>, owner: [TokenUse], in filled: inout [Filled]) {
        let absorbed = Set(
            whole.compactMap { k -> Int? in if case .joinable(let other) = owner[k] { other } else { nil } })
        // (A known name said with more words is another name: "my Road Trip 2024 playlist".)
        filled[index].fills[0] = SlotFill(text: "", entity: nil, quality: 0, tokens: whole)
        let emptied = absorbed.filter { other in
            filled[other].fills.allSatisfy { $0.tokens.isEmpty || whole.contains($0.tokens.lowerBound) }
        }
        for other in emptied.sorted(by: >) { filled.remove(at: other) }
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

    /// What reads a token, as `wholeUserMadeNames` and `stationsKeepTheirKind` see it.
    enum TokenUse: Equatable {
        case unexplained
        case exampleWord
        /// A value the example had no slot for (`Filled.extra`), at that index of the reading.
        case joinable(Int)
        case taken
    }
}

extension Aligner {
    /// A known name that opens a longer run to the end of the request, where the example ends
    /// with its slot right after the word naming its kind, is part of a name nobody knows: "the
    /// album Blue Harbour" names no album "Blue" (which the library holds) with a word left
    /// over. The run is every word after the name, each left unexplained and none a phrasing or
    /// value word ("the album Blue again" keeps Blue).
    ///
    /// This settles values, not the score: the reading is chosen as before.
    func knownNamesSaidLonger(_ filled: inout [Filled], exampleWords: [Int]) {
        guard case .slot(let last)? = plan.template.elements.last else { return }
        let specs = plan.intent.schema.parameters
        let tokens = table.tokens
        let n = tokens.count
        // (The name may have moved to the parameter of its kind: `settleTitles`.)
        guard case .title = last.kind else { return }
        let lastEnd = filled.lazy.flatMap(\.fills).map(\.tokens.upperBound).max()
        guard
            let index = filled.firstIndex(where: { item in
                guard !item.extra, item.fills.count == 1, case .title = specs[item.parameter].kind else { return false }
                return item.fills[0].tokens.upperBound == lastEnd
            })
        else { return }
        let fill = filled[index].fills[0]
        guard let entity = fill.entity, !entity.kind.isLexicon, !fill.tokens.isEmpty, fill.tokens.upperBound < n,
            fill.tokens.lowerBound > 0, table.facts[.kind, fill.tokens.lowerBound - 1]
        else { return }
        let owner = tokenUses(filled, besides: index, exampleWords: exampleWords)
        let rest = fill.tokens.upperBound..<n
        guard
            rest.allSatisfy({ k in
                owner[k] == .unexplained && !table.facts.isPhrasing[k] && !table.facts[.lexicon, k] && !table.aside[k]
            })
        else { return }
        filled[index].fills[0] = SlotFill(text: "", entity: nil, quality: 0, tokens: fill.tokens.lowerBound..<n)
        // A name nobody knows is of the kind said, no longer of the known name's: "the song Blue
        // Tangerine" is a song's title, though "Blue" is an album.
        if specs[filled[index].parameter].kind == .title(["mediaAlbumName"]),
            !["album", "albums"].contains(tokens[fill.tokens.lowerBound - 1].key),
            let title = freeTitle(holding: "mediaTitle", in: filled)
        {
            filled[index].parameter = title
        }
    }
}
