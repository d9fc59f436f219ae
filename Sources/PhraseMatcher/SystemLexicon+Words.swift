/// Everyday English that Siri knows apart from any app: the words that hold a sentence
/// together, and the words that name what other assistant domains do.
extension SystemLexicon {
    /// Function words and the commonest verbs and adverbs, as token keys ("dont", "im").
    /// Such a word is what the user meant to type, never a typing error for a name ("have"
    /// is not "Rave"); a name made only of them ("A", "How") is weak evidence; and a name
    /// taken from its place needs a word that is not one of them ("another", "a").
    public static let everydayWords: Set<String> = [
        // articles, determiners and quantifiers
        "a", "an", "the", "this", "that", "these", "those", "some", "any", "all", "every", "each", "no", "none", "another", "other",
        "others", "such", "both", "either", "neither", "much", "many", "more", "most", "less", "least", "few", "fewer", "several",
        "own", "same", "whole", "enough", "lot", "lots",
        // pronouns
        "i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "he", "him", "his", "himself", "she", "her", "hers",
        "herself", "it", "its", "itself", "we", "us", "our", "ours", "ourselves", "they", "them", "their", "theirs", "themselves",
        "someone", "somebody", "something", "anyone", "anybody", "anything", "everyone", "everybody", "everything", "nobody",
        "nothing", "one", "ones",
        // question words
        "what", "whats", "which", "who", "whos", "whom", "whose", "when", "where", "why", "how", "hows", "whether",
        // prepositions and particles
        "about", "above", "across", "after", "against", "along", "among", "around", "as", "at", "before", "behind", "below",
        "beneath", "beside", "between", "beyond", "by", "down", "during", "except", "for", "from", "in", "inside", "into", "near",
        "of", "off", "on", "onto", "out", "outside", "over", "past", "per", "since", "than", "through", "till", "to", "toward",
        "towards", "under", "until", "up", "upon", "via", "with", "within", "without",
        // conjunctions
        "and", "but", "or", "nor", "so", "yet", "if", "because", "while", "though", "although", "unless", "then", "also", "too",
        // auxiliaries, modals and their contractions
        "am", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did", "done", "doing", "have", "has", "had",
        "having", "can", "cant", "cannot", "could", "couldnt", "will", "wont", "would", "wouldnt", "shall", "should", "shouldnt",
        "may", "might", "must", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt", "im", "ive",
        "ill", "id", "youre", "youve", "youll", "hes", "shes", "weve", "theyre", "theyve", "thats", "theres", "heres",
        "lets", "gonna", "wanna", "gotta",
        // the commonest verbs
        "get", "got", "gets", "getting", "go", "goes", "going", "went", "gone", "make", "makes", "made", "making", "take", "takes",
        "took", "taken", "come", "comes", "came", "coming", "give", "gives", "gave", "given", "know", "knows", "knew", "think",
        "thinks", "thought", "want", "wants", "wanted", "need", "needs", "needed", "say", "says", "said", "tell", "told", "ask",
        "asked", "let", "keep", "kept", "help", "try", "use", "used", "find", "found", "look", "looking", "see", "saw", "seen",
        "turn", "put", "set", "show", "check",
        // the commonest adverbs and adjectives
        "not", "very", "really", "just", "only", "now", "here", "there", "again", "ever", "never", "always", "often", "still",
        "already", "soon", "today", "please", "yes", "ok", "okay", "well", "even", "back", "away", "else", "maybe", "right",
        "good", "new", "old", "big", "little", "next", "last", "first", "sure",
    ]

    /// Whether every word of a phrase is an everyday word.
    static func isEveryday(_ keys: [String]) -> Bool {
        !keys.isEmpty && keys.allSatisfy { everydayWords.contains($0) }
    }
}
