/// Negative evidence: what says a reading is not this intent's.
extension Aligner {
    /// Whether a word of another domain, taken from its place as a name or as what the verb
    /// acts on, says the request is not for this intent ("Add apples to my shopping list",
    /// "Find a taxi", "Send money to John"). (One the reading leaves unexplained counts too:
    /// `align` notes it on its way back.) A word written with a capital, where the user writes
    /// in mixed case, is part of a name: "Hotel Somewhere" is a song.
    /// Whether a fill stands right beside the word "playlist" (`SystemLexicon.playlistWords`).
    func besideItsKind(_ fill: SlotFill) -> Bool {
        let tokens = table.tokens
        let range = fill.tokens
        guard !range.isEmpty else { return false }
        return
            (range.upperBound < tokens.count
            && SystemLexicon.playlistWords.contains(tokens[range.upperBound].key))
            || (range.lowerBound > 0 && SystemLexicon.playlistWords.contains(tokens[range.lowerBound - 1].key))
    }

    func speaksOfAnotherDomain(_ filled: [Filled], freeTexts: [Range<Int>], verbEnd: Int) -> Bool {
        let specs = plan.intent.schema.parameters
        func foreign(_ range: Range<Int>) -> Bool {
            range.contains { table.isOtherDomain[$0] && !table.isCapitalised[$0] }
        }
        // Free text right after the verb is what is sent or looked for; after a recipient or a
        // carrier it is a message, which may speak of anything ("email Dad how the weather is").
        if freeTexts.contains(where: { $0.lowerBound == verbEnd && foreign($0) }) { return true }
        for item in filled where !item.extra {
            switch specs[item.parameter].kind {
            case .title, .people, .group:
                // (A playlist's name beside the word "playlist" is a name, whatever its words:
                // "the classic road trip songs playlist".)
                if specs[item.parameter].kind.namesUserMake, item.fills.allSatisfy(besideItsKind) { continue }
                if item.fills.contains(where: { $0.entity == nil && foreign($0.tokens) }) { return true }
            case .freeText, .lexicon, .vocabulary, .number:
                continue
            }
        }
        return false
    }
}
