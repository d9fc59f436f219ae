/// How the user is, said after a request to play without a comma: "play sad songs im in my
/// feelings tonight", "put on some music i'm bored", "play something relaxing I am so
/// stressed". The clause says why, not what; read past as a circumstance.
extension SystemLexicon {
    /// Where a clause of the user's state begins ("im", "i'm", "i am" after a word that ends
    /// what to play: a kind of thing or a word of the lists of moods and genres), in a request
    /// that opens with a verb of playing; nil otherwise.
    static func stateClauseStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 4, playingVerbs.contains(tokens[0].key) else { return nil }
        for k in 2..<(n - 1) where !tokens[k - 1].commaAfter {
            let opensState = tokens[k].key == "im" || (tokens[k].key == "i" && tokens[k + 1].key == "am")
            guard opensState, endsWhatToPlay(tokens[k - 1].key) else { continue }
            return k
        }
        return nil
    }

    /// Whether a word ends what a request asks to play: a kind of thing ("songs", "music") or
    /// a mood or genre said in one word ("relaxing", "jazz").
    static func endsWhatToPlay(_ key: String) -> Bool {
        titleKindWords.contains(key) || plainKindWords.contains(key) || ["something", "anything"].contains(key)
            || moodAndGenreWords.contains(key)
    }

    /// The moods and genres of the lists, each phrase as said.
    static let moodAndGenreWords: Set<String> = Set(
        ["mood", "genre"].flatMap { media[$0] ?? [] }.flatMap(\.phrases))
}

extension SystemLexicon {
    /// Words that open a clause of why after a favour asked: the user, or what is theirs.
    static let reasonSubjects: Set<String> = ["i", "im", "ive", "id", "my", "we", "were"]

    /// Where the reason after a favour begins, said without a comma: "can you ring the vet
    /// for me i have flour all over my hands", "play some jazz please im cooking". After "for
    /// me" or "please", a clause that opens with the user (`reasonSubjects`), in a request
    /// that opens with a verb of calling or playing; nil otherwise. (Not after a verb of
    /// sending, whose message may follow: "text Sam for me I'm late".)
    static func reasonAfterFavourStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 5, callVerbs.contains(tokens[0].key) || playingVerbs.contains(tokens[0].key) else { return nil }
        for k in 3..<(n - 1) where reasonSubjects.contains(tokens[k].key) && !tokens[k - 1].commaAfter {
            let favour = tokens[k - 1].key == "please" || (tokens[k - 2].key == "for" && tokens[k - 1].key == "me")
            if favour { return k }
        }
        return nil
    }
}
