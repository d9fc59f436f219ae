/// Slips of typing: words run together ("playsome jazz", "textmom"), read as the two words
/// meant when both halves are words of some app's phrasing.
extension SystemLexicon {
    /// The tokens with each run-together word split in two: a word in lower case of six
    /// letters or more that is no phrasing word, no everyday word and no value word, whose
    /// two halves (two letters or more each, the first three or more) are both phrasing
    /// words. A word written with a capital is a name, and stays whole.
    static func splitRunTogether(_ tokens: [Token], phrasing: Set<String>) -> [Token] {
        guard tokens.contains(where: { mayBeRunTogether($0, phrasing: phrasing) }) else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count + 1)
        for token in tokens {
            guard mayBeRunTogether(token, phrasing: phrasing), let cut = cut(token.key, phrasing: phrasing) else {
                out.append(token)
                continue
            }
            let original = token.original
            let middle = original.index(original.startIndex, offsetBy: cut)
            out.append(
                Token(
                    original: original[..<middle], key: String(token.key.prefix(cut)), quoted: token.quoted,
                    commaAfter: false))
            out.append(
                Token(
                    original: original[middle...], key: String(token.key.dropFirst(cut)), quoted: token.quoted,
                    commaAfter: token.commaAfter))
        }
        return out
    }

    private static func mayBeRunTogether(_ token: Token, phrasing: Set<String>) -> Bool {
        let key = token.key
        return key.count >= 6 && key.count == token.original.count && token.original.allSatisfy({ $0.isLowercase })
            && !phrasing.contains(key) && !everydayWords.contains(key) && !words.contains(key)
    }

    /// Where a run-together word splits into two phrasing words, the longer first half first.
    /// A word that is no English word may also split into a verb of calling or messaging and
    /// an everyday noun ("textmom", "calldad"): whom the verb acts on ("radiohead" stays whole).
    private static func cut(_ key: String, phrasing: Set<String>) -> Int? {
        for cut in stride(from: key.count - 2, through: 3, by: -1)
        where phrasing.contains(String(key.prefix(cut))) && phrasing.contains(String(key.dropFirst(cut))) {
            return cut
        }
        guard !isEnglishWord(key) else { return nil }
        for cut in stride(from: key.count - 3, through: 3, by: -1)
        where callVerbs.union(messageVerbs).contains(String(key.prefix(cut)))
            && everydayNouns.contains(String(key.dropFirst(cut)))
        {
            return cut
        }
        return nil
    }
}

/// Slips of typing: "whats" for "what's". The key of "what's" drops the apostrophe and the
/// "'s" ("what"), so a contraction typed without its apostrophe keys as another word.
extension SystemLexicon {
    static let contractionsWithoutApostrophe: Set<String> = [
        "whats", "thats", "theres", "wheres", "whos", "hows", "heres", "whens",
    ]

    /// The tokens with each such contraction keyed as if its apostrophe had been typed: its
    /// word, and "is" for the "s" where the word takes one ("whats" is "what is", as
    /// `Tokenizer.isContractions` reads "what's").
    static func restoreApostrophes(_ tokens: [Token]) -> [Token] {
        let tokens = joinSplitPossessives(tokens)
        guard tokens.contains(where: { contractionsWithoutApostrophe.contains($0.key) }) else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count + 1)
        for token in tokens {
            guard contractionsWithoutApostrophe.contains(token.key) else {
                out.append(token)
                continue
            }
            var word = token
            word.key.removeLast()
            guard Tokenizer.isContractions.contains(word.key) else {
                out.append(word)
                continue
            }
            let s = token.original.index(before: token.original.endIndex)
            word.original = token.original[..<s]
            word.commaAfter = false
            out.append(word)
            out.append(
                Token(original: token.original[s...], key: "is", quoted: token.quoted, commaAfter: token.commaAfter))
        }
        return out
    }
}

