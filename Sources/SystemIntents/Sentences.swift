import IntentModel

/// A domain's failure codes that Siri has words of their own for, by Apple's case names: one
/// enum per domain folder, so each domain keeps its sentences and the switch over them is
/// exhaustive.
protocol SpokenFailureCode: RawRepresentable where RawValue == String {
    /// What Siri says when an app answers with this code.
    func sentence(app: String) -> String
}

extension SpokenFailureCode {
    /// What Siri says of a failing response: the domain's words for its code, else Siri's
    /// generic words for its outcome.
    static func sentence(app: String, response: ErasedResponse) -> String {
        Self(rawValue: response.code)?.sentence(app: app) ?? Speech.failure(app: app, outcome: response.outcome)
    }
}

/// A typed SiriKit unsupported reason that Siri has words for; each domain folder conforms the
/// reason enums of its intents' parameters.
protocol SpokenUnsupportedReason {
    /// What Siri says when an app cannot use `value` (as said) for this reason.
    func sentence(app: String, value: String?) -> String
}
