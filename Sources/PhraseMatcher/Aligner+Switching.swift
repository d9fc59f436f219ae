/// Requests to switch something on, which play only what is said to be media.
extension Aligner {
    /// Whether a request to play opens with "turn on" or "switch on" (or says "turn … on")
    /// and says nothing that is media: no word for a kind of media, a station, a playlist or
    /// a sound, none of `SystemLexicon.mediaCues` ("tunes", "radio"), and no value anyone
    /// knows (a name, a genre, a mood). Such a request switches a thing on ("turn on the
    /// TV", "switch on the seat heaters", "turn on WhatsApp notifications"); "turn on the
    /// radio", "turn on some jazz" and "switch on Radio Kolibri" still play, and so does a
    /// request naming an app ("turn on Tunes", its name taken out of the tokens).
    func switchesAThingOn(_ walk: Walk) -> Bool {
        guard plan.intent.isMedia, !table.namesApp else { return false }
        let tokens = table.tokens
        guard let first = tokens.indices.first(where: { !table.aside[$0] }),
            let last = tokens.indices.last(where: { !table.aside[$0] }),
            first + 1 < last, SystemLexicon.switchingVerbs.contains(tokens[first].key),
            tokens[first + 1].key == "on" || tokens[last].key == "on"
        else { return false }
        let mediaWords: WordClasses = [.kind, .station, .playlist, .sound]
        if tokens.indices.contains(where: {
            !table.facts.classes[$0].isDisjoint(with: mediaWords) || SystemLexicon.mediaCues.contains(tokens[$0].key)
        }) {
            return false
        }
        return !walk.filled.contains { $0.fills.contains { $0.entity != nil } }
    }
}
