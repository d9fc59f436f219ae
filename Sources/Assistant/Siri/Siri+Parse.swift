import PhraseMatcher

extension Siri {
    /// The reading a session acts on: the matcher's, then App Selection among the apps that
    /// read the request the same way, exactly as `Conversation` routes it. `sirisim parse`
    /// prints this, so that it and the session choose the same app. A request understood but
    /// refused (an intent of a newer iOS) has no best reading, as in the session.
    public func routedMatch(_ text: String, matcher: PhraseMatcher) throws -> MatchResult {
        let route = try Router(siri: self, matcher: matcher).route(text)
        var result = route.result
        if route.refusal != nil { result.best = nil }
        return result
    }
}
