import Formats
import Foundation
import Testing

@testable import SystemIntents

/// Reading an `.intentdefinition` costs time linear in its size: one intent with N
/// parameters, each with a prompt naming two others, a reason, and a non-speakable type
/// (a lint note each), reads eight times as many parameters in about eight times the time.
/// Every "seen before" check was a list search, and each parameter copied the list of its
/// intent's names, so 100,000 parameters took 106 s.
@Suite struct DefinitionCostTests {
    static func definition(parameters count: Int) -> String {
        var text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>INIntents</key>\n<array>\n<dict>\n"
            + "<key>INIntentName</key>\n<string>Big</string>\n<key>INIntentCategory</key>\n<string>generic</string>\n<key>INIntentParameters</key>\n<array>\n"
        for i in 0..<count {
            text +=
                "<dict>\n<key>INIntentParameterName</key>\n<string>p\(i)</string>\n<key>INIntentParameterType</key>\n<string>\(i % 2 == 0 ? "String" : "Decimal")</string>\n"
                + "<key>INIntentParameterPromptDialogs</key>\n<array>\n<dict>\n<key>INIntentParameterPromptDialogType</key>\n<string>Primary</string>\n"
                + "<key>INIntentParameterPromptDialogFormatString</key>\n<string>${p\(i)} after ${p\((i + 1) % count)}?</string>\n</dict>\n</array>\n"
                + "<key>INIntentParameterUnsupportedReasons</key>\n<array>\n<dict>\n<key>INIntentParameterUnsupportedReasonCode</key>\n<string>bad</string>\n"
                + "<key>INIntentParameterUnsupportedReasonFormatString</key>\n<string>Not ${p\(count - 1 - i)}.</string>\n</dict>\n</array>\n</dict>\n"
        }
        text +=
            "</array>\n<key>INIntentResponse</key>\n<dict>\n<key>INIntentResponseCodes</key>\n<array>\n<dict>\n"
            + "<key>INIntentResponseCodeName</key>\n<string>success</string>\n</dict>\n</array>\n</dict>\n</dict>\n</array>\n</dict>\n</plist>\n"
        return text
    }

    /// Parses and reads the definition; returns the seconds the reading took (the better
    /// of two runs, so that one pause of a busy machine does not count).
    func readingTime(parameters count: Int) throws -> Double {
        let bytes = Array(Self.definition(parameters: count).utf8)
        var best = Double.infinity
        for _ in 0..<2 {
            let start = DispatchTime.now().uptimeNanoseconds
            var parser = PropertyListParser(bytes: bytes, file: "Intents.intentdefinition")
            let definitions = try CustomIntentDefinitions.read(
                try parser.parseDocument(), file: "Intents.intentdefinition")
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            #expect(definitions.intents.first?.parameters.count == count)
        }
        return best
    }

    @Test func eightTimesTheParametersCostAboutEightTimesTheTime() throws {
        let small = try readingTime(parameters: 1_000)
        let large = try readingTime(parameters: 8_000)
        // Linear is 8; the quadratic reader gave over 20. The margin is for a busy machine.
        #expect(large / small < 16, "1,000 parameters: \(small) s; 8,000: \(large) s")
    }

    /// "Did you mean" measured a long unknown type name against every type, twice each:
    /// the fuzzer's 110 KB name took a second. Refusing a 200,000-character name costs less
    /// than reading 2,000 ordinary parameters (three times its bytes).
    @Test func aLongUnknownTypeIsRefusedInTimeLinearInItsLength() throws {
        let name = String(repeating: "Strng", count: 40_000)
        let text = Self.definition(parameters: 1).replacingOccurrences(
            of: "<string>String</string>", with: "<string>\(name)</string>")
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            var parser = PropertyListParser(bytes: Array(text.utf8), file: "Intents.intentdefinition")
            _ = try CustomIntentDefinitions.read(try parser.parseDocument(), file: "Intents.intentdefinition")
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("unknown parameter type"), "\(error.message.prefix(100))")
        }
        let refusing = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let reading = try readingTime(parameters: 2_000)
        #expect(refusing < reading, "refusing: \(refusing) s; 2,000 parameters: \(reading) s")
    }
}
