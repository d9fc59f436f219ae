/// A work numbered in its series: "Symphony No. 5", "Mambo No. 5", "play symphony number 9 by
/// Dvořák". The word before the number is the title's, even one that elsewhere says the kind
/// of thing asked for ("symphony", read as a song): Siri looks the numbered title up whole.
extension SystemLexicon {
    /// Words that say a number is a work's place in its series.
    static let seriesNumberMarks: Set<String> = ["no", "number", "nr", "op", "opus"]
}

extension Aligner {
    /// Gives a title read as opening with a series number ("No. 5") the kind word right
    /// before it, read as the kind of thing asked for.
    func numberedWorks(_ filled: inout [Filled]) {
        let specs = plan.intent.schema.parameters
        let tokens = table.tokens
        for index in filled.indices {
            guard case .title = specs[filled[index].parameter].kind, filled[index].fills.count == 1,
                let title = filled[index].fills.first, title.entity == nil, title.tokens.count >= 2,
                title.tokens.lowerBound > 0,
                SystemLexicon.seriesNumberMarks.contains(tokens[title.tokens.lowerBound].key),
                tokens[title.tokens.lowerBound + 1].isDigits
            else { continue }
            let before = title.tokens.lowerBound - 1
            guard
                let kind = filled.firstIndex(where: { item in
                    item.fills.contains {
                        $0.tokens == before..<(before + 1) && $0.entity?.kind == .lexicon("mediaType")
                    }
                })
            else { continue }
            filled[kind].fills.removeAll { $0.tokens == before..<(before + 1) }
            filled[index].fills[0].tokens = before..<title.tokens.upperBound
            return
        }
    }
}
