import Testing

@testable import IntentModel

/// A handler written from the definition alone resolves as generated code is usually finished.
@Suite struct CustomIntentPolicyTests {
    let policy = CustomIntentPolicy(
        className: "StartCountdownIntent",
        parameters: [
            .init(name: "event", asks: true),
            .init(
                name: "minutes", asks: true, defaultValue: .integer(10), minimum: 1, maximum: 120,
                negativeNumbers: false,
                unsupportedReasons: ["greaterThanMaximumValue"]),
            .init(name: "style", asks: false, choices: ["minimal", "festive"]),
            .init(name: "note", asks: false),
        ], responseProperties: ["event"])

    @Test func aMissingValueTakesItsDefaultThenItsChoicesThenThePrompt() {
        #expect(policy.resolve("minutes", nil) == [.success(.integer(10))])
        #expect(policy.resolve("style", nil) == [.disambiguation([.enumCase("minimal"), .enumCase("festive")])])
        #expect(policy.resolve("event", nil) == [.needsValue])
        #expect(policy.resolve("note", nil) == [.notRequired])
        #expect(policy.resolve("unknownParameter", nil) == nil)
    }

    @Test func boundsGiveXcodesReasons() {
        #expect(
            policy.resolve("minutes", .integer(500)) == [
                .unsupported(forReason: INCustomUnsupportedReason("greaterThanMaximumValue"))
            ])
        #expect(
            policy.resolve("minutes", .integer(0)) == [
                .unsupported(forReason: INCustomUnsupportedReason("lessThanMinimumValue"))
            ])
        #expect(
            policy.resolve("minutes", .decimal(-3)) == [
                .unsupported(forReason: INCustomUnsupportedReason("negativeNumbersNotSupported"))
            ])
        #expect(policy.resolve("minutes", .integer(45)) == [.success(.integer(45))])
        #expect(
            policy.resolve("event", .array([.string("a"), .string("b")])) == [
                .success(.string("a")), .success(.string("b")),
            ])
    }
}
