import Apps
import Assistant
import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Runtime
import Store
import SystemIntents
import XcodeProject

extension Linter {
    /// Whether each IntentExample of `bundle` reads back as its own intent, in its own app,
    /// with the examples' `{slot: value}` marks read as their values.
    static func checkExamples(of bundle: AppBundle, bundles: [AppBundle], matcher: PhraseMatcher) -> [LintFinding] {
        var findings: [LintFinding] = []
        for phrase in bundle.vocabulary.intentPhrases {
            let expected =
                IntentRegistry.system.isSystemIntent(phrase.intentName)
                ? phrase.intentName
                : bundle.customIntents.classNamed(phrase.intentName) ?? phrase.intentName
            let file = bundle.vocabulary.file ?? bundle.path
            let location = SourceLocation(file: file, line: phrase.line, keyPath: "IntentPhrases")
            for example in phrase.examples {
                if let message = checkExample(
                    example, expected: expected, bundle: bundle, bundles: bundles,
                    matcher: matcher)
                {
                    findings.append(LintFinding(location: location, message: message))
                }
            }
        }
        return findings
    }

    /// What is wrong with one example, if anything: not understood at all, or misread.
    static func checkExample(
        _ example: String, expected: String, bundle: AppBundle, bundles: [AppBundle],
        matcher: PhraseMatcher
    ) -> String? {
        let cleaned = example.replacingOccurrences(
            of: #"\{([^}:]*)(:\s*([^}]*))?\}"#, with: "$3",
            options: .regularExpression)
        let result = matcher.match(cleaned, readings: 1)
        guard let best = result.best else {
            let score = String(format: "%.2f", result.candidates.first?.score ?? 0)
            return "“\(example)” is not understood as \(expected) (best score \(score))"
        }
        return misreading(
            example: example, cleaned: cleaned, expected: expected, best: best, bundle: bundle,
            bundles: bundles, matcher: matcher)
    }

    /// What is wrong with how an example reads, if anything. Another app reading it as the
    /// same intent at the same score is no mistake: App Selection chooses between them, as
    /// in the session (`:why` shows its signals). Another app reading it better, or another
    /// intent, is.
    static func misreading(
        example: String, cleaned: String, expected: String, best: Match, bundle: AppBundle,
        bundles: [AppBundle], matcher: PhraseMatcher
    ) -> String? {
        if best.intent == expected && best.app == bundle.bundleIdentifier { return nil }
        let other = bundles.first { $0.bundleIdentifier == best.app }?.displayName ?? best.app
        let score = String(format: "%.2f", best.score)
        if best.intent == expected {
            let own = matcher.match(cleaned, app: bundle.bundleIdentifier, intent: expected, readings: 1).best
            guard let own else {
                return "“\(example)” is not understood as \(expected) in this app; \(other) takes it (\(score))"
            }
            if own.score >= best.score - 0.005 { return nil }
            let ownScore = String(format: "%.2f", own.score)
            return "“\(example)” reads better in \(other) (\(score)) than in this app (\(ownScore)): "
                + "unless the app is named, Siri may send it to \(other)"
        }
        return "“\(example)” reads as \(best.intent) in \(other) (\(score)), not as \(expected) in this app"
    }
}
