import Testing

@testable import PhraseMatcher

/// How the user is, said after a request to play without a comma, is read past
/// (`SystemLexicon.stateClauseStart`).
@Suite struct StateClausesTests {
    static func start(_ text: String) -> Int? { SystemLexicon.stateClauseStart(Tokenizer.tokenize(text)) }

    @Test func aStateAfterWhatToPlayIsWhy() {
        #expect(Self.start("play sad songs im in my feelings tonight") == 3)
        #expect(Self.start("put on some music i'm bored") == 4)
        #expect(Self.start("play something relaxing I am so stressed") == 3)
    }

    @Test func elsewhereItStays() {
        // After a title's word, in a message, or where the request opens with no verb of playing.
        #expect(Self.start("play hello im back") == nil)
        #expect(Self.start("text Sam some music im bored") == nil)
        #expect(Self.start("i want some jazz im cooking") == nil)
    }
}
