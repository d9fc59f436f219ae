/// Negative evidence: what says a reading is not this intent's.
extension Aligner {
    /// Whether a fill stands right beside the word "playlist" (`SystemLexicon.playlistWords`).
    func besideItsKind(_ fill: SlotFill) -> Bool {
        let tokens = table.tokens
        let range = fill.tokens
        guard !range.isEmpty else { return false }
        return
            (range.upperBound < tokens.count
            && table.facts[.playlist, range.upperBound])
            || (range.lowerBound > 0 && table.facts[.playlist, range.lowerBound - 1])
    }

    /// Whether a word of another domain, taken from its place as a name or as what the verb
    /// acts on, says the request is not for this intent ("Add apples to my shopping list",
    /// "Find a taxi", "Send money to John"). (One the reading leaves unexplained counts too:
    /// `align` notes it on its way back.) A word written with a capital, where the user writes
    /// in mixed case, is part of a name: "Hotel Somewhere" is a song. A business is someone
    /// to call or write to: a person's place holding a name of two words or more ("delta
    /// airlines") names one.
    func speaksOfAnotherDomain(_ filled: [Filled], freeTexts: [Range<Int>], verbEnd: Int) -> Bool {
        let specs = plan.intent.schema.parameters
        // (Messages by the many are another domain's to media: "read out the texts Hannah sent".)
        let media = plan.intent.isMedia
        // (A word that songs share with the weather counts alone, not in a longer name: "play
        // november rain" is a song, "play rain" asks for a sound.)
        func foreign(_ range: Range<Int>) -> Bool {
            range.contains {
                (table.facts.isOtherDomain[$0] || (media && table.facts[.messageCollection, $0]))
                    && !table.facts.isCapitalised[$0]
                    && !(range.count > 1 && table.facts[.songWeather, $0])
            }
        }
        // Free text that is only an amount of money ("send $20 to Alex", "send Alex 50 bucks")
        // is a payment, not a message.
        if freeTexts.contains(where: isAmountOfMoney) { return true }
        // So is an amount said right after the verb and left unexplained: "send $20 to Alex with
        // Apple Cash" pays Alex, whatever the rest reads as.
        if verbEnd >= 0, verbEnd < table.tokens.count,
            [1, 2].contains(where: { length in
                verbEnd + length <= table.tokens.count && isAmountOfMoney(verbEnd..<(verbEnd + length))
                    && !filled.contains { $0.fills.contains { $0.tokens.contains(verbEnd) } }
            })
        {
            return true
        }
        // Free text right after the verb is what is sent or looked for; after a recipient or a
        // carrier it is a message, which may speak of anything ("email Dad how the weather is").
        if freeTexts.contains(where: { $0.lowerBound == verbEnd && foreign($0) }) { return true }
        // A title credited to its artist is a song whatever its words: "hotel california by the
        // eagles", "money for nothing by dire straits".
        let tokens = table.tokens
        let credited = filled.contains { item in
            guard !item.extra, case .title(let types) = specs[item.parameter].kind,
                types.contains("mediaMusicArtistName")
            else { return false }
            return item.fills.contains { $0.tokens.lowerBound > 0 && tokens[$0.tokens.lowerBound - 1].key == "by" }
        }
        // A playlist named beside the word "playlist" places the request in media whatever the
        // title's words: "add blinding lights to my gym playlist" adds a song.
        // So does one named with no word of another domain, after "to" or "onto" (and an owner or
        // article): "add blinding lights to party", "… to my summer mix"; not "add apples to my
        // shopping list", "add milk to the list".
        func destination(_ fill: SlotFill) -> Bool {
            var k = fill.tokens.lowerBound - 1
            if k >= 0, table.facts[.owner, k] || SystemLexicon.articles.contains(tokens[k].key) { k -= 1 }
            guard k >= 0, ["to", "onto"].contains(tokens[k].key) else { return false }
            let end = fill.tokens.upperBound
            return !foreign(fill.tokens) && !fill.tokens.contains { table.facts[.userMadeKind, $0] }
                && !(end < tokens.count && table.facts[.userMadeKind, end])
        }
        // And so does the user's library as where it goes: "add blinding lights to my library".
        let playlistNamed =
            filled.contains { item in
                !item.extra && specs[item.parameter].kind.namesUserMake && !item.fills.isEmpty
                    && item.fills.allSatisfy { besideItsKind($0) || destination($0) }
            } || media && addsToTheLibrary()
        // A value word, with the example's slot or not, may only set the sound: "put the radio
        // on sleep" sets a timer, and asks for no sleep music.
        if filled.contains(where: { item in
            guard case .lexicon = specs[item.parameter].kind else { return false }
            return item.fills.contains { setsTheSound($0, known: true) }
        }) {
            return true
        }
        for item in filled where !item.extra {
            switch specs[item.parameter].kind {
            case .title where playlistNamed && !specs[item.parameter].kind.namesUserMake:
                continue
            case .title(let types) where credited && types.contains("mediaMusicArtistName"):
                // (Nor is the artist it is credited to: "midnight ferries by the harrow lights".)
                continue
            case .title(let types) where credited && !types.contains("mediaMusicArtistName"):
                // (Not a thing of another domain and no more: "play a game by nintendo", "find a
                // restaurant by the beach".)
                if item.fills.contains(where: { switchesASetting($0.tokens) || isOnlyAThing($0.tokens) }) {
                    return true
                }
            case .title, .people, .group:
                // (A playlist's name beside the word "playlist" is a name, whatever its words:
                // "the classic road trip songs playlist".)
                if specs[item.parameter].kind.namesUserMake, item.fills.allSatisfy(besideItsKind) { continue }
                if item.fills.contains(where: { switchesASetting($0.tokens) || setsTheSound($0) }) { return true }
                let person = specs[item.parameter].kind == .people || specs[item.parameter].kind == .group
                if item.fills.contains(where: { fill in
                    fill.entity == nil && foreign(fill.tokens) && !(person && namesABusiness(fill.tokens))
                        && (person || !holdsAProperName(fill.tokens) && !isPlayedTitle(fill.tokens))
                }) {
                    return true
                }
            case .freeText, .lexicon, .vocabulary, .number:
                continue
            }
        }
        return false
    }

