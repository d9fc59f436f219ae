import IntentModel
import PhraseMatcher

/// Workouts: start, pause, resume, end and cancel, with the app's workout names (user and
/// global vocabulary) and the activities Siri knows itself ("run", "yoga").
public enum Workouts: SystemDomain {
    public static var specs: [IntentSpec] { [start, pause, resume, end, cancel] }

    typealias Start = any INStartWorkoutIntentHandling

    /// A workout's name: one the app registered, or an activity Siri knows.
    static func workoutName<I: INIntent, H>(
        _ keyPath: WritableKeyPath<I, INSpeakableString?> & Sendable,
        resolve: @escaping @Sendable (H, I, @escaping Completion<INSpeakableStringResolutionResult>) -> Void
    ) -> IntentParameter<I, H> {
        .single(
            "workoutName", keyPath, .speakable, spoken: .title(["workoutActivityName"]), resolvedAs: .name,
            prompt: "Which workout?", resolve: resolve)
    }

    /// What Siri calls the workout in its answers.
    static func spokenName(_ name: INSpeakableString?) -> String {
        name.map { "your \($0.spokenPhrase)" } ?? "your workout"
    }
}
