import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Workouts {
    /// "Pause my workout."
    static let pause = control(
        INPauseWorkoutIntent.self, (any INPauseWorkoutIntentHandling).self, done: "paused",
        resolve: { h, i, c in h.resolveWorkoutName(for: i, with: c) },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })

    /// "Resume my run."
    static let resume = control(
        INResumeWorkoutIntent.self, (any INResumeWorkoutIntentHandling).self, done: "resumed",
        resolve: { h, i, c in h.resolveWorkoutName(for: i, with: c) },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })

    /// "End my workout."
    static let end = control(
        INEndWorkoutIntent.self, (any INEndWorkoutIntentHandling).self, done: "ended",
        resolve: { h, i, c in h.resolveWorkoutName(for: i, with: c) },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })

    /// "Cancel my workout": end it without saving it.
    static let cancel = control(
        INCancelWorkoutIntent.self, (any INCancelWorkoutIntentHandling).self, done: "cancelled",
        resolve: { h, i, c in h.resolveWorkoutName(for: i, with: c) },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })

    /// Pause, resume, end and cancel are declared alike: a workout name to resolve, then
    /// confirm and handle.
    static func control<I: INWorkoutControlIntent, H>(
        _ type: I.Type, _ handler: H.Type, done: String,
        resolve: @escaping @Sendable (H, I, @escaping Completion<INSpeakableStringResolutionResult>) -> Void,
        confirm: @escaping @Sendable (H, I, @escaping Completion<INWorkoutControlIntentResponse<I>>) -> Void,
        handle: @escaping @Sendable (H, I, @escaping Completion<INWorkoutControlIntentResponse<I>>) -> Void
    ) -> IntentSpec {
        SpecBuilder.spec(
            .workouts, I.self, H.self,
            parameters: IntentParameters({ I(workoutName: nil) }, [workoutName(\.workoutName, resolve: resolve)]),
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                respond: { response, intent, context in
                    let what = spokenName((intent as? I)?.workoutName)
                    switch INWorkoutControlResponseCode(rawValue: response.code) {
                    case .success?, .handleInApp?, .ready?: return ["OK, I \(done) \(what) in \(context.app)."]
                    case .continueInApp?: return ["Continue in \(context.app) to see \(what)."]
                    default: return [Failure.sentence(app: context.app, response: response)]
                    }
                }),
            build: { reading, _ in I(workoutName: reading.fills("workoutName").first?.speakable) },
            confirm: confirm, handle: handle)
    }
}
