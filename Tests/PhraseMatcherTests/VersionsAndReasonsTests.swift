import Testing

@testable import PhraseMatcher

/// The rules of the sixteenth round of issue 17: "now" at the end of a call or of a request
/// to play, a reason said after a comma, the version of a work named before its title, and a
/// call whose callee was named before the pronoun pointing back.
/// The requests they let through or keep out are in Tests/Fixtures/understanding/requests.tsv.
@Suite struct VersionsAndReasonsTests: ReadsFraming {
    static func callee(_ text: String) -> String { keys(of: text, through: SystemLexicon.calleeNamedBefore) }

    @Test func nowEndsACallOrARequestToPlay() {
        #expect(Self.stripped("Call Sami now.") == "call sami")
        #expect(Self.stripped("play jazz now") == "play jazz")
        // Not after a word a title ends with, nor in a message or after another verb.
        #expect(Self.stripped("play don't stop me now") == "play dont stop me now")
        #expect(Self.stripped("let jess know im parking now") == "let jess know im parking now")
        #expect(Self.stripped("text Sami I'm leaving now") == "text sami im leaving now")
        #expect(Self.stripped("put Paul Young onto all new all now") == "put paul young onto all new all now")
    }

    @Test func aReasonAfterACommaEndsACallOrARequestToPlay() {
        #expect(
            Self.stripped("Call emergency services, someone's collapsed in the crowd!") == "call emergency services")
        #expect(Self.stripped("call Hugo on his work number, I'm on the treadmill") == "call hugo on his work number")
        #expect(Self.stripped("play some jazz, the baby's asleep") == "play some jazz")
        // A message keeps what follows the comma: it may be what the message says.
        #expect(Self.stripped("text mum, I'm late") == "text mum im late")
    }

    @Test func theVersionOfAWorkIsReadPastBeforeItsTitle() {
        // (The article stays, as "find the {mediaName}" has it; the name read drops it.)
        #expect(Self.stripped("find the remix of Daylight Engine") == "find the daylight engine")
        #expect(Self.stripped("play the acoustic cover of Wonderwall by Lena") == "play the wonderwall by lena")
        #expect(Self.stripped("add the 2011 remaster of Copper Bell to Oldies") == "add the copper bell to oldies")
        #expect(Self.stripped("show me the deluxe edition of Neon Psalms") == "show me the neon psalms")
        #expect(Self.stripped("search for covers of Wonderwall") == "search for wonderwall")
        #expect(Self.stripped("put on the remastered Abbey Road") == "put on abbey road")
        // Not "a …" of one work (a recording of its own), nor an order that is asked for.
        #expect(Self.stripped("is there a recording of Clair de Lune") == "is there a recording of clair de lune")
        #expect(Self.stripped("play the latest version of the podcast") == "play the latest version of the podcast")
    }

    @Test func aCalleeNamedBeforeThePronounIsCalled() {
        #expect(Self.callee("I need to talk to Grace Kim, can you dial her") == "dial grace kim")
        #expect(Self.callee("i want speak with Abuela, call her back") == "call abuela")
        #expect(Self.callee("i need to talk to jerome can you call him") == "call jerome")
        // Not in a message, and not where the user is the one talked to.
        #expect(
            Self.callee("text Sam I need to talk to Jo, can you call her")
                == "text sam i need to talk to jo can you call her")
        #expect(Self.callee("talk to me and call her") == "talk to me and call her")
    }

    @Test func aGuestArtistIsCreditedAsTheArtist() {
        #expect(
            Self.stripped("add Glass Rivers featuring DJ Tenzin to Summer") == "add glass rivers by dj tenzin to summer"
        )
        #expect(Self.stripped("play Glass Rivers feat. DJ Tenzin") == "play glass rivers by dj tenzin")
        // Not where a thing features ("something featuring a saxophone"), nor beside a "by".
        #expect(Self.stripped("play something featuring a saxophone") == "play something featuring a saxophone")
        #expect(
            Self.stripped("play Glass Rivers featuring Ana by Tenzin") == "play glass rivers featuring ana by tenzin")
    }
}
