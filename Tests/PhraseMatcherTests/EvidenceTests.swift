import Testing

@testable import PhraseMatcher

/// The rules that weigh what an utterance says for and against a reading: everyday words,
/// words of other domains, release dates and apps Siri does not have, owners, and names.
@Suite struct EvidenceTests {
    static let app = AppGrammar(
        bundleIdentifier: "org.example.gramophone", displayName: "Gramophone",
        intents: [
            "INPlayMediaIntent", "INAddMediaIntent", "INUpdateMediaAffinityIntent", "INSendMessageIntent",
            "INSearchForMediaIntent",
        ],
        examples: [
            "INPlayMediaIntent": ["Play Velvet Road", "Play Velvet Road by Ada Quill", "Play songs by Ada Quill"],
            "INAddMediaIntent": [
                "Add Velvet Road to my Sunday playlist",
                "Add {mediaSearch.mediaName} to my {mediaDestination.playlistName} playlist",
                "Add {mediaSearch.artistName} to my {mediaDestination.playlistName} playlist",
                "Add a {mediaSearch.mediaName} {mediaSearch.mediaType} to my {mediaDestination.playlistName} playlist",
            ],
            "INUpdateMediaAffinityIntent": ["I {affinityType} this song", "I {affinityType} Velvet Road"],
            "INSendMessageIntent": [
                "Tell Oskar that dinner is ready", "Text Lena I'm on my way", "Text {content: I'm on my way}",
            ],
            "INSearchForMediaIntent": ["Show me the album {mediaSearch.mediaName}"],
        ],
        entities: [
            Entity(kind: .vocabulary("mediaTitle"), identifier: "s1", phrase: "Velvet Road", source: .spotlight),
            Entity(kind: .vocabulary("mediaTitle"), identifier: "s2", phrase: "How", source: .spotlight),
            Entity(
                kind: .vocabulary("mediaMusicArtistName"), identifier: "a1", phrase: "Ada Quill", source: .spotlight),
            Entity(kind: .vocabulary("mediaMusicArtistName"), identifier: "a2", phrase: "Rave", source: .spotlight),
            Entity(
                kind: .vocabulary("mediaPlaylistTitle"), identifier: "p1", phrase: "Sunday", source: .userVocabulary),
            Entity(kind: .person, identifier: "c1", phrase: "Oskar Berg", source: .deviceContacts),
            Entity(kind: .person, identifier: "c2", phrase: "Lena Novak", source: .deviceContacts),
        ])

    let matcher = PhraseMatcher(apps: [Self.app], systemEntities: [])

    @Test func anEverydayWordIsNeverATypingErrorForAName() {
        let index = EntityIndex([
            Entity(kind: .vocabulary("mediaMusicArtistName"), identifier: "a2", phrase: "Rave", source: .spotlight)
        ])
        #expect(index.spans(in: Tokenizer.tokenize("what have you got")).isEmpty)
        #expect(index.spans(in: Tokenizer.tokenize("play Ravve")).map(\.entity.identifier) == ["a2"])
        // A short word that only looks like a thing's name is the word ("Rave" is a known
        // artist; "rage" is what was said).
        #expect(matcher.match("play rage").best?.fills("mediaSearch.artistName").first?.entity == nil)
    }

    @Test func aNameThatIsOneEverydayWordIsNoEvidence() {
        // "How" is a song the app knows; "show me how …" still names nothing of it.
        #expect(matcher.match("show me how to fix a flat tire").best == nil)
        #expect(matcher.match("play How").best?.intent == "INPlayMediaIntent")
    }

    @Test func contentThatOpensWithMeAddressesTheUser() {
        #expect(matcher.match("tell me a story about pirates").best == nil)
        let message = matcher.match("tell Oskar that the train is late").best
        #expect(message?.fills("content").map(\.text) == ["the train is late"])
    }

    @Test func contentNeedsAVerbOrANameBeforeIt() {
        let app = AppGrammar(
            bundleIdentifier: "n", displayName: "N", intents: ["INSendMessageIntent"],
            examples: [
                "INSendMessageIntent": [
                    "Text Lena I'm late", "That report needs an answer soon", "Text Oskar that it rains",
                ]
            ],
            entities: [Entity(kind: .person, identifier: "c", phrase: "Lena", source: .deviceContacts)])
        let templates = PhraseMatcher(apps: [app], systemEntities: []).describeTemplates().map(\.template)
        #expect(templates.contains("that report needs an answer soon"))
        #expect(!templates.contains { $0.hasPrefix("that {content}") })
    }

