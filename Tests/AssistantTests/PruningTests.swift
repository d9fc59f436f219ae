import Foundation
import Runtime
import Testing

@testable import PhraseMatcher

/// The matcher skips templates whose bound cannot change the result. On every utterance of
/// the evaluation set, with the bundled apps, skipping must change nothing.
@Suite struct PruningTests {
    @Test func theEvaluationSetReadsTheSameWithAndWithoutPruning() throws {
        let matcher = try Device(EvaluationSet.configuration()).siri.matcher
        for text in try EvaluationSet.utterances() {
            let full = matcher.match(text, app: nil, readings: PhraseMatcher.shownReadings, prune: false)
            #expect(matcher.match(text).candidates == full.candidates, "\(text)")
            #expect(matcher.match(text, readings: 1).best == full.best, "\(text)")
        }
    }
}
