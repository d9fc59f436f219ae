import Foundation
import GRDB
import IntentModel
import Testing

@testable import Store

@Suite struct StoreTests {
    let day = Date(timeIntervalSince1970: 1_763_629_200)

    func seeded() throws -> Store {
        let store = try Store()
        var seed = AppStore.Seed()
        seed.contacts = [
            ContactRecord(app: "a", customIdentifier: "c1", displayName: "Ana"),
            ContactRecord(app: "a", customIdentifier: "c2", displayName: "Ben"),
        ]
        seed.messages = [
            MessageRecord(
                app: "a", identifier: "m1", conversationIdentifier: "k", sender: "c1", content: "hi there",
                dateSent: day, messageType: .text, groupIdentifier: nil, status: .received, read: false, flagged: false)
        ]
        seed.recipients = [MessageRecipientRecord(app: "a", messageIdentifier: "m1", position: 0, recipient: "me")]
        try store.apps.seed(app: "a", with: seed, at: day)
        return store
    }

    @Test func seedsOnce() throws {
        let store = try seeded()
        try store.apps.seed(app: "a", with: AppStore.Seed(), at: day)
        #expect(try store.apps.contacts(app: "a").count == 2)
        #expect(try store.isSeeded(app: "a"))
        #expect(try !store.isSeeded(app: "b"))
    }

    @Test func sendUnsendAndEditKeepHistory() throws {
        let store = try seeded()
        let sent = try store.apps.sendMessage(
            app: "a", recipients: ["c2"], content: "one", messageType: .text, groupIdentifier: nil,
            conversationIdentifier: "k2", date: day)
        #expect(sent.record.identifier == "sent-1")
        try store.apps.edit(app: "a", identifier: "sent-1", content: "two", at: day.addingTimeInterval(60))
        try store.apps.edit(app: "a", identifier: "sent-1", content: "three", at: day.addingTimeInterval(90))
        let edited = try #require(try store.apps.message(app: "a", identifier: "sent-1"))
        #expect(edited.record.content == "three")
        #expect(edited.edits.map(\.previousContent) == ["one", "two"])
        #expect(try store.apps.lastSentMessage(app: "a")?.record.identifier == "sent-1")
        try store.apps.unsend(app: "a", identifier: "sent-1", at: day)
        #expect(try store.apps.lastSentMessage(app: "a") == nil)
        #expect(try store.apps.messages(app: "a", matching: MessageQuery()).map(\.record.identifier) == ["m1"])
    }

    @Test func queriesAndAttributes() throws {
        let store = try seeded()
        #expect(try store.apps.messages(app: "a", matching: MessageQuery(read: false)).count == 1)
        #expect(try store.apps.setAttribute(app: "a", identifiers: ["m1", "nope"], read: true, flagged: true) == 1)
        #expect(try store.apps.messages(app: "a", matching: MessageQuery(read: false)).isEmpty)
        #expect(
            try store.apps.messages(app: "a", matching: MessageQuery(flagged: true, searchTerms: ["THERE"])).count == 1)
        #expect(try store.apps.messages(app: "a", matching: MessageQuery(senders: ["c2"])).isEmpty)
    }

    @Test func donationsAreDeletedByIdentifierGroupOrApp() throws {
        let store = try Store()
        for (i, group) in ["g1", "g1", "g2"].enumerated() {
            try store.system.donate(
                DonationRecord(
                    identifier: try store.system.nextDonationIdentifier(), app: "a", intentClass: "INSendMessageIntent",
                    groupIdentifier: group, date: day.addingTimeInterval(Double(i)), handlingStatus: .success,
                    intentJSON: "{}", responseJSON: nil))
        }
        #expect(
            try store.system.donations(app: "a").map(\.identifier) == [
                "interaction-1", "interaction-2", "interaction-3",
            ])
        #expect(try store.system.deleteDonations(app: "a", groupIdentifier: "g1") == 2)
        #expect(try store.system.deleteDonations(app: "a", identifiers: ["interaction-3"]) == 1)
        #expect(try store.system.donations().isEmpty)
    }

    @Test func aFileStoreRunsInWALModeAndReopens() throws {
        let path = NSTemporaryDirectory() + "sirisim-store-\(UUID().uuidString).sqlite"
        defer { for s in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + s) } }
        do {
            let store = try Store(path: path)
            _ = try store.apps.sendMessage(
                app: "a", recipients: ["x"], content: "kept", messageType: .text, groupIdentifier: nil,
                conversationIdentifier: nil, date: day)
            let mode = try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
            #expect(mode == "wal")
        }
        let reopened = try Store(path: path)
        #expect(try reopened.apps.message(app: "a", identifier: "sent-1")?.record.content == "kept")
        #expect(try reopened.system.nextSequence("message.a") == 2)
    }

    @Test func resetEmptiesEverything() throws {
        let store = try seeded()
        try store.reset()
        #expect(try store.apps.contacts(app: "a").isEmpty)
        #expect(try !store.isSeeded(app: "a"))
    }

    @Test func resetErasesAFileStateAndKeepsItSirisims() throws {
        let path = NSTemporaryDirectory() + "sirisim-reset-\(UUID().uuidString).sqlite"
        defer { for s in ["", "-wal", "-shm"] { unlink(path + s) } }
        do {
            let store = try Store(path: path)
            _ = try store.apps.sendMessage(
                app: "a", recipients: ["x"], content: "gone", messageType: .text, groupIdentifier: nil,
                conversationIdentifier: nil, date: day)
            try store.reset()
            #expect(try store.apps.message(app: "a", identifier: "sent-1") == nil)
            #expect(try store.system.nextSequence("message.a") == 1)
            let mode = try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
            #expect(mode == "wal")
            // Marked as sirisim's at every moment, so --fresh and the next start know it.
            #expect(StateFile.status(of: path) == .sirisim)
        }
        #expect(StateFile.status(of: path) == .sirisim)
        let reopened = try Store(path: path)
        #expect(try reopened.apps.message(app: "a", identifier: "sent-1") == nil)
    }
}

