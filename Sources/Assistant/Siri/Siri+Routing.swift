import Foundation
import PhraseMatcher

/// Where a request goes and why, decided without running it: for benchmarks, tests and tools.
public struct RouteDecision: Sendable {
    public var reason: RouteReason
    /// The chosen app's bundle identifier and the intent, nil when nothing was understood
    /// or no app may take the request.
    public var app: String?
    public var intent: String?
    /// The apps App Selection weighed, best first.
    public var candidates: [RouteCandidate]
}

extension Siri {
    /// Routes a request as a conversation would (voice shortcut, named app, App Selection).
    public func decideRoute(_ text: String) throws -> RouteDecision {
        let route = try Router(siri: self, matcher: try matcher).route(text)
        return RouteDecision(
            reason: route.reason, app: route.result.best?.app, intent: route.result.best?.intent,
            candidates: route.candidates)
    }
}
