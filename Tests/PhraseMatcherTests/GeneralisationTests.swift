import SystemIntents
import Testing

@testable import PhraseMatcher

/// The rules that let a dozen examples cover what people actually say.
@Suite struct GeneralisationTests {
    static let app = AppGrammar(
        bundleIdentifier: "org.example.jukebox", displayName: "Jukebox",
        intents: ["INPlayMediaIntent", "INAddMediaIntent", "INStartCallIntent", "LogTeaIntent"],
        examples: [
            "INPlayMediaIntent": [
                "Play Velvet Road by Ada Quill", "Play Velvet Road", "Play the album Glass Harbor", "Play some jazz",
                "Play my Sunday playlist",
            ],
            "INAddMediaIntent": ["Add Velvet Road to my Sunday playlist"],
            "INStartCallIntent": ["Call Ada Quill"],
            "LogTeaIntent": ["Log 2 cups of green tea", "Log a cup of oolong"],
        ],
        entities: [
            Entity(kind: .vocabulary("mediaTitle"), identifier: "s1", phrase: "Velvet Road", source: .userVocabulary),
            Entity(
                kind: .vocabulary("mediaMusicArtistName"), identifier: "a1", phrase: "Ada Quill",
                source: .userVocabulary),
            Entity(
                kind: .vocabulary("mediaMusicArtistName"), identifier: "a2", phrase: "The Lanterns",
                source: .userVocabulary),
            Entity(
                kind: .vocabulary("mediaAlbumName"), identifier: "al1", phrase: "Glass Harbor", source: .userVocabulary),
            Entity(
                kind: .vocabulary("mediaPlaylistTitle"), identifier: "p1", phrase: "Sunday", source: .userVocabulary),
            Entity(
                kind: .vocabulary("LogTeaIntent.tea"), identifier: "green", phrase: "green tea",
                source: .globalVocabulary),
            Entity(
                kind: .vocabulary("LogTeaIntent.tea"), identifier: "oolong", phrase: "oolong", source: .globalVocabulary
            ),
            Entity(kind: .person, identifier: "c1", phrase: "Ada Quill", source: .userVocabulary),
        ],
        customSchemas: [
            "LogTeaIntent": IntentSchema(
                className: "LogTeaIntent",
                parameters: [
                    ParameterSpec("tea", .title(["LogTeaIntent.tea"])), ParameterSpec("cups", .number),
                ])
        ])

    let matcher = PhraseMatcher(apps: [Self.app], systemEntities: [])

    func mediaSearch(_ text: String) -> [String: String] {
        guard let best = matcher.match(text).best else { return [:] }
        var out: [String: String] = ["intent": best.intent]
        for p in best.parameters {
            out[p.parameter.name] = p.fills.map {
                $0.entity?.kind == .lexicon(p.parameter.kind == .lexicon("genre") ? "genre" : "")
                    ? $0.entity!.identifier : $0.text
            }.joined(separator: "|")
        }
        return out
    }

    @Test func requestFramingIsReadPast() throws {
        let best = try #require(matcher.match("hey siri could you please play Velvet Road by Ada Quill for me").best)
        #expect(best.intent == "INPlayMediaIntent")
        #expect(best.fills("mediaSearch.mediaName").map(\.text) == ["Velvet Road"])
    }

    @Test func thesaurusWordsStandInForExampleWords() throws {
        let best = try #require(matcher.match("put on Velvet Road by Ada Quill").best)
        #expect(best.intent == "INPlayMediaIntent")
        let ring = try #require(matcher.match("ring Ada Quill").best)
        #expect(ring.intent == "INStartCallIntent")
    }

    @Test func theShippedThesaurusIsReadNotAssumedEmpty() throws {
        // Read as it ships (a missing file stops sirisim, naming it): never an empty list.
        let text = try Thesaurus.standardText()
        #expect(!text.isEmpty)
        #expect(Thesaurus.standard.relates("hear", "play"))
    }

    @Test func unknownNamesAreTakenFromTheirPlace() throws {
        let best = try #require(matcher.match("play Hotel Somewhere by The Drifting Owls").best)
        #expect(best.fills("mediaSearch.artistName").map(\.text) == ["The Drifting Owls"])
    }