/// A possessive written as a speech recogniser writes it, its "s" a word of its own: "call
/// doctor patel s office" is Doctor Patel's office. The "s" joins the word before it, which
/// keeps its key.
extension SystemLexicon {
    /// The tokens with a lone lower-case "s" after a name's word joined to it as its
    /// possessive, where what is owned follows it (not after a word that takes "'s" as "is":
    /// "it s", "what s"; nor before a word of the phrasing: "add robin s to …" names the singer
    /// Robin S).
    static func joinSplitPossessives(_ tokens: [Token]) -> [Token] {
        guard tokens.count >= 3, tokens.dropFirst().contains(where: { $0.original == "s" }) else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        for (i, token) in tokens.enumerated() {
            let owned = i + 1 < tokens.count && !functionWords.contains(tokens[i + 1].key)
            if token.original == "s", owned, let last = out.last, !last.commaAfter, last.key.count >= 2,
                last.key.allSatisfy(\.isLetter), !Tokenizer.isContractions.contains(last.key),
                !functionWords.contains(last.key)
            {
                // (The word as typed runs on to the "s", in the utterance's own text: what is
                // read of a name is cut from it by these bounds.)
                var joined = last
                joined.original = last.original.base[last.original.startIndex..<token.original.endIndex]
                joined.commaAfter = token.commaAfter
                out[out.count - 1] = joined
            } else {
                out.append(token)
            }
        }
        return out
    }
}

/// Slips of speech: a word said twice ("text text Leo …", "play play some jazz").
extension SystemLexicon {
    /// The tokens with a phrasing word said twice in a row kept once. Only phrasing words, in
    /// lower case: a name may double itself ("Duran Duran", "Talk Talk").
    static func dropDoubledWords(_ tokens: [Token], phrasing: Set<String>) -> [Token] {
        guard tokens.count > 1 else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        for token in tokens {
            if let last = out.last, last.key == token.key, !last.commaAfter, phrasing.contains(token.key),
                !token.quoted, token.original.first?.isUppercase != true
            {
                continue
            }
            out.append(token)
        }
        return out
    }
}

/// Email addresses, typed or said: "jack@gmail dot com", "jack at gmail dot com",
/// "jack@gmail.com". The tokenizer splits them at "@" and "."; they are one name.
extension SystemLexicon {
    static let topLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "io", "co", "uk", "de", "fr", "es", "it", "ca", "au", "us", "info", "me",
    ]

    /// The tokens with each email address joined into one, keyed `user@domain.tld`.
    static func joinEmailAddresses(_ tokens: [Token]) -> [Token] {
        guard tokens.count >= 3, tokens.contains(where: { topLevelDomains.contains($0.key) }) else { return tokens }
        /// What stands between two neighbouring tokens in the text typed.
        func gap(_ a: Token, _ b: Token) -> Substring {
            guard a.original.base == b.original.base, a.original.endIndex <= b.original.startIndex else { return "" }
            return a.original.base[a.original.endIndex..<b.original.startIndex]
        }
        var out: [Token] = []
        var i = 0
        while i < tokens.count {
            // user (@ | at) domain (. | dot) tld
            var matched: (end: Int, key: String)?
            if i + 2 < tokens.count {
                var j = i + 1
                let typedAt = gap(tokens[i], tokens[j]).contains("@")
                if !typedAt, tokens[j].key == "at", j + 1 < tokens.count { j += 1 } else if !typedAt { j = -1 }
                if j > 0, j + 1 < tokens.count {
                    let domain = tokens[j]
                    var k = j + 1
                    let typedDot = gap(domain, tokens[k]) == "."
                    if !typedDot, tokens[k].key == "dot", k + 1 < tokens.count { k += 1 } else if !typedDot { k = -1 }
                    if k > 0, topLevelDomains.contains(tokens[k].key) {
                        matched = (k + 1, tokens[i].key + "@" + domain.key + "." + tokens[k].key)
                    }
                }
            }
            if let (end, key) = matched {
                let (first, last) = (tokens[i], tokens[end - 1])
                let original = first.original.base[first.original.startIndex..<last.original.endIndex]
                out.append(Token(original: original, key: key, quoted: first.quoted, commaAfter: last.commaAfter))
                i = end
            } else {
                out.append(tokens[i])
                i += 1
            }
        }
        return out
    }
}

