import Testing

@testable import PhraseMatcher

/// A made-up app, unlike the bundled sample, so the tests check the rules and not one
/// app's phrasing.
@Suite struct PhraseMatcherTests {
    static let pigeon = AppGrammar(
        bundleIdentifier: "org.example.pigeon", displayName: "Pigeon",
        intents: ["INSendMessageIntent", "INStartCallIntent"],
        examples: [
            "INSendMessageIntent": [
                "Pigeon Oskar that the train is late",
                "Write to Lena saying good morning",
                "Write a note to Oskar saying back soon",
                "Send \"on my way\" to Lena",
                "Ask Lena whether dinner is still on",
            ],
            "INStartCallIntent": ["Ring Oskar", "Ring Lena on video", "Phone Oskar Berg"],
        ],
        entities: [
            Entity(kind: .appName, identifier: "org.example.pigeon", phrase: "Pigeon", source: .appName),
            Entity(kind: .appName, identifier: "org.example.pigeon", phrase: "Carrier Bird", source: .appName),
            Entity(kind: .person, identifier: "p-oskar", phrase: "Oskar Berg", source: .userVocabulary),
            Entity(kind: .person, identifier: "p-lena", phrase: "Lena Novak", source: .userVocabulary),
            Entity(kind: .person, identifier: "p-ida", phrase: "Ida Holm", source: .userVocabulary),
        ])

    let matcher = PhraseMatcher(apps: [Self.pigeon], systemEntities: [])

    @Test func readsRecipientsAndContentFromItsPlace() throws {
        let match = try #require(matcher.match("Write to Ida saying the cake is in the oven").best)
        #expect(match.intent == "INSendMessageIntent")
        #expect(match.fills("recipients").map(\.text) == ["Ida"])
        #expect(match.fills("recipients").first?.entity?.identifier == "p-ida")
        #expect(match.fills("content").map(\.text) == ["the cake is in the oven"])
    }

    @Test func capturesNamesItDoesNotKnow() throws {
        let match = try #require(matcher.match("Write to Bertrand saying hello").best)
        #expect(match.fills("recipients").map(\.text) == ["Bertrand"])
        #expect(match.fills("recipients").first?.entity == nil)
    }

    @Test func readsListsOfPeople() throws {
        let match = try #require(matcher.match("Write to Oskar, Lena and Ida saying meeting at noon").best)
        #expect(match.fills("recipients").map(\.text) == ["Oskar", "Lena", "Ida"])
        #expect(match.fills("content").map(\.text) == ["meeting at noon"])
    }

    @Test func quotedContentKeepsItsWords() throws {
        let match = try #require(matcher.match("Send \"Running late, sorry!\" to Oskar").best)
        #expect(match.fills("content").map(\.text) == ["Running late, sorry!"])
        #expect(match.fills("recipients").map(\.text) == ["Oskar"])
    }

    @Test func valueWordsTheExampleLacksStillFillTheirParameter() throws {
        let match = try #require(matcher.match("Ring Ida on video").best)
        #expect(match.intent == "INStartCallIntent")
        #expect(match.fills("callCapability").first?.entity?.identifier == "videoCall")
        let plain = try #require(matcher.match("Ring Ida").best)
        #expect(plain.fills("callCapability").isEmpty)
    }

    @Test func declinesUnrelatedRequests() {
        for text in ["What's the weather in Oslo tomorrow", "Set a timer for ten minutes", "Play some jazz", "?!?", ""]
        {
            #expect(matcher.match(text).best == nil, "\(text)")
        }
    }

    @Test func routesOnTheAppsNames() throws {
        let named = matcher.match("Ring Oskar using Pigeon")
        #expect(named.mention?.reason == .named)
        #expect(named.best?.fills("contacts").map(\.text) == ["Oskar"])
        let synonym = matcher.match("Ring Lena with Carrier Bird")
        #expect(synonym.mention?.reason == .synonym)
        #expect(synonym.best?.intent == "INStartCallIntent")
    }

    @Test func toleratesTypingErrorsInPhrasing() throws {
        let match = try #require(matcher.match("Wrte to Lena sayng see you").best)
        #expect(match.intent == "INSendMessageIntent")
        #expect(match.fills("content").map(\.text) == ["see you"])
    }

    @Test func tiesBreakByIntentsSupportedOrder() {
        let twin = AppGrammar(
            bundleIdentifier: "t", displayName: "Twin", intents: ["INStartCallIntent", "INSendMessageIntent"],
            examples: ["INSendMessageIntent": ["Ping Oskar"], "INStartCallIntent": ["Ping Oskar"]],
            entities: [Entity(kind: .person, identifier: "o", phrase: "Oskar", source: .userVocabulary)])
        let result = PhraseMatcher(apps: [twin], systemEntities: []).match("Ping Oskar")
        #expect(result.best?.intent == "INStartCallIntent")
    }

    @Test func explicitSlotSyntaxWorksWhereExamplesNameNothing() throws {
        let app = AppGrammar(
            bundleIdentifier: "s", displayName: "Slots", intents: ["INSendMessageIntent"],
            examples: ["INSendMessageIntent": ["Shout {recipients} with {content: something}"]], entities: [])
        let match = try #require(
            PhraseMatcher(apps: [app], systemEntities: []).match("Shout Kim with hello world").best)
        #expect(match.fills("recipients").map(\.text) == ["Kim"])
        #expect(match.fills("content").map(\.text) == ["hello world"])
    }
}
