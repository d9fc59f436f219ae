import IntentModel

extension Calls {
    /// Siri's words for the call responses' failure codes.
    enum Failure: String, SpokenFailureCode {
        case failureRequiringInAppAuthentication, failureCallingServiceNotAvailable, failureContactNotSupportedByApp
        case failureAirplaneModeEnabled, failureCallInProgress, failureCallRinging, failureAppConfigurationRequired
        case failureUnableToHandOff

        func sentence(app: String) -> String {
            switch self {
            case .failureRequiringInAppAuthentication: "You'll need to sign in to \(app) first."
            case .failureCallingServiceNotAvailable: "Sorry, \(app) isn't available right now."
            case .failureContactNotSupportedByApp: "Sorry, \(app) can't call that person."
            case .failureAirplaneModeEnabled: "You'll need to turn off Airplane Mode first."
            case .failureCallInProgress, .failureCallRinging: "Sorry, there's already a call going on."
            case .failureAppConfigurationRequired: "You'll need to set up \(app) first."
            case .failureUnableToHandOff: "Sorry, I couldn't hand the call off."
            }
        }
    }
}

extension INStartCallContactUnsupportedReason: SpokenUnsupportedReason {
    func sentence(app: String, value: String?) -> String {
        let person = value ?? "that person"
        return switch self {
        case .noContactFound: "Sorry, I couldn't find \(Speech.quoted(value)) in \(app)."
        case .multipleContactsUnsupported: "Sorry, \(app) can only call one person at a time."
        case .noHandleForLabel: "Sorry, \(app) has no such number or address for \(person)."
        case .invalidHandle: "Sorry, \(app) has no way to reach \(person)."
        case .unsupportedMmiUssd: "Sorry, \(app) can't dial codes like that."
        case .noCallHistoryForRedial: "Sorry, \(app) has no call to redial."
        case .noUsableHandleForRedial: "Sorry, \(app) has no way to call back \(person)."
        case .requiringInAppAuthentication: "Sorry, you need to sign in to \(app) first."
        }
    }
}

extension INStartCallCallCapabilityUnsupportedReason: SpokenUnsupportedReason {
    func sentence(app: String, value: String?) -> String {
        switch self {
        case .videoCallUnsupported: "Sorry, \(app) can't make video calls."
        case .microphoneNotAccessible: "Sorry, \(app) can't use the microphone."
        case .cameraNotAccessible: "Sorry, \(app) can't use the camera."
        }
    }
}
