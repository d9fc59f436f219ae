import GRDB

/// The schema, as append-only migrations. A migration that has landed is never edited:
/// add a new one.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: messaging") { db in
            try db.create(table: "counter") { t in
                t.primaryKey("name", .text)
                t.column("value", .integer).notNull()
            }
            try db.create(table: "seededApp") { t in
                t.primaryKey("app", .text)
                t.column("seededAt", .datetime).notNull()
            }
            try db.create(table: "contact") { t in
                t.column("app", .text).notNull()
                t.column("customIdentifier", .text).notNull()
                t.column("displayName", .text).notNull()
                t.column("contactIdentifier", .text)
                t.column("relationship", .text)
                t.column("image", .text)
                t.primaryKey(["app", "customIdentifier"])
            }
            try db.create(table: "contactHandle") { t in
                t.column("app", .text).notNull()
                t.column("customIdentifier", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("value", .text).notNull()
                t.column("type", .text).notNull()
                t.column("label", .text)
                t.primaryKey(["app", "customIdentifier", "position"])
                t.foreignKey(["app", "customIdentifier"], references: "contact", onDelete: .cascade)
            }
            try db.create(table: "contactAlias") { t in
                t.column("app", .text).notNull()
                t.column("customIdentifier", .text).notNull()
                t.column("alias", .text).notNull()
                t.primaryKey(["app", "customIdentifier", "alias"])
                t.foreignKey(["app", "customIdentifier"], references: "contact", onDelete: .cascade)
            }
            try db.create(table: "contactGroup") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("name", .text).notNull()
                t.primaryKey(["app", "identifier"])
            }
            try db.create(table: "groupMember") { t in
                t.column("app", .text).notNull()
                t.column("groupIdentifier", .text).notNull()
                t.column("customIdentifier", .text).notNull()
                t.primaryKey(["app", "groupIdentifier", "customIdentifier"])
                t.foreignKey(["app", "groupIdentifier"], references: "contactGroup", onDelete: .cascade)
            }
            try db.create(table: "message") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("conversationIdentifier", .text)
                t.column("sender", .text).notNull()
                t.column("content", .text)
                t.column("dateSent", .datetime).notNull()
                t.column("messageType", .text).notNull()
                t.column("groupIdentifier", .text)
                t.column("status", .text).notNull()
                t.column("read", .boolean).notNull()
                t.column("flagged", .boolean).notNull()
                t.column("numberOfAttachments", .integer)
                t.column("linkTitle", .text)
                t.column("linkSiteName", .text)
                t.column("linkSummary", .text)
                t.column("linkURL", .text)
                t.column("editedAt", .datetime)
                t.column("unsentAt", .datetime)
                t.primaryKey(["app", "identifier"])
            }
            try db.create(index: "message_by_date", on: "message", columns: ["app", "dateSent"])
            try db.create(table: "messageRecipient") { t in
                t.column("app", .text).notNull()
                t.column("messageIdentifier", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("recipient", .text).notNull()
                t.primaryKey(["app", "messageIdentifier", "position"])
                t.foreignKey(["app", "messageIdentifier"], references: "message", onDelete: .cascade)
            }
            try db.create(table: "messageAttachment") { t in
                t.column("app", .text).notNull()
                t.column("messageIdentifier", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("fileName", .text).notNull()
                t.column("typeIdentifier", .text)
                t.primaryKey(["app", "messageIdentifier", "position"])
                t.foreignKey(["app", "messageIdentifier"], references: "message", onDelete: .cascade)
            }
            try db.create(table: "messageEdit") { t in
                t.column("app", .text).notNull()
                t.column("messageIdentifier", .text).notNull()
                t.column("revision", .integer).notNull()
                t.column("previousContent", .text)
                t.column("editedAt", .datetime).notNull()
                t.primaryKey(["app", "messageIdentifier", "revision"])
                t.foreignKey(["app", "messageIdentifier"], references: "message", onDelete: .cascade)
            }
            try db.create(table: "call") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("contacts", .text).notNull()
                t.column("capability", .text).notNull()
                t.column("date", .datetime).notNull()
                t.primaryKey(["app", "identifier"])
            }
            try db.create(table: "donation") { t in
                t.primaryKey("identifier", .text)
                t.column("app", .text).notNull()
                t.column("intentClass", .text).notNull()
                t.column("groupIdentifier", .text)
                t.column("date", .datetime).notNull()
                t.column("handlingStatus", .text).notNull()
                t.column("intentJSON", .text).notNull()
                t.column("responseJSON", .text)
            }
            try db.create(index: "donation_by_app", on: "donation", columns: ["app", "date"])
        }
        registerMedia(&migrator)
        registerVocabulary(&migrator)
        registerSpotlight(&migrator)
        registerWorkouts(&migrator)
        registerMediaState(&migrator)
        registerDonors(&migrator)
        migrator.registerMigration("v8: application id") { db in
            // Marks the file as sirisim's state (StateFile), so --fresh deletes nothing else.
            try db.execute(sql: "PRAGMA application_id = \(StateFile.applicationID)")
        }
        registerShortcuts(&migrator)
        registerCustomIntentData(&migrator)
        Store.registerSeedSource(&migrator)
        registerRides(&migrator)
        return migrator
    }
}
