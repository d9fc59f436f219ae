import Formats
import Foundation
import IntentModel
import Store

/// The reference handler for the workout intents, over the app's workout catalog (Data.json
/// `workouts`) and its sessions. Starting a workout continues in the app, which shows the
/// session; one workout runs at a time (`failureOngoingWorkout`); a name the catalog does
/// not hold, or a request about a workout that is not under way, is
/// `failureNoMatchingWorkout`.
public struct WorkoutHandler: INStartWorkoutIntentHandling, INPauseWorkoutIntentHandling, INResumeWorkoutIntentHandling,
    INEndWorkoutIntentHandling, INCancelWorkoutIntentHandling
{
    public let app: String
    let store: AppStore
    let clock: DeviceClock
    let faults: FaultSink

    init(_ context: HandlerContext) {
        app = context.app
        store = context.store
        clock = context.clock
        faults = context.faults
    }

    // MARK: Finding workouts

    /// The catalog's workouts a spoken name means: by the identifier Siri passes (from the
    /// app's vocabulary), by the whole name, or by a word of it ("yoga" in "Sunset Yoga").
    func catalogMatches(_ name: INSpeakableString) throws -> [NamedItemRecord] {
        SpokenName.matches(
            name, in: try store.namedItems(app: app, kind: .workout), identifier: \.identifier, name: \.name)
    }

    func speakable(_ item: NamedItemRecord) -> INSpeakableString {
        INSpeakableString(vocabularyIdentifier: item.identifier, spokenPhrase: item.name)
    }

    // MARK: Start

    public func resolveWorkoutName(
        for intent: INStartWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        guard let name = intent.workoutName else {
            completion(.needsValue)
            return
        }
        do {
            var found = try catalogMatches(name)
            // "An outdoor run": where the workout happens narrows the choice.
            if found.count > 1, intent.workoutLocationType != .unknown {
                let place = intent.workoutLocationType.rawValue
                let there = found.filter {
                    ContactDirectory.fold($0.name).split(separator: " ").contains { $0 == place }
                }
                if !there.isEmpty { found = there }
            }
            switch found.count {
            case 0: completion(.success(name))  // confirm answers failureNoMatchingWorkout
            case 1: completion(.success(speakable(found[0])))
            default: completion(.disambiguation(found.map(speakable)))
            }
        } catch {
            faults.storeFailed("resolveWorkoutName", error)
            completion(.unsupported(nil))
        }
    }

    public func resolveWorkoutGoalUnitType(
        for intent: INStartWorkoutIntent,
        with completion: @escaping @Sendable (INWorkoutGoalUnitTypeResolutionResult) -> Void
    ) {
        switch (intent.goalValue, intent.workoutGoalUnitType) {
        case (nil, .unknown): completion(.notRequired)
        case (_?, .unknown): completion(.needsValue)
        case (_, let unit): completion(.success(unit))
        }
    }

    public func confirm(
        intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void
    ) {
        do {
            if try store.ongoingWorkout(app: app) != nil {
                completion(INStartWorkoutIntentResponse(code: .failureOngoingWorkout))
            } else if let name = intent.workoutName, try catalogMatches(name).count != 1 {
                completion(INStartWorkoutIntentResponse(code: .failureNoMatchingWorkout))
            } else {
                completion(INStartWorkoutIntentResponse(code: .ready))
            }
        } catch {
            faults.storeFailed("confirm", error)
            completion(INStartWorkoutIntentResponse(code: .failure))
        }
    }

    public func handle(
        intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void
    ) {
        do {
            guard let name = intent.workoutName, let item = try catalogMatches(name).first else {
                completion(INStartWorkoutIntentResponse(code: .failureNoMatchingWorkout))
                return
            }
            let session = try store.startWorkout(
                app: app, workoutIdentifier: item.identifier, name: item.name, goalValue: intent.goalValue,
                goalUnit: intent.workoutGoalUnitType == .unknown ? nil : intent.workoutGoalUnitType,
                location: intent.workoutLocationType == .unknown ? nil : intent.workoutLocationType.rawValue,
                at: clock.now)
            // The app opens to show the session under way.
            let activity = UserActivity(
                activityType: INStartWorkoutIntent.className,
                userInfo: ["session": session.identifier, "workout": item.identifier])
            completion(INStartWorkoutIntentResponse(code: .continueInApp, userActivity: activity))
        } catch {
            faults.storeFailed("handle", error)
            completion(INStartWorkoutIntentResponse(code: .failure))
        }
    }

    // MARK: Pause, resume, end, cancel

    /// The session a request about "my workout" means, and whether it is in a state the
    /// request can change.
    func session(named name: INSpeakableString?, allowed: Set<WorkoutState>) throws -> WorkoutSessionRecord? {
        guard let session = try store.ongoingWorkout(app: app), allowed.contains(session.state) else { return nil }
        guard let name else { return session }
        let found = try catalogMatches(name)
        return found.contains { $0.identifier == session.workoutIdentifier } ? session : nil
    }

    func resolveOngoingName(_ name: INSpeakableString?) -> INSpeakableStringResolutionResult {
        guard let name else { return .notRequired }
        do {
            guard let session = try store.ongoingWorkout(app: app),
                try catalogMatches(name).contains(where: { $0.identifier == session.workoutIdentifier })
            else {
                return .success(name)  // confirm answers failureNoMatchingWorkout
            }
            return .success(
                INSpeakableString(vocabularyIdentifier: session.workoutIdentifier, spokenPhrase: session.name))
        } catch {
            faults.storeFailed("resolveWorkoutName", error)
            return .unsupported(nil)
        }
    }

    /// Confirm and handle of pause, resume, end and cancel: the session must be in one of
    /// `allowed`; handling moves it to `next`.
    func control(
        _ name: INSpeakableString?, allowed: Set<WorkoutState>, next: WorkoutState?
    ) -> INWorkoutControlResponseCode {
        do {
            guard let session = try session(named: name, allowed: allowed) else { return .failureNoMatchingWorkout }
            if let next { try store.setWorkoutState(app: app, identifier: session.identifier, to: next, at: clock.now) }
            return next == nil ? .ready : .success
        } catch {
            faults.storeFailed(next == nil ? "confirm" : "handle", error)
            return .failure
        }
    }

    public func resolveWorkoutName(
        for intent: INPauseWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(resolveOngoingName(intent.workoutName))
    }
    public func confirm(
        intent: INPauseWorkoutIntent, completion: @escaping @Sendable (INPauseWorkoutIntentResponse) -> Void
    ) {
        completion(INPauseWorkoutIntentResponse(code: control(intent.workoutName, allowed: [.active], next: nil)))
    }
    public func handle(
        intent: INPauseWorkoutIntent, completion: @escaping @Sendable (INPauseWorkoutIntentResponse) -> Void
    ) {
        completion(INPauseWorkoutIntentResponse(code: control(intent.workoutName, allowed: [.active], next: .paused)))
    }

    public func resolveWorkoutName(
        for intent: INResumeWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(resolveOngoingName(intent.workoutName))
    }
    public func confirm(
        intent: INResumeWorkoutIntent, completion: @escaping @Sendable (INResumeWorkoutIntentResponse) -> Void
    ) {
        completion(INResumeWorkoutIntentResponse(code: control(intent.workoutName, allowed: [.paused], next: nil)))
    }
    public func handle(
        intent: INResumeWorkoutIntent, completion: @escaping @Sendable (INResumeWorkoutIntentResponse) -> Void
    ) {
        completion(INResumeWorkoutIntentResponse(code: control(intent.workoutName, allowed: [.paused], next: .active)))
    }

    public func resolveWorkoutName(
        for intent: INEndWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(resolveOngoingName(intent.workoutName))
    }
    public func confirm(
        intent: INEndWorkoutIntent, completion: @escaping @Sendable (INEndWorkoutIntentResponse) -> Void
    ) {
        completion(
            INEndWorkoutIntentResponse(code: control(intent.workoutName, allowed: [.active, .paused], next: nil)))
    }
    public func handle(intent: INEndWorkoutIntent, completion: @escaping @Sendable (INEndWorkoutIntentResponse) -> Void)
    {
        completion(
            INEndWorkoutIntentResponse(code: control(intent.workoutName, allowed: [.active, .paused], next: .ended)))
    }

    public func resolveWorkoutName(
        for intent: INCancelWorkoutIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(resolveOngoingName(intent.workoutName))
    }
    public func confirm(
        intent: INCancelWorkoutIntent, completion: @escaping @Sendable (INCancelWorkoutIntentResponse) -> Void
    ) {
        completion(
            INCancelWorkoutIntentResponse(code: control(intent.workoutName, allowed: [.active, .paused], next: nil)))
    }
    public func handle(
        intent: INCancelWorkoutIntent, completion: @escaping @Sendable (INCancelWorkoutIntentResponse) -> Void
    ) {
        completion(
            INCancelWorkoutIntentResponse(
                code: control(intent.workoutName, allowed: [.active, .paused], next: .cancelled)))
    }
}

