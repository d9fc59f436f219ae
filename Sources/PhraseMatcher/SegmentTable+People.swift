/// People nobody told Siri, taken from their place in the utterance: names, relationships and
/// roles, numbers to dial, and someone told apart by where the user knows them from.
extension SegmentTable {
    /// Someone the device does not know is still a name: up to three (four for a group)
    /// unknown words, or a relationship ("my sister").
    func unknownPeople(into single: inout [[Segment]], kind: SlotKind, weight: Double) {
        let n = tokens.count
        // Someone the device does not know is still a name: up to three (four) unknown
        // words, none of them the app's phrasing ("message", "the", "my").
        let maxUnknown = kind == .people ? 3 : 4
        /// Whether token `k` joins two capitalised words of a group's name ("the Mums and Dads
        /// chat"): no end of the name, whatever else it is.
        func joinsGroupName(_ k: Int) -> Bool { kind == .group && joinsCapitalised(k) }
        let base = kind == .people ? 0.45 : 0.3
        for i in 0..<n {
            // Someone named by who they are to the user ("my sister", "my best friend"),
            // whom the device's Contacts may not know by that name.
            // Or by their role ("the dentist", "the front desk"): the role is the name.
            let role = SystemLexicon.roleDeterminers.contains(tokens[i].key)
            if kind == .people, role || SystemLexicon.relationshipOwners.contains(tokens[i].key) {
                // (A word written with hyphens is one word of it, never cut: "my son-in-law".)
                for length in 2...(3 + joinedByHyphens(from: i + 1, upTo: min(n, i + 6))) where i + length <= n {
                    if i + length < n, facts.hyphenBefore[i + length] { continue }
                    if ((i + 1)..<(i + length)).contains(where: {
                        !facts.hyphenBefore[$0]
                            && (facts.endsName[$0] || facts.isPhrasing[$0] || facts[.everyday, $0])
                    }) {
                        break
                    }
                    if tokens[i..<(i + length - 1)].contains(where: \.commaAfter) { break }
                    let words = length - joinedByHyphens(from: i + 1, upTo: i + length)
                    guard words <= 3 else { break }
                    // A role is a weaker reading than a relationship: "the" opens any noun.
                    single[i].append(
                        Segment(
                            i + length, weight * (base - 0.1 * Double(words - 2)) * (role ? 0.8 : 1),
                            SlotFill(text: "", entity: nil, quality: 0, tokens: (role ? i + 1 : i)..<(i + length))))
                }
            }
            // A number to dial is who is called ("dial 112", "call 0161 496 0000"): a run of
            // digit groups holding three digits or more, read whole, that no word of its own
            // follows ("send 100 dollars" is an amount). One of seven digits or more is a phone
            // number whatever follows: "txt 555 201 3344 here now".
            if kind == .people, let end = phoneNumberEnd(from: i),
                end == n || facts.isPhrasing[end] || tokens[i..<end].reduce(0, { $0 + $1.key.count }) >= 7
            {
                single[i].append(
                    Segment(end, weight * base, SlotFill(text: "", entity: nil, quality: 0, tokens: i..<end)))
            }
            // A given name that is also a word of the app's phrasing ("mark", "will", "bob") is a
            // person's name right after a word that links one ("the email from mark"), alone
            // and for less.
            if kind == .people, i > 0, facts.isPhrasing[i], !facts.endsName[i],
                SystemLexicon.givenNames.contains(tokens[i].key),
                facts[.linking, i - 1],
                i + 1 == n || facts.isPhrasing[i + 1] || facts.endsName[i + 1]
            {
                single[i].append(
                    Segment(
                        i + 1, weight * base * 0.8, SlotFill(text: "", entity: nil, quality: 0, tokens: i..<(i + 1))))
            }
            // Nor someone named right after "you": "start calling you Marie" names the
            // assistant, "thank you Maria" thanks her. Nor from the middle of a word written
            // with a hyphen ("min-jun").
            if i > 0, tokens[i - 1].key == "you" || facts.hyphenBefore[i] { continue }
            let titled =
                kind == .people && i + 1 < n && SystemLexicon.personTitles.contains(tokens[i].key)
                && !facts.endsName[i + 1] && !facts.isPhrasing[i + 1] && !facts[.everyday, i + 1]
                && !facts[.pronoun, i + 1]
                && !facts[.lexicon, i + 1] && tokens[i + 1].key.contains(where: \.isLetter)
            // (Before someone the device knows the title is only a title: "auntie Ana Torres" is
            // Ana Torres.)
            let beforeKnown =
                titled && spans.contains { $0.start == i + 1 && $0.entity.kind == .person && $0.quality >= 0.9 - 1e-9 }
            // (A name written whole with capitals may be longer: "Lucía de la Cruz".)
            var longest = maxUnknown
            while kind == .people, i + longest < n, longest < 5, carriesName[i + longest],
                (i + 1...i + longest - 1).allSatisfy({ carriesName[$0] })
            {
                longest += 1
            }
            for length in 1...longest where i + length <= n {
                let words = tokens[i..<(i + length)]
                // (A phrasing word that says what kind of business it is ends one: "the pizza place".)
                let businessKind =
                    kind == .people && length >= 2 && SystemLexicon.businessKinds.contains(tokens[i + length - 1].key)
                if (i..<(i + length - (businessKind ? 1 : 0))).contains(where: {
                    (facts.endsName[$0] || facts.isPhrasing[$0]) && !joinsGroupName($0)
                }) {
                    break
                }
                // Nor does one run into what is set aside ("ring Björn | at work"), and no name
                // holds a word of time or a negative ("from the past two days", "I haven't read").
                // (Written as a name it may be one: "Doris Day".)
                let last = i + length - 1
                // (Half of a word written with a hyphen is no word of time: "min-jun".)
                if aside[last]
                    || (facts[.neverInName, last] && !facts.isCapitalised[last] && !facts.inHyphenatedWord(last)
                        && !joinsGroupName(last))
                {
                    break
                }
                // A symbol is nobody's name ("send £15 to mum": "£" is a sign of the amount).
                if !words.last!.key.contains(where: { $0.isLetter }) && !words.last!.key.allSatisfy(\.isNumber) {
                    break
                }
                // A word of the system's value lists in lower case is that value, not a name
                // ("text happy new year to John": "happy" is nobody).
                if (i..<(i + length)).contains(where: {
                    facts[.lexicon, $0] && !facts.isCapitalised[$0] && !facts.inHyphenatedWord($0)
                        && !joinsGroupName($0)
                }) {
                    break
                }
                if words.dropLast().contains(where: \.commaAfter) { break }
                // Nor does one stop inside a word written with a hyphen ("Ana-Lucía").
                if i + length < n, facts.hyphenBefore[i + length] { continue }
                // Where the user writes names with capitals, they mark where one ends: a
                // capitalised run is read whole, and one followed by a capitalised word is
                // likely cut short ("Bo | Rivers dinner …").
                let capitalised =
                    (i..<(i + length)).allSatisfy {
                        facts.isCapitalised[$0] || ($0 > i && carriesName[$0])
                            || joinsGroupName($0)
                    }
                var credit = weight * (base - (capitalised ? 0 : 0.1) * Double(length - 1))
                if capitalised, i + length < n, facts.isCapitalised[i + length] { credit *= 0.8 }
                // A title that goes before a name ("aunt Rosa", "professor Lindqvist", "dr
                // patel") takes the name after it: the two are one person, the title alone is
                // no name where one follows.
                // (A grandparent's title is also what the user calls them, alone, for less: "tell
                // Nana goodnight".)
                if titled, beforeKnown { continue }
                if titled, length == 1 {
                    guard SystemLexicon.kinCalledByTitle.contains(tokens[i].key) else { continue }
                    credit *= 0.8
                }
                if titled, length == 2 { credit = weight * base }
                single[i].append(
                    Segment(i + length, credit, SlotFill(text: "", entity: nil, quality: 0, tokens: i..<(i + length))))
                // Someone told apart by where the user knows them from is named with it: "call
                // Mike from work", "text Sara from the gym …".
                if kind == .people, let end = affiliationEnd(after: i + length) {
                    single[i].append(
                        Segment(end, credit * 0.95, SlotFill(text: "", entity: nil, quality: 0, tokens: i..<end)))
                }
            }
        }
    }

