import Testing

@testable import PhraseMatcher

/// Words passed on by text read as a message sent (`SystemLexicon.sentByChannel`).
@Suite struct ChannelsTests {
    static func sent(_ text: String) -> String { keys(of: text, through: SystemLexicon.sentByChannel) }

    @Test func aVerbOfSayingWithAChannelSends() {
        #expect(Self.sent("say to Hiroshi by message that I am home safe") == "text hiroshi that i am home safe")
        #expect(Self.sent("say hi to Ana Sofia in a text") == "text ana sofia hi")
        #expect(Self.sent("wish my brother happy anniversary by text") == "text my brother happy anniversary")
        #expect(Self.sent("Holler at Bubba on text, tell him it's ready") == "text bubba tell him it is ready")
    }

    @Test func withoutAChannelOrAVerbOfSayingNothingChanges() {
        #expect(Self.sent("say hi to Ana") == "say hi to ana")
        #expect(Self.sent("give Sam a call on whatsapp") == "give sam a call on whatsapp")
        #expect(Self.sent("update my phone by wifi") == "update my phone by wifi")
    }
}
