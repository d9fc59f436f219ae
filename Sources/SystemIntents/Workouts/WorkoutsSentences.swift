extension Workouts {
    /// Siri's words for the workout responses' failure codes.
    enum Failure: String, SpokenFailureCode {
        case failureNoMatchingWorkout, failureOngoingWorkout

        func sentence(app: String) -> String {
            switch self {
            case .failureNoMatchingWorkout: "Sorry, \(app) couldn't find that workout."
            case .failureOngoingWorkout: "You're already in a workout in \(app)."
            }
        }
    }
}
