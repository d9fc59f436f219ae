import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Workouts {
    /// "Start a 30 minute outdoor run in Stride", "Begin my Sunset Yoga".
    static let start = SpecBuilder.spec(
        .workouts, INStartWorkoutIntent.self, Start.self,
        parameters: IntentParameters(
            { INStartWorkoutIntent() },
            [
                workoutName(\.workoutName, resolve: { h, i, c in h.resolveWorkoutName(for: i, with: c) }),
                .single(
                    "goalValue", \.goalValue, .number, spoken: .number, resolvedAs: .number,
                    prompt: "What's your goal?",
                    resolve: { h, i, c in h.resolveGoalValue(for: i, with: c) }),
                .single(
                    "workoutGoalUnitType", \.workoutGoalUnitType, .enumCase(unknown: .unknown),
                    spoken: .lexicon("workoutGoalUnit"), resolvedAs: .lexicon("workoutGoalUnit"),
                    prompt: "In minutes, miles or calories?",
                    resolve: { h, i, c in h.resolveWorkoutGoalUnitType(for: i, with: c) }),
                .single(
                    "workoutLocationType", \.workoutLocationType, .enumCase(unknown: .unknown),
                    spoken: .lexicon("workoutLocation"), resolvedAs: .lexicon("workoutLocation"),
                    prompt: "Indoor or outdoor?",
                    resolve: { h, i, c in h.resolveWorkoutLocationType(for: i, with: c) }),
                .single(
                    "isOpenEnded", \.isOpenEnded, .boolean, spoken: .lexicon("workoutOpenEnded"), resolvedAs: .boolean,
                    resolve: { h, i, c in h.resolveIsOpenEnded(for: i, with: c) }),
            ]),
        commands: true,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, intent, context in
                let intent = intent as? INStartWorkoutIntent
                var what = spokenName(intent?.workoutName)
                if let goal = intent?.goalValue, let unit = intent?.workoutGoalUnitType, unit != .unknown {
                    let unitWords = Speech.words(forCaseName: unit.rawValue)
                    what += " of \(Speech.number(goal)) \(unitWords)\(goal == 1 ? "" : "s")"
                } else if intent?.isOpenEnded == true {
                    what += ", open goal"
                }
                switch INStartWorkoutIntentResponseCode(rawValue: response.code) {
                case .success?, .handleInApp?, .ready?: return ["OK, starting \(what) in \(context.app)."]
                case .continueInApp?: return ["OK, starting \(what). Continue in \(context.app)."]
                default: return [Failure.sentence(app: context.app, response: response)]
                }
            }),
        build: { reading, _ in
            INStartWorkoutIntent(
                workoutName: reading.fills("workoutName").first?.speakable,
                goalValue: reading.number("goalValue"),
                workoutGoalUnitType: reading.caseName("workoutGoalUnitType")
                    .flatMap(INWorkoutGoalUnitType.init(rawValue:)) ?? .unknown,
                workoutLocationType: reading.caseName("workoutLocationType")
                    .flatMap(INWorkoutLocationType.init(rawValue:)) ?? .unknown,
                isOpenEnded: reading.caseName("isOpenEnded").map { $0 == "true" })
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })
}
