import Foundation
import GRDB

/// A kind of ride a ride-booking app offers (Data.json `rideOptions`).
public struct RideOptionRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "rideOption"
    public var app: String
    public var identifier: String
    public var name: String
    /// How many riders it takes.
    public var seats: Int
    /// How far away the nearest car is, in minutes.
    public var minutesAway: Int
    /// The fare as the app words it ("$12–15").
    public var fare: String?
    /// The order the app lists it in.
    public var position: Int

    public init(
        app: String, identifier: String, name: String, seats: Int, minutesAway: Int, fare: String?, position: Int
    ) {
        self.app = app
        self.identifier = identifier
        self.name = name
        self.seats = seats
        self.minutesAway = minutesAway
        self.fare = fare
        self.position = position
    }
}

/// Where a booked ride stands: SiriKit's INRidePhase cases that a ride passes through here,
/// plus `cancelled`, which SiriKit does not report as a phase.
public enum RidePhase: String, Codable, Sendable, Hashable, CaseIterable, DatabaseValueConvertible {
    case confirmed, approachingPickup, pickup, ongoing, completed, cancelled
}

/// A ride the app booked.
public struct RideRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "ride"
    public var app: String
    public var identifier: String
    public var option: String
    public var pickup: String
    public var dropOff: String?
    public var partySize: Int
    public var phase: RidePhase
    public var requestedAt: Date
    public var pickupAt: Date

    public init(
        app: String, identifier: String, option: String, pickup: String, dropOff: String?, partySize: Int,
        phase: RidePhase,
        requestedAt: Date, pickupAt: Date
    ) {
        self.app = app
        self.identifier = identifier
        self.option = option
        self.pickup = pickup
        self.dropOff = dropOff
        self.partySize = partySize
        self.phase = phase
        self.requestedAt = requestedAt
        self.pickupAt = pickupAt
    }

    /// Whether the ride is still to come or under way.
    public var isActive: Bool { phase != .completed && phase != .cancelled }
}

extension Schema {
    static func registerRides(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v12: rides") { db in
            try db.create(table: "rideOption") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("name", .text).notNull()
                t.column("seats", .integer).notNull()
                t.column("minutesAway", .integer).notNull()
                t.column("fare", .text)
                t.column("position", .integer).notNull()
                t.primaryKey(["app", "identifier"])
            }
            try db.create(table: "ride") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("option", .text).notNull()
                t.column("pickup", .text).notNull()
                t.column("dropOff", .text)
                t.column("partySize", .integer).notNull()
                t.column("phase", .text).notNull()
                t.column("requestedAt", .datetime).notNull()
                t.column("pickupAt", .datetime).notNull()
                t.primaryKey(["app", "identifier"])
            }
        }
    }
}

extension AppStore {
    /// The app's ride options, in its order.
    public func rideOptions(app: String) throws -> [RideOptionRecord] {
        try writer.read { db in try RideOptionRecord.filter(Column("app") == app).order(Column("position")).fetchAll(db)
        }
    }

    /// Books a ride, in one transaction; its identifier is sequential.
    public func bookRide(
        app: String, option: String, pickup: String, dropOff: String?, partySize: Int, at date: Date,
        pickupAt: Date
    ) throws -> RideRecord {
        try writer.write { db in
            let number = try Store.nextSequence("ride", in: db)
            let ride = RideRecord(
                app: app, identifier: "ride-\(number)", option: option, pickup: pickup, dropOff: dropOff,
                partySize: partySize,
                phase: .confirmed, requestedAt: date, pickupAt: pickupAt)
            try ride.insert(db)
            return ride
        }
    }

    /// The app's rides, oldest first.
    public func rides(app: String) throws -> [RideRecord] {
        try writer.read { db in
            try RideRecord.filter(Column("app") == app).order(Column("requestedAt"), Column("rowid")).fetchAll(db)
        }
    }

    /// The ride still to come or under way, if any.
    public func activeRide(app: String) throws -> RideRecord? {
        try rides(app: app).last { $0.isActive }
    }

    /// Moves a ride to another phase.
    public func setRidePhase(app: String, identifier: String, to phase: RidePhase) throws {
        try writer.write { db in
            guard var ride = try RideRecord.fetchOne(db, key: ["app": app, "identifier": identifier]) else { return }
            ride.phase = phase
            try ride.update(db)
        }
    }
}
