extension Rides {
    /// Siri's words for the ride responses' failure codes.
    enum Failure: String, SpokenFailureCode {
        case failureRequiringAppLaunchMustVerifyCredentials, failureRequiringAppLaunchNoServiceInArea
        case failureRequiringAppLaunchServiceTemporarilyUnavailable
        case failureRequiringAppLaunchPreviousRideNeedsCompletion
        case failureRequiringAppLaunchRideScheduledTooFar, failurePreviousRideNeedsFeedback

        func sentence(app: String) -> String {
            switch self {
            case .failureRequiringAppLaunchMustVerifyCredentials: "You'll need to sign in to \(app) first."
            case .failureRequiringAppLaunchNoServiceInArea: "Sorry, \(app) doesn't serve that area."
            case .failureRequiringAppLaunchServiceTemporarilyUnavailable: "Sorry, \(app) isn't available right now."
            case .failureRequiringAppLaunchPreviousRideNeedsCompletion:
                "You'll need to finish your current ride in \(app) first."
            case .failureRequiringAppLaunchRideScheduledTooFar: "Sorry, that's too far ahead to book in \(app)."
            case .failurePreviousRideNeedsFeedback: "You'll need to rate your last ride in \(app) first."
            }
        }
    }
}
