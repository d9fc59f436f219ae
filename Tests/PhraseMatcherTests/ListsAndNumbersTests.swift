import Testing

@testable import PhraseMatcher

/// The rules of the seventeenth round of issue 17 that read words alone: a year standing where
/// a title stands is no release date. (The readings of lists, numbered works, value verbs and
/// group names with "and" are checked whole in Tests/Fixtures/understanding/requests.tsv.)
@Suite struct ListsAndNumbersTests {
    static func dates(_ text: String) -> [String] {
        let tokens = Tokenizer.tokenize(text)
        return SystemLexicon.releaseDates(tokens).sorted().map { tokens[$0].key }
    }

    @Test func aYearWhereATitleStandsIsNoReleaseDate() {
        #expect(Self.dates("play the album 1989") == [])
        #expect(Self.dates("start the audiobook 1984") == [])
        #expect(Self.dates("I like 1901 by Phoenix") == [])
        // When the music is from stays a date: after "from", before the kind, as a decade.
        #expect(Self.dates("play hits from 1999") == ["from", "1999"])
        #expect(Self.dates("play the 2012 album by Frank Ocean") == ["the", "2012"])
        #expect(Self.dates("play the album 1980s") == ["1980s"])
    }

    @Test func valueVerbsAreVerbsNotPraise() {
        #expect(SystemLexicon.valueVerbs.isSuperset(of: ["like", "love", "dislike", "hate"]))
        #expect(SystemLexicon.valueVerbs.isDisjoint(with: ["good", "best", "great", "awesome"]))
    }
}