    /// Whether a title asked to be played ends with a thing of another domain that a word of
    /// its own describes, as song titles do: "play blinding lights", "put on purple rain" (not
    /// a game, and not where the thing comes first or an article stands before it: "play tv
    /// shows", "play a game", "play candy crush game").
    private func isPlayedTitle(_ range: Range<Int>) -> Bool {
        let tokens = table.tokens
        guard (2...4).contains(range.count), range.lowerBound > 0,
            SystemLexicon.playingVerbs.contains(tokens[range.lowerBound - 1].key)
        else { return false }
        let last = range.upperBound - 1
        return table.facts.isOtherDomain[last] && !SystemLexicon.gameWords.contains(tokens[last].key)
            && range.dropLast().allSatisfy { i in
                !table.facts.isOtherDomain[i] && !SystemLexicon.functionWords.contains(tokens[i].key)
                    && !table.facts.isPhrasing[i]
            }
    }

    /// Whether the request puts something in the user's library: "to", "in" or "into" and "my
    /// library" ("add blinding lights to my library").
    private func addsToTheLibrary() -> Bool {
        let tokens = table.tokens
        return tokens.indices.dropFirst(2).contains { i in
            tokens[i].key == "library" && tokens[i - 1].key == "my" && ["to", "in", "into"].contains(tokens[i - 2].key)
        }
    }

    /// Whether a title's words are a thing of another domain and a proper name, with no
    /// joining word between them: "play hotel california" asks for a song, while "play a game
    /// with Zelda" or "play chess for two" stay requests of another domain. The proper name
    /// is `SystemLexicon.isProperNameWord`'s ("california", "jude").
    private func holdsAProperName(_ range: Range<Int>) -> Bool {
        guard (2...4).contains(range.count) else { return false }
        let keys = range.map { table.tokens[$0].key }
        guard keys.allSatisfy({ !SystemLexicon.functionWords.contains($0) }) else { return false }
        // (A brand before the thing it makes is that thing: "wemo socket", "paramount theatres".)
        if table.facts.isOtherDomain[range.upperBound - 1] { return false }
        return keys.contains(where: SystemLexicon.isProperNameWord)
    }

    /// Whether the words are an article and a word of another domain: "a game", "the movie".
    private func isOnlyAThing(_ range: Range<Int>) -> Bool {
        range.count == 2 && SystemLexicon.articles.contains(table.tokens[range.lowerBound].key)
            && table.facts.isOtherDomain[range.upperBound - 1]
    }

