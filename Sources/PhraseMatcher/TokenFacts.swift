/// What each token of an utterance is, whatever the app: worked out once per utterance
/// (`PreparedUtterance.facts`) and shared by every app's `SegmentTable`, which had built
/// them again for each app.
struct TokenFacts {
    /// A phrasing word of some app.
    let isPhrasing: [Bool]
    /// A word of the system's value lists.
    let isLexiconWord: [Bool]
    let isPronoun: [Bool]
    /// An everyday word (`SystemLexicon.everydayWords`).
    let isEveryday: [Bool]
    /// A word naming the kind of a name users make ("playlist", "list").
    let isUserMadeKind: [Bool]
    /// The word "playlist" (`SystemLexicon.playlistWords`).
    let isPlaylistWord: [Bool]
    /// A word naming what another domain serves (`SystemLexicon.otherDomainWords`).
    let isOtherDomain: [Bool]
    /// A word naming messages by the many (`SystemLexicon.messageCollectionWords`).
    let isMessageCollection: [Bool]
    /// Weather that songs sing of (`SystemLexicon.songWeatherWords`).
    let isSongWeather: [Bool]
    /// A word no person's name holds in lower case (`SystemLexicon.neverInNames`).
    let isNeverInName: [Bool]
    /// A possessive ("Jaime's").
    let isPossessive: [Bool]
    /// A capital opening a token (not the first) of an utterance written in mixed case.
    let isCapitalised: [Bool]
    /// A word saying what kind of thing a title is (`SystemLexicon.titleKindWords`,
    /// `plainKindWords`).
    let isKindWord: [Bool]
    /// A word of a station's name (`SystemLexicon.stationWords`).
    let isStationWord: [Bool]
    /// A word that links a name to what comes before (`SystemLexicon.linkingWords`).
    let isLinking: [Bool]
    /// The user ("me", "us": `SystemLexicon.selfReferences`).
    let isSelfReference: [Bool]
    /// A word saying whose a thing is ("my", "your": `SystemLexicon.owners`).
    let isOwner: [Bool]
    /// A word joining the items of a list, a pronoun, a number, a content carrier or a word
    /// set aside: never part of a name taken from its place.
    let endsName: [Bool]

    init(tokens: [Token], allPhrasing: Set<String>, aside: [Bool]) {
        // Each token's word lists, looked up once (`WordClasses`).
        let classes = tokens.map { SystemLexicon.classes(of: $0.key) }
        func each(_ list: WordClasses) -> [Bool] { classes.map { $0.contains(list) } }
        isPhrasing = tokens.map { allPhrasing.contains($0.key) }
        isLexiconWord = each(.lexicon)
        isPronoun = each(.pronoun)
        isEveryday = each(.everyday)
        isUserMadeKind = each(.userMadeKind)
        isPlaylistWord = each(.playlist)
        // "How to …" asks for instructions; "find out" asks to learn something; a to-do list
        // holds tasks. A word right before a sound word names a sound ("rain sounds",
        // "thunderstorm noise"). Words set aside, such as a clause of circumstance, speak of
        // no other domain.
        isOtherDomain = tokens.indices.map { i in
            !aside[i] && classes[i].contains(.otherDomain)
                && !(i + 1 < tokens.count && classes[i + 1].contains(.sound))
                || (tokens[i].key == "how" && i + 1 < tokens.count && tokens[i + 1].key == "to")
                || (tokens[i].key == "out" && i > 0 && tokens[i - 1].key == "find")
                // "my to do list"
                || (tokens[i].key == "do" && i > 0 && tokens[i - 1].key == "to" && i + 1 < tokens.count
                    && tokens[i + 1].key == "list")
        }
        isMessageCollection = each(.messageCollection)
        isNeverInName = each(.neverInName)
        isSongWeather = each(.songWeather)
        isKindWord = each(.kind)
        isStationWord = each(.station)
        isLinking = each(.linking)
        isSelfReference = each(.selfReference)
        isOwner = each(.owner)
        isPossessive = tokens.indices.map { i in
            !classes[i].contains(.everyday) && SystemLexicon.endsInApostropheS(tokens[i].original)
        }
        // Capitals tell something only where the user writes lower case too, and not on the
        // first word.
        let mixedCase =
            tokens.contains { $0.original.contains(where: \.isLowercase) }
            && tokens.dropFirst().contains { $0.original.first?.isUppercase == true }
        isCapitalised = tokens.indices.map { i in mixedCase && i > 0 && tokens[i].original.first?.isUppercase == true }
        // (A number counts things: "send 100 dollars" names nobody.)
        endsName = tokens.indices.map { i in
            !classes[i].isDisjoint(with: [.listJoiner, .pronoun, .contentCarrier])
                || tokens[i].key.allSatisfy(\.isNumber)
                || aside[i]
        }
    }
}
