import Foundation
import GRDB
import IntentModel

/// One user-specific vocabulary string an app registered (system side).
public struct VocabularyRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "userVocabulary"
    public var app: String
    /// What kind of string it is (stored as its case name).
    public var type: INVocabularyStringType
    /// Order is priority: 0 is the most important.
    public var position: Int
    public var vocabularyIdentifier: String?
    public var spokenPhrase: String
    public var pronunciationHint: String?

    public init(
        app: String, type: INVocabularyStringType, position: Int, vocabularyIdentifier: String?, spokenPhrase: String,
        pronunciationHint: String?
    ) {
        self.app = app
        self.type = type
        self.position = position
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
    }
}

extension Schema {
    static func registerVocabulary(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v3: user vocabulary") { db in
            try db.create(table: "userVocabulary") { t in
                t.column("app", .text).notNull()
                t.column("type", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("vocabularyIdentifier", .text)
                t.column("spokenPhrase", .text).notNull()
                t.column("pronunciationHint", .text)
                t.primaryKey(["app", "type", "position"])
            }
        }
    }
}

extension SystemStore {
    /// Replaces an app's strings of one type, as `setVocabulary(_:of:)` does, in one transaction.
    public func replaceVocabulary(app: String, type: INVocabularyStringType, with records: [VocabularyRecord]) throws {
        try writer.write { db in
            try VocabularyRecord.filter(Column("app") == app && Column("type") == type).deleteAll(db)
            for record in records { try record.insert(db) }
        }
    }

    public func removeAllVocabulary(app: String) throws {
        try writer.write { db in _ = try VocabularyRecord.filter(Column("app") == app).deleteAll(db) }
    }

    public func vocabulary(app: String) throws -> [VocabularyRecord] {
        try writer.read { db in
            try VocabularyRecord.filter(Column("app") == app).order(Column("type"), Column("position")).fetchAll(db)
        }
    }
}
