import Foundation

/// The unit of a workout's goal ("run 5 miles", "a 30 minute workout").
public enum INWorkoutGoalUnitType: String, Sendable, Hashable, CaseIterable, Codable {
    case unknown, inch, meter, foot, mile, yard, second, minute, hour, joule, kiloCalorie
}

/// Where a workout happens.
public enum INWorkoutLocationType: String, Sendable, Hashable, CaseIterable {
    case unknown, outdoor, indoor
}

public typealias INDoubleResolutionResult = INResolutionResult<Double, INNoUnsupportedReason>
public typealias INBooleanResolutionResult = INResolutionResult<Bool, INNoUnsupportedReason>
public typealias INWorkoutGoalUnitTypeResolutionResult = INResolutionResult<
    INWorkoutGoalUnitType, INNoUnsupportedReason
>
public typealias INWorkoutLocationTypeResolutionResult = INResolutionResult<
    INWorkoutLocationType, INNoUnsupportedReason
>

// MARK: Start

/// "Start a 30 minute outdoor run in Stride."
public struct INStartWorkoutIntent: INIntent, Hashable {
    public static let className = "INStartWorkoutIntent"
    public var identifier: String?
    public var workoutName: INSpeakableString?
    public var goalValue: Double?
    public var workoutGoalUnitType: INWorkoutGoalUnitType
    public var workoutLocationType: INWorkoutLocationType
    public var isOpenEnded: Bool?

    public init(
        workoutName: INSpeakableString? = nil, goalValue: Double? = nil,
        workoutGoalUnitType: INWorkoutGoalUnitType = .unknown,
        workoutLocationType: INWorkoutLocationType = .unknown, isOpenEnded: Bool? = nil
    ) {
        self.workoutName = workoutName
        self.goalValue = goalValue
        self.workoutGoalUnitType = workoutGoalUnitType
        self.workoutLocationType = workoutLocationType
        self.isOpenEnded = isOpenEnded
    }
}

