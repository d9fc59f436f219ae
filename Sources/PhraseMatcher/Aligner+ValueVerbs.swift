/// A word of a list said as the request's verb: "like Blinding Lights", "dislike Tuesday
/// Blues", "favourite this". Siri's examples "{affinityType} {mediaSearch.mediaName}" open
/// with the value, not with a word of their own; where the request opens with a verb that
/// says the value, the example is in common with it as much as one whose verb was said, even
/// when the name after it is nobody's known one.
extension SystemLexicon {
    /// Value words that are verbs, which may open a request as its verb. Not the words of
    /// praise the lists hold as well ("good", "best", "great"): "good night Olly", "best time to
    /// visit downtown" say no liking.
    static let valueVerbs: Set<String> = [
        "like", "love", "dislike", "hate", "unlike", "favourite", "favorite", "heart", "adore",
    ]
}

extension Aligner {
    /// Whether the request opens with a value verb (`SystemLexicon.valueVerbs`) read by the
    /// slot that opens the example.
    func opensWithValueForVerb(_ walk: Walk) -> Bool {
        guard plan.verbElement == 0, walk.saidVerb, let first = table.tokens.first,
            SystemLexicon.valueVerbs.contains(first.key)
        else { return false }
        let specs = plan.intent.schema.parameters
        return walk.filled.contains { item in
            guard !item.extra, case .lexicon = specs[item.parameter].kind else { return false }
            return item.fills.contains { $0.entity != nil && $0.tokens.lowerBound == 0 }
        }
    }
}
