/// Whom a message goes to, named by their job: "text the supply teacher that the lesson plans
/// are in the top drawer", "tell the front desk the client has arrived". A name nobody knows,
/// taken from its place, that stops right before the word for someone's role has cut that
/// role off: the message said after it does not open with the bare word ("teacher that the
/// lesson plans …"). The role goes with the name, and the message starts after it (and after
/// the "that" that opens it).
extension Aligner {
    func rolesEndNames(_ filled: inout [Filled]) {
        let specs = plan.intent.schema.parameters
        let tokens = table.tokens
        for index in filled.indices {
            let kind = specs[filled[index].parameter].kind
            guard kind == .people || kind == .group, let last = filled[index].fills.last, last.entity == nil,
                !last.tokens.isEmpty, last.tokens.count <= 2
            else { continue }
            // (After a determiner: "the supply teacher", "my line manager"; "text Sam teacher
            // is sick" tells Sam.)
            let opening = last.tokens.lowerBound
            guard
                SystemLexicon.roleOwners.contains(tokens[opening].key)
                    || (opening > 0 && SystemLexicon.roleOwners.contains(tokens[opening - 1].key))
            else { continue }
            let role = last.tokens.upperBound
            guard role < tokens.count, SystemLexicon.roleNouns.contains(tokens[role].key),
                !table.facts.isCapitalised[role], !tokens[role - 1].commaAfter
            else { continue }
            // (Only where the message right after it starts with the role: "text the supply
            // teacher" with nothing more is left as read.)
            guard
                let content = filled.firstIndex(where: { item in
                    specs[item.parameter].kind == .freeText && item.fills.first?.tokens.lowerBound == role
                })
            else { continue }
            let said = filled[content].fills[0].tokens
            var start = role + 1
            if start < said.upperBound, tokens[start].key == "that" { start += 1 }
            guard start < said.upperBound else { continue }
            filled[index].fills[filled[index].fills.count - 1].tokens = last.tokens.lowerBound..<(role + 1)
            filled[content].fills[0].tokens = start..<said.upperBound
        }
    }
}

extension Aligner {
    /// Someone named by who they are to the user and then by name is the one named: "call my
    /// son Emeka", "text my sister Ingrid: don't forget …", "ring my cousin Bogdan". Siri
    /// looks the name up; the relationship only says which one. A value of a slot for people
    /// that is "my" or "our", one or two words of a relationship, and then a name written with
    /// capitals (a given name, or no English word) keeps only the name; where the reading
    /// took the relationship alone and the name opens what follows it (a message), the name
    /// is the person's and the message starts after it; where the name was left unexplained
    /// ("let my sister Keiko know …", "call my son-in-law Marco"), it is the person's.
    func namesAfterRelationships(_ filled: inout [Filled]) {
        let specs = plan.intent.schema.parameters
        let tokens = table.tokens
        func isName(_ k: Int) -> Bool {
            k < tokens.count && table.facts.isCapitalised[k] && !tokens[k].quoted
                && !table.facts[.pronoun, k] && !table.facts[.everyday, k]
                && !SystemLexicon.firstPerson.contains(tokens[k].key)
                && !SystemLexicon.subjectPronouns.contains(tokens[k].key)
                && (SystemLexicon.givenNames.contains(tokens[k].key) || !SystemLexicon.isEnglishWord(tokens[k].key))
        }
        for index in filled.indices where specs[filled[index].parameter].kind == .people {
            for f in filled[index].fills.indices {
                let range = filled[index].fills[f].tokens
                guard range.count >= 2, SystemLexicon.relationshipOwners.contains(tokens[range.lowerBound].key)
                else { continue }
                // The relationship's words: lower case, before the first name written with capitals
                // (one or two, a word written with hyphens counting once: "my son-in-law Marco").
                var name = range.lowerBound + 1
                var words = 0
                while name < range.upperBound, !table.facts.isCapitalised[name] {
                    if !table.facts.hyphenBefore[name] { words += 1 }
                    name += 1
                }
                guard words >= 1, words <= 2, !tokens[(range.lowerBound)..<name].contains(where: \.commaAfter)
                else { continue }
                if name < range.upperBound {
                    // "my son Emeka", read whole.
                    guard (name..<range.upperBound).allSatisfy(isName) else { continue }
                    filled[index].fills[f].tokens = name..<range.upperBound
                    filled[index].fills[f].entity = nil
                } else if isName(name),
                    let content = filled.firstIndex(where: { item in
                        specs[item.parameter].kind == .freeText && item.fills.count == 1
                            && item.fills[0].tokens.lowerBound == name && item.fills[0].tokens.count >= 2
                    })
                {
                    // "my sister" read, "Ingrid: don't forget …" left as the message.
                    filled[index].fills[f].tokens = name..<(name + 1)
                    filled[index].fills[f].entity = nil
                    filled[content].fills[0].tokens = (name + 1)..<filled[content].fills[0].tokens.upperBound
                } else if isName(name), !Self.isTaken(name, in: filled) {
                    // "my sister" read, "Keiko" left unexplained ("let my sister Keiko know …"),
                    // with a second word of the name if one follows.
                    let end = isName(name + 1) && !Self.isTaken(name + 1, in: filled) ? name + 2 : name + 1
                    filled[index].fills[f].tokens = name..<end
                    filled[index].fills[f].entity = nil
                }
            }
        }
    }
}
