import PhraseMatcher

/// How Siri reads a user's answer to one of its own questions. These are Siri's words
/// for yes, no, cancel and "the second one", not any app's phrasing.
enum Answers {
    static let yes: Set<String> = [
        "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "y", "confirm", "correct", "right",
        "send", "send it", "do it", "go ahead", "please", "yes please", "of course", "absolutely", "call",
    ]
    static let no: Set<String> = [
        "no", "nope", "nah", "n", "dont", "do not", "not now", "wrong", "no thanks", "dont send it", "dont send",
    ]
    static let cancel: Set<String> = [
        "cancel", "stop", "never mind", "nevermind", "forget it", "quit", "abort", "cancel that",
    ]

    private static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
        "tenth": 10,
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "last": -1,
    ]
    private static let filler: Set<String> = [
        "the", "one", "number", "option", "choice", "please", "i", "mean", "meant", "want", "pick", "choose",
    ]

    static func phrase(_ text: String) -> String {
        Tokenizer.tokenize(text, numbers: false).map(\.key).joined(separator: " ")
    }

    /// Words a yes may be made of ("yes please", "sure, send it", "go ahead and do it").
    /// An answer is yes only when every word is one of these, so a new request that opens
    /// with a verb ("Call Maria Ruiz", "Send a message to …") is never taken for a yes.
    private static let yesWords: Set<String> = [
        "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "y", "confirm", "confirmed", "correct", "right", "send",
        "call",
        "start", "play", "order", "do", "it", "go", "ahead", "please", "of", "course", "absolutely", "definitely",
        "thanks",
        "thank", "you", "that", "sounds", "good", "great", "fine", "perfect", "and",
    ]
    /// Words that turn any answer into a no.
    private static let negations: Set<String> = ["no", "nope", "nah", "n", "dont", "not", "never", "wrong"]

    static func isYes(_ text: String) -> Bool {
        let p = phrase(text)
        if yes.contains(p) { return true }
        let words = p.split(separator: " ").map(String.init)
        guard !words.isEmpty, !isNo(text) else { return false }
        return words.allSatisfy { yesWords.contains($0) } && words.contains { yes.contains($0) }
    }

    static func isNo(_ text: String) -> Bool {
        let p = phrase(text)
        if no.contains(p) { return true }
        return p.split(separator: " ").contains { negations.contains(String($0)) }
    }

    static func isCancel(_ text: String) -> Bool {
        cancel.contains(phrase(text))
    }

    /// The 0-based choice a user made among `options`: a number, an ordinal, or a name.
    /// The share of an option's words the answer says (a word a letter off counts).
    static func coverage(of option: String, by text: String) -> Double {
        let answer = Set(Tokenizer.tokenize(text, numbers: false).map(\.key))
        let optionKeys = Tokenizer.tokenize(option).map(\.key)
        let hits = optionKeys.filter { key in
            answer.contains(key) || answer.contains { editDistance($0, key, limit: 1) <= 1 && key.count >= 4 }
        }
        return Double(hits.count) / Double(max(optionKeys.count, 1))
    }

    static func choice(_ text: String, options: [String]) -> Int? {
        let keys = Tokenizer.tokenize(text, numbers: false).map(\.key)
        guard !keys.isEmpty else { return nil }
        let meaningful = keys.filter { !filler.contains($0) }
        // "2", "number two", "the second one", "the last one".
        let numeric = meaningful.isEmpty ? keys : meaningful
        if numeric.count == 1 {
            let word = numeric[0]
            if let n = Int(word), (1...options.count).contains(n) { return n - 1 }
            if let n = ordinals[word] {
                if n == -1 { return options.count - 1 }
                if (1...options.count).contains(n) { return n - 1 }
            }
        }
        // A name: the option sharing the most words with the answer, if it is the only one.
        let scored = options.enumerated().map { index, option -> (Int, Double) in
            (index, coverage(of: option, by: text))
        }.filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
        guard let best = scored.first else { return nil }
        if scored.count > 1, scored[1].1 == best.1 { return nil }
        return best.0
    }
}