    @Test func anAppsExampleNamesItsUnknownPersonAfterTheVerb() {
        let app = AppGrammar(
            bundleIdentifier: "n", displayName: "N", intents: ["INSendMessageIntent", "INStartCallIntent"],
            examples: [
                "INSendMessageIntent": ["text dave, see you at noon"], "INStartCallIntent": ["give liz a call"],
            ],
            entities: [])
        let templates = PhraseMatcher(apps: [app], systemEntities: []).describeTemplates().map(\.template)
        #expect(templates == ["text {recipients} {content}", "give {contacts} a call"])
    }

    @Test func theVerbMayFollowFunctionWords() {
        #expect(matcher.match("I love this song").best?.intent == "INUpdateMediaAffinityIntent")
        #expect(matcher.match("I had a long hard week").best == nil)
        #expect(matcher.match("I said a rough word").best == nil)
    }

    @Test func aWordOfAnotherDomainSaysTheRequestIsElsewhere() {
        #expect(matcher.match("add apples to my shopping list").best == nil)
        #expect(matcher.match("play a game").best == nil)
        #expect(matcher.match("text 100 dollars to savings").best == nil)
        // A custom intent's app may serve any domain.
        let notes = AppGrammar(
            bundleIdentifier: "n", displayName: "N", intents: ["ReadNoteIntent"],
            examples: ["ReadNoteIntent": ["Read my note about {topic}"]], entities: [],
            customSchemas: [
                "ReadNoteIntent": IntentSchema(
                    className: "ReadNoteIntent",
                    parameters: [
                        ParameterSpec("topic", .title(["ReadNoteIntent.topic"]))
                    ])
            ])
        #expect(
            PhraseMatcher(apps: [notes], systemEntities: []).match("read my note about the trip").best?.intent
                == "ReadNoteIntent")
        // Written as a name, it is a name.
        #expect(
            matcher.match("play Hotel Paradiso by Ada Quill").best?.fills("mediaSearch.mediaName").map(\.text) == [
                "Hotel Paradiso"
            ])
    }

    @Test func releaseDatesAndAppsSiriDoesNotHaveAreNoPartOfAName() throws {
        let onApp = try #require(matcher.match("play Velvet Road on Soundbox").best)
        #expect(onApp.fills("mediaSearch.mediaName").first?.entity?.identifier == "s1")
        let dated = try #require(matcher.match("play songs by Bo Tanner from the sixties").best)
        #expect(dated.fills("mediaSearch.artistName").map(\.text) == ["Bo Tanner"])
        let opened = try #require(matcher.match("open Soundbox and play Velvet Road").best)
        #expect(opened.intent == "INPlayMediaIntent")
    }

    @Test func anOwnerIsNotPartOfAPlaylistsName() throws {
        let best = try #require(matcher.match("add Velvet Road to Lena's Road Trip playlist").best)
        #expect(best.fills("mediaDestination.playlistName").map(\.text) == ["Road Trip"])
    }

    @Test func anUnknownTitleThatReadsAsAPersonIsTheArtist() throws {
        let best = try #require(matcher.match("add Maria Lindqvist to my Sunday playlist").best)
        #expect(best.fills("mediaSearch.artistName").map(\.text) == ["Maria Lindqvist"])
        #expect(best.fills("mediaSearch.mediaName").isEmpty)
        let song = try #require(matcher.match("add a Maria Lindqvist song to my Sunday playlist").best)
        #expect(song.fills("mediaSearch.artistName").map(\.text) == ["Maria Lindqvist"])
        let title = try #require(matcher.match("add Midnight Garden to my Sunday playlist").best)
        #expect(title.fills("mediaSearch.mediaName").map(\.text) == ["Midnight Garden"])
    }

    /// An app's example may put its slots where no user would ("Add the artist {playlist} to
    /// my {artist} playlist"); a value word in a name's place whose own parameter is taken
    /// still names nothing.
    @Test func aValueWordWhoseParameterIsTakenSaysNothingMore() throws {
        let app = AppGrammar(
            bundleIdentifier: "o", displayName: "O", intents: ["INAddMediaIntent"],
            examples: [
                "INAddMediaIntent": [
                    "Add the {mediaSearch.mediaType} {mediaDestination.playlistName} to my {mediaSearch.artistName} playlist"
                ]
            ],
            entities: Self.app.entities)
        let best = try #require(
            PhraseMatcher(apps: [app], systemEntities: []).match("add the album Sunday to my playlist").best)
        #expect(best.fills("mediaSearch.artistName").isEmpty)
        #expect(best.fills("mediaSearch.mediaType").first?.entity?.identifier == "album")
    }
}
