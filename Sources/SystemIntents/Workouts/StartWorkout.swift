import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Workouts {
    /// "Start a 30 minute outdoor run in Stride", "Begin my Sunset Yoga".
    static let start = IntentSpec(
        domain: .workouts,
        schema: IntentSchema(className: INStartWorkoutIntent.className, parameters: [
            workoutName(INStartWorkoutIntent.className),
            ParameterSpec("goalValue", .number),
            ParameterSpec("workoutGoalUnitType", .lexicon("workoutGoalUnit")),
            ParameterSpec("workoutLocationType", .lexicon("workoutLocation")),
            ParameterSpec("isOpenEnded", .lexicon("workoutOpenEnded")),
        ]),
        handling: SpecBuilder.handling(
            INStartWorkoutIntent.self, Start.self,
            parameters: [
                SpecBuilder.single("workoutName", .name, Start.self,
                                   resolve: { h, i, c in h.resolveWorkoutName(for: i, with: c) }, wrap: ParameterValue.speakable,
                                   get: { $0.workoutName.map { [.speakable($0)] } ?? [] }, set: { $0.workoutName = $1.first?.speakable }),
                SpecBuilder.single("goalValue", .number, Start.self,
                                   resolve: { h, i, c in h.resolveGoalValue(for: i, with: c) }, wrap: ParameterValue.number,
                                   get: { $0.goalValue.map { [.number($0)] } ?? [] }, set: { $0.goalValue = $1.first?.number }),
                SpecBuilder.single("workoutGoalUnitType", .lexicon("workoutGoalUnit"), Start.self,
                                   resolve: { h, i, c in h.resolveWorkoutGoalUnitType(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                                   get: { Values.enumCase($0.workoutGoalUnitType, unless: .unknown) },
                                   set: { $0.workoutGoalUnitType = Values.enumCase($1, or: $0.workoutGoalUnitType) }),
                SpecBuilder.single("workoutLocationType", .lexicon("workoutLocation"), Start.self,
                                   resolve: { h, i, c in h.resolveWorkoutLocationType(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                                   get: { Values.enumCase($0.workoutLocationType, unless: .unknown) },
                                   set: { $0.workoutLocationType = Values.enumCase($1, or: $0.workoutLocationType) }),
                SpecBuilder.single("isOpenEnded", .boolean, Start.self,
                                   resolve: { h, i, c in h.resolveIsOpenEnded(for: i, with: c) }, wrap: ParameterValue.boolean,
                                   get: { $0.isOpenEnded.map { [.boolean($0)] } ?? [] }, set: { $0.isOpenEnded = $1.first?.boolean }),
            ],
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                valuePrompts: ["workoutName": "Which workout?", "goalValue": "What's your goal?",
                               "workoutGoalUnitType": "In minutes, miles or calories?", "workoutLocationType": "Indoor or outdoor?"],
                respond: { response, intent, context in
                    let intent = intent as? INStartWorkoutIntent
                    var what = spokenName(intent?.workoutName)
                    if let goal = intent?.goalValue, let unit = intent?.workoutGoalUnitType, unit != .unknown {
                        what += " of \(Speech.number(goal)) \(Speech.words(forCaseName: unit.rawValue))\(goal == 1 ? "" : "s")"
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
                    workoutGoalUnitType: reading.caseName("workoutGoalUnitType").flatMap(INWorkoutGoalUnitType.init(rawValue:)) ?? .unknown,
                    workoutLocationType: reading.caseName("workoutLocationType").flatMap(INWorkoutLocationType.init(rawValue:)) ?? .unknown,
                    isOpenEnded: reading.caseName("isOpenEnded").map { $0 == "true" })
            },
            confirm: { h, i, c in h.confirm(intent: i, completion: c) },
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            describe: { i in
                .object(dropping: [
                    ("workoutName", i.workoutName.map(TraceJSON.speakable)),
                    ("goalValue", i.goalValue.map(JSON.double)),
                    ("workoutGoalUnitType", i.workoutGoalUnitType == .unknown ? nil : .string(i.workoutGoalUnitType.rawValue)),
                    ("workoutLocationType", i.workoutLocationType == .unknown ? nil : .string(i.workoutLocationType.rawValue)),
                    ("isOpenEnded", i.isOpenEnded.map(JSON.bool)),
                ])
            },
            restore: { r throws(FormatError) in
                INStartWorkoutIntent(workoutName: try TraceReading.speakable(r["workoutName"]), goalValue: r["goalValue"].exists ? try r["goalValue"].double() : nil,
                                     workoutGoalUnitType: try TraceReading.enumCase(r["workoutGoalUnitType"], or: INWorkoutGoalUnitType.unknown),
                                     workoutLocationType: try TraceReading.enumCase(r["workoutLocationType"], or: INWorkoutLocationType.unknown),
                                     isOpenEnded: try r["isOpenEnded"].optionalBool())
            }))
}
