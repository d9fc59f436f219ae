/// Everyday words Siri understands with no app's help, the one list every check of
/// "everyday" reads.
extension SystemLexicon {
    /// Everyday nouns, adjectives and verbs of daily life and of the domains ("coffee",
    /// "playlist", "workout"): not sentence glue, so the matcher does not treat them as
    /// `everydayWords` (a title may well be "Blue"), but Siri knows them, so an app has no
    /// reason to register one as vocabulary (Apple's guidance for INVocabulary and
    /// ParameterVocabularies).
    public static let everydayNouns: Set<String> = [
        "album", "albums", "bad", "best", "better", "bike", "black", "blue", "book", "boy", "brother", "buy", "call",
        "car", "cat", "change", "chat", "child", "city", "close", "coffee", "cold", "country", "cup", "cycling",
        "dad", "day", "dog", "door", "drink", "early", "eat", "end", "eye", "face", "family", "far", "father",
        "favorites", "favourites", "feel", "fine", "food", "friend", "fun", "game", "girl", "great", "green", "group",
        "hand", "happy", "hard", "head", "hear", "high", "home", "hot", "hour", "house", "kind", "late", "latte",
        "leave", "left", "life", "light", "like", "line", "list", "lists", "live", "long", "love", "low", "man",
        "mean", "meet", "message", "milk", "mom", "money", "morning", "mother", "move", "music", "name", "nice",
        "night", "note", "notes", "number", "once", "open", "order", "paper", "party", "people", "phone", "photo",
        "photos", "picture", "place", "play", "playlist", "point", "read", "red", "room", "run", "running", "school",
        "send", "side", "sister", "small", "song", "start", "stay", "stop", "story", "sun", "swim", "swimming",
        "talk", "tea", "team", "text", "thank", "thing", "time", "together", "top", "town", "tree", "two", "wait",
        "walk", "walking", "watch", "water", "way", "week", "white", "word", "work", "workout", "world", "write",
        "year", "yesterday", "yoga", "young",
    ]

    /// Every word Siri knows without help: `everydayWords` and `everydayNouns`. What lint
    /// reads to tell an app that a term it registers needs no registering.
    public static let understoodWithoutHelp: Set<String> = everydayWords.union(everydayNouns)
}
