import IntentModel
import PhraseMatcher

/// Workouts: start, pause, resume, end and cancel, with the app's workout names (user and
/// global vocabulary) and the activities Siri knows itself ("run", "yoga").
public enum Workouts: SystemDomain {
    public static var specs: [IntentSpec] { [start, pause, resume, end, cancel] }

    typealias Start = any INStartWorkoutIntentHandling

    /// A workout's name: one the app registered, or an activity Siri knows.
    static func workoutName(_ className: String) -> ParameterSpec {
        ParameterSpec("workoutName", .title(["workoutActivityName"]))
    }

    /// What Siri calls the workout in its answers.
    static func spokenName(_ name: INSpeakableString?) -> String {
        name.map { "your \($0.spokenPhrase)" } ?? "your workout"
    }
}
