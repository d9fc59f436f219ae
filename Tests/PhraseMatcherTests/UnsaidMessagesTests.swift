import SystemIntents
import Testing

@testable import PhraseMatcher

/// A search of messages read from an example whose person went unfilled, in a request that
/// says no word of messages, is weak (`Aligner.searchesMessagesUnsaid`): it asks for the news.
@Suite struct UnsaidMessagesTests {
    static let app = AppGrammar(
        bundleIdentifier: "org.example.post", displayName: "Post", intents: ["INSearchForMessagesIntent"],
        examples: [:],
        builtInExamples: [
            "INSearchForMessagesIntent": ["any news from {senders}", "what is the latest email from {senders}"]
        ],
        entities: [Entity(kind: .person, identifier: "c1", phrase: "Kofi Mensah", source: .deviceContacts)],
        schemas: ["INSearchForMessagesIntent": IntentRegistry.system["INSearchForMessagesIntent"]!.schema])
    let matcher = PhraseMatcher(apps: [Self.app], systemEntities: [])

    func bestScore(_ utterance: String) -> Double {
        matcher.match(utterance, app: nil, readings: 1, prune: false).candidates.first?.score ?? 0
    }

    @Test func theNewsIsNoSearchOfMessages() {
        #expect(matcher.match("any news today").best == nil)
        #expect(matcher.match("whats the latest news").best == nil)
        // Weighed down by 0.6 (it reads about 0.5 without the rule, near the bar).
        #expect(bestScore("any news today") < 0.35)
    }

    @Test func someoneNamedOrAWordOfMessagesKeepsIt() {
        #expect(matcher.match("any news from Kofi Mensah").best?.intent == "INSearchForMessagesIntent")
        // A word of messages, though it is no word of the example, reads above the news.
        #expect(bestScore("any news in my inbox today") > bestScore("any news today"))
    }
}
