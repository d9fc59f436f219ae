import IntentModel

extension Media {
    /// Siri's words for the media responses' failure codes.
    enum Failure: String, SpokenFailureCode {
        case failureUnknownMediaType, failureNoUnplayedContent, failureRestrictedContent, failureMaxStreamLimitReached

        func sentence(app: String) -> String {
            switch self {
            case .failureUnknownMediaType: "Sorry, \(app) can't play that kind of thing."
            case .failureNoUnplayedContent: "There's nothing new to play in \(app)."
            case .failureRestrictedContent: "Sorry, that's restricted in \(app)."
            case .failureMaxStreamLimitReached: "Sorry, \(app) is already playing on too many devices."
            }
        }
    }
}

extension INMediaItemUnsupportedReason: SpokenUnsupportedReason {
    func sentence(app: String, value: String?) -> String {
        let item = value ?? "that"
        return switch self {
        case .loginRequired: "Sorry, you need to sign in to \(app) first."
        case .subscriptionRequired: "Sorry, you need a \(app) subscription for \(item)."
        case .unsupportedMediaType: "Sorry, \(app) can't play \(item)."
        case .explicitContentSettings: "Sorry, \(item) is explicit, and explicit content is turned off."
        case .cellularDataSettings: "Sorry, \(app) can't stream over cellular data."
        case .restrictedContent: "Sorry, \(item) is restricted."
        case .serviceUnavailable: "Sorry, \(app) isn't available right now."
        case .regionRestriction: "Sorry, \(item) isn't available where you are."
        }
    }
}

extension INAddMediaMediaDestinationUnsupportedReason: SpokenUnsupportedReason {
    func sentence(app: String, value: String?) -> String {
        switch self {
        case .playlistNameNotFound: "Sorry, \(app) has no playlist called \(Speech.quoted(value))."
        case .playlistNotEditable: "Sorry, you can't change the playlist \(Speech.quoted(value))."
        }
    }
}

extension INPlayMediaPlaybackSpeedUnsupportedReason: SpokenUnsupportedReason {
    func sentence(app: String, value: String?) -> String {
        switch self {
        case .belowMinimum, .aboveMaximum: "Sorry, \(app) can't play at that speed."
        }
    }
}