    /// Whether the words name a setting of the device right after a word that switches one
    /// ("turn on Do Not Disturb", "switch off airplane mode"): that is the device's, not a
    /// title's, however it is written ("play Do Not Disturb" stays a song).
    private func switchesASetting(_ range: Range<Int>) -> Bool {
        let tokens = table.tokens
        let start = range.lowerBound
        guard start > 0 else { return false }
        // ("put on Do Not Disturb" plays it: "on" switches only after "turn" or "switch".)
        let switched =
            SystemLexicon.settingSwitches.contains(tokens[start - 1].key)
            || (start > 1 && ["on", "off"].contains(tokens[start - 1].key)
                && ["turn", "switch"].contains(tokens[start - 2].key))
        guard switched else { return false }
        return SystemLexicon.deviceSettings.contains(tokens[range].map(\.key))
    }

    /// Whether a name nobody knows (or, where `known`, a value word) is only how the sound is
    /// set, after an "on" that does not follow the verb: "put the radio on low", "put the radio
    /// on sleep" (but "put on Low" plays a song, and "to sleep" is what music is for).
    private func setsTheSound(_ fill: SlotFill, known: Bool = false) -> Bool {
        let tokens = table.tokens
        let start = fill.tokens.lowerBound
        guard known || fill.entity == nil, !fill.tokens.isEmpty, start > 1, tokens[start - 1].key == "on",
            !SystemLexicon.playingVerbs.contains(tokens[start - 2].key)
        else { return false }
        let words = fill.tokens.filter { !SystemLexicon.articles.contains(tokens[$0].key) }
        return !words.isEmpty && words.allSatisfy { SystemLexicon.soundSettings.contains(tokens[$0].key) }
    }

    /// Whether the words are an amount of money and nothing else: a number with a currency
    /// sign before it ("$20", "€5") or a currency word after it ("50 bucks").
    private func isAmountOfMoney(_ range: Range<Int>) -> Bool {
        let tokens = table.tokens
        var words = range.filter { !SystemLexicon.currencySymbols.contains(tokens[$0].key) }
        guard let number = words.first, tokens[number].key.allSatisfy(\.isNumber) else { return false }
        words.removeFirst()
        if let word = words.first {
            return words.count == 1 && SystemLexicon.currencyWords.contains(tokens[word].key)
        }
        // The sign: a token of its own ("€"), or a "$" the tokenizer dropped as punctuation.
        if number > 0, SystemLexicon.currencySymbols.contains(tokens[number - 1].key) { return true }
        let original = tokens[number].original
        guard original.startIndex > original.base.startIndex else { return false }
        return original.base[original.base.index(before: original.startIndex)] == "$"
    }

    /// Whether a person's place names a business: a name that ends with the word for what it
    /// does after words of its own ("delta airlines", "dominos pizza"). One word of another
    /// domain alone is what the request is about ("a taxi"), and so is one that opens the
    /// name ("alarms set").
    /// So does one that opens with where it is ("the nearest Walgreens", "the closest
    /// pharmacy"): a business found near the user, as Siri calls one.
    /// So does "the" before a word for a business people call and hear from ("the bank", "the
    /// hotel"): "a taxi" is a ride, "the bank" is someone.
    private func namesABusiness(_ range: Range<Int>) -> Bool {
        // (The article may stand outside the name the reading took.)
        let opening = range.count == 1 ? range.lowerBound - 1 : range.lowerBound
        if range.count <= 2, opening >= 0, table.tokens[opening].key == "the",
            SystemLexicon.businessWords.contains(table.tokens[range.upperBound - 1].key)
        {
            return true
        }
        guard range.count >= 2 else { return false }
        // A name ending with the word for a kind of business names one whatever it sells: "the
        // pizza place", "the taxi office".
        if SystemLexicon.businessKinds.contains(table.tokens[range.upperBound - 1].key) {
            return range.dropLast().allSatisfy { !table.facts[.everyday, $0] && !table.facts.isPhrasing[$0] }
        }
        if SystemLexicon.proximityWords.contains(table.tokens[range.lowerBound].key) {
            return range.dropFirst().allSatisfy { !table.facts.isOtherDomain[$0] && !table.facts.isPhrasing[$0] }
        }
        return range.dropLast().allSatisfy {
            !table.facts.isOtherDomain[$0] && !table.facts[.everyday, $0] && !table.facts.isPhrasing[$0]
        }
    }
}
