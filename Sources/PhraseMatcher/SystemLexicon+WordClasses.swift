/// Which of the system's word lists each word belongs to, in one table: reading an utterance
/// asks a dozen of them about every token (`TokenFacts`), and one lookup answers them all.
struct WordClasses: OptionSet, Sendable {
    let rawValue: UInt32

    static let lexicon = WordClasses(rawValue: 1 << 0)
    static let pronoun = WordClasses(rawValue: 1 << 1)
    static let everyday = WordClasses(rawValue: 1 << 2)
    static let userMadeKind = WordClasses(rawValue: 1 << 3)
    static let playlist = WordClasses(rawValue: 1 << 4)
    static let otherDomain = WordClasses(rawValue: 1 << 5)
    static let sound = WordClasses(rawValue: 1 << 6)
    static let messageCollection = WordClasses(rawValue: 1 << 7)
    static let neverInName = WordClasses(rawValue: 1 << 8)
    static let songWeather = WordClasses(rawValue: 1 << 9)
    static let listJoiner = WordClasses(rawValue: 1 << 10)
    static let contentCarrier = WordClasses(rawValue: 1 << 11)
    /// A word saying what kind of thing a title is ("song", "album", "music").
    static let kind = WordClasses(rawValue: 1 << 12)
    static let station = WordClasses(rawValue: 1 << 13)
    static let linking = WordClasses(rawValue: 1 << 14)
    static let selfReference = WordClasses(rawValue: 1 << 15)
    static let owner = WordClasses(rawValue: 1 << 16)
    static let preposition = WordClasses(rawValue: 1 << 17)
    static let objectPronoun = WordClasses(rawValue: 1 << 18)
    static let naming = WordClasses(rawValue: 1 << 19)
    static let pronounContraction = WordClasses(rawValue: 1 << 20)
}

extension SystemLexicon {
    /// Each word of the lists below with the classes it belongs to.
    static let wordClasses: [String: WordClasses] = {
        var table: [String: WordClasses] = [:]
        let lists: [(Set<String>, WordClasses)] = [
            (words, .lexicon), (pronouns, .pronoun), (everydayWords, .everyday), (userMadeKindWords, .userMadeKind),
            (playlistWords, .playlist), (otherDomainWords, .otherDomain), (soundWords, .sound),
            (messageCollectionWords, .messageCollection), (neverInNames, .neverInName),
            (songWeatherWords, .songWeather), (listJoiners, .listJoiner), (contentCarriers, .contentCarrier),
            (titleKindWords.union(plainKindWords), .kind), (stationWords, .station), (linkingWords, .linking),
            (selfReferences, .selfReference), (owners, .owner), (prepositions, .preposition),
            (objectPronouns, .objectPronoun), (namingWords, .naming), (pronounContractions, .pronounContraction),
        ]
        for (list, classes) in lists {
            for word in list { table[word, default: []].insert(classes) }
        }
        return table
    }()

    /// The classes of a word (none for a word of no list).
    static func classes(of word: String) -> WordClasses { wordClasses[word] ?? [] }
}
