import Foundation
import GRDB
import IntentModel

/// Where a workout session stands.
public enum WorkoutState: String, Codable, Sendable, Hashable, CaseIterable, DatabaseValueConvertible {
    case active, paused, ended, cancelled
}

/// One workout session of a fitness app: started, maybe paused, then ended or cancelled.
public struct WorkoutSessionRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "workoutSession"
    public var app: String
    public var identifier: String
    /// The workout of the app's catalog (a `namedItem` of kind `workout`).
    public var workoutIdentifier: String
    public var name: String
    public var state: WorkoutState
    public var startedAt: Date
    public var endedAt: Date?
    public var goalValue: Double?
    /// An INWorkoutGoalUnitType case name.
    public var goalUnit: INWorkoutGoalUnitType?
    /// An INWorkoutLocationType case name.
    public var location: String?

    public init(
        app: String, identifier: String, workoutIdentifier: String, name: String, state: WorkoutState, startedAt: Date,
        endedAt: Date? = nil, goalValue: Double? = nil, goalUnit: INWorkoutGoalUnitType? = nil, location: String? = nil
    ) {
        self.app = app
        self.identifier = identifier
        self.workoutIdentifier = workoutIdentifier
        self.name = name
        self.state = state
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.goalValue = goalValue
        self.goalUnit = goalUnit
        self.location = location
    }

    /// Whether the session is under way (active or paused).
    public var isOngoing: Bool { state == .active || state == .paused }
}

extension Schema {
    static func registerWorkouts(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v5: workout sessions") { db in
            try db.create(table: "workoutSession") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("workoutIdentifier", .text).notNull()
                t.column("name", .text).notNull()
                t.column("state", .text).notNull()
                t.column("startedAt", .datetime).notNull()
                t.column("endedAt", .datetime)
                t.column("goalValue", .double)
                t.column("goalUnit", .text)
                t.column("location", .text)
                t.primaryKey(["app", "identifier"])
            }
        }
    }
}

extension AppStore {
    /// Starts a session, in one transaction; its identifier is sequential.
    public func startWorkout(
        app: String, workoutIdentifier: String, name: String, goalValue: Double?, goalUnit: INWorkoutGoalUnitType?,
        location: String?, at date: Date
    ) throws -> WorkoutSessionRecord {
        try writer.write { db in
            let number = try Store.nextSequence("workout", in: db)
            let session = WorkoutSessionRecord(
                app: app, identifier: "workout-\(number)", workoutIdentifier: workoutIdentifier, name: name,
                state: .active, startedAt: date, goalValue: goalValue, goalUnit: goalUnit, location: location)
            try session.insert(db)
            return session
        }
    }

    /// Moves a session to another state (ending it stamps `endedAt`).
    public func setWorkoutState(app: String, identifier: String, to state: WorkoutState, at date: Date) throws {
        try writer.write { db in
            guard var session = try WorkoutSessionRecord.fetchOne(db, key: ["app": app, "identifier": identifier])
            else { return }
            session.state = state
            if state == .ended || state == .cancelled { session.endedAt = date }
            try session.update(db)
        }
    }

    /// The app's sessions, oldest first.
    public func workoutSessions(app: String) throws -> [WorkoutSessionRecord] {
        try writer.read { db in
            try WorkoutSessionRecord.filter(Column("app") == app).order(Column("startedAt"), Column("rowid")).fetchAll(
                db)
        }
    }

    /// The session under way, if any.
    public func ongoingWorkout(app: String) throws -> WorkoutSessionRecord? {
        try workoutSessions(app: app).last { $0.isOngoing }
    }
}