public enum INStartWorkoutIntentResponseCode: String, INResponseCode {
    case unspecified, ready, continueInApp, failure, failureRequiringAppLaunch, failureOngoingWorkout,
        failureNoMatchingWorkout
    case handleInApp, success
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INStartWorkoutIntentResponse: INIntentResponse, Hashable {
    public var code: INStartWorkoutIntentResponseCode
    public var userActivity: UserActivity?

    public init(code: INStartWorkoutIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

/// Resolve, confirm and handle for starting a workout, in the order SiriKit declares them.
public protocol INStartWorkoutIntentHandling: Sendable {
    func resolveWorkoutName(
        for intent: INStartWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    func resolveGoalValue(
        for intent: INStartWorkoutIntent, with completion: @escaping @Sendable (INDoubleResolutionResult) -> Void)
    func resolveWorkoutGoalUnitType(
        for intent: INStartWorkoutIntent,
        with completion: @escaping @Sendable (INWorkoutGoalUnitTypeResolutionResult) -> Void)
    func resolveWorkoutLocationType(
        for intent: INStartWorkoutIntent,
        with completion: @escaping @Sendable (INWorkoutLocationTypeResolutionResult) -> Void)
    func resolveIsOpenEnded(
        for intent: INStartWorkoutIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void)
    func confirm(intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void)
    func handle(intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void)
}

extension INStartWorkoutIntentHandling {
    public func resolveWorkoutName(
        for intent: INStartWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(intent.workoutName.map { .success($0) } ?? .notRequired)
    }
    public func resolveGoalValue(
        for intent: INStartWorkoutIntent, with completion: @escaping @Sendable (INDoubleResolutionResult) -> Void
    ) {
        completion(intent.goalValue.map { .success($0) } ?? .notRequired)
    }
    public func resolveWorkoutGoalUnitType(
        for intent: INStartWorkoutIntent,
        with completion: @escaping @Sendable (INWorkoutGoalUnitTypeResolutionResult) -> Void
    ) {
        completion(intent.workoutGoalUnitType == .unknown ? .notRequired : .success(intent.workoutGoalUnitType))
    }
    public func resolveWorkoutLocationType(
        for intent: INStartWorkoutIntent,
        with completion: @escaping @Sendable (INWorkoutLocationTypeResolutionResult) -> Void
    ) {
        completion(intent.workoutLocationType == .unknown ? .notRequired : .success(intent.workoutLocationType))
    }
    public func resolveIsOpenEnded(
        for intent: INStartWorkoutIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void
    ) {
        completion(intent.isOpenEnded.map { .success($0) } ?? .notRequired)
    }
    public func confirm(
        intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void
    ) {
        completion(INStartWorkoutIntentResponse(code: .ready))
    }
}

// MARK: Pause, resume, end and cancel

/// The response codes of pause, resume, end and cancel, which Apple declares alike.
/// (`continueInApp` is deprecated for these in favour of `handleInApp`.)
public enum INWorkoutControlResponseCode: String, INResponseCode {
    case unspecified, ready, continueInApp, failure, failureRequiringAppLaunch, failureNoMatchingWorkout, handleInApp,
        success
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public typealias INPauseWorkoutIntentResponseCode = INWorkoutControlResponseCode
public typealias INResumeWorkoutIntentResponseCode = INWorkoutControlResponseCode
public typealias INEndWorkoutIntentResponseCode = INWorkoutControlResponseCode
public typealias INCancelWorkoutIntentResponseCode = INWorkoutControlResponseCode

/// A request about the workout under way: pause, resume, end or cancel it.
public protocol INWorkoutControlIntent: INIntent {
    var workoutName: INSpeakableString? { get set }
    init(workoutName: INSpeakableString?)
}

/// The response to a request about the workout under way.
public struct INWorkoutControlIntentResponse<Intent: INWorkoutControlIntent>: INIntentResponse, Hashable {
    public var code: INWorkoutControlResponseCode
    public var userActivity: UserActivity?

    public init(code: INWorkoutControlResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

/// "Pause my workout."
public struct INPauseWorkoutIntent: INWorkoutControlIntent, Hashable {
    public static let className = "INPauseWorkoutIntent"
    public var identifier: String?
    public var workoutName: INSpeakableString?
    public init(workoutName: INSpeakableString? = nil) { self.workoutName = workoutName }
}

/// "Resume my run."
public struct INResumeWorkoutIntent: INWorkoutControlIntent, Hashable {
    public static let className = "INResumeWorkoutIntent"
    public var identifier: String?
    public var workoutName: INSpeakableString?
    public init(workoutName: INSpeakableString? = nil) { self.workoutName = workoutName }
}

/// "End my workout."
public struct INEndWorkoutIntent: INWorkoutControlIntent, Hashable {
    public static let className = "INEndWorkoutIntent"
    public var identifier: String?
    public var workoutName: INSpeakableString?
    public init(workoutName: INSpeakableString? = nil) { self.workoutName = workoutName }
}

/// "Cancel my workout": end it without saving.
public struct INCancelWorkoutIntent: INWorkoutControlIntent, Hashable {
    public static let className = "INCancelWorkoutIntent"
    public var identifier: String?
    public var workoutName: INSpeakableString?
    public init(workoutName: INSpeakableString? = nil) { self.workoutName = workoutName }
}

public typealias INPauseWorkoutIntentResponse = INWorkoutControlIntentResponse<INPauseWorkoutIntent>
public typealias INResumeWorkoutIntentResponse = INWorkoutControlIntentResponse<INResumeWorkoutIntent>
public typealias INEndWorkoutIntentResponse = INWorkoutControlIntentResponse<INEndWorkoutIntent>
public typealias INCancelWorkoutIntentResponse = INWorkoutControlIntentResponse<INCancelWorkoutIntent>

/// Resolve, confirm and handle for pausing a workout.
public protocol INPauseWorkoutIntentHandling: Sendable {
    func resolveWorkoutName(
        for intent: INPauseWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    func confirm(intent: INPauseWorkoutIntent, completion: @escaping @Sendable (INPauseWorkoutIntentResponse) -> Void)
    func handle(intent: INPauseWorkoutIntent, completion: @escaping @Sendable (INPauseWorkoutIntentResponse) -> Void)
}

/// Resolve, confirm and handle for resuming a paused workout.
public protocol INResumeWorkoutIntentHandling: Sendable {
    func resolveWorkoutName(
        for intent: INResumeWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    func confirm(intent: INResumeWorkoutIntent, completion: @escaping @Sendable (INResumeWorkoutIntentResponse) -> Void)
    func handle(intent: INResumeWorkoutIntent, completion: @escaping @Sendable (INResumeWorkoutIntentResponse) -> Void)
}

/// Resolve, confirm and handle for ending a workout.
public protocol INEndWorkoutIntentHandling: Sendable {
    func resolveWorkoutName(
        for intent: INEndWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    )
    func confirm(intent: INEndWorkoutIntent, completion: @escaping @Sendable (INEndWorkoutIntentResponse) -> Void)
    func handle(intent: INEndWorkoutIntent, completion: @escaping @Sendable (INEndWorkoutIntentResponse) -> Void)
}

/// Resolve, confirm and handle for cancelling a workout.
public protocol INCancelWorkoutIntentHandling: Sendable {
    func resolveWorkoutName(
        for intent: INCancelWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    func confirm(intent: INCancelWorkoutIntent, completion: @escaping @Sendable (INCancelWorkoutIntentResponse) -> Void)
    func handle(intent: INCancelWorkoutIntent, completion: @escaping @Sendable (INCancelWorkoutIntentResponse) -> Void)
}

/// What SiriKit does when an app implements no resolve or confirm method of its own.
private func acceptWorkoutName(_ name: INSpeakableString?) -> INSpeakableStringResolutionResult {
    name.map { .success($0) } ?? .notRequired
}

extension INPauseWorkoutIntentHandling {
    public func resolveWorkoutName(
        for intent: INPauseWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(acceptWorkoutName(intent.workoutName))
    }
    public func confirm(
        intent: INPauseWorkoutIntent, completion: @escaping @Sendable (INPauseWorkoutIntentResponse) -> Void
    ) {
        completion(INPauseWorkoutIntentResponse(code: .ready))
    }
}

extension INResumeWorkoutIntentHandling {
    public func resolveWorkoutName(
        for intent: INResumeWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(acceptWorkoutName(intent.workoutName))
    }
    public func confirm(
        intent: INResumeWorkoutIntent, completion: @escaping @Sendable (INResumeWorkoutIntentResponse) -> Void
    ) {
        completion(INResumeWorkoutIntentResponse(code: .ready))
    }
}

extension INEndWorkoutIntentHandling {
    public func resolveWorkoutName(
        for intent: INEndWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(acceptWorkoutName(intent.workoutName))
    }
    public func confirm(
        intent: INEndWorkoutIntent, completion: @escaping @Sendable (INEndWorkoutIntentResponse) -> Void
    ) {
        completion(INEndWorkoutIntentResponse(code: .ready))
    }
}

extension INCancelWorkoutIntentHandling {
    public func resolveWorkoutName(
        for intent: INCancelWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(acceptWorkoutName(intent.workoutName))
    }
    public func confirm(
        intent: INCancelWorkoutIntent, completion: @escaping @Sendable (INCancelWorkoutIntentResponse) -> Void
    ) {
        completion(INCancelWorkoutIntentResponse(code: .ready))
    }
}