    /// A value word standing where an example has a title ("Play something upbeat" against
    /// "Play Velvet Road") fills its own parameter.
    @Test func aValueWordInATitlesPlaceFillsItsOwnParameter() {
        let reading = mediaSearch("play something upbeat")
        #expect(reading["intent"] == "INPlayMediaIntent")
        #expect(reading["mediaSearch.moodNames"] != nil)
        #expect(reading["mediaSearch.mediaName"] == nil)
    }

    @Test func aKnownNameOfAnotherKindMovesToItsParameter() throws {
        let best = try #require(matcher.match("play Ada Quill").best)
        #expect(best.fills("mediaSearch.artistName").first?.entity?.identifier == "a1", "\(best)")
        #expect(best.fills("mediaSearch.mediaName").isEmpty)
    }

    @Test func numbersInWordsFillNumberParameters() throws {
        let best = try #require(matcher.match("log three cups of oolong").best)
        #expect(best.intent == "LogTeaIntent")
        #expect(best.fills("cups").map(\.text) == ["3"])
        #expect(best.fills("tea").first?.entity?.identifier == "oolong")
        #expect(NumberWords.value(["nineteen", "ninety", "nine"]) == "1999")
        #expect(NumberWords.value(["twenty", "two"]) == "22")
        #expect(NumberWords.value(["two", "hundred", "five"]) == "205")
    }

    /// A number said digit by digit may open with "oh" ("dial oh two oh seven …"); "oh" alone,
    /// or before a word, stays a word.
    @Test func aNumberSaidDigitByDigitMayOpenWithOh() {
        func keys(_ text: String) -> [String] { Tokenizer.tokenize(text).map(\.key) }
        #expect(keys("dial oh two oh seven nine") == ["dial", "02079"])
        #expect(keys("oh play some jazz") == ["oh", "play", "some", "jazz"])
        #expect(keys("oh") == ["oh"])
        #expect(keys("oh oh") == ["oh", "oh"])
        #expect(keys("oh, two") == ["oh", "2"])
        #expect(keys("two oh") == ["20"])
    }

    @Test func closedVocabulariesDoNotTakeUnknownNames() {
        // Playlists are all known to their app: an unknown one is weak evidence.
        let unknown =
            matcher.match("add milk to my shopping playlist").candidates.first { $0.intent == "INAddMediaIntent" }?
            .score ?? 0
        let known =
            matcher.match("add milk to my Sunday playlist").candidates.first { $0.intent == "INAddMediaIntent" }?.score
            ?? 0
        #expect(known - unknown > 0.15, "known \(known), unknown \(unknown)")
    }

    @Test func namesakesAreAllFoundForContacts() {
        let index = EntityIndex([
            Entity(kind: .person, identifier: "1", phrase: "Sam Lee", source: .deviceContacts),
            Entity(kind: .person, identifier: "2", phrase: "Sam Lee", source: .deviceContacts),
        ])
        #expect(Set(index.lookup("Sam Lee").map(\.entity.identifier)) == ["1", "2"])
        #expect(index.spans(in: Tokenizer.tokenize("Sam Lee")).filter { $0.start == 0 && $0.end == 2 }.count == 1)
    }

    @Test func valueWordsMatchOnlyAsTypedWhenShort() {
        // "hear" is not a typing error for the affinity word "heart".
        let result = matcher.match("hear Velvet Road")
        #expect(result.best?.parameters.contains { $0.parameter.name == "affinityType" } != true)
    }

