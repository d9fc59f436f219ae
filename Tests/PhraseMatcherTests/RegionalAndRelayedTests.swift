import Testing

@testable import PhraseMatcher

/// The rules of the thirteenth round of issue 17, one at a time: terms of address and tags
/// ("…, mate"), why a call is made ("…, it's urgent", "… and ask if they deliver"), a message
/// passed on ("tell her …"), what a search is about, and names written whole with capitals
/// ("María José", "Faisal bin Salman"). The requests they let through are in
/// Tests/Fixtures/understanding/requests.tsv.
@Suite struct RegionalAndRelayedTests {
    static func tokens(_ text: String) -> [Token] { Tokenizer.tokenize(text) }
    static func framed(_ text: String) -> String {
        SystemLexicon.stripFraming(tokens(text)).map(\.key).joined(separator: " ")
    }
    /// The words from where a clause set aside starts, or nil.
    static func aside(_ text: String, by start: ([Token]) -> Int?) -> String? {
        let all = tokens(text)
        return start(all).map { all[$0...].map(\.key).joined(separator: " ") }
    }

    @Test func aTermOfAddressIsReadPast() {
        #expect(Self.framed("I'm not a fan of Coldplay, mate") == "im not a fan of coldplay")
        #expect(Self.framed("Ey boet, play some kwaito") == "play some kwaito")
        #expect(Self.framed("look up Bohemian Rhapsody, ta") == "look up bohemian rhapsody")
        #expect(Self.framed("put on Jolene by Dolly Parton, bless your heart") == "put on jolene by dolly parton")
        // Slang that is no word of a title goes without a comma too.
        #expect(Self.framed("any texts from Tyler bro") == "any texts from tyler")
        // Without a comma a plain word stays: it may end a title ("play Hey Dude").
        #expect(Self.framed("play Hey Dude") == "play hey dude")
        // A message may end with one.
        #expect(Self.framed("text Jo see you soon, mate") == "text jo see you soon mate")
    }

    @Test func aClauseAfterACallSaysWhy() {
        let clause = { (text: String) in Self.aside(text, by: SystemLexicon.trailingClauseStart) }
        #expect(clause("call Chiamaka, it's urgent") == "it is urgent")
        #expect(clause("FaceTime Nana, she wants to see the baby") == "she wants to see the baby")
        #expect(clause("place a video call to Oliver, I'd like to see his face") == "id like to see his face")
        // After any other verb, a clause that opens with a pronoun for its subject too
        // (`AfterthoughtsTests`); one that opens with a name only after a call.
        #expect(clause("play some jazz, she wants to dance") == "she wants to dance")
        #expect(clause("play some jazz, Ellie forgot her lunch") == nil)
        // Nor in a message, where the clause is what is said.
        #expect(clause("text Ana, it's urgent") == nil)
    }

    @Test func whatIsDoneOnACallIsNotWhomItIsTo() {
        let topic = { (text: String) in Self.aside(text, by: SystemLexicon.callTopicStart) }
        #expect(topic("phone the bottle shop and ask if they deliver") == "and ask if they deliver")
        #expect(topic("ring the chipper and see are they open") == "and see are they open")
        #expect(topic("call Mum about Sunday") == "about sunday")
        // "and" between two callees joins them.
        #expect(topic("call mom and dad") == nil)
        // Not after a verb of sending.
        #expect(topic("text Ana and call her and ask if she's in") == nil)
    }

    @Test func aMessagePassedOnSaysWhatFollows() {
        func frame(_ text: String, after before: String? = nil) -> Int? {
            SystemLexicon.relayFrameLength(Self.tokens(text).map(\.key)[...], after: before)
        }
        #expect(frame("tell her I'm outside") == 2)
        #expect(frame("and tell him that the keys are here") == 4)
        #expect(frame("and ask what time the game is on") == 2)
        #expect(frame("ask him if he's coming") == 3)
        #expect(frame("to say I'll be late") == 2)
        #expect(frame("wishing him happy birthday") == 2)
        // The example's own word passed it on already.
        #expect(frame("him mom wants a call back", after: "telling") == 1)
        #expect(frame("reads pause the movie", after: "that") == 1)
        // Telling someone named is what the message says to them.
        #expect(frame("tell Mom I said hi") == nil)
        #expect(frame("ask for the keys") == nil)
        #expect(frame("I'll be late") == nil)
    }
}

extension RegionalAndRelayedTests {
    @Test func meBeforeWhatIsOwnedIsMy() {
        func keys(_ text: String) -> String {
            SystemLexicon.dialectPossessives(Self.tokens(text)).map(\.key).joined(separator: " ")
        }
        #expect(keys("ring me mam") == "ring my mam")
        #expect(keys("add it to mi Dancehall Vibes playlist") == "add it to my dancehall vibes playlist")
        // As the object of a verb it stays: "play me some songs", "text me when you land".
        #expect(keys("play me some songs") == "play me some songs")
        #expect(keys("text me when you land") == "text me when you land")
        // Written with a capital it may be a name.
        #expect(keys("call Mi Rae") == "call mi rae")
    }

    /// A matcher for one app of one intent and example, whose device knows Maria Ruiz.
    static func knowingMariaRuiz(_ intent: String, example: String) -> PhraseMatcher {
        PhraseMatcher(
            apps: [
                AppGrammar(
                    bundleIdentifier: "org.example.chat", displayName: "Chat", intents: [intent],
                    examples: [intent: [example]],
                    entities: [Entity(kind: .person, identifier: "1", phrase: "Maria Ruiz", source: .deviceContacts)])
            ], systemEntities: [])
    }

    @Test func aNameWrittenWholeWithCapitalsIsOnePerson() {
        let matcher = Self.knowingMariaRuiz("INSendMessageIntent", example: "Text Maria Ruiz I'm on my way")
        func recipients(_ text: String) -> [String] {
            matcher.match(text).best?.fills("recipients").map(\.text) ?? []
        }
        // Another María than the one the device knows.
        #expect(recipients("Text María José that the cake is ready") == ["María José"])
        #expect(recipients("Text Faisal bin Salman that the flight lands at six") == ["Faisal bin Salman"])
        // The one the device knows, named whole or by her given name.
        #expect(recipients("Text Maria Ruiz that the cake is ready") == ["Maria Ruiz"])
        #expect(recipients("Text Maria that the cake is ready") == ["Maria"])
    }
}

extension RegionalAndRelayedTests {
    @Test func whatASearchIsAboutIsItsTerms() {
        let matcher = Self.knowingMariaRuiz("INSearchForMessagesIntent", example: "Show me messages from Maria Ruiz")
        func read(_ text: String) -> (senders: [String], terms: [String]) {
            let best = matcher.match(text).best
            return (best?.fills("senders").map(\.text) ?? [], best?.fills("searchTerms").map(\.text) ?? [])
        }
        // Left unexplained after the sender the device knows. (Taken as a second sender by an
        // example with no word for a topic: the fixture's "show me emails from Gregor about the
        // invoice".)
        #expect(read("show me messages from Maria Ruiz about dinner") == (["Maria Ruiz"], ["dinner"]))
        // Nothing after "about": no terms.
        #expect(read("show me messages from Maria Ruiz").terms.isEmpty)
    }
}
