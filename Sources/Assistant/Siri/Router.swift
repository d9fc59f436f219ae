import Foundation
import PhraseMatcher

/// Decides which app a request is for (DESIGN §1, step 1): a voice shortcut's phrase, an
/// app the user named ("… in Tunes", an alternative name), or App Selection among the
/// installed apps that could handle it.
struct Router {
    let siri: Siri
    let matcher: PhraseMatcher

    struct Route {
        var reason: RouteReason
        var result: MatchResult
        /// The apps App Selection weighed, best first (empty when the user named the app).
        var candidates: [RouteCandidate]
        /// When the request is understood but no app may take it: what Siri says, and why.
        var refusal: AppSelection.Refusal?
        /// Apps that declare the intent but App Selection left out before weighing.
        var setAside: [AppSelection.SetAside] = []
    }

    func route(_ text: String) throws -> Route {
        var result = matcher.match(text)
        // Understood better as an intent of a newer iOS: said so, with the version it needs.
        if siri.hasUnavailableIntents, let (reading, introduced) = try siri.unavailableReading(text),
            reading.score > (result.best?.score ?? 0) + 1e-9
        {
            let app = siri.app(reading.app)?.displayName ?? reading.app
            let refusal = AppSelection.Refusal(
                spoken: "Sorry, that needs iOS \(introduced) or later; this iPhone runs iOS \(siri.iosVersion).",
                reason:
                    "\(reading.intent) (for \(app)) is available from iOS \(introduced); this device runs iOS \(siri.iosVersion)"
            )
            return Route(
                reason: .selection,
                result: MatchResult(
                    utterance: text, mention: nil, candidates: [reading], best: nil, threshold: result.threshold),
                candidates: [], refusal: refusal)
        }
        if let mention = result.mention {
            return Route(
                reason: mention.reason == .named ? .named : .synonym, result: result, candidates: [], refusal: nil)
        }
        guard let best = result.best else {
            return Route(reason: .selection, result: result, candidates: [], refusal: nil)
        }
        let decision = try AppSelection(siri: siri, matcher: matcher).decide(text, understood: best)
        result.best = decision.chosen
        if let chosen = decision.chosen, chosen.app != best.app {
            // The chosen app's reading leads; the others stay as runners-up.
            result.candidates =
                [chosen] + result.candidates.filter { !($0.app == chosen.app && $0.intent == chosen.intent) }
        }
        return Route(
            reason: .selection, result: result, candidates: decision.candidates, refusal: decision.refusal,
            setAside: decision.setAside)
    }
}
