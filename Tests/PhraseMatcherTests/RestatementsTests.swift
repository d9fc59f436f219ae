import Testing

@testable import PhraseMatcher

/// A liking said by the user, then said again as a request (`SystemLexicon.restatementStart`),
/// and why, said after a favour asked (`SystemLexicon.reasonAfterFavourStart`). The requests
/// they let through are in Tests/Fixtures/understanding/requests.tsv.
@Suite struct RestatementsTests {
    static func start(_ text: String) -> Int? { SystemLexicon.restatementStart(Tokenizer.tokenize(text)) }

    @Test func whatFollowsALikingIsReadPast() {
        #expect(Self.start("i dont like heavy metal never play that") == 5)
        #expect(Self.start("I don't care for this one at all, please don't play it again") == 8)
        #expect(Self.start("oh i do like this one it reminds me of grandad") == nil)
        #expect(Self.start("i do like this one it reminds me of grandad") == 5)
        #expect(Self.start("I really like The Seekers, could you remember that") == 5)
    }

    @Test func notInAListNorWithoutAWordOfWhatIsLiked() {
        #expect(Self.start("I like jazz and blues") == nil)
        #expect(Self.start("I like it") == nil)
        #expect(Self.start("text Sam I like it, can you call") == nil)
    }

    static func reasonStart(_ text: String) -> Int? {
        SystemLexicon.reasonAfterFavourStart(Tokenizer.tokenize(text))
    }

    @Test func whyAfterAFavourIsReadPast() {
        #expect(Self.reasonStart("can you ring the vet for me i have flour on my hands") == nil)
        #expect(Self.reasonStart("ring the vet for me i have flour on my hands") == 5)
        #expect(Self.reasonStart("play some jazz please im cooking") == 4)
        // Not after a verb of sending, whose message may follow.
        #expect(Self.reasonStart("text Sam for me I'm late") == nil)
    }
}
