/// Requests whose verb comes last, after the thing it acts on: "Ring of Fire, add it to
/// campfire", "Mr. Brightside, play it", "music of Adele please play", "this, to playlist
/// Sleep add". People name the thing first when it is what is on their mind, then say what
/// to do with it, pointing back with "it" or "that". Siri's phrases all open with the verb,
/// so the request is read with the verb moved to the front and the pronoun gone: "add Ring
/// of Fire to campfire". (A title that opens with a verb is left as said: "Play It Again,
/// add that to gym mix" is not moved.)
extension SystemLexicon {
    /// Verbs that may come after their object, pointing back at it. Only verbs acting on a
    /// thing: "…, call her back" points at a person somewhere in what came before, which a
    /// move cannot find.
    static let afterthoughtVerbs: Set<String> = playingVerbs.union([
        "add", "save", "stick", "queue", "find", "search", "look", "pull", "show", "read", "send", "text",
        "loop", "repeat",
    ])
    /// Words that point back at the thing named first.
    static let pointingBack: Set<String> = ["it", "that", "this", "them", "those", "one"]
    /// Words that may follow a word pointing back: where it goes, when or how often.
    static let afterPointingBack: Set<String> = [
        "to", "into", "in", "on", "onto", "up", "there", "again", "now", "please", "for", "back", "then", "next",
        "too", "as", "from", "at", "with", "off",
    ]
    /// Particles that stay with the verb when it moves ("put it on", "look it up").
    static let verbParticles: Set<String> = ["on", "up"]
    /// Words between the comma and the verb that soften or join it ("…, can you play it",
    /// "…, so just add it").
    static let afterthoughtSofteners: Set<String> = [
        "and", "so", "then", "now", "just", "please", "pls", "can", "could", "would", "will", "you", "u", "go",
    ]
    /// Words that open a clause or a question rather than name a thing: what comes before the
    /// verb is then no object ("is there an audiobook of …? find it", "I love this, play it
    /// again").
    static let subjectsAndQuestions: Set<String> = [
        "i", "im", "ive", "id", "ill", "you", "we", "he", "she", "they", "it", "its", "is", "are", "was", "were",
        "do", "does", "did", "can", "could", "would", "will", "what", "whats", "which", "who", "whos", "where",
        "when", "how", "why", "there", "theres", "thats", "if", "has", "have", "had", "my", "me", "let", "lets",
    ]

    /// The request with a verb said last moved to the front, or the tokens as they were.
    ///
    /// Two shapes: a verb after a comma or a mark with a word pointing back ("X, play it", "X,
    /// add that to Y", "X? look it up"), and a verb that ends the request after "please", a
    /// comma or a mark ("X please play", "X, please start", "mum. call."; "add" ends one
    /// alone: "this to playlist Sleep add"). What comes before must name a thing, not open a clause of its own.
    /// `opens(i)` says whether token `i` opens some request: a request that opens with its
    /// verb is left as said ("play Blue, and shuffle it").
    static func frontAfterthoughtVerb(_ tokens: [Token], opens: (Int) -> Bool) -> [Token] {
        guard tokens.count >= 2, !subjectsAndQuestions.contains(tokens[0].key), !opens(0),
            !tokens.contains(where: \.quoted)
        else { return tokens }
        if let moved = pointingBackAfterComma(tokens) { return moved }
        return verbSaidLast(tokens) ?? tokens
    }

    /// "X, [softeners] VERB [particle] PRONOUN [particle] REST" → "VERB [particle] X REST"
    /// (or "X? …", "X. …").
    private static func pointingBackAfterComma(_ tokens: [Token]) -> [Token]? {
        for comma in stride(from: tokens.count - 2, through: 0, by: -1)
        where tokens[comma].commaAfter || marksBetween(tokens[comma], tokens[comma + 1]) {
            var verb = comma + 1
            while verb < tokens.count, verb - comma <= 4, afterthoughtSofteners.contains(tokens[verb].key) {
                verb += 1
            }
            guard verb < tokens.count, afterthoughtVerbs.contains(tokens[verb].key) else { continue }
            var pronoun = verb + 1
            var particles: [Token] = []
            if pronoun < tokens.count, verbParticles.contains(tokens[pronoun].key) {
                particles.append(tokens[pronoun])
                pronoun += 1
            }
            // (A word that points back stands alone: "that message" of "…, pull up that message"
            // is a new thing, not the one named first.)
            guard pronoun < tokens.count, pointingBack.contains(tokens[pronoun].key),
                pronoun + 1 == tokens.count || afterPointingBack.contains(tokens[pronoun + 1].key)
            else { return nil }
            var rest = pronoun + 1
            if particles.isEmpty, rest < tokens.count, verbParticles.contains(tokens[rest].key) {
                particles.append(tokens[rest])
                rest += 1
            }
            var head = Array(tokens[..<(comma + 1)])
            head[head.count - 1].commaAfter = rest < tokens.count
            return [tokens[verb]] + particles + head + tokens[rest...]
        }
        return nil
    }

    /// Verbs that may end a request with nothing after them: those of `afterthoughtVerbs`,
    /// calling and liking ("mum. call.", "banger. like.").
    static let lastVerbs: Set<String> = afterthoughtVerbs.union(callVerbs).union(["like", "dislike"])

    /// "X please VERB", "X, VERB" or "X. VERB." at the very end → "VERB X".
    private static func verbSaidLast(_ tokens: [Token]) -> [Token]? {
        let last = tokens.count - 1
        let verb = tokens[last]
        guard lastVerbs.contains(verb.key) else { return nil }
        var end = last
        while end > 0, afterthoughtSofteners.contains(tokens[end - 1].key) { end -= 1 }
        guard end > 0,
            end < last || tokens[last - 1].commaAfter || marksBetween(tokens[last - 1], verb) || verb.key == "add"
        else { return nil }
        var head = Array(tokens[..<end])
        head[head.count - 1].commaAfter = false
        return [verb] + head
    }

    /// Whether punctuation that ends a phrase stands between two tokens as typed ("mum. call",
    /// "pl: dinner party").
    static func marksBetween(_ a: Token, _ b: Token) -> Bool {
        guard a.original.base == b.original.base, a.original.endIndex <= b.original.startIndex else { return false }
        return a.original.base[a.original.endIndex..<b.original.startIndex].contains { ".,:;!?-".contains($0) }
    }
}
