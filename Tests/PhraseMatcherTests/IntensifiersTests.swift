import Testing

@testable import PhraseMatcher

/// A liking or a wish said with weight reads as said plainly (`SystemLexicon.dropIntensifiers`).
@Suite struct IntensifiersTests {
    static func plain(_ text: String) -> String { keys(of: text, through: SystemLexicon.dropIntensifiers) }

    @Test func aWordOfWeightBeforeALikingOrAWishGoes() {
        // (The tokenizer writes "one" as "1".)
        #expect(Self.plain("I really like this one") == "i like this 1")
        #expect(Self.plain("oh I do like this one") == "oh i like this 1")
        #expect(Self.plain("we totally dig this album") == "we dig this album")
        #expect(Self.plain("I really really love this song") == "i love this song")
        #expect(Self.plain("i do want to call mum") == "i want to call mum")
    }

    @Test func elsewhereTheWordsStay() {
        // In a message, as said; before another verb; after a comma.
        #expect(Self.plain("text Sam I really love you") == "text sam i really love you")
        #expect(Self.plain("I really should call Ana") == "i really should call ana")
        #expect(Self.plain("I do, like, play it loud") == "i do like play it loud")
    }
}
