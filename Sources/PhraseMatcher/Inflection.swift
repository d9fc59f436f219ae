/// Verb forms an example does not write: "calling" and "called" for "call", "emailed" for
/// "email", "sent" for "send". People frame requests around them ("would you mind calling
/// Pete", "what Kofi texted me"), and an example gives only the plain form.
enum Inflection {
    /// The plain forms a word may be an inflection of, most likely first; empty for a word
    /// that is no inflection (or too short to tell).
    static func baseForms(of word: String) -> [String] {
        if let irregular = irregular[word] { return [irregular] }
        for suffix in ["ing", "ed"] where word.count >= suffix.count + 3 && word.hasSuffix(suffix) {
            let stem = String(word.dropLast(suffix.count))
            var forms = [stem, stem + "e"]
            // "putting" → "put", "dropped" → "drop"
            if let last = stem.last, stem.count >= 3, stem.dropLast().last == last, !"aeiouls".contains(last) {
                forms.insert(String(stem.dropLast()), at: 0)
            }
            // "replied" → "reply"
            if suffix == "ed", stem.hasSuffix("i") { forms.insert(String(stem.dropLast()) + "y", at: 0) }
            return forms
        }
        return []
    }

    /// Forms of "be" before an "-ing" form that tell of what is going on ("is playing",
    /// "are calling"), rather than ask for it.
    static let auxiliaries: Set<String> = ["is", "are", "was", "were", "am", "be", "been", "im", "its", "whats"]

    /// Past forms of request verbs that add no "-ed".
    static let irregular: [String: String] = [
        "sent": "send", "wrote": "write", "written": "write", "said": "say", "told": "tell", "rang": "ring",
        "rung": "ring", "heard": "hear", "gave": "give", "given": "give", "made": "make", "took": "take",
        "kept": "keep", "began": "begin", "begun": "begin", "got": "get", "found": "find", "read": "read",
        "left": "leave", "spoke": "speak", "spoken": "speak", "saw": "see", "seen": "see",
    ]
}
