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
    }

    func route(_ text: String) -> Route {
        let result = matcher.match(text)
        if let mention = result.mention {
            return Route(reason: mention.reason == .named ? .named : .synonym, result: result, candidates: [])
        }
        return Route(reason: .selection, result: result, candidates: selectionCandidates(result))
    }

    /// App Selection: each app that read the request as one of its intents, by how well it
    /// read it (the first signal; more come with donations and media categories).
    func selectionCandidates(_ result: MatchResult) -> [RouteCandidate] {
        var seen = Set<String>()
        return result.candidates.compactMap { match in
            guard seen.insert(match.app).inserted else { return nil }
            return RouteCandidate(app: match.app, score: match.score, signals: [("match", match.score)])
        }
    }
}
