/// What each token of an utterance is, whatever the app: worked out once per utterance
/// (`PreparedUtterance.facts`) and shared by every app's `SegmentTable`, which had built
/// them again for each app.
struct TokenFacts {
    /// A phrasing word of some app.
    let isPhrasing: [Bool]
    /// Each token's word lists (`WordClasses`): `facts[.playlist, i]` asks whether token i
    /// is a word of that list ("playlist"), `facts[.lexicon, i]` whether it is a value word.
    let classes: [WordClasses]
    /// A word naming what another domain serves (`SystemLexicon.otherDomainWords`), not set
    /// aside and not naming a sound.
    let isOtherDomain: [Bool]
    /// "Off", which undoes what a joining word says ("turn off the radio").
    let saysOff: [Bool]
    /// A possessive ("Jaime's").
    let isPossessive: [Bool]
    /// A capital opening a token (not the first) of an utterance written in mixed case.
    let isCapitalised: [Bool]
    /// Whether each token is joined to the one before by a hyphen ("pires" of "Van-pires"):
    /// half of one word, where no name starts.
    let hyphenBefore: [Bool]
    /// A word joining the items of a list, a pronoun (written with its verb too: "I'll"), a
    /// number, a content carrier or a word set aside: never part of a person's name taken from
    /// its place.
    let endsName: [Bool]

    init(tokens: [Token], allPhrasing: Set<String>, aside: [Bool]) {
        // A band said after a number ("1210 am") is a word of the station's name, not a verb.
        let bands = tokens.indices.map { SystemLexicon.isBandAfterNumber(tokens, $0) }
        // ("am" loses its lists; "fm" keeps its own, a kind word.)
        let classes = tokens.indices.map { i in
            let own = SystemLexicon.classes(of: tokens[i].key)
            return bands[i] ? (own.contains(.station) ? own : .station) : own
        }
        self.classes = classes
        saysOff = tokens.map { $0.key == "off" }
        isPhrasing = tokens.indices.map { i in !bands[i] && allPhrasing.contains(tokens[i].key) }
        // "How to …" and "how do I …" ask for instructions; "find out" asks to learn something;
        // a to-do list holds tasks; "what year …" asks a fact. A word right before a sound word
        // names a sound ("rain sounds", "thunderstorm noise"). Words set aside, such as a clause
        // of circumstance, speak of no other domain. Making a playlist ("create a new playlist called …") and
        // opening an app ("open the podcasts app") are no request of these intents; a fan is
        // a machine unless someone is a fan of something ("not a fan of this one").
        func key(_ i: Int) -> String { i >= 0 && i < tokens.count ? tokens[i].key : "" }
        let last = tokens.count - 1
        let makesPlaylist =
            !tokens.isEmpty && SystemLexicon.makingVerbs.contains(key(0)) && classes.contains { $0.contains(.playlist) }
        let opensApp =
            !tokens.isEmpty && SystemLexicon.appOpeningVerbs.contains(key(0))
            && SystemLexicon.appWords.contains(key(last))
        isOtherDomain = tokens.indices.map { i in
            !aside[i] && classes[i].contains(.otherDomain)
                && !(i + 1 < tokens.count && classes[i + 1].contains(.sound))
                || (tokens[i].key == "how" && i + 1 < tokens.count && tokens[i + 1].key == "to")
                || (tokens[i].key == "how" && SystemLexicon.howToAuxiliaries.contains(key(i + 1))
                    && SystemLexicon.howToSubjects.contains(key(i + 2)))
                || (i == 0 && makesPlaylist) || (i == last && opensApp)
                || ((tokens[i].key == "fan" || tokens[i].key == "fans") && key(i + 1) != "of")
                || (tokens[i].key == "out" && i > 0 && tokens[i - 1].key == "find")
                // "what year did Nevermind come out": a question of fact, not of one's messages
                || (tokens[i].key == "year" && i > 0 && ["what", "which"].contains(tokens[i - 1].key))
                // "my to do list"
                || (tokens[i].key == "do" && i > 0 && tokens[i - 1].key == "to" && i + 1 < tokens.count
                    && tokens[i + 1].key == "list")
        }
        isPossessive = tokens.indices.map { i in
            !classes[i].contains(.everyday) && SystemLexicon.endsInApostropheS(tokens[i].original)
        }
        // Capitals tell something only where the user writes lower case too, and not on the
        // first word.
        let mixedCase =
            tokens.contains { $0.original.contains(where: \.isLowercase) }
            && tokens.dropFirst().contains { $0.original.first?.isUppercase == true }
        isCapitalised = tokens.indices.map { i in mixedCase && i > 0 && tokens[i].original.first?.isUppercase == true }
        hyphenBefore = tokens.indices.map { i in
            let original = tokens[i].original
            guard i > 0, original.startIndex > original.base.startIndex else { return false }
            return original.base[original.base.index(before: original.startIndex)] == "-"
        }
        // (A number counts things: "send 100 dollars" names nobody.)
        endsName = tokens.indices.map { i in
            !classes[i].isDisjoint(with: [.listJoiner, .pronoun, .contentCarrier])
                || tokens[i].key.allSatisfy(\.isNumber)
                || aside[i]
                // "I'll", "we're": a pronoun written with its verb ("send email to dad I'll be late").
                || (classes[i].contains(.pronounContraction) && tokens[i].original.contains { $0 == "'" || $0 == "’" })
        }
    }

    /// Whether `range` takes every word written with a hyphen that it touches whole: it
    /// neither starts after a hyphen nor stops before one ("Ana" of "Ana-Lucía" does not).
    func keepsWordsWhole(_ range: Range<Int>) -> Bool {
        !(range.lowerBound > 0 && range.lowerBound < hyphenBefore.count && hyphenBefore[range.lowerBound])
            && !(range.upperBound < hyphenBefore.count && hyphenBefore[range.upperBound])
    }

    /// Whether token `i` is half of a word written with a hyphen ("min" of "min-jun").
    func inHyphenatedWord(_ i: Int) -> Bool {
        hyphenBefore[i] || (i + 1 < hyphenBefore.count && hyphenBefore[i + 1])
    }

    /// Whether token `i` is a word of `list`.
    subscript(list: WordClasses, i: Int) -> Bool { classes[i].contains(list) }
}
