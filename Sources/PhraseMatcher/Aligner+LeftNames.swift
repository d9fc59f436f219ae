import Foundation

extension Aligner {
    /// A person's or band's name the reading left unexplained is the artist, where the intent
    /// takes one and the reading has none: "put this Jerry Dixon song onto my … playlist", "add
    /// jeff burrows album to …", "play artist stu davis from the album …", "play Chantal
    /// Kreviazuk, Sister Ray". The words must read as an artist's name on their own
    /// (`SystemLexicon.readsAsArtistName`: a given name and a surname, or words of no English),
    /// so that unexplained phrasing ("can I hear", "right now") never becomes a name.
    ///
    /// This settles values, not the score: the reading is chosen as before.
    func unexplainedArtists(_ filled: inout [Filled], exampleWords: [Int]) {
        guard let artist = freeTitle(holding: "mediaMusicArtistName", in: filled) else { return }
        let tokens = table.tokens
        let n = tokens.count
        // (Asked of a few tokens against a few values: no table is worth making.)
        func used(_ k: Int) -> Bool {
            exampleWords.contains(k) || filled.contains { item in item.fills.contains { $0.tokens.contains(k) } }
        }
        var start = 0
        while start < n {
            guard !used(start) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < n, !used(end), !tokens[end - 1].commaAfter { end += 1 }
            // ("this Jerry Dixon song": the determiner is not the name's.)
            var name = start..<end
            while !name.isEmpty, SystemLexicon.articles.contains(tokens[name.lowerBound].key) {
                name = (name.lowerBound + 1)..<name.upperBound
            }
            if (2...3).contains(name.count), !name.contains(where: { table.facts.isPossessive[$0] }),
                SystemLexicon.readsAsArtistName(tokens[name].map(\.key)[...])
            {
                filled.append(
                    Filled(
                        parameter: artist, fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: name)],
                        extra: false))
                return
            }
            start = end
        }
    }

    /// A title nobody knows (a work's or an album's) that ends with "by" and a person's or
    /// band's name holds two values, the title and its artist, where the intent takes an
    /// artist and the reading has none: "look up Copper Wire Heart by Selin Aydin", "play the
    /// album Porch Light Sermons by Wendell Ashby", "the album salt and cinder by wren okonjo"
    /// (`SystemLexicon.namesItsMaker`), or "Clocking Off by The Late Trams" with capitals. (A
    /// "By" written as a word of the name, "Stand By Me", splits nothing; nor does a rest that
    /// is no name, "stand by me".)
    func artistsEndingTitles(_ filled: inout [Filled]) {
        guard let artist = freeTitle(holding: "mediaMusicArtistName", in: filled) else { return }
        let specs = plan.intent.schema.parameters
        let tokens = table.tokens
        for index in filled.indices {
            let item = filled[index]
            guard case .title(let types) = specs[item.parameter].kind,
                types.contains("mediaTitle") || types.contains("mediaAlbumName"),
                item.fills.count == 1, item.fills[0].entity == nil
            else { continue }
            let title = item.fills[0].tokens
            guard
                let by = title.dropFirst().dropLast().last(where: {
                    tokens[$0].key == "by" && !table.facts.isCapitalised[$0]
                })
            else { continue }
            let name = (by + 1)..<title.upperBound
            // (Or one written with capitals, each word, in a request in mixed case: "Clocking Off
            // by The Late Trams".)
            guard (1...4).contains(name.count),
                SystemLexicon.namesItsMaker(tokens[name].map(\.key)[...])
                    || name.allSatisfy({ table.facts.isCapitalised[$0] })
            else { continue }
            filled[index].fills[0].tokens = title.lowerBound..<by
            filled.append(
                Filled(
                    parameter: artist, fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: name)],
                    extra: false))
            return
        }
    }
}
