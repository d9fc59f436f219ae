/// A liking said by the user, then said again as a request: "I really like The Seekers, could
/// you remember that for the future", "i dont like heavy metal never play that", "I don't
/// care for this one at all, please don't play it for me again", "oh i do like this one it
/// reminds me of your grandfather". Siri records the liking; what follows restates it or says
/// why, and names nothing. Read past as a circumstance.
extension SystemLexicon {
    /// Words that open the second clause after what is liked, said without a comma.
    static let restatementOpeners: Set<String> = [
        "never", "please", "so", "it", "its", "could", "can", "would", "dont", "skip", "remember",
    ]

    /// Where the clause after a liking begins, or nil: in a request whose first word is the
    /// user ("i", "im", "we") and whose verb of liking (`valueVerbs`, or "care" as in "I don't
    /// care for") is among its first four words, after at least one word of what is liked, at
    /// a comma or at a word of `restatementOpeners`. Never after "and", which joins more of
    /// what is liked ("I like jazz and blues").
    static func restatementStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 4, ["i", "im", "we"].contains(tokens[0].key),
            let verb = (1..<min(n, 5)).first(where: { valueVerbs.contains(tokens[$0].key) || tokens[$0].key == "care" })
        else { return nil }
        // (What is liked starts after "for": "I don't care for this one".)
        let firstWord = verb + 1 + (verb + 1 < n && tokens[verb + 1].key == "for" ? 1 : 0)
        guard firstWord + 1 < n else { return nil }
        for k in (firstWord + 1)..<n where !tokens[k].quoted {
            if tokens[k - 1].commaAfter || restatementOpeners.contains(tokens[k].key) {
                return tokens[k].key == "and" ? nil : k
            }
        }
        return nil
    }
}
