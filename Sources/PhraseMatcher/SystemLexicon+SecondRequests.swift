/// Two requests in one breath: "play something relaxing and set a timer for twenty minutes",
/// "call Aunt Rosa and what time does the pharmacy close". Siri acts on the first; the
/// second is no part of its values, and its words (a timer, a question) are no evidence
/// against the first.
extension SystemLexicon {
    /// Words that open a second request after "and": a question, or a verb that asks for
    /// something (of any domain: "… and then text Sam" is a request of its own too).
    static let secondRequestOpeners: Set<String> = requestVerbs.union([
        "what", "whats", "how", "hows", "when", "whens", "where", "wheres", "who", "whos", "why", "is", "are",
        "does", "do", "will", "set", "turn", "remind", "navigate", "open", "book", "order", "give", "get", "take",
        "make", "mix", "switch", "lock", "unlock", "dim", "raise", "lower", "increase", "decrease", "schedule",
        "check", "put", "let", "stop", "pause", "skip",
    ])

    /// Where a second request joined by "and" (or "and then", "and also") begins, or nil.
    /// Only after a request of the media domain, whose verb comes before: a message's content
    /// may hold anything ("text Sam I'm late and what's for dinner"), what the user does on a
    /// call is its purpose (`callTopicStart`; "call the grocery store and get their hours"
    /// asks for the hours), and after "open Netflix" the request is the second one. Not an
    /// "And" written with a capital inside a request in mixed case: it is in a title ("the
    /// soundtrack And Then There Was Light").
    static func secondRequestStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 5 else { return nil }
        let mixedCase = tokens.contains { $0.original.contains(where: \.isLowercase) }
        for k in 2..<(n - 2) where tokens[k].key == "and" && !tokens[k].quoted {
            guard !(mixedCase && tokens[k].original.first?.isUppercase == true) else { continue }
            var next = k + 1
            if ["then", "also"].contains(tokens[next].key) { next += 1 }
            guard next < n - 1, secondRequestOpeners.contains(tokens[next].key) || next > k + 1 else { continue }
            let before = tokens[..<k]
            guard before.contains(where: { mediaVerbs.contains($0.key) }),
                !before.contains(where: { messagingOpeners.contains($0.key) || sendingVerbs.contains($0.key) })
            else { return nil }
            return k
        }
        return nil
    }

    /// Verbs of the media domain's requests.
    static let mediaVerbs: Set<String> = playingVerbs.union([
        "listen", "hear", "add", "save", "queue", "find", "search", "look", "like", "love", "dislike", "hate",
    ])
}
