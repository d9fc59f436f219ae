import Testing

@testable import PhraseMatcher

/// The rules of the fifteenth round of issue 17: requests as learners of English frame them
/// ("I need call …", "you can tell to …"), the name a user wakes the assistant with ("ok phone
/// play fado"), a greeting set off by a comma, where to pick up said at the end, and stations
/// named after "radio" or "station".
/// The requests they let through or keep out are in Tests/Fixtures/understanding/requests.tsv.
@Suite struct LearnersAndStationsTests: ReadsFraming {
    @Test func aWishWithoutItsToIsReadPastBeforeARequestVerb() {
        #expect(Self.stripped("I need call Pastor Emmanuel") == "call pastor emmanuel")
        #expect(Self.stripped("i would like listen radio copperline please") == "listen radio copperline")
        #expect(Self.stripped("you can tell to Maria I am late") == "tell to maria i am late")
        // Not before a word that asks for nothing here, nor where the user is the object.
        #expect(Self.stripped("I need help") == "i need help")
        #expect(Self.stripped("you can call me Al") == "you can call me al")
    }

    @Test func theNameTheAssistantIsWokenWithIsReadPast() {
        #expect(Self.stripped("ok phone play fado") == "play fado")
        #expect(Self.stripped("hey computer text Ana I am late") == "text ana i am late")
        // "ok" alone is an opener, and the word after it may be the request's verb.
        #expect(Self.stripped("ok call mom") == "call mom")
    }

    @Test func aGreetingSetOffByACommaIsReadPast() {
        #expect(Self.stripped("hello, I need call Pastor Emmanuel") == "call pastor emmanuel")
        #expect(Self.stripped("hi, play some jazz") == "play some jazz")
        // Without the comma it may be a title.
        #expect(Self.stripped("play hello by adele") == "play hello by adele")
    }

    @Test func whereToPickUpIsReadPastWithItsFrom() {
        #expect(
            Self.stripped("carry on with the harbour keepers daughter from where i left off")
                == "carry on with the harbour keepers daughter")
        // "Where I left off" alone is Siri's own phrase, and a message keeps its words.
        #expect(Self.stripped("pick up where i left off") == "pick up where i left off")
        #expect(
            Self.stripped("text mom i'll go on from where i left off") == "text mom ill go on from where i left off")
    }

    @Test func whatToKeepInMindIsSaidToTheDevice() {
        #expect(Self.stripped("mark that I like the Daily Grind podcast") == "i like the daily grind podcast")
        #expect(Self.stripped("remember that i love sade") == "i love sade")
    }

    @Test func theOrderAskedForAsWhatHasItIsTheOrder() {
        #expect(Self.stripped("play what's trending") == "play trending")
        #expect(Self.stripped("play whats trending at the moment") == "play trending")
        #expect(Self.stripped("play what is popular") == "play popular")
        // Only an order, and only after a verb of playing.
        #expect(Self.stripped("play what you like") == "play what you like")
        #expect(Self.stripped("find what's trending") == "find what is trending")
    }

    @Test func aThingOfAnotherDomainAfterOnIsNoApp() {
        func routing(_ text: String) -> [Int] {
            SystemLexicon.otherAppClause(Tokenizer.tokenize(text), phrasing: ["turn", "on", "play", "the", "radio"])
        }
        #expect(routing("turn on plug").isEmpty)
        #expect(routing("play Blue Monday on Deezer") == [3, 4])
    }
}
