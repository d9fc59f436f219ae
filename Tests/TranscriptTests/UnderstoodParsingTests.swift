import Testing

@testable import Transcript

/// `<?` lines are read in one pass: found by the fuzzer, a line with a long run of spaces
/// took a regular expression quadratic time (100 KB: minutes).
@Suite struct UnderstoodParsingTests {
    @Test func pairsAreSplitAtEachName() throws {
        let a = try #require(
            UnderstoodAssertion.parse(" INSendMessageIntent app=Chatter recipients=María Chen content=\"running late\"")
        )
        #expect(a.intent == "INSendMessageIntent")
        #expect(a.parameters.map(\.name) == ["app", "recipients", "content"])
        #expect(a.parameters.map(\.value) == ["Chatter", "María Chen", "running late"])
        #expect(UnderstoodAssertion.parse(" INSendMessageIntent junk") == nil)
        #expect(UnderstoodAssertion.parse(" recipients=Maria") == nil)
    }

    @Test func aLongRunOfSpacesIsReadInOnePass() throws {
        let spaces = String(repeating: " ", count: 200_000)
        let a = try #require(UnderstoodAssertion.parse(" INSendMessageIntent recipients=Maria\(spaces)Chen content=hi"))
        #expect(a.parameters.map(\.name) == ["recipients", "content"])
        #expect(a.parameters[0].value == "Maria\(spaces)Chen")
        #expect(UnderstoodAssertion.parse(" INSendMessageIntent\(spaces)x") == nil)
    }
}
