/// Values settled after the reading: what a message says, and who sent what a search for
/// messages looks for, and what about.
extension Aligner {
    /// What someone is told or asked to do is the message: "tell mom to call me back" sends
    /// "call me back", as "ask dad if he's coming" sends "he's coming". The "to" that opens the
    /// content right after the recipients, in an example that opens with a verb of instructing
    /// (`SystemLexicon.instructingVerbs`), is no word of the message. Not where it opens a place
    /// or a person: before an article, an owner or a pronoun ("tell Ana to the left …") it stays.
    func instructionsAsContent(_ filled: inout [Filled]) {
        guard case .literal(let verb)? = plan.template.elements.first,
            SystemLexicon.instructingVerbs.contains(verb)
        else { return }
        let specs = plan.intent.schema.parameters
        let tokens = table.tokens
        for index in filled.indices where specs[filled[index].parameter].kind == .freeText {
            guard filled[index].fills.count == 1 else { continue }
            let range = filled[index].fills[0].tokens
            guard range.count >= 2, tokens[range.lowerBound].key == "to" else { continue }
            let next = range.lowerBound + 1
            if SystemLexicon.articles.contains(tokens[next].key) || table.facts[.owner, next]
                || table.facts[.pronoun, next]
            {
                continue
            }
            let afterRecipients = filled.contains { item in
                specs[item.parameter].kind == .people
                    && item.fills.contains { $0.tokens.upperBound == range.lowerBound }
            }
            if afterRecipients { filled[index].fills[0].tokens = next..<range.upperBound }
        }
    }

    /// What a search for messages is about is nobody who sent them: "show me messages from
    /// Priya about tennis" looks for "tennis" from Priya, where the example has no word for a
    /// topic and took it as a second sender. A person read right after "about", "regarding" or
    /// "concerning" (and an article) is the search's terms, where nothing else gave them; so are
    /// the words left unexplained after such a word that follows a value ("… from Maria Ruiz
    /// about dinner").
    func topicsOfSearches(_ filled: inout [Filled]) {
        let specs = plan.intent.schema.parameters
        guard let terms = specs.firstIndex(where: { $0.name == "searchTerms" }),
            !filled.contains(where: { $0.parameter == terms })
        else { return }
        let tokens = table.tokens
        for index in filled.indices where specs[filled[index].parameter].kind == .people {
            guard
                let f = filled[index].fills.firstIndex(where: { fill in
                    var k = fill.tokens.lowerBound - 1
                    if k >= 0, SystemLexicon.articles.contains(tokens[k].key) { k -= 1 }
                    return k >= 0 && SystemLexicon.topicWords.contains(tokens[k].key)
                })
            else { continue }
            var fill = filled[index].fills.remove(at: f)
            fill.entity = nil
            filled.append(Filled(parameter: terms, fills: [fill], extra: filled[index].extra))
            if filled[index].fills.isEmpty { filled.remove(at: index) }
            return
        }
        // Or left unexplained after it: "show me messages from Maria Ruiz about dinner".
        guard
            let about = tokens.indices.first(where: {
                SystemLexicon.topicWords.contains(tokens[$0].key) && !Self.isTaken($0, in: filled)
            }),
            about > 0, Self.isTaken(about - 1, in: filled)
        else { return }
        var end = about + 1
        while end < tokens.count, !Self.isTaken(end, in: filled) { end += 1 }
        guard end > about + 1 else { return }
        filled.append(
            Filled(
                parameter: terms, fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: (about + 1)..<end)],
                extra: true))
    }

    /// A message named as someone's was sent by them: "find Sofia's message about the song"
    /// looks for messages from Sofia, where the example has no word for her and the owner, read
    /// as no value, cost little. The owner (with a title or a given name before it: "Uncle
    /// Teo's text") right before a word for a message is the sender, where nothing else gave one.
    func ownersOfMessages(_ filled: inout [Filled]) {
        let specs = plan.intent.schema.parameters
        guard let senders = specs.firstIndex(where: { $0.name == "senders" }),
            !filled.contains(where: { specs[$0.parameter].kind == .people })
        else { return }
        let tokens = table.tokens
        for k in tokens.indices.dropLast()
        where table.facts.isPossessive[k] && SystemLexicon.messageNouns.contains(tokens[k + 1].key)
            && !Self.isTaken(k, in: filled)
        {
            var start = k
            if k > 0, !tokens[k - 1].commaAfter, !Self.isTaken(k - 1, in: filled),
                SystemLexicon.personTitles.contains(tokens[k - 1].key) || table.facts.isCapitalised[k - 1]
            {
                start = k - 1
            }
            filled.append(
                Filled(
                    parameter: senders,
                    fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: start..<(k + 1))], extra: true))
            return
        }
    }

    /// Whether a value of the reading holds token `k` (read in place: these steps run for every
    /// reading aligned).
    static func isTaken(_ k: Int, in filled: [Filled]) -> Bool {
        filled.contains { item in item.fills.contains { $0.tokens.contains(k) } }
    }

    /// Someone named right before the word "group" or "chat" is a group conversation: "show
    /// unflagged messages from the work group" searches the group called "work", where the
    /// example took it as a sender. Only where no group was named otherwise.
    func groupsNamedByKind(_ filled: inout [Filled]) {
        let specs = plan.intent.schema.parameters
        guard let group = specs.firstIndex(where: { $0.kind == .group }),
            !filled.contains(where: { $0.parameter == group })
        else { return }
        let tokens = table.tokens
        for index in filled.indices where specs[filled[index].parameter].kind == .people {
            guard filled[index].fills.count == 1, let fill = filled[index].fills.first, fill.entity == nil,
                fill.tokens.upperBound < tokens.count,
                SystemLexicon.groupKindWords.contains(tokens[fill.tokens.upperBound].key)
            else { continue }
            filled[index].parameter = group
            return
        }
    }
}