/// What the workout handler declares to the registry, and `:workouts`.
extension WorkoutHandler: ReferenceHandler {
    static let intents = [
        INStartWorkoutIntent.className, INPauseWorkoutIntent.className,
        INResumeWorkoutIntent.className, INEndWorkoutIntent.className, INCancelWorkoutIntent.className,
    ]
    static let consoleCommands = [
        ConsoleCommand(name: "workouts", summary: "an app's workouts and the sessions started")
    ]

    func console(_ command: String, arguments: String) throws -> [String]? {
        guard command == "workouts" else { return nil }
        let catalog = try store.namedItems(app: app, kind: .workout)
        let sessions = try store.workoutSessions(app: app)
        guard !catalog.isEmpty || !sessions.isEmpty else { return nil }
        var lines = catalog.map { "\($0.name) [\($0.identifier)]" }
        if sessions.isEmpty { lines.append("No sessions yet.") }
        for session in sessions {
            let started = DateParsing.iso(session.startedAt)
            var line = "\(session.identifier) \(started) \(session.name): \(session.state.rawValue)"
            if let goal = session.goalValue, let unit = session.goalUnit {
                let value = goal == goal.rounded() && abs(goal) < 1e15 ? String(Int(goal)) : String(goal)
                line += ", goal \(value) \(unit)"
            }
            if let location = session.location { line += ", \(location)" }
            lines.append(line)
        }
        return lines
    }
}
