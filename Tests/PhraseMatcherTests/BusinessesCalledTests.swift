import Testing

@testable import PhraseMatcher

/// A business called, with where it is said after it (`SystemLexicon.businessPlaceStart`) or
/// with its owner's possessive written as a speech recogniser writes it
/// (`SystemLexicon.joinSplitPossessives`).
@Suite struct BusinessesCalledTests {
    static func placeStart(_ text: String) -> Int? { SystemLexicon.businessPlaceStart(Tokenizer.tokenize(text)) }

    @Test func wherABusinessIsComesAfterIt() {
        #expect(Self.placeStart("call the pizza place on main street") == 4)
        #expect(Self.placeStart("ring the pharmacy near me") == 3)
        #expect(Self.placeStart("phone the thai restaurant in town") == 4)
        // Not after a person, nor a time, nor in a request that opens with no call.
        #expect(Self.placeStart("call mum at the office") == nil)
        #expect(Self.placeStart("call the office on monday") == nil)
        #expect(Self.placeStart("text the pharmacy near me") == nil)
    }

    @Test func aLoneSAfterANameIsItsPossessive() {
        let tokens = SystemLexicon.joinSplitPossessives(Tokenizer.tokenize("call doctor patel s office"))
        #expect(tokens.map(\.key) == ["call", "doctor", "patel", "office"])
        #expect(tokens[2].original == "patel s")
        // Not where "s" is "is".
        #expect(keys(of: "play it s a sin", through: SystemLexicon.joinSplitPossessives) == "play it s a sin")
    }
}