    /// The bound that lets the matcher skip templates is sound: skipping changes neither the
    /// chosen reading nor the runners-up shown.
    @Test func pruningChangesNoReading() {
        let utterances = [
            "Play Velvet Road by Ada Quill", "play velvet rode", "put on some jazz please", "Add Velvet Road to Sunday",
            "call ada", "log three cups of oolong", "Log 2 cups of green tea with Ada Quill", "play the lanterns",
            "what's the weather tomorrow", "play something by the lanterns on my sunday playlist", "ada quill", "",
            "add glass harbor to my sunday playlist and play it", "log tea", "play play play", "call the lanterns",
        ]
        for text in utterances {
            let full = matcher.match(text, app: nil, readings: PhraseMatcher.shownReadings, prune: false)
            let shown = matcher.match(text, readings: PhraseMatcher.shownReadings)
            let bestOnly = matcher.match(text, readings: 1)
            #expect(shown.candidates == Array(full.candidates.prefix(PhraseMatcher.shownReadings)), "\(text)")
            #expect(bestOnly.best == full.best, "\(text)")
            #expect(bestOnly.candidates.count <= 1)
        }
    }

    /// Of a list naming states as well as actions, only the action words open a request as
    /// its verb: "Read my new messages" reads them, "Flag the last message" flags it.
    @Test func stateWordsDoNotStandForAVerb() throws {
        let chat = AppGrammar(
            bundleIdentifier: "org.example.chat", displayName: "Chat",
            intents: ["INSearchForMessagesIntent", "INSetMessageAttributeIntent"],
            examples: [
                "INSearchForMessagesIntent": ["Read my messages from Ada Quill", "Show my unread messages"],
                "INSetMessageAttributeIntent": ["Flag the last message", "Mark my messages as read"],
            ],
            entities: [Entity(kind: .person, identifier: "c1", phrase: "Ada Quill", source: .userVocabulary)])
        let matcher = PhraseMatcher(apps: [chat], systemEntities: [])
        #expect(matcher.match("read my latest messages").candidates.first?.intent == "INSearchForMessagesIntent")
        #expect(matcher.match("flag the last message").best?.intent == "INSetMessageAttributeIntent")
        #expect(matcher.match("unread messages from Ada Quill").best?.intent == "INSearchForMessagesIntent")
        #expect(matcher.match("flag the messages from Ada Quill").best?.intent != "INSearchForMessagesIntent")
    }

    /// A pronoun stands for a person without naming one: never an unknown name.
    @Test func pronounsAreNoNames() {
        for text in ["call her", "call them", "call someone"] {
            #expect(matcher.match(text).candidates.first?.fills("contacts").isEmpty ?? true, "\(text)")
        }
        #expect(matcher.match("call Bo Rivers").best?.fills("contacts").first?.text == "Bo Rivers")
    }

    /// A word that introduces names in the app's examples ("by" before an artist) neither
    /// opens a name taken from its place nor sits well inside one.
    @Test func wordsThatIntroduceNamesSplitUnknownTitles() {
        let unknown = mediaSearch("play Night Drive by Rosa Vell")
        #expect(unknown["mediaSearch.mediaName"] == "Night Drive")
        #expect(unknown["mediaSearch.artistName"] == "Rosa Vell")
    }

    /// "Tell me …" addresses the user: no message to send.
    @Test func theUserIsNoRecipient() {
        let chat = AppGrammar(
            bundleIdentifier: "org.example.chat", displayName: "Chat", intents: ["INSendMessageIntent"],
            examples: [
                "INSendMessageIntent": ["Tell Ada Quill I'm on my way", "Send a message to Ada Quill saying hello"]
            ],
            entities: [Entity(kind: .person, identifier: "c1", phrase: "Ada Quill", source: .userVocabulary)])
        let matcher = PhraseMatcher(apps: [chat], systemEntities: [])
        #expect(matcher.match("tell me a joke").best == nil)
        #expect(matcher.match("tell Ada I'm running late").best?.fills("recipients").first?.entity?.identifier == "c1")
    }

    /// An example made only of values of two parameters still teaches its intent; one made
    /// of a single value does not.
    @Test func examplesOfValuesAlone() {
        let app = AppGrammar(
            bundleIdentifier: "org.example.likes", displayName: "Likes",
            intents: ["INUpdateMediaAffinityIntent", "INStartCallIntent"],
            examples: ["INUpdateMediaAffinityIntent": ["Dislike this song"], "INStartCallIntent": ["Ada Quill"]],
            entities: [Entity(kind: .person, identifier: "c1", phrase: "Ada Quill", source: .userVocabulary)])
        let matcher = PhraseMatcher(apps: [app], systemEntities: [])
        #expect(matcher.templateCount == 1)
        #expect(matcher.match("dislike this track").best?.intent == "INUpdateMediaAffinityIntent")
        #expect(matcher.match("Ada Quill").best == nil)
    }

