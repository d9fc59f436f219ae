/// A liking or a wish said with weight: "I really like this one", "I do love this song", "we
/// totally dig this album", "I do want to call Mum", "I really need to hear some jazz". The
/// word of weight says how much, not what; Siri hears the liking or the wish. Read past
/// between the one who speaks and the verb.
extension SystemLexicon {
    /// Words that weigh a verb of liking without changing it.
    static let intensifiers: Set<String> = [
        "really", "truly", "totally", "absolutely", "genuinely", "honestly", "seriously", "actually", "do", "does",
        "so", "just", "kinda", "sorta", "quite", "still", "deeply",
    ]

    /// Verbs of liking, disliking and wishing that an intensifier may stand before.
    static let weighedVerbs: Set<String> = valueVerbs.union([
        "enjoy", "dig", "adore", "loving", "liking", "hating", "want", "wanna", "need",
    ])

    /// The tokens without the intensifiers (one or two) that stand between "I" or "we" and
    /// such a verb, where the request opens with them (after one word at most: "oh I do like
    /// this one"): "I really like …" reads as "I like …". Not further on, where a message may
    /// say it ("text Sam I really love you" sends the words as said).
    static func dropIntensifiers(_ tokens: [Token]) -> [Token] {
        guard let i = tokens.prefix(2).firstIndex(where: { ["i", "we"].contains($0.key) }) else { return tokens }
        var k = i + 1
        while k < tokens.count, k - i <= 2, intensifiers.contains(tokens[k].key), !tokens[k].commaAfter { k += 1 }
        guard k > i + 1, k < tokens.count, weighedVerbs.contains(tokens[k].key) else { return tokens }
        return Array(tokens[...i]) + Array(tokens[k...])
    }
}
