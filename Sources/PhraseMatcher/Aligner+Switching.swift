/// Requests to switch something on, which play only what is said to be media.
extension Aligner {
    /// Whether a request to play opens with "turn on" or "switch on" (or says "turn … on")
    /// and says nothing that is media: no word for a kind of media, a station, a playlist or
    /// a sound, none of `SystemLexicon.mediaCues` ("tunes", "radio") (all three
    /// `RequestFacts.switchesOnWithoutMedia`), and no value anyone knows (a name, a genre, a
    /// mood). Such a request switches a thing on ("turn on the TV", "switch on the seat
    /// heaters", "turn on WhatsApp notifications"); "turn on the radio", "turn on some jazz"
    /// and "switch on Radio Kolibri" still play, and so does a request naming an app ("turn
    /// on Tunes", its name taken out of the tokens).
    func switchesAThingOn(_ walk: Walk) -> Bool {
        plan.intent.isMedia && table.request.switchesOnWithoutMedia && !table.request.namesApp
            && !walk.filled.contains { $0.fills.contains { $0.entity != nil } }
    }
}