    /// Messages by the many ("the texts", "my emails") are no words of a title nobody knows:
    /// "read out the texts Hannah sent me" is not a book read aloud.
    @Test func aTitleHoldsNoWordForMessages() {
        let app = AppGrammar(
            bundleIdentifier: "org.example.reader", displayName: "Reader", intents: ["INPlayMediaIntent"],
            examples: ["INPlayMediaIntent": ["Read Velvet Road to me", "Read me Velvet Road"]],
            entities: [
                Entity(
                    kind: .vocabulary("mediaTitle"), identifier: "s1", phrase: "Velvet Road", source: .userVocabulary)
            ])
        let matcher = PhraseMatcher(apps: [app], systemEntities: [])
        #expect(matcher.match("read me the silent fields").best?.intent == "INPlayMediaIntent")
        #expect(matcher.match("read out the texts hannah sent me").best == nil)
        #expect(matcher.match("read me my emails").best == nil)
        // Written with capitals, it is a title's word.
        #expect(matcher.match("Read me Texts From Nowhere").best?.intent == "INPlayMediaIntent")
    }

    /// Of two examples that read an utterance equally well, the one written first is the
    /// reading, whatever the word weights (which move with every phrase added) make of the
    /// order they are aligned in.
    @Test func ofReadingsThatScoreAlikeTheFirstExampleWins() throws {
        let phrases = ["send a message to {recipients} saying {content}", "send a message to {recipients} {content}"]
        func closest(_ order: [String]) throws -> String {
            let app = AppGrammar(
                bundleIdentifier: "org.example.chat", displayName: "Chat", intents: ["INSendMessageIntent"],
                examples: [:], builtInExamples: ["INSendMessageIntent": order],
                entities: [Entity(kind: .person, identifier: "c1", phrase: "Ada Quill", source: .deviceContacts)],
                schemas: ["INSendMessageIntent": IntentRegistry.system["INSendMessageIntent"]!.schema])
            let best = try #require(
                PhraseMatcher(apps: [app], systemEntities: []).match("send a message to Ada Quill saying hi").best)
            #expect(best.score > 0.99)
            return best.example
        }
        #expect(try closest(phrases) == phrases[0])
        #expect(try closest(phrases.reversed()) == phrases[1])
    }

    /// A title before a name is one person with it ("call uncle tomas"), but before someone
    /// the device knows it is only a title ("call uncle Ada Quill" calls Ada Quill).
    @Test func aTitleBeforeAKnownNameIsOnlyATitle() {
        #expect(matcher.match("call uncle Ada Quill").best?.fills("contacts").map(\.entity?.identifier) == ["c1"])
        #expect(matcher.match("call uncle tomas").best?.fills("contacts").map(\.text) == ["uncle tomas"])
    }

    /// A short word with another first letter is another word, not a typing error of it.
    @Test func shortWordsKeepTheirFirstLetter() {
        let app = AppGrammar(
            bundleIdentifier: "org.example.calls", displayName: "Calls", intents: ["INStartCallIntent"],
            examples: ["INStartCallIntent": ["Make a video call to Ada Quill", "Call Ada Quill"]],
            entities: [Entity(kind: .person, identifier: "c1", phrase: "Ada Quill", source: .userVocabulary)])
        let matcher = PhraseMatcher(apps: [app], systemEntities: [])
        #expect(matcher.match("take a selfie").best == nil)
        #expect(matcher.match("mkae a video call to Ada Quill").best?.intent == "INStartCallIntent")
    }

    /// "saying" stands before content, not in it; a group named where an example has a
    /// person is the group.
    @Test func messageCarriersAndGroupsInAPersonsPlace() {
        let chat = AppGrammar(
            bundleIdentifier: "org.example.chat", displayName: "Chat", intents: ["INSendMessageIntent"],
            examples: [
                "INSendMessageIntent": [
                    "Tell Ada Quill the meeting moved", "Send Ada Quill a text saying thanks",
                    "Send a text to Ada Quill",
                ]
            ],
            entities: [
                Entity(kind: .person, identifier: "c1", phrase: "Ada Quill", source: .userVocabulary),
                Entity(kind: .group, identifier: "g1", phrase: "Book Club", source: .userVocabulary),
            ])
        let matcher = PhraseMatcher(apps: [chat], systemEntities: [])
        let sent = matcher.match("send Ada a text saying see you soon").best
        #expect(sent?.fills("content").first?.text == "see you soon")
        let group = matcher.match("tell Book Club dinner is at eight").best
        #expect(group?.fills("speakableGroupName").first?.entity?.identifier == "g1")
        #expect(group?.fills("recipients").isEmpty == true)
        // "and" joins a list of people; it does not open the content.
        let two = matcher.match("tell Ada Quill and Bo Rivers dinner is at eight").best
        #expect(two?.fills("recipients").map(\.text) == ["Ada Quill", "Bo Rivers"])
    }

    /// Names: a first name of several words is found whole; capitals mark where an unknown
    /// name ends; an example's words are never read as misspelt names.
    @Test func namesAreReadWhole() {
        let chat = AppGrammar(
            bundleIdentifier: "org.example.chat", displayName: "Chat", intents: ["INSendMessageIntent"],
            examples: [
                "INSendMessageIntent": [
                    "Tell Ada Quill the meeting moved", "Send a message to Ada Quill saying call me when you can",
                ]
            ],
            entities: [
                Entity(kind: .person, identifier: "c1", phrase: "Ada Quill", source: .userVocabulary),
                Entity(kind: .person, identifier: "c2", phrase: "Jean-Luc Moreau", source: .userVocabulary),
                Entity(kind: .person, identifier: "c3", phrase: "Owen Hale", source: .userVocabulary),
            ])
        let matcher = PhraseMatcher(apps: [chat], systemEntities: [])
        #expect(matcher.match("tell Jean Luc bonne nuit").best?.fills("recipients").first?.entity?.identifier == "c2")
        #expect(matcher.match("tell Bo Rivers dinner is at eight").best?.fills("recipients").first?.text == "Bo Rivers")
        let template = matcher.describeTemplates().first { $0.example.hasPrefix("Send a message") }?.template
        #expect(template == "send a message to {recipients} saying {content}")
    }

    /// An example's name written in capitals is one name even where it opens with a value word
    /// ("the Rock Games" is a playlist, not the genre rock and a name), and a name right after
    /// the word for its kind is that thing's title ("the song Occasional Wife").
    @Test func examplesReadNamesWrittenAsOne() {
        let app = AppGrammar(
            bundleIdentifier: "org.example.mix", displayName: "Mix",
            intents: ["INAddMediaIntent", "INSearchForMediaIntent"],
            examples: [
                "INAddMediaIntent": ["Add to the Rock Games"],
                "INSearchForMediaIntent": ["find the song Occasional Wife", "Please find the album The Party Scene"],
            ],
            entities: [])
        let templates = PhraseMatcher(apps: [app], systemEntities: []).describeTemplates()
        func read(_ example: String) -> String? { templates.first { $0.example == example }?.template }
        #expect(read("Add to the Rock Games") == "add to the {mediaDestination.playlistName}")
        #expect(read("find the song Occasional Wife") == "find the {mediaSearch.mediaType} {mediaSearch.mediaName}")
        #expect(
            read("Please find the album The Party Scene")
                == "find the {mediaSearch.mediaType} {mediaSearch.mediaName}")
    }

    /// A title nobody knows that ends with "by" and someone's name holds the title and its
    /// artist, even where no example has a slot for the artist; "by" inside a title does not
    /// split it when what follows is no name.
    @Test func anArtistEndingATitleIsTheArtist() throws {
        let app = AppGrammar(
            bundleIdentifier: "org.example.finder", displayName: "Finder",
            intents: ["INSearchForMediaIntent", "INPlayMediaIntent"],
            examples: [
                "INSearchForMediaIntent": ["Look up Velvet Road"], "INPlayMediaIntent": ["Play the album Glass Harbor"],
            ],
            entities: [
                Entity(
                    kind: .vocabulary("mediaTitle"), identifier: "s1", phrase: "Velvet Road", source: .userVocabulary),
                Entity(
                    kind: .vocabulary("mediaAlbumName"), identifier: "al1", phrase: "Glass Harbor",
                    source: .userVocabulary),
            ])
        let matcher = PhraseMatcher(apps: [app], systemEntities: [])
        let split = try #require(matcher.match("look up Lantern Field by Oskari Virtanen").best)
        #expect(split.fills("mediaSearch.mediaName").map(\.text) == ["Lantern Field"])
        #expect(split.fills("mediaSearch.artistName").map(\.text) == ["Oskari Virtanen"])
        let album = try #require(matcher.match("play the album Porch Light Sermons by Wendell Ashby").best)
        #expect(album.fills("mediaSearch.albumName").map(\.text) == ["Porch Light Sermons"])
        #expect(album.fills("mediaSearch.artistName").map(\.text) == ["Wendell Ashby"])
        let whole = try #require(matcher.match("look up stand by your window").best)
        #expect(whole.fills("mediaSearch.artistName").isEmpty)
    }

    /// A playlist's name is what stands between its owner and "playlist", all of it: a known
    /// name said with more words is another name ("my Sunday 2024 playlist" is not Sunday).
    @Test func aKnownPlaylistSaidWithMoreWordsIsAnotherName() throws {
        let add = try #require(matcher.match("add Velvet Road to my Sunday 2024 playlist").best)
        #expect(add.fills("mediaDestination.playlistName").map(\.text) == ["Sunday 2024"])
        #expect(add.fills("mediaDestination.playlistName").first?.entity == nil)
        let known = try #require(matcher.match("add Velvet Road to my Sunday playlist").best)
        #expect(known.fills("mediaDestination.playlistName").first?.entity?.identifier == "p1")
    }

    /// A given name that is also a word of the app's own examples ("adele", in "play the next
    /// episode of adele's podcast") is still an artist where it stands as one: after "by", or
    /// alone after "play". (Siri's own phrases are left out, so that only the app's examples
    /// make the word phrasing.)
    @Test func anArtistWhoseNameTheExamplesUseIsStillAnArtist() throws {
        let app = AppGrammar(
            bundleIdentifier: "org.example.casts", displayName: "Casts", intents: ["INPlayMediaIntent"],
            examples: [
                "INPlayMediaIntent": [
                    "play the next episode of adele's podcast", "play songs by Ada Quill", "play Ada Quill",
                ]
            ],
            entities: [
                Entity(
                    kind: .vocabulary("mediaMusicArtistName"), identifier: "a1", phrase: "Ada Quill",
                    source: .userVocabulary)
            ])
        let matcher = PhraseMatcher(apps: [app], systemEntities: [])
        let by = try #require(matcher.match("play songs by adele").best)
        #expect(by.fills("mediaSearch.artistName").map(\.text) == ["adele"])
        let alone = try #require(matcher.match("play adele").best)
        #expect(alone.fills("mediaSearch.artistName").map(\.text) == ["adele"])
    }

    /// After a verb asking for something to hear, the rest of the request is a title whatever
    /// its words ("play stand by me"), or up to "by" and an artist. (What it declines, "play
    /// twenty questions with me", needs Siri's own phrases: Tests/Fixtures/understanding.)
    @Test func aTitleOfEverydayWordsIsTheRestOfTheRequest() throws {
        let whole = try #require(matcher.match("play stand by me").best)
        #expect(whole.fills("mediaSearch.mediaName").map(\.text) == ["stand by me"])
        let credited = try #require(matcher.match("play let it be by the beatles").best)
        #expect(credited.fills("mediaSearch.mediaName").map(\.text) == ["let it be"])
        #expect(credited.fills("mediaSearch.artistName").map(\.text) == ["the beatles"])
    }
}
