import Testing

@testable import PhraseMatcher

/// The rules of the seventeenth round of issue 17 that read words alone: a year standing where
/// a title stands is no release date, a window counted back from now and a day of the calendar
/// are date ranges. (The readings of lists, numbered works, value verbs and group names with
/// "and" are checked whole in Tests/Fixtures/understanding/requests.tsv.)
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

extension ListsAndNumbersTests {
    @Test func aWindowCountedBackFromNowIsADateRange() {
        func windows(_ text: String) -> [String] { spans(in: text, by: SystemLexicon.countedWindows) }
        // (The tokenizer writes "two" as "2".)
        #expect(windows("any texts in the last two hours") == ["4-7 past2Hours", "3-7 past2Hours"])
        #expect(windows("emails from past 3 days") == ["2-5 past3Days"])
        // Not a count of things, nor a window with no count.
        #expect(windows("play the last 2 songs") == [])
        #expect(windows("anything in the last hour") == [])
    }
}

extension ListsAndNumbersTests {
    @Test func aDayOfTheCalendarIsADateRangeInASearchOfMessages() {
        func days(_ text: String) -> [String] { spans(in: text, by: SystemLexicon.calendarDates) }
        #expect(days("messages from the 3rd of March") == ["3-6 day-03-03", "2-6 day-03-03"])
        #expect(days("texts from March 3rd") == ["2-4 day-03-03"])
        #expect(days("what came in during June") == ["4-5 month-06"])
        #expect(days("did Sam text me over Easter") == ["5-6 easter"])
        #expect(days("any emails on New Year's Eve") == ["3-6 day-12-31"])
        // Not a person named as a month, nor a sender's place, nor where no message is spoken of.
        #expect(days("text June that I'm late") == [])
        #expect(days("messages from April") == [])
        #expect(days("play last christmas") == [])
    }
}
