import Foundation
import GRDB
import IntentModel

/// A user activity an app made current while eligible for prediction: a donated shortcut.
public struct UserActivityRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "userActivity"
    public var identifier: String
    public var app: String
    public var activityType: String
    public var title: String?
    /// The activity's userInfo, as JSON.
    public var userInfoJSON: String
    public var suggestedInvocationPhrase: String?
    public var persistentIdentifier: String?
    public var date: Date

    public init(
        identifier: String, app: String, activityType: String, title: String?, userInfoJSON: String,
        suggestedInvocationPhrase: String?, persistentIdentifier: String?, date: Date
    ) {
        self.identifier = identifier
        self.app = app
        self.activityType = activityType
        self.title = title
        self.userInfoJSON = userInfoJSON
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
        self.persistentIdentifier = persistentIdentifier
        self.date = date
    }
}

/// What a shortcut runs: an intent with frozen inputs, or a user activity.
public enum ShortcutKind: String, Codable, Sendable, Hashable, CaseIterable, DatabaseValueConvertible {
    case intent, userActivity
}

/// A phrase the user recorded for a shortcut ("Add to Siri"), with the shortcut's inputs frozen.
public struct VoiceShortcutRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "voiceShortcut"
    public var identifier: String
    public var phrase: String
    public var app: String
    public var kind: ShortcutKind
    /// The intent's class name, for an intent shortcut.
    public var intentClass: String?
    /// The intent's parameters (trace JSON) or the activity (activityType, title, userInfo).
    public var payloadJSON: String
    /// The donated shortcut it was made from.
    public var source: String
    public var createdAt: Date

    public init(
        identifier: String, phrase: String, app: String, kind: ShortcutKind, intentClass: String?, payloadJSON: String,
        source: String, createdAt: Date
    ) {
        self.identifier = identifier
        self.phrase = phrase
        self.app = app
        self.kind = kind
        self.intentClass = intentClass
        self.payloadJSON = payloadJSON
        self.source = source
        self.createdAt = createdAt
    }
}

/// A shortcut an app said is relevant at some times or places.
public struct RelevantShortcutRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "relevantShortcut"
    public var app: String
    public var position: Int
    /// Whether it does or shows something (stored as its case name).
    public var role: INRelevantShortcutRole
    public var kind: ShortcutKind
    public var intentClass: String?
    public var payloadJSON: String
    /// The relevance providers, as JSON.
    public var providersJSON: String

    public init(
        app: String, position: Int, role: INRelevantShortcutRole, kind: ShortcutKind, intentClass: String?,
        payloadJSON: String,
        providersJSON: String
    ) {
        self.app = app
        self.position = position
        self.role = role
        self.kind = kind
        self.intentClass = intentClass
        self.payloadJSON = payloadJSON
        self.providersJSON = providersJSON
    }
}

/// A named multi-step shortcut the user made (a workflow in the Shortcuts app).
public struct WorkflowRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "workflow"
    public var name: String
    /// The steps, as JSON: each a donated shortcut, a voice phrase, or an app and intent.
    public var stepsJSON: String

    public init(name: String, stepsJSON: String) {
        self.name = name
        self.stepsJSON = stepsJSON
    }
}

extension Schema {
    static func registerShortcuts(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v9: shortcuts") { db in
            try db.create(table: "userActivity") { t in
                t.primaryKey("identifier", .text)
                t.column("app", .text).notNull()
                t.column("activityType", .text).notNull()
                t.column("title", .text)
                t.column("userInfoJSON", .text).notNull()
                t.column("suggestedInvocationPhrase", .text)
                t.column("persistentIdentifier", .text)
                t.column("date", .datetime).notNull()
            }
            try db.create(table: "voiceShortcut") { t in
                t.primaryKey("identifier", .text)
                t.column("phrase", .text).notNull().unique()
                t.column("app", .text).notNull()
                t.column("kind", .text).notNull()
                t.column("intentClass", .text)
                t.column("payloadJSON", .text).notNull()
                t.column("source", .text).notNull()
                t.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "relevantShortcut") { t in
                t.column("app", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("role", .text).notNull()
                t.column("kind", .text).notNull()
                t.column("intentClass", .text)
                t.column("payloadJSON", .text).notNull()
                t.column("providersJSON", .text).notNull()
                t.primaryKey(["app", "position"])
            }
            try db.alter(table: "donation") { t in t.add(column: "suggestedInvocationPhrase", .text) }
            try db.create(table: "workflow") { t in
                t.primaryKey("name", .text)
                t.column("stepsJSON", .text).notNull()
            }
        }
    }
}

extension SystemStore {
    // MARK: User activities

    public func donate(_ activity: UserActivityRecord) throws {
        try writer.write { db in try activity.save(db) }
    }

    public func userActivities(app: String? = nil) throws -> [UserActivityRecord] {
        try writer.read { db in
            var request = UserActivityRecord.all()
            if let app { request = request.filter(Column("app") == app) }
            return try request.order(Column("date"), Column("rowid")).fetchAll(db)
        }
    }

    @discardableResult
    public func deleteUserActivities(app: String, persistentIdentifiers: [String]) throws -> Int {
        try writer.write { db in
            try UserActivityRecord.filter(
                Column("app") == app && persistentIdentifiers.contains(Column("persistentIdentifier"))
            ).deleteAll(db)
        }
    }

    @discardableResult
    public func deleteUserActivities(identifiers: [String]) throws -> Int {
        try writer.write { db in try UserActivityRecord.filter(identifiers.contains(Column("identifier"))).deleteAll(db)
        }
    }

    @discardableResult
    public func deleteAllUserActivities(app: String) throws -> Int {
        try writer.write { db in try UserActivityRecord.filter(Column("app") == app).deleteAll(db) }
    }

    // MARK: Voice shortcuts

    public func voiceShortcuts() throws -> [VoiceShortcutRecord] {
        try writer.read { db in try VoiceShortcutRecord.order(Column("createdAt"), Column("rowid")).fetchAll(db) }
    }

    public func saveVoiceShortcut(_ shortcut: VoiceShortcutRecord) throws {
        try writer.write { db in try shortcut.save(db) }
    }

    @discardableResult
    public func deleteVoiceShortcut(identifier: String) throws -> Bool {
        try writer.write { db in try VoiceShortcutRecord.deleteOne(db, key: identifier) }
    }

    // MARK: Workflows

    public func workflows() throws -> [WorkflowRecord] {
        try writer.read { db in try WorkflowRecord.order(Column("name")).fetchAll(db) }
    }

    public func saveWorkflow(_ workflow: WorkflowRecord) throws {
        try writer.write { db in try workflow.save(db) }
    }

    @discardableResult
    public func deleteWorkflow(name: String) throws -> Bool {
        try writer.write { db in try WorkflowRecord.deleteOne(db, key: name) }
    }

    // MARK: Relevant shortcuts

    /// Replaces an app's relevant shortcuts, in one transaction.
    public func setRelevantShortcuts(app: String, _ shortcuts: [RelevantShortcutRecord]) throws {
        try writer.write { db in
            try RelevantShortcutRecord.filter(Column("app") == app).deleteAll(db)
            for shortcut in shortcuts { try shortcut.insert(db) }
        }
    }

    public func relevantShortcuts() throws -> [RelevantShortcutRecord] {
        try writer.read { db in try RelevantShortcutRecord.order(Column("app"), Column("position")).fetchAll(db) }
    }
}