/// Slips of typing: text-speak ("can u msg Rahul", "pls call mum", "txt Ana").
extension SystemLexicon {
    /// Words typed short for a word, by their key, read as that word where typed in lower case
    /// ("U" may be a name or a title: "U by Kendrick Lamar").
    static let textSpeak: [String: String] = [
        "u": "you", "ur": "your", "pls": "please", "plz": "please", "txt": "text", "thx": "thanks",
        "w": "with", "vid": "video", "smth": "something", "sth": "something", "tmrw": "tomorrow", "tmr": "tomorrow",
        "abt": "about", "msg": "message", "msgs": "messages", "pic": "picture", "ppl": "people", "sms": "text",
        // and what a watch's keyboard shortens: "check vm", "family grp", "gym pl" ("ep" is no
        // episode: an EP is a short album)
        "vm": "voicemail", "grp": "group", "pl": "playlist", "hr": "hour",
        "hrs": "hours", "fav": "favorite", "fave": "favorite",
        // and said short, as Australians say the afternoon
        "arvo": "afternoon",
        // and "upon" as Caribbean English says it: "put Rihanna pon repeat"
        "pon": "on",
    ]

    /// The tokens with each word of text-speak keyed as the word meant.
    static func expandTextSpeak(_ tokens: [Token]) -> [Token] {
        // (Each is four letters or fewer: longer words need no lookup.)
        let short = tokens.contains(where: { $0.key.utf8.count <= 4 && textSpeak[$0.key] != nil })
        guard short || tokens.contains(where: { questionsWithDid.contains($0.key) }) else { return tokens }
        return tokens.enumerated().flatMap { k, token in
            // "what'd my wife send": a question word with "did" run in, before what it asks of.
            if questionsWithDid.contains(token.key), k + 1 < tokens.count {
                var question = token
                question.key.removeLast()
                var did = token
                did.key = "did"
                return [question, did]
            }
            guard let word = textSpeak[token.key], token.original.allSatisfy(\.isLowercase) else { return [token] }
            var meant = token
            meant.key = word
            return [meant]
        }
    }

    /// Question words with "did" run in, by their key ("what'd", "who'd").
    static let questionsWithDid: Set<String> = ["whatd", "whod", "whered", "whend", "howd", "whyd"]
}

/// "Me" and "mi" for "my", as Irish, British, Australian and Caribbean speakers say it: "ring
/// me mam", "put this in me library", "add it to mi Dancehall Vibes playlist".
extension SystemLexicon {
    /// Nouns an owner goes with that "me" stands before only as "my": kin, and what the user
    /// keeps (a library, a playlist, a phone). Not music ("play me some songs" plays for me).
    static let ownedAfterMe: Set<String> = [
        "mam", "mum", "mom", "ma", "mammy", "da", "dad", "daddy", "nan", "nana", "nanna", "gran", "granny",
        "grandad", "grandma", "grandpa", "brother", "bro", "sister", "sis", "missus", "wife", "husband", "fella",
        "kids", "son", "daughter", "cousin", "auntie", "aunty", "uncle", "mate", "mates", "boss", "family", "library",
        "playlist", "list", "phone", "mobile", "head", "inbox", "messages", "texts", "emails", "favourites",
        "favorites", "collection",
    ]

