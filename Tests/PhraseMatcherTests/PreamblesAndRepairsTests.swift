import Testing

@testable import PhraseMatcher

/// What is said before asking (`SystemLexicon.preambleEnd`) and a name
/// taken back and said again (`SystemLexicon.correctedName`). The requests they let through
/// or keep out, and names after a relationship (`Aligner.namesAfterRelationships`), are in
/// Tests/Fixtures/understanding/requests.tsv.
@Suite struct PreamblesAndRepairsTests {
    /// What is left of `text` after its preamble, as keys joined by spaces (all of it where
    /// there is none).
    static func stripped(_ text: String) -> String {
        let tokens = Tokenizer.tokenize(text)
        let start = SystemLexicon.preambleEnd(tokens, from: 0, to: tokens.count) ?? 0
        return tokens[start...].map(\.key).joined(separator: " ")
    }

    static func corrected(_ text: String) -> String {
        keys(of: text, through: SystemLexicon.restartAfterCorrection)
    }

    @Test func aPreambleBeforeTheRequestIsReadPast() {
        #expect(
            Self.stripped("Oh dear, I've forgotten how to do this, can you call my son Emeka") == "call my son emeka")
        #expect(Self.stripped("I'm so sorry to bother you, but could you message Bernadette") == "message bernadette")
        #expect(Self.stripped("Hello love, could you ring my brother Desmond") == "ring my brother desmond")
    }

    @Test func notWhereThePreambleIsPartOfTheRequest() {
        // A request's verb or a liking before the comma, or a verb pointing back after it.
        #expect(
            Self.stripped("group text Hugo and Marie, call me when you're free")
                == "group text hugo and marie call me when youre free")
        #expect(Self.stripped("I love this song, can you add it") == "i love this song can you add it")
        #expect(
            Self.stripped("Dear Mr Halloran by The Quiet Aunts, can you put that on")
                == "dear mr halloran by the quiet aunts can you put that on")
        #expect(Self.stripped("what's the weather, can you call Dana") == "what is the weather can you call dana")
    }

    @Test func aNameTakenBackGivesWayToTheNextOne() {
        #expect(Self.corrected("play Carlos Vives, wait, no, Juanes") == "play juanes")
        #expect(Self.corrected("text Tom, I mean Tim, that the match is off") == "text tim that the match is off")
        #expect(Self.corrected("play the album Blue, sorry, Red") == "play the album red")
        #expect(Self.corrected("call mum, no wait, dad") == "call dad")
    }

    @Test func notWhereTheWordsSaySomethingElse() {
        // A message may say sorry; "no" before a word in lower case is no correction.
        #expect(Self.corrected("text Sam, sorry I'm late") == "text sam sorry im late")
        #expect(Self.corrected("text Sam, no worries see you Monday") == "text sam no worries see you monday")
        #expect(Self.corrected("play it again, no rush") == "play it again no rush")
    }

    static func named(_ text: String) -> String { keys(of: text, rewrittenBy: SystemLexicon.nameAfterDescription) }

    @Test func aThingDescribedThenNamedIsNamed() {
        #expect(Self.named("ring the taxi firm, the one called Star Cabs") == "ring star cabs")
        #expect(Self.named("that song from the car, the one called Rolling Thunder Road") == "rolling thunder road")
        // Not without the comma, nor after a long description.
        #expect(Self.named("play the one called Blue") == "play the 1 called blue")
        #expect(
            Self.named("call the place on the corner by the old station, the one called Nico's")
                == "call the place on the corner by the old station the 1 called nico")
    }

    static func ordered(_ text: String) -> String { keys(of: text, rewrittenBy: SystemLexicon.dropWhatBeforeAnOrder) }

    @Test func anOrderAskedAsWhatHasIt() {
        #expect(Self.ordered("show me what's trending in hip hop") == "show me trending in hip hop")
        #expect(Self.ordered("play what's trending") == "play trending")
        // Shown, only with what it is of after the order.
        #expect(Self.ordered("show me what's new") == "show me what is new")
    }
}
