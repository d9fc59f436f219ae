import Foundation
import GRDB

extension Schema {
    static func registerDonors(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v7: who donated") { db in
            try db.alter(table: "donation") { t in
                t.add(column: "donor", .text).notNull().defaults(to: DonationRecord.Donor.siri.rawValue)
            }
        }
    }
}

extension SystemStore {
    /// Stores many donated interactions in one transaction.
    public func donate(_ donations: [DonationRecord]) throws {
        try writer.write { db in for donation in donations { try donation.save(db) } }
    }

    /// Stores a donated interaction (system side).
    public func donate(_ donation: DonationRecord) throws {
        try writer.write { db in try donation.save(db) }
    }

    /// The next identifier for a donated interaction.
    public func nextDonationIdentifier() throws -> String {
        "interaction-\(try nextSequence("donation"))"
    }

    /// Donations, oldest first; all apps when `app` is nil.
    public func donations(app: String? = nil) throws -> [DonationRecord] {
        try writer.read { db in
            var request = DonationRecord.all()
            if let app { request = request.filter(Column("app") == app) }
            return try request.order(Column("date"), Column("rowid")).fetchAll(db)
        }
    }

    /// Deletes an app's donations with these identifiers; returns how many went.
    @discardableResult
    public func deleteDonations(app: String, identifiers: [String]) throws -> Int {
        try writer.write { db in
            try DonationRecord.filter(Column("app") == app && identifiers.contains(Column("identifier"))).deleteAll(db)
        }
    }

    /// Deletes donations with these identifiers, whatever the app; returns how many went.
    @discardableResult
    public func deleteDonations(identifiers: [String]) throws -> Int {
        try writer.write { db in try DonationRecord.filter(identifiers.contains(Column("identifier"))).deleteAll(db) }
    }

    @discardableResult
    public func deleteDonations(app: String, groupIdentifier: String) throws -> Int {
        try writer.write { db in
            try DonationRecord.filter(Column("app") == app && Column("groupIdentifier") == groupIdentifier).deleteAll(
                db)
        }
    }

    @discardableResult
    public func deleteAllDonations(app: String) throws -> Int {
        try writer.write { db in try DonationRecord.filter(Column("app") == app).deleteAll(db) }
    }
}
