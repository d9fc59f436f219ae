import Foundation
import PhraseMatcher
import SystemIntents

/// The first minutes: things to say taken from the installed apps, an answer to "help" and
/// "what can you do", a request not understood told how close it came, and `:help` short.
extension Conversation {
    /// Requests about sirisim itself rather than any app, answered with the guide. Compared
    /// after `HelpRequests.normalised`.
    enum HelpRequests {
        static let phrases: Set<String> = [
            "help", "help me", "i need help", "what can you do", "what can you do for me", "what can i say",
            "what can i ask", "what can i ask you", "what should i say", "what do i say", "what do you do",
            "how does this work", "how do i use this", "show me what you can do", "what are you able to do",
            "what can i do", "what can i ask siri", "what can siri do", "what do you understand",
        ]

        /// Lower case, without punctuation, a leading "hey Siri" or a closing "please".
        static func normalised(_ text: String) -> String {
            let kept: [Character] = text.lowercased().map { (c: Character) -> Character in
                c.isLetter || c.isNumber || c == "'" ? c : " "
            }
            var words = kept.split(separator: " ").map { String($0) }
            if words.first == "hey" { words.removeFirst() }
            if words.first == "siri" { words.removeFirst() }
            if words.last == "please" { words.removeLast() }
            return words.joined(separator: " ")
        }

        static func contains(_ text: String) -> Bool { phrases.contains(normalised(text)) }
    }

    /// Three things to say, from the installed apps' own examples: one per domain (messages,
    /// calls, media, workouts, then the apps' own intents), each from another app, the app
    /// with the most examples for that domain first; examples with `{slot}` marks are skipped.
    public func thingsToSay(count: Int = 3) -> [String] {
        var picked: [String] = []
        var usedApps = Set<String>()
        for domain in IntentDomain.allCases where picked.count < count {
            var best: (app: String, examples: [String])?
            for app in siri.apps where !usedApps.contains(app.bundleIdentifier) {
                let examples = app.bundle.vocabulary.intentPhrases
                    .filter {
                        siri.spec(siri.className($0.intentName, app: app), app: app.bundleIdentifier)?.domain == domain
                    }
                    .flatMap(\.examples).filter { !$0.contains("{") }
                if !examples.isEmpty, examples.count > (best?.examples.count ?? 0) {
                    best = (app.bundleIdentifier, examples)
                }
            }
            if let best, let first = best.examples.first {
                picked.append(first)
                usedApps.insert(best.app)
            }
        }
        return picked
    }

    /// What Siri says to "help" or "what can you do".
    func sayHelp() {
        let examples = thingsToSay()
        if examples.isEmpty {
            log.say(
                "No app here has told me what to say to it. Type :apps to see the apps, and :help for the commands.")
            return
        }
        log.say("Here are some things you can ask me:")
        for example in examples { log.say("  “\(example)”") }
        log.say("Type :guide for every app's phrases, and :why after a request to see how I read it.")
    }

    /// The line after "Sorry, I don't understand": how near the closest reading came.
    func nearest(_ result: MatchResult) -> String {
        guard let best = result.candidates.first else {
            return "Nothing any app does came close; :guide shows what you can say, and :why tells more."
        }
        let app = siri.app(best.app)?.displayName ?? best.app
        let score =
            Self.format(best.score) == Self.format(result.threshold)
            ? String(format: "%.3f", best.score) : Self.format(best.score)
        let needed = Self.format(result.threshold)
        // Under 60 % of the threshold a reading is no near miss (`:why` draws the same line).
        if best.score < result.threshold * 0.6 {
            return
                "Nothing came close: the nearest was \(best.intent) in \(app), at \(score) where \(needed) is needed. "
                + ":guide shows what you can say; :why tells more."
        }
        return
            "The closest I came was \(best.intent) in \(app), at \(score) where \(needed) is needed; :why tells more."
    }
}
