import IntentModel

/// How an app's example is read for the names in it: what Siri knows, what is written as a
/// name, and the person a message example names after its verb.
extension TemplateCompiler {
    /// Finds entity mentions in plain example text and turns them into slots.
    static func recognise(
        _ text: String, schema: IntentSchema, appIndex: EntityIndex, systemIndex: EntityIndex
    ) -> [Piece] {
        let tokens = SystemLexicon.stripFraming(Tokenizer.tokenize(text))
        let spans = (appIndex.spans(in: tokens) + systemIndex.spans(in: tokens))
            // As written, no typing errors: an example's words are not misspelt names ("when"
            // is not "Owen"). A first or last name alone (0.9) names a person.
            .filter { $0.quality >= 0.99 || ($0.entity.kind == .person && $0.quality >= 0.9 - 1e-9) }
            .sorted { ($0.end - $0.start, $0.quality) > ($1.end - $1.start, $1.quality) }
        var covered = [Bool](repeating: false, count: tokens.count)
        var slotAt: [Int: (end: Int, piece: Piece?)] = [:]
        for span in spans where !(span.start..<span.end).contains(where: { covered[$0] }) {
            if span.entity.kind == .appName {
                // The app's name is routing, not phrasing: drop it and the word that joins it.
                var start = span.start
                if start > 0, SystemLexicon.appJoiners.contains(tokens[start - 1].key), !covered[start - 1] {
                    start -= 1
                }
                for i in start..<span.end { covered[i] = true }
                slotAt[start] = (span.end, nil)
                continue
            }
            guard let parameter = schema.parameter(accepting: span.entity.kind) else { continue }
            if span.start == 0, !parameter.leadingWordFills { continue }
            // "… my Road Trip playlist": a kind word right after a name of that kind is phrasing.
            if case .lexicon = span.entity.kind, span.start > 0,
                let previous = slotAt.first(where: { $0.value.end == span.start }),
                case .slot(let before)? = previous.value.piece, case .title(let types) = before.kind,
                types.contains(where: { $0.lowercased().contains(span.entity.identifier.lowercased()) })
            {
                continue
            }
            for i in span.start..<span.end { covered[i] = true }
            slotAt[span.start] = (span.end, .slot(parameter))
        }
        // A name Siri does not know, written as a name (capitals, not opening the example):
        // an example's "… call to Hiroshi" names a person, not a word of its phrasing, so it
        // becomes the slot of the first name the intent takes that the example lacks.
        let nameKinds = schema.parameters.filter { p in
            switch p.kind {
            case .people, .group, .title: true
            case .freeText, .lexicon, .vocabulary, .number: false
            }
        }
        // Not past a word that opens message content ("… saying Happy Birthday").
        let contentStart =
            tokens.indices.first { SystemLexicon.contentCarriers.contains(tokens[$0].key) } ?? tokens.count
        var start = 1
        // The last name made here, which a value word written as a name may join to the next.
        var lastName: NameRun?
        while start < contentStart {
            guard !covered[start], isWrittenAsName(tokens[start]) else {
                start += 1
                continue
            }
            // A value word written as a name right before the run opens it: "Add to the Rock
            // Games" names one playlist, Rock Games, not the genre rock and a name; "The Party
            // Scene" is one name, not a name, a genre and a name.
            var opening = start
            if let value = slotAt.first(where: { $0.key >= 1 && $0.value.end == start }),
                case .slot(let parameter)? = value.value.piece, case .lexicon = parameter.kind,
                (value.key..<start).allSatisfy({ isWrittenAsName(tokens[$0]) })
            {
                opening = value.key
            }
            var end = start + 1
            while end < contentStart, end - opening < 4, !covered[end], isWrittenAsName(tokens[end]),
                !tokens[end - 1].commaAfter
            { end += 1 }
            if opening != start, let last = lastName, last.end == opening {
                slotAt[opening] = nil
                for k in opening..<end { covered[k] = true }
                slotAt[last.start] = (end, .slot(last.parameter))
                lastName = NameRun(start: last.start, end: end, parameter: last.parameter)
                start = end
                continue
            }
            let taken = Set(
                slotAt.values.compactMap { slot -> String? in if case .slot(let p)? = slot.piece { p.name } else { nil }
                })
            // A name right after the word saying what kind of thing it is ("find the song
            // Occasional Wife") is that thing's title, where the intent has one.
            let afterKind = SystemLexicon.titleKindWords.contains(tokens[opening - 1].key)
            let free = nameKinds.filter { !taken.contains($0.name) }
            let title = free.first { p in
                if case .title(let types) = p.kind { afterKind && types.contains("mediaTitle") } else { false }
            }
            if let parameter = title ?? free.first {
                if opening != start { slotAt[opening] = nil }
                for k in opening..<end { covered[k] = true }
                slotAt[opening] = (end, .slot(parameter))
                lastName = NameRun(start: opening, end: end, parameter: parameter)
            }
            start = end
        }
        // Numbers fill a number parameter.
        if let number = schema.parameters.first(where: { $0.kind == .number }) {
            for (i, token) in tokens.enumerated() where !covered[i] && token.key.allSatisfy(\.isNumber) {
                covered[i] = true
                slotAt[i] = (i + 1, .slot(number))
            }
        }
        var pieces: [Piece] = []
        var i = 0
        while i < tokens.count {
            if let slot = slotAt[i] {
                if let piece = slot.piece { pieces.append(piece) }
                i = slot.end
            } else {
                pieces.append(.word(tokens[i]))
                i += 1
            }
        }
        return pieces
    }

