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
        return nil
    }

    /// The playback modes said at the end, as keys, longest first.
    static let playbackModePhrases: [[String]] = [
        ["in", "shuffle", "mode"], ["on", "a", "loop"], ["in", "a", "loop"], ["on", "repeat"], ["on", "loop"],
        ["on", "shuffle"], ["shuffled"],
    ]

    /// The repeat mode a request's words say (`.unknown` when none): "on repeat" and "on
    /// loop" repeat; of one song they repeat it alone, of a collection (an album, a playlist,
    /// an artist) all of it.
    public static func repeatMode(of keys: [String], collection: Bool) -> INPlaybackRepeatMode {
        guard keys.contains("repeat") || keys.contains("loop") else { return .unknown }
        return collection ? .all : .one
    }

    /// Whether a request to play asks for shuffled order: it says "shuffle" anywhere ("shuffle
    /// my Dinner Party playlist", "… and shuffle", "… on shuffle").
    public static func asksToShuffle(_ keys: [String]) -> Bool {
        keys.contains("shuffle") || keys.contains("shuffled")
    }
}
