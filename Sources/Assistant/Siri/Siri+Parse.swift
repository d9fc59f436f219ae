import PhraseMatcher

/// The reading a session acts on, and why no app may take it where none may.
public struct RoutedMatch {
    /// The matcher's reading after App Selection; no best reading where it was refused.
    public var result: MatchResult
    /// Why a request understood was refused (`AppSelection.Refusal.reason`), for `:why`.
    public var refusal: String?
}

extension Siri {
    /// The reading a session acts on: the matcher's, then App Selection among the apps that
    /// read the request the same way, exactly as `Conversation` routes it. `sirisim parse`
    /// prints this, so that it and the session choose the same app. A request understood but
    /// refused (an intent of a newer iOS, or one no app that plays such things handles) has no
    /// best reading, as in the session.
    public func routedMatch(_ text: String, matcher: PhraseMatcher) throws -> RoutedMatch {
        let route = try Router(siri: self, matcher: matcher).route(text)
        var result = route.result
        if route.refusal != nil { result.best = nil }
        return RoutedMatch(result: result, refusal: route.refusal?.reason)
    }
}
