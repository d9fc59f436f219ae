import Formats
import Foundation
import Testing

@testable import SystemIntents

@Suite struct BuiltInPhrasesTests {
    @Test func everySystemIntentHasEnglishPhrases() throws {
        let phrases = try BuiltInPhrases.load(locale: "en")
        for name in IntentRegistry.system.classNames {
            #expect(!(phrases.phrases[name] ?? []).isEmpty, "\(name) has no built-in phrases")
        }
        #expect(phrases.warnings.isEmpty)
    }

    @Test func aMissingLocaleFallsBackToEnglishWithAWarning() throws {
        let phrases = try BuiltInPhrases.load(locale: "xx_YY")
        #expect(phrases.locale == "en")
        #expect(phrases.warnings == ["Siri has no phrases for the locale xx_YY; using English"])
        let regional = try BuiltInPhrases.load(locale: "en_GB")
        #expect(regional.locale == "en")
        #expect(regional.warnings.isEmpty)
    }

    @Test func anUnknownIntentNamesTheFileAndLine() {
        let text = "# x\n[INSendMessageIntent]\ntext {recipients}\n\n[INFlyIntent]\nfly me\n"
        #expect(
            throws: FormatError(
                SourceLocation(file: "x.phrases", line: 5, keyPath: "INFlyIntent"), "is not a system intent Siri knows")
        ) {
            try BuiltInPhrases.parse(text, file: "x.phrases", registry: .system)
        }
    }

    @Test func windowsLineEndingsReadAsTheirLines() throws {
        let text = "# x\n[INStartCallIntent]\ncall {contacts}\nring {contacts} now\n"
        let lf = try BuiltInPhrases.parse(text, file: "x.phrases", registry: .system)
        let crlf = try BuiltInPhrases.parse(
            text.replacingOccurrences(of: "\n", with: "\r\n"), file: "x.phrases", registry: .system)
        #expect(crlf.map { "\($0.0) \($0.1)" } == lf.map { "\($0.0) \($0.1)" })
        #expect(lf.first?.1.count == 2)
        #expect(
            throws: FormatError(
                SourceLocation(file: "x.phrases", line: 5, keyPath: "INFlyIntent"), "is not a system intent Siri knows")
        ) {
            try BuiltInPhrases.parse(
                "# x\r\n[INSendMessageIntent]\r\ntext {recipients}\r\n\r\n[INFlyIntent]\r\n", file: "x.phrases",
                registry: .system)
        }
    }

    @Test func anUnknownSlotNamesTheIntentAndItsParameters() {
        let text = "[INStartCallIntent]\ncall {contact}\n"
        #expect(
            throws: FormatError(
                SourceLocation(file: "c.phrases", line: 2, keyPath: "INStartCallIntent"),
                "{contact} is not a parameter of INStartCallIntent (contacts, callCapability, destinationType)")
        ) {
            try BuiltInPhrases.parse(text, file: "c.phrases", registry: .system)
        }
    }

    /// Expects `text` refused at `line` of the `intent` section, with `message`.
    func expectRefused(_ text: String, line: Int, intent: String, _ message: String) {
        let location = SourceLocation(file: "m.phrases", line: line, keyPath: intent)
        #expect(throws: FormatError(location, message)) {
            try BuiltInPhrases.parse(text, file: "m.phrases", registry: .system)
        }
    }

    @Test func aValueTheWordingSaysNamesAListParameterAndOneOfItsCases() throws {
        let good = try BuiltInPhrases.parse(
            "[INUpdateMediaAffinityIntent]\nnever play {mediaSearch.reference} again {affinityType=dislike}\n",
            file: "m.phrases", registry: .system)
        #expect(good.first?.1 == ["never play {mediaSearch.reference} again {affinityType=dislike}"])
        let affinity = "INUpdateMediaAffinityIntent"
        expectRefused(
            "[\(affinity)]\nskip {mediaSearch.reference} {affinityType=meh}\n", line: 2, intent: affinity,
            "{affinityType=meh}: meh is not a value of affinityType")
        expectRefused(
            "[\(affinity)]\ncry at {mediaSearch.reference} {mood=sad}\n", line: 2, intent: affinity,
            "{mood=sad}: mood is not a parameter of INUpdateMediaAffinityIntent")
        expectRefused(
            "[INStartCallIntent]\nphone home {contacts=mom}\n", line: 2, intent: "INStartCallIntent",
            "{contacts=mom}: only a parameter that takes a value list can be said by the wording")
    }

    @Test func aPhraseSaidTwiceInOneSectionNamesBothLines() {
        expectRefused(
            "[INStartCallIntent]\ncall {contacts}\nring {contacts}\ncall {contacts}\n", line: 4,
            intent: "INStartCallIntent", "“call {contacts}” is already a phrase of this intent, on line 2")
        // Also in a second section of the same intent.
        expectRefused(
            "[INStartCallIntent]\ncall {contacts}\n[INSendMessageIntent]\nmessage {recipients}\n[INStartCallIntent]\ncall {contacts}\n",
            line: 6, intent: "INStartCallIntent", "“call {contacts}” is already a phrase of this intent, on line 2")
    }

    @Test func aPhraseOutsideASectionOrOnlySlotsIsRefused() {
        #expect(throws: FormatError(SourceLocation(file: "p", line: 1), "a phrase before any [Intent] section")) {
            try BuiltInPhrases.parse("call {contacts}\n", file: "p", registry: .system)
        }
        #expect(
            throws: FormatError(
                SourceLocation(file: "p", line: 2, keyPath: "INStartCallIntent"),
                "a phrase needs words of its own, or values of two parameters: “{contacts}”")
        ) {
            try BuiltInPhrases.parse("[INStartCallIntent]\n{contacts}\n", file: "p", registry: .system)
        }
        #expect(
            throws: FormatError(
                SourceLocation(file: "p", line: 2, keyPath: "INStartCallIntent"),
                "“{” is never closed in “call {contacts”")
        ) {
            try BuiltInPhrases.parse("[INStartCallIntent]\ncall {contacts\n", file: "p", registry: .system)
        }
    }

    @Test func theRegistryHasOneSpecPerIntentInEveryDomain() {
        let registry = IntentRegistry.system
        let domains = Set(registry.specs.values.map(\.domain))
        #expect(domains == [.messaging, .calls, .media, .workouts, .rides])
        for (name, spec) in registry.specs {
            #expect(spec.className == name)
            #expect(spec.schema.className == name)
        }
        #expect(
            registry["INStartWorkoutIntent"]?.handling?.parameters.map(\.name)
                == ["workoutName", "goalValue", "workoutGoalUnitType", "workoutLocationType", "isOpenEnded"])
    }
}
