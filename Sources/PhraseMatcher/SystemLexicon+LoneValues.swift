/// The one value that asks for its intent said alone: a genre Siri knows asks to play it
/// ("reggae", "jazz please"). Any other value alone says too little of what is wanted ("Maria
/// Ruiz" may be called or written to; "Blue" may be a song or a colour), so an example made of
/// one slot and no word of its own is refused (`BuiltInPhrases`) or left out of the templates
/// (`TemplateCompiler`), except this one; it is read only where the genre is all the request
/// says (`RequestFacts.loneGenre`, `Aligner.readsOnlyAGenre` in Aligner+LoneGenre.swift).
extension SystemLexicon {
    /// Whether an example that is only a slot for `parameter` of `intent` is allowed.
    public static func asksAlone(intent: String, parameter: String) -> Bool {
        intent == "INPlayMediaIntent" && parameter == "mediaSearch.genreNames"
    }
}
