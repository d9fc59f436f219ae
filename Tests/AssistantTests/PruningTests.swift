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

    /// The shortlist takes the templates no word touches by groups of like slots; it must be
    /// what a plain look at every template gives: the best bounds, the first template first
    /// among equal ones.
    @Test func theShortlistIsWhatEveryTemplateByItselfGives() throws {
        let matcher = try Device(EvaluationSet.configuration()).siri.matcher
        for text in try EvaluationSet.utterances() + ["Play Velvet Road by Ada Quill", "call maria and juan", ""] {
            let prepared = matcher.prepare(text, restrictedApp: nil)
            let readings = matcher.appReadings(prepared, onlyApp: prepared.mention?.app)
            let shortlist = matcher.shortlist(prepared, appReadings: readings, onlyIntent: nil)
            let names = readings.map { $0?.spans.count ?? 0 }.max() ?? 0
            let plain = Self.plainShortlist(matcher, prepared, readings.map { $0?.ceilings }, names: names)
            #expect(shortlist.map(\.template) == plain, "\(text)")
        }
    }

    private static func plainShortlist(
        _ matcher: PhraseMatcher, _ prepared: PreparedUtterance, _ ceilingsByApp: [[Double]?], names: Int
    ) -> [Int] {
        var factor: [Int: Double] = [:]
        for hits in prepared.hits { for hit in hits { factor[hit.id] = max(factor[hit.id] ?? 0, hit.factor) } }
        var credit = [Double](repeating: 0, count: matcher.plans.count)
        for id in factor.keys.sorted() {
            for (t, count) in matcher.templatesByLiteral[id] {
                credit[t] += matcher.literalWeights[id] * factor[id]! * Double(count)
            }
        }
        let bounds = matcher.planBounds
        var all: [(template: Int, bound: Double)] = []
        // (A lone slot, Siri's example of a genre said alone, is offered only where the genre
        // is all the request says: none of these.)
        let lone = { (t: Int) in matcher.plans[t].template.elements.count == 1 }
        for t in matcher.plans.indices where credit[t] > 0 || (names >= 2 && bounds.hasSlots[t] && !lone(t)) {
            guard let ceilings = ceilingsByApp[bounds.apps[t]] else { continue }
            let slots = bounds.slotKinds[bounds.slotStarts[t]..<bounds.slotStarts[t + 1]]
            let bound = slots.reduce(credit[t]) { $0 + ceilings[$1] } / bounds.weights[t]
            if bound >= matcher.threshold * PhraseMatcher.floorShare { all.append((t, bound)) }
        }
        all.sort { $0.bound != $1.bound ? $0.bound > $1.bound : $0.template < $1.template }
        return all.prefix(PhraseMatcher.maximumAlignments).map(\.template)
    }
}