    /// Where "from" and a place people are known from ends, said right at `start`: "from
    /// work", "from the gym", "from my yoga class". Nil where none is said there.
    func affiliationEnd(after start: Int) -> Int? {
        let n = tokens.count
        guard start + 1 < n, tokens[start].key == "from", !tokens[start - 1].commaAfter else { return nil }
        var k = start + 1
        if ["the", "my"].contains(tokens[k].key) { k += 1 }
        guard k < n, SystemLexicon.affiliations.contains(tokens[k].key) else { return nil }
        // ("my yoga class", "the book club": a kind of group after the place.)
        if k + 1 < n, SystemLexicon.affiliationGroups.contains(tokens[k + 1].key) { return k + 2 }
        return k + 1
    }

    /// Where a phone number that starts at `start` ends: digit groups in a row (up to five,
    /// three digits or more in all), none right after another digit group.
    func phoneNumberEnd(from start: Int) -> Int? {
        func isDigits(_ i: Int) -> Bool { tokens[i].isDigits }
        guard isDigits(start), start == 0 || !isDigits(start - 1) else { return nil }
        var end = start
        var digits = 0
        while end < tokens.count, end - start < 5, isDigits(end) {
            digits += tokens[end].key.count
            end += 1
        }
        return digits >= 3 ? end : nil
    }

    /// Whether token `k` is a joining word between two words written with capitals ("Mums and
    /// Dads").
    func joinsCapitalised(_ k: Int) -> Bool {
        k > 0 && k + 1 < tokens.count && SystemLexicon.listJoiners.contains(tokens[k].key)
            && facts.isCapitalised[k - 1] && facts.isCapitalised[k + 1]
    }
}

extension SegmentTable {
    /// How many tokens from `start` (before `end`) follow a hyphen: the tokens a relationship
    /// written with hyphens adds to its count of words ("son-in-law" is three tokens, one
    /// word). Counted in place: this runs for every "my" and "the" of every reading.
    func joinedByHyphens(from start: Int, upTo end: Int) -> Int {
        var count = 0
        var k = start
        while k < end {
            if facts.hyphenBefore[k] { count += 1 }
            k += 1
        }
        return count
    }
}
