import IntentModel

/// How to play, said at the end of a request: on repeat, on a loop, on shuffle.
extension SystemLexicon {
    /// Where a playback mode said at the end begins ("play Hotel California on repeat", "… on
    /// loop", "… on shuffle", "… in shuffle mode"), or nil: how to play, not what, so its
    /// words are part of no title. Siri reads them into the play intent's own parameters
    /// (`playShuffled`, `playbackRepeatMode`: `repeatMode(of:)`).
    static func playbackModeStart(_ tokens: [Token]) -> Int? {
        let keys = tokens.map(\.key)
        let n = keys.count
        for phrase in playbackModePhrases
        where n > phrase.count + 1 && keys[(n - phrase.count)...].elementsEqual(phrase) {
            return n - phrase.count
        }
        // A mode asked for in a clause of its own: "… and repeat it", "… and just loop the whole
        // thing", "… and shuffle them".
        for start in stride(from: n - 2, through: max(2, n - 7), by: -1) where keys[start] == "and" {
            var k = start + 1
            while k < n, ["just", "then", "also"].contains(keys[k]) { k += 1 }
            guard k < n, ["repeat", "loop", "shuffle"].contains(keys[k]) else { continue }
            if keys[(k + 1)...].allSatisfy(modeObjectWords.contains) { return start }
        }
        return nil
    }

    /// The words a mode said in a clause of its own acts on ("… and loop the whole thing").
    static let modeObjectWords: Set<String> = [
        "it", "them", "that", "this", "the", "whole", "thing", "lot", "album", "playlist", "all", "please",
    ]

    /// The playback modes said at the end, as keys, longest first.
    static let playbackModePhrases: [[String]] = [
        ["from", "start", "to", "finish"], ["all", "the", "way", "through"], ["in", "shuffle", "mode"],
        ["on", "shuffle", "mode"], ["on", "a", "loop"], ["in", "a", "loop"], ["start", "to", "finish"],
        ["on", "repeat"], ["on", "loop"], ["on", "shuffle"], ["in", "order"], ["shuffled"],
    ]

    /// The repeat mode a request's words say (`.unknown` when none): "on repeat" and "on
    /// loop" repeat; of one song they repeat it alone, of a collection (an album, a playlist,
    /// an artist) all of it.
    public static func repeatMode(of keys: [String], collection: Bool) -> INPlaybackRepeatMode {
        guard keys.contains("repeat") || keys.contains("loop") else { return .unknown }
        return collection ? .all : .one
    }

    /// Where whom or what occasion the playing is for begins, at the end of a request that
    /// opens with playing (or finding or adding: `beneficiaryVerbs`): "play something romantic
    /// for our anniversary dinner", "put on some Christmas music for the kids", "play In the
    /// Mood by Glenn Miller for my grandad". It
    /// says who listens, not what: "for", a determiner, and up to three words of no kind of
    /// thing to hear ("… for my workout playlist" names a playlist).
    static func beneficiaryStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        // (Not in a name said after the word that says one comes, nor in quotes: "my playlist
        // called songs for the shower".)
        guard n >= 5 else { return nil }
        let seeking = seekingVerbs.contains(tokens[0].key)
        guard playingVerbs.contains(tokens[0].key) || beneficiaryVerbs.contains(tokens[0].key) || seeking,
            !tokens.contains(where: { namingWords.contains($0.key) || $0.quoted })
        else { return nil }
        for k in max(2, n - 5)..<(n - 2)
        where tokens[k].key == "for" && beneficiaryDeterminers.contains(tokens[k + 1].key)
            // (After "search" or "look", only a second "for": the first says what is sought.)
            && (!seeking || tokens[1..<k].contains(where: { $0.key == "for" }))
            // (Not right after a playlist named by nothing else: "my playlist for the gym" is
            // the gym playlist; "my Study Hall playlist for the kids" is for them.)
            && !(["playlist", "playlists"].contains(tokens[k - 1].key)
                && beneficiaryDeterminers.contains(tokens[k - 2].key))
        {
            let rest = tokens[(k + 2)...]
            guard rest.allSatisfy({ !mediaCues.contains($0.key) && $0.original.first?.isUppercase != true })
            else { continue }
            return k
        }
        return nil
    }

    /// Verbs of finding and adding, whose requests say whom or what occasion for as well: "find
    /// me a business podcast for the commute", "add this to my Study Hall playlist for the kids".
    static let beneficiaryVerbs: Set<String> = ["find", "show", "get", "add", "recommend", "suggest"]
    /// Verbs whose first "for" says what is looked for ("search my messages for the wifi
    /// password"); a second says for whom ("look for jazz radio stations for the drive").
    static let seekingVerbs: Set<String> = ["search", "look"]
    /// Words that open whom or what occasion something is for ("for my …", "for the …").
    static let beneficiaryDeterminers: Set<String> = ["my", "our", "the", "your", "his", "her", "their", "a"]
}