    /// The tokens with such a "me" or "mi" keyed as "my" (lower case only; "Mi" may be a name).
    static func dialectPossessives(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.key == "me" || $0.key == "mi" }) else { return tokens }
        var out = tokens
        for i in out.indices.dropLast()
        where (out[i].key == "me" || out[i].key == "mi") && out[i].original.allSatisfy(\.isLowercase)
            && !out[i].commaAfter
        {
            // ("me own playlist", "mi Dancehall Vibes playlist": the noun may come a little later.)
            // (Written with a capital, the noun is a title's word: "Read me Texts From Nowhere".)
            let noun = out[(i + 1)...].prefix(4).firstIndex {
                ownedAfterMe.contains($0.key) && $0.original.first?.isUppercase != true
            }
            guard let noun,
                noun == i + 1
                    || out[(i + 1)..<noun].allSatisfy({ $0.key == "own" || $0.original.first?.isUppercase == true })
            else { continue }
            out[i].key = "my"
        }
        return out
    }
}

/// Slips of speech: hesitations ("text um Beth …", "did uh did Coach reply") and a request
/// begun again ("text Sam uh no wait text Samantha …").
extension SystemLexicon {
    /// Sounds a speaker makes while thinking, which a speech recogniser writes as words.
    static let hesitations: Set<String> = ["uh", "um", "uhm", "umm", "uhh", "er", "erm", "hmm", "mm", "uhhh", "ummm"]
    /// Words that open what not to do ("don't play country, …"), and the verbs that start
    /// the request said instead.
    static let refusals: Set<String> = ["dont", "no", "not", "nope", "nah"]
    static let requestVerbs: Set<String> = playingVerbs.union(callVerbs).union(sendingVerbs).union([
        "add", "read", "find", "search", "show",
    ])
    /// Words that take back what was just said.
    static let corrections: [[String]] = [
        "no wait", "wait no", "sorry i mean", "i mean", "scratch that", "no sorry", "sorry no", "actually no",
        "no no", "oops", "wait",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }

    /// The tokens without hesitations, wherever they stand (not in quotes, nor written with a
    /// capital: "Er" may be a name). A request's verb, a hesitation, then another verb of a
    /// request is a verb said again in other words: the second stands ("text uh call Dana
    /// Wu" is a call).
    static func dropHesitations(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { hesitations.contains($0.key) }) else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        for (i, token) in tokens.enumerated() {
            if hesitations.contains(token.key), !token.quoted, token.original.first?.isUppercase != true {
                if token.commaAfter, !out.isEmpty { out[out.count - 1].commaAfter = true }
                if i == 1, i + 1 < tokens.count, requestVerbs.contains(tokens[0].key),
                    requestVerbs.contains(tokens[i + 1].key), tokens[i + 1].key != tokens[0].key
                {
                    out.removeAll()
                }
                continue
            }
            out.append(token)
        }
        return out
    }

    /// The request as said again after a correction: where words that take back what was
    /// said are followed by the request's first word once more, what came before them is
    /// dropped ("text Sam no wait text Samantha I'll call you later" texts Samantha).
    /// (Only then: "tell her I mean it" holds its "I mean".) A name taken back after a comma
    /// and said again is `correctedName`'s.
    static func restartAfterCorrection(_ tokens: [Token]) -> [Token] {
        guard let first = tokens.first?.key, tokens.count > 3 else { return tokens }
        // What not to do, and after a comma what to do instead: "don't play country, play
        // something else", "no, not the live one, play the studio album …".
        if refusals.contains(first),
            let comma = tokens.indices.dropLast().last(where: {
                tokens[$0].commaAfter && requestVerbs.contains(tokens[$0 + 1].key)
            })
        {
            return Array(tokens[(comma + 1)...])
        }
        for start in stride(from: tokens.count - 2, through: 1, by: -1) {
            for correction in corrections where start + correction.count < tokens.count {
                let said = correction.indices.allSatisfy { tokens[start + $0].key == correction[$0] }
                if said, tokens[start + correction.count].key == first, !tokens[start].quoted {
                    return Array(tokens[(start + correction.count)...])
                }
            }
        }
        return correctedName(tokens) ?? tokens
    }
}