extension Aligner {
    /// "Read" opening the request is its verb, not the state of the messages asked for: "read
    /// out any new texts from the client" asks for no read ones. (The word still counts for
    /// the reading, as any word of the request does; only the value goes.)
    func readIsTheVerb(_ filled: inout [Filled]) {
        guard table.tokens.first?.key == "read" else { return }
        for index in filled.indices {
            filled[index].fills.removeAll { fill in
                fill.tokens.lowerBound == 0 && fill.entity?.kind == .lexicon("messageAttribute")
            }
        }
        filled.removeAll { $0.fills.isEmpty && $0.extra }
    }
}

extension Aligner {
    /// What messages are searched for opens with no word of the sentence around it: "did my
    /// wife send me a shopping list" looks for "shopping list", as "find messages about a
    /// party" looks for "party" (a message says "party", seldom "a party"), and "find the
    /// text where Ines sent me the wifi password" for "the wifi password". "Me" or "us" (the
    /// one sent to), then "about" or "regarding" ("my landlord emailed me about the boiler"),
    /// then "a" or "an" are left out where more words follow; "the" stays (it may be part of
    /// a name searched for).
    func searchTermsWithoutLeadWords(_ filled: inout [Filled]) {
        let specs = plan.intent.schema.parameters
        guard let terms = specs.firstIndex(where: { $0.name == "searchTerms" }) else { return }
        let tokens = table.tokens
        for index in filled.indices where filled[index].parameter == terms {
            for f in filled[index].fills.indices {
                let range = filled[index].fills[f].tokens
                var start = range.lowerBound
                if range.upperBound - start >= 2, ["me", "us"].contains(tokens[start].key) { start += 1 }
                if range.upperBound - start >= 2, ["about", "regarding"].contains(tokens[start].key) { start += 1 }
                if range.upperBound - start >= 2, ["a", "an"].contains(tokens[start].key) { start += 1 }
                filled[index].fills[f].tokens = start..<range.upperBound
            }
        }
    }
}
