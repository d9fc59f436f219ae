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
