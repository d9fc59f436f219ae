import Testing

@testable import PhraseMatcher

/// A message told of first and asked for after (`SystemLexicon.reportedMessageEnd`, through
/// the framing): the request pointing back is read past, the report is the search. The
/// requests it lets through are in Tests/Fixtures/understanding/requests.tsv.
@Suite struct ReportedMessagesTests: ReadsFraming {
    static func requestStart(_ text: String) -> Int? {
        let tokens = Tokenizer.tokenize(text)
        return SystemLexicon.reportedMessageEnd(tokens, from: 0, to: tokens.count)
    }

    @Test func theRequestPointingBackIsReadPast() {
        #expect(Self.stripped("my boss emailed me on monday can you find it") == "my boss emailed me on monday")
        #expect(Self.stripped("Luis sent me a code earlier, can you find it for me") == "luis sent me a code earlier")
        #expect(Self.stripped("Jake sent me the song title, pull up that message") == "jake sent me the song title")
        #expect(
            Self.stripped("my sister texted me the address, could you pull it up") == "my sister texted me the address")
    }

    @Test func notWithoutAReportOrAWordPointingBack() {
        // No message told of: the afterthought's to move ("X? find it"), or nothing to do.
        #expect(
            Self.stripped("is there an audiobook of Blue Harbour? find it")
                == "is there an audiobook of blue harbour find it")
        // Nothing pointing back: "find the keys" is what the user wants found.
        #expect(Self.requestStart("Sam sent me a photo so find the keys") == nil)
        #expect(Self.requestStart("Sam sent me a photo so find it") == 5)
        // A message to send keeps its words whole.
        #expect(
            Self.stripped("text Ana that Sam sent me the keys, can you find them")
                == "text ana that sam sent me the keys can you find them")
    }
}
