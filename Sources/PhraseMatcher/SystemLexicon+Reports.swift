/// A message told of first and asked for after: "I think my boss emailed me on Monday, can
/// you find it", "Jake sent me the song title at some point, pull up that message". The
/// request at the end only points back at what the report describes; the report is the
/// search, read as Siri's own "{senders} emailed me …" (the end is read past in the framing).
extension SystemLexicon {
    /// Verbs in the past that report a message sent to the user.
    static let reportedMessageVerbs: Set<String> = [
        "sent", "emailed", "texted", "messaged", "wrote", "replied", "mailed", "dmed", "dmd", "whatsapped",
    ]
    /// Verbs that ask for what was reported ("find it", "pull that up", "dig it out").
    static let pointedSearchVerbs: Set<String> = ["find", "pull", "look", "dig", "get", "fetch", "locate", "show"]
    /// What may follow the verb: the word pointing back, a word for what it points at, a
    /// particle, and "for me" or "please" ("pull that message up for me").
    static let pointedSearchTail: Set<String> = [
        "it", "that", "them", "those", "this", "message", "messages", "email", "emails", "text", "texts", "one",
        "up", "out", "for", "me", "please",
    ]

    /// Where a request pointing back at a reported message begins, or nil: after at least
    /// three words holding a verb of `reportedMessageVerbs`, the words that soften a verb said
    /// last (`afterthoughtSofteners`: "…, can you please find it"), a verb of
    /// `pointedSearchVerbs` and then only words of `pointedSearchTail`, at least one of them
    /// pointing back ("it", "that", "them", "those", "this"). Not where the report is absent:
    /// "is there an audiobook of Dial M? find it" is the afterthought's
    /// (`frontAfterthoughtVerb`), and a message's own words are never read ("text Ana that
    /// Sam sent me the keys, can you find them" opens with a verb of sending, which the
    /// framing keeps whole).
    static func reportedMessageEnd(_ tokens: [Token], from start: Int, to end: Int) -> Int? {
        guard end - start >= 5 else { return nil }
        for verb in stride(from: end - 2, through: start + 3, by: -1)
        where pointedSearchVerbs.contains(tokens[verb].key) {
            let tail = tokens[(verb + 1)..<end]
            guard tail.allSatisfy({ pointedSearchTail.contains($0.key) && !$0.quoted }),
                tail.contains(where: { pointingBack.contains($0.key) && $0.key != "one" })
            else { continue }
            var begin = verb
            while begin - 1 > start, afterthoughtSofteners.contains(tokens[begin - 1].key) { begin -= 1 }
            guard tokens[start..<begin].contains(where: { reportedMessageVerbs.contains($0.key) }) else { return nil }
            return begin
        }
        return nil
    }
}
