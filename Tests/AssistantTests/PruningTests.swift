import Foundation
import Testing
@testable import PhraseMatcher
import Runtime

/// The matcher skips templates whose bound cannot change the result. On every utterance of
/// the evaluation set, with the bundled apps, skipping must change nothing.
@Suite struct PruningTests {
    @Test func theEvaluationSetReadsTheSameWithAndWithoutPruning() throws {
        let root = SiriMatchesTests.root
        var configuration = DeviceConfiguration()
        configuration.appPaths = ["Chatter", "Tunes", "Brew"].map { "\(root)/Apps/\($0)" }
        configuration.contactsPath = "\(root)/Apps/Contacts.json"
        let matcher = try Device(configuration).siri.matcher
        let lines = try String(contentsOfFile: "\(root)/Benchmarks/eval/utterances.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count >= 300)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let text = try #require(object["utterance"] as? String)
            let full = matcher.match(text, app: nil, readings: PhraseMatcher.shownReadings, prune: false)
            #expect(matcher.match(text).candidates == full.candidates, "\(text)")
            #expect(matcher.match(text, readings: 1).best == full.best, "\(text)")
        }
    }
}
