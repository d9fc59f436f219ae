import PhraseMatcher
import Testing

@testable import SystemIntents

/// Siri's own grammar (Phrases/en), for an app that declares the system intents and gives
/// no phrases of its own: what people say, and what they say that is not for these intents.
@Suite struct BuiltInGrammarTests {
    static let intents = [
        "INSendMessageIntent", "INSearchForMessagesIntent", "INStartCallIntent", "INPlayMediaIntent",
        "INAddMediaIntent",
        "INUpdateMediaAffinityIntent", "INSearchForMediaIntent",
    ]

    static let matcher: PhraseMatcher = {
        let phrases = (try? BuiltInPhrases.load(locale: "en"))?.phrases ?? [:]
        var schemas: [String: IntentSchema] = [:]
        for intent in intents { schemas[intent] = IntentRegistry.system[intent]?.schema }
        let app = AppGrammar(
            bundleIdentifier: "org.example.bare", displayName: "Bare", intents: intents, examples: [:],
            builtInExamples: phrases.filter { intents.contains($0.key) },
            entities: [
                Entity(kind: .person, identifier: "c1", phrase: "Priya Raman", source: .deviceContacts),
                Entity(kind: .person, identifier: "c2", phrase: "Mom", source: .deviceContacts),
                Entity(kind: .vocabulary("mediaTitle"), identifier: "s1", phrase: "Paper Lanterns", source: .spotlight),
                Entity(
                    kind: .vocabulary("mediaMusicArtistName"), identifier: "a1", phrase: "The Quiet Hours",
                    source: .spotlight),
                Entity(
                    kind: .vocabulary("mediaPlaylistTitle"), identifier: "p1", phrase: "Road Trip",
                    source: .userVocabulary),
            ],
            schemas: schemas)
        return PhraseMatcher(apps: [app], systemEntities: [])
    }()

    func read(_ text: String) -> (intent: String?, values: [String: [String]]) {
        guard let best = Self.matcher.match(text).best else { return (nil, [:]) }
        var values: [String: [String]] = [:]
        for p in best.parameters {
            values[p.parameter.name] = p.fills.map {
                $0.entity?.kind == .lexicon("callCapability") || $0.entity?.kind == .lexicon("affinityType")
                    ? $0.entity!.identifier : $0.text.lowercased()
            }
        }
        return (best.intent, values)
    }

    @Test func messagesWithRelationshipsDiscontinuousFramesAndUnknownNames() {
        #expect(read("let mom know I'm on my way").intent == "INSendMessageIntent")
        #expect(read("let mom know I'm on my way").values["content"] == ["i'm on my way"])
        #expect(read("send jean luc a message").values["recipients"] == ["jean luc"])
        #expect(read("email my sister about the picnic").values["recipients"] == ["my sister"])
        #expect(read("text priya and tell her the keys are under the mat").values["recipients"] == ["priya"])
    }

    @Test func searchesForMessagesByTermsSenderAndRecipient() {
        #expect(read("did priya email me").intent == "INSearchForMessagesIntent")
        #expect(read("check my inbox").intent == "INSearchForMessagesIntent")
        #expect(read("show messages i sent to mom").values["recipients"] == ["mom"])
        #expect(read("search my messages for the wifi password").values["searchTerms"] == ["the wifi password"])
    }

    @Test func callsAudioVideoAndFaceTime() {
        #expect(read("give priya a call").intent == "INStartCallIntent")
        #expect(read("facetime mom").values["callCapability"] != nil)
        #expect(read("ring up the plumber").values["contacts"] == ["plumber"])
    }

    @Test func mediaPlayAddLikeAndSearch() {
        #expect(read("play something by the quiet hours").values["mediaSearch.artistName"] == ["the quiet hours"])
        #expect(read("put paper lanterns on my road trip playlist").intent == "INAddMediaIntent")
        #expect(read("my favorite singer is the quiet hours").intent == "INUpdateMediaAffinityIntent")
        #expect(read("I hate this song").values["affinityType"] != nil)
        #expect(read("find the album paper lanterns").intent == "INSearchForMediaIntent")
        // A search says what it looks for: "find" alone is the web's.
        #expect(read("find a plumber near me").intent == nil)
    }

    /// Phrases whose wording is the like or the dislike carry it, with no word of their own
    /// for it: without it Siri would ask "Do you like it or not?" after "never play this again".
    @Test func theWordingOfAPhraseSaysTheAffinity() throws {
        #expect(read("never play this again").values["affinityType"] == ["dislike"])
        #expect(read("stop recommending the quiet hours").values["affinityType"] == ["dislike"])
        #expect(read("I can't get enough of this song").values["affinityType"] == ["like"])
        let reading = try #require(Self.matcher.match("don't play this song again").best)
        #expect(reading.example == "don't play {mediaSearch.reference} again")
        #expect(reading.parameters.first { $0.parameter.name == "affinityType" }?.implied == .exampleWording)
        // Every phrase of the intent says a like or a dislike: a reading that says neither
        // ("it's helpful" read as "{reference} is {affinityType}") is too weak to take.
        #expect(read("it's helpful, appreciated").intent == nil)
        #expect(read("it's brilliant").values["affinityType"] == ["like"])
        // A word that says it wins over the wording: "I don't want to hear this again" has none,
        // "I love this" has one.
        #expect(read("I love this").values["affinityType"] == ["like"])
    }

    /// An app's or a service's name and a release date give no value; a purpose does; a clause
    /// written with capitals is a title's words, not a circumstance.
    @Test func whatIsSetAsideAndWhatStillCounts() {
        #expect(read("play some jazz on apple music").values["mediaSearch.mediaType"] == nil)
        #expect(read("tell apple music i like this").values["mediaSearch.mediaType"] == nil)
        #expect(read("play some music to help me sleep").values["mediaSearch.moodNames"] == ["sleep"])
        #expect(read("add a tune in my Fresh Finds playlist").values["mediaSearch.mediaType"] == ["tune"])
        let album = read("Can you find me the Back When I Knew It All album?")
        #expect(album.values["mediaSearch.mediaType"] == ["album"])
        #expect(album.values["mediaSearch.mediaName"] == ["back when i knew it all"])
    }

    @Test func unrelatedRequestsGetNoIntent() {
        for text in [
            "play a game", "send money to john", "read me the headlines", "what's the weather like tomorrow",
            "set an alarm for seven", "tell me a joke", "what's my bank balance", "book a table for two",
            "turn off the kitchen lights", "add eggs to my grocery list",
            // an amount of money is paid, not texted; a currency sign is nobody's name
            "send $40 to priya", "send priya 50 bucks", "send £15 to mom",
            // a setting of the device switched on is no title, however it is written
            "turn on Do Not Disturb", "switch off airplane mode", "enable low power mode",
        ] {
            #expect(read(text).intent == nil, "\(text)")
        }
        // A number alone is a message like any other.
        #expect(read("text priya 20").values["content"] == ["20"])
        // Played, the setting's name is a song's.
        #expect(read("play Do Not Disturb").intent == "INPlayMediaIntent")
        #expect(read("put on Do Not Disturb").intent == "INPlayMediaIntent")
    }
}