/// The seed's hand-written rows store what GRDB's own encoding of each record would.
@Suite struct SeedRowTests {
    /// Inserts `record` through GRDB's Codable encoding in one store and through the
    /// seed's row in another, and compares the rows; the seed must also name every column
    /// of the table.
    func check<R: SeedRow & PersistableRecord>(_ record: R) throws {
        let viaGRDB = try Store()
        let viaSeed = try Store()
        // One row alone, without the rows it refers to.
        try viaGRDB.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try record.insert(db)
        }
        try viaSeed.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try Store.insert([record], into: db)
        }
        let sql = "SELECT * FROM \(R.databaseTableName)"
        let expected = try viaGRDB.writer.read { db in try Row.fetchAll(db, sql: sql) }
        let written = try viaSeed.writer.read { db in try Row.fetchAll(db, sql: sql) }
        #expect(written == expected, "\(R.self)")
        let columns = try viaSeed.writer.read { db in try db.columns(in: R.databaseTableName).map(\.name) }
        #expect(
            Set(columns) == Set(R.seedColumns),
            "\(R.self): the table has \(columns.sorted()), the seed writes \(R.seedColumns.sorted())")
    }

    @Test func everySeedRowMatchesGRDBsEncoding() throws {
        let day = Date(timeIntervalSince1970: 1_763_629_200.123)
        try check(
            ContactRecord(
                app: "a", customIdentifier: "c", displayName: "Ana", contactIdentifier: "AB", relationship: "sister",
                image: "i"))
        try check(
            ContactHandleRecord(
                app: "a", customIdentifier: "c", position: 1, value: "+1", type: .phoneNumber, label: nil))
        try check(ContactAliasRecord(app: "a", customIdentifier: "c", alias: "Annie"))
        try check(GroupRecord(app: "a", identifier: "g", name: "Family"))
        try check(GroupMemberRecord(app: "a", groupIdentifier: "g", customIdentifier: "c"))
        try check(
            MessageRecord(
                app: "a", identifier: "m", conversationIdentifier: "k", sender: "c", content: "hi", dateSent: day,
                messageType: .text, groupIdentifier: "g", status: .received, read: true, flagged: false,
                numberOfAttachments: 2, linkTitle: "t", linkSiteName: nil, linkSummary: "s", linkURL: "u",
                editedAt: day.addingTimeInterval(60.5), unsentAt: nil))
        try check(MessageRecipientRecord(app: "a", messageIdentifier: "m", position: 0, recipient: "me"))
        try check(
            AttachmentRecord(
                app: "a", messageIdentifier: "m", position: 0, fileName: "f.jpg", typeIdentifier: "public.jpeg"))
        var item = MediaItemRecord(
            app: "a", identifier: "s", type: .song, title: "T", artist: "A", album: nil, genre: "Jazz", playCount: 3,
            lastUsedDate: day, releaseDate: Date(timeIntervalSince1970: -2_208_988_800))
        item.moods = "calm"
        try check(item)
        try check(PlaylistRecord(app: "a", identifier: "p", title: "Mix", editable: false))
        try check(PlaylistItemRecord(app: "a", playlist: "p", position: 2, item: "s"))
        try check(NamedItemRecord(app: "a", kind: .note, identifier: "n", name: "N", body: nil))
    }

    @Test func datesAreStoredAsGRDBWritesThem() throws {
        for seconds in [0.0, 1_763_629_200, 1_763_629_200.999, -2_208_988_800, 253_402_300_799, 951_782_400 + 0.5] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(Store.storedText(date).databaseValue == date.databaseValue, "\(seconds)")
        }
    }
}