    /// The example with the word after its verb as a person slot, where it names nobody and
    /// that word is no phrasing, value, pronoun or everyday word (`compile`).
    static func namingTheUnknownPerson(
        _ pieces: [Piece], person: ParameterSpec, documentFrequency: [String: Int]
    ) -> [Piece] {
        let namesSomeone = pieces.contains { piece in
            if case .slot(let p) = piece { p.kind == .people || p.kind == .group } else { false }
        }
        guard !namesSomeone else { return pieces }
        guard
            let verb = pieces.firstIndex(where: { piece in
                if case .word(let t) = piece { !SystemLexicon.functionWords.contains(t.key) } else { true }
            }), verb + 1 < pieces.count, case .word(let verbToken) = pieces[verb], !verbToken.quoted,
            case .word(let name) = pieces[verb + 1], !name.quoted
        else { return pieces }
        let key = name.key
        guard !SystemLexicon.everydayWords.contains(key), !SystemLexicon.pronouns.contains(key),
            !SystemLexicon.words.contains(key),
            (documentFrequency[key] ?? 0) < 2, !key.allSatisfy(\.isNumber)
        else { return pieces }
        var out = pieces
        out[verb + 1] = .slot(person)
        return out
    }

    /// Whether an example's word is written as a name: a capital, not a pronoun ("I"), not
    /// quoted (quoted words are content).
    static func isWrittenAsName(_ token: Token) -> Bool {
        guard let first = token.original.first, first.isUppercase, !token.quoted else { return false }
        // "I", "I'm", "I'll".
        if token.original == "I" || token.original.hasPrefix("I'") || token.original.hasPrefix("I’") { return false }
        return !SystemLexicon.pronouns.contains(token.key)
    }

    /// The joining words of Siri's own phrases that mostly introduce a person, with the
    /// parameter they introduce ("from" → senders, "to" → recipients): a function word
    /// standing right before a people slot at least twice, for the parameter it most
    /// often stands before.
    static func personCarriers(_ builtIn: [[Piece]]) -> [String: ParameterSpec] {
        var counts: [String: [String: (ParameterSpec, Int)]] = [:]
        for pieces in builtIn {
            for i in pieces.indices.dropLast() {
                guard case .word(let t) = pieces[i], SystemLexicon.functionWords.contains(t.key),
                    case .slot(let p) = pieces[i + 1], p.kind == .people
                else { continue }
                let seen = counts[t.key, default: [:]][p.name]?.1 ?? 0
                counts[t.key, default: [:]][p.name] = (p, seen + 1)
            }
        }
        var out: [String: ParameterSpec] = [:]
        for (key, byParameter) in counts {
            let best = byParameter.values.max { a, b in a.1 != b.1 ? a.1 < b.1 : a.0.name > b.0.name }
            if let best, best.1 >= 2 { out[key] = best.0 }
        }
        return out
    }

    /// The example with the word of its own after such a joining word as a person slot,
    /// where it names nobody and that word is no phrasing, value, pronoun, everyday word or
    /// number (one word, or two where the next is one of its own too: "from jeffrey burnette").
    static func namingTheUnknownPerson(
        _ pieces: [Piece], carriers: [String: ParameterSpec], documentFrequency: [String: Int]
    ) -> [Piece] {
        guard !carriers.isEmpty,
            !pieces.contains(where: { piece in
                if case .slot(let p) = piece { p.kind == .people || p.kind == .group } else { false }
            })
        else { return pieces }
        func isOwn(_ piece: Piece) -> Bool {
            guard case .word(let t) = piece, !t.quoted else { return false }
            let key = t.key
            return !SystemLexicon.everydayWords.contains(key) && !SystemLexicon.pronouns.contains(key)
                && !SystemLexicon.words.contains(key)
                && !SystemLexicon.functionWords.contains(key) && (documentFrequency[key] ?? 0) < 2
                && !key.allSatisfy(\.isNumber)
        }
        for i in pieces.indices.dropLast() where i > 0 {
            guard case .word(let t) = pieces[i], !t.quoted, let person = carriers[t.key], isOwn(pieces[i + 1]) else {
                continue
            }
            var out = pieces
            let two = i + 2 < pieces.count && isOwn(pieces[i + 2])
            out.replaceSubrange((i + 1)...(two ? i + 2 : i + 1), with: [.slot(person)])
            return out
        }
        return pieces
    }

    /// A name an example writes as one, read in `recognise`: its tokens and its parameter.
    private struct NameRun {
        let start: Int
        let end: Int
        let parameter: ParameterSpec
    }
}
