/// What a request says as a whole, worked out once per utterance (`PhraseMatcher.prepare`)
/// for the rules that weigh every reading by it; they had asked it again of each reading.
struct RequestFacts {
    /// The user named an app, whose name is no longer among the tokens
    /// (`PhraseMatcher.findAppMention`): "turn on Tunes" names what plays.
    var namesApp = false
    /// The request opens with "turn on" or "switch on" (or says "turn … on") and says no word
    /// of media: no word for a kind, a station, a playlist or a sound, none of
    /// `SystemLexicon.mediaCues` (`Aligner.switchesAThingOn`).
    var switchesOnWithoutMedia = false
    /// "Note" is the request's only word for a message and nothing is said to be someone's
    /// (`Aligner.readsTheNotesApp`).
    var notesOnly = false
    /// The request says a word of messages (`SystemLexicon.messageWords`,
    /// `Aligner.searchesMessagesUnsaid`).
    var saysMessages = false
    /// The words of a genre Siri knows, when it is all the request says past its framing and
    /// the words set aside ("reggae", "jazz please", "80s rock" with its decade set aside): a
    /// request to play it, though no word of an example is said (`PhraseMatcher.shortlist`,
    /// `Aligner.readsOnlyAGenre`).
    var loneGenre: Range<Int>?

    init() {}

    init(tokens: [Token], aside: [Bool], facts: TokenFacts, namesApp: Bool, loneGenre: Range<Int>?) {
        self.namesApp = namesApp
        self.loneGenre = loneGenre
        if let first = tokens.indices.first(where: { !aside[$0] }),
            let last = tokens.indices.last(where: { !aside[$0] }),
            first + 1 < last, SystemLexicon.switchingVerbs.contains(tokens[first].key),
            tokens[first + 1].key == "on" || tokens[last].key == "on"
        {
            let mediaWords: WordClasses = [.kind, .station, .playlist, .sound]
            switchesOnWithoutMedia = !tokens.indices.contains {
                !facts.classes[$0].isDisjoint(with: mediaWords) || SystemLexicon.mediaCues.contains(tokens[$0].key)
            }
        }
        notesOnly =
            tokens.contains { $0.key == "note" }
            && !tokens.contains { $0.key != "note" && SystemLexicon.messageNouns.contains($0.key) }
            && !facts.isPossessive.contains(true)
        saysMessages = tokens.contains { SystemLexicon.messageWords.contains($0.key) }
    }
}
