import SystemIntents
import Testing

@testable import PhraseMatcher

/// Requests whose words decide the domain by themselves: a thing switched on
/// (`Aligner.switchesAThingOn`), a note asked of the Notes app (`Aligner.readsTheNotesApp`)
/// and a genre said alone (`SystemLexicon.asksAlone`, `Aligner.readsOnlyAGenre`). More of
/// the requests they let through or keep out are in Tests/Fixtures/understanding/requests.tsv.
@Suite struct ThingsSwitchedAndGenresTests {
    static let app = AppGrammar(
        bundleIdentifier: "org.example.radiogram", displayName: "Radiogram",
        intents: ["INPlayMediaIntent", "INSearchForMessagesIntent"],
        examples: [:],
        builtInExamples: [
            "INPlayMediaIntent": [
                "play {mediaSearch.mediaName}", "resume {mediaSearch.mediaName}", "turn on the radio",
                "play some {mediaSearch.genreNames}", "{mediaSearch.genreNames}",
            ],
            "INSearchForMessagesIntent": ["read my last message", "read the message from {senders}"],
        ],
        entities: [Entity(kind: .person, identifier: "c1", phrase: "Ines Duarte", source: .deviceContacts)],
        schemas: [
            "INPlayMediaIntent": IntentRegistry.system["INPlayMediaIntent"]!.schema,
            "INSearchForMessagesIntent": IntentRegistry.system["INSearchForMessagesIntent"]!.schema,
        ])
    let matcher = PhraseMatcher(apps: [Self.app], systemEntities: [])

    func intent(_ utterance: String) -> String? { matcher.match(utterance).best?.intent }

    @Test func aThingSwitchedOnIsNoMedia() {
        #expect(intent("turn on the air con") == nil)
        #expect(intent("switch on the seat heaters") == nil)
        #expect(intent("turn on WhatsApp notifications") == nil)
        // What is said to be media still plays: its kind, a genre, the radio.
        #expect(intent("turn on the radio") == "INPlayMediaIntent")
        #expect(intent("turn on some jazz") == "INPlayMediaIntent")
        #expect(intent("turn on the jazz playlist") == "INPlayMediaIntent")
        // Another verb plays whatever it names.
        #expect(intent("resume the air con") == "INPlayMediaIntent")
    }

    @Test func aNoteNamingNobodyIsTheNotesApps() {
        #expect(intent("read my last note") == nil)
        #expect(intent("read my last message") == "INSearchForMessagesIntent")
        // Someone who wrote it makes it a message.
        #expect(intent("read the note from Ines Duarte") == "INSearchForMessagesIntent")
    }

    @Test func aGenreAloneAsksToPlayIt() {
        for utterance in ["reggae", "jazz please", "k-pop thx", "drum and bass"] {
            let best = matcher.match(utterance).best
            #expect(best?.intent == "INPlayMediaIntent", "\(utterance)")
            #expect(best?.fills("mediaSearch.genreNames").isEmpty == false, "\(utterance)")
        }
        // A decade said with it is set aside, as a release date is.
        #expect(matcher.match("80s rock").best?.fills("mediaSearch.genreNames").map(\.text) == ["rock"])
        // Not a genre with other words the example does not say, nor a name alone.
        #expect(intent("reggae is overrated") == nil)
        #expect(intent("Ines Duarte") == nil)
    }

    @Test func onlyAGenreMayStandAloneAsAnExample() {
        #expect(SystemLexicon.asksAlone(intent: "INPlayMediaIntent", parameter: "mediaSearch.genreNames"))
        #expect(!SystemLexicon.asksAlone(intent: "INPlayMediaIntent", parameter: "mediaSearch.mediaName"))
        #expect(!SystemLexicon.asksAlone(intent: "INSearchForMediaIntent", parameter: "mediaSearch.genreNames"))
        // An app's own example of a genre alone is left out: only Siri's may be one.
        let own = AppGrammar(
            bundleIdentifier: "org.example.own", displayName: "Own", intents: ["INPlayMediaIntent"],
            examples: ["INPlayMediaIntent": ["{mediaSearch.genreNames}"]], entities: [],
            schemas: ["INPlayMediaIntent": IntentRegistry.system["INPlayMediaIntent"]!.schema])
        #expect(PhraseMatcher(apps: [own], systemEntities: []).match("reggae").best == nil)
    }
}
