/// A call asked for with a pronoun whose person was named first: "I need to talk to Grace
/// Kim, can you dial her", "i want speak with Abuela, call her". People say whom they want to
/// talk to, then ask for the call pointing back; Siri calls the person named. The request is
/// read as the call with the name in the pronoun's place: "dial Grace Kim".
extension SystemLexicon {
    /// Verbs of talking that name whom the user wants to reach, with the word after them.
    static let talkingVerbs: Set<String> = ["talk", "speak", "chat"]
    static let talkingParticles: Set<String> = ["to", "with"]
    /// Pronouns pointing back at a person.
    static let personPronouns: Set<String> = ["him", "her", "them"]
    /// Words that may follow the pronoun: "call her back", "ring him now please".
    static let afterCallee: Set<String> = ["back", "now", "please", "for", "me", "up", "quickly"]
    /// Words that join the request for the call to the clause naming the person: "…, can you
    /// call him", "… so please ring her".
    static let callJoiners: Set<String> = ["can", "could", "would", "will", "you", "u", "please", "so", "and", "just"]

    /// The call with the person named before it in the pronoun's place, or the tokens as they
    /// were. Not in a request that opens with a verb of sending: "text Sam I need to talk to
    /// Jo, can you call her" is a message.
    static func calleeNamedBefore(_ tokens: [Token]) -> [Token] {
        let n = tokens.count
        guard n >= 5, !tokens.contains(where: { sendingVerbs.contains($0.key) }) else { return tokens }
        // The verb of calling and its pronoun, near the end.
        guard let verb = tokens.lastIndex(where: { callVerbs.contains($0.key) }), verb + 1 < n,
            personPronouns.contains(tokens[verb + 1].key),
            tokens[(verb + 2)...].allSatisfy({ afterCallee.contains($0.key) })
        else { return tokens }
        // Whom the user wants to talk to, before it.
        guard
            let talk = tokens[..<verb].indices.first(where: {
                talkingVerbs.contains(tokens[$0].key) && $0 + 2 < verb && talkingParticles.contains(tokens[$0 + 1].key)
            })
        else { return tokens }
        var end = talk + 2
        while end < verb, !callJoiners.contains(tokens[end].key) || end == talk + 2 {
            end += 1
            if tokens[end - 1].commaAfter { break }
        }
        let name = tokens[(talk + 2)..<end]
        guard !name.isEmpty, name.count <= 4, !name.contains(where: { selfReferences.contains($0.key) }) else {
            return tokens
        }
        var call = [tokens[verb]] + name
        call[call.count - 1].commaAfter = false
        return call
    }
}
