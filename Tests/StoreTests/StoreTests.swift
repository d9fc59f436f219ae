import Foundation
import Testing
@testable import Store

@Suite struct StoreTests {
    let day = Date(timeIntervalSince1970: 1_763_629_200)

    func seeded() throws -> Store {
        let store = try Store()
        var seed = Store.Seed()
        seed.contacts = [ContactRecord(app: "a", customIdentifier: "c1", displayName: "Ana"),
                         ContactRecord(app: "a", customIdentifier: "c2", displayName: "Ben")]
        seed.messages = [MessageRecord(app: "a", identifier: "m1", conversationIdentifier: "k", sender: "c1", content: "hi there",
                                       dateSent: day, messageType: "text", groupIdentifier: nil, status: .received, read: false, flagged: false)]
        seed.recipients = [MessageRecipientRecord(app: "a", messageIdentifier: "m1", position: 0, recipient: "me")]
        try store.seed(app: "a", with: seed, at: day)
        return store
    }

    @Test func seedsOnce() throws {
        let store = try seeded()
        try store.seed(app: "a", with: Store.Seed(), at: day)
        #expect(try store.contacts(app: "a").count == 2)
        #expect(try store.isSeeded(app: "a"))
        #expect(try !store.isSeeded(app: "b"))
    }

    @Test func sendUnsendAndEditKeepHistory() throws {
        let store = try seeded()
        let sent = try store.sendMessage(app: "a", recipients: ["c2"], content: "one", messageType: "text", groupIdentifier: nil,
                                         conversationIdentifier: "k2", date: day)
        #expect(sent.record.identifier == "sent-1")
        try store.edit(app: "a", identifier: "sent-1", content: "two", at: day.addingTimeInterval(60))
        try store.edit(app: "a", identifier: "sent-1", content: "three", at: day.addingTimeInterval(90))
        let edited = try #require(try store.message(app: "a", identifier: "sent-1"))
        #expect(edited.record.content == "three")
        #expect(edited.edits.map(\.previousContent) == ["one", "two"])
        #expect(try store.lastSentMessage(app: "a")?.record.identifier == "sent-1")
        try store.unsend(app: "a", identifier: "sent-1", at: day)
        #expect(try store.lastSentMessage(app: "a") == nil)
        #expect(try store.messages(app: "a", matching: MessageQuery()).map(\.record.identifier) == ["m1"])
    }

    @Test func queriesAndAttributes() throws {
        let store = try seeded()
        #expect(try store.messages(app: "a", matching: MessageQuery(read: false)).count == 1)
        #expect(try store.setAttribute(app: "a", identifiers: ["m1", "nope"], read: true, flagged: true) == 1)
        #expect(try store.messages(app: "a", matching: MessageQuery(read: false)).isEmpty)
        #expect(try store.messages(app: "a", matching: MessageQuery(flagged: true, searchTerms: ["THERE"])).count == 1)
        #expect(try store.messages(app: "a", matching: MessageQuery(senders: ["c2"])).isEmpty)
    }

    @Test func donationsAreDeletedByIdentifierGroupOrApp() throws {
        let store = try Store()
        for (i, group) in ["g1", "g1", "g2"].enumerated() {
            try store.donate(DonationRecord(identifier: try store.nextDonationIdentifier(), app: "a", intentClass: "INSendMessageIntent",
                                            groupIdentifier: group, date: day.addingTimeInterval(Double(i)), handlingStatus: "success",
                                            intentJSON: "{}", responseJSON: nil))
        }
        #expect(try store.donations(app: "a").map(\.identifier) == ["interaction-1", "interaction-2", "interaction-3"])
        #expect(try store.deleteDonations(app: "a", groupIdentifier: "g1") == 2)
        #expect(try store.deleteDonations(app: "a", identifiers: ["interaction-3"]) == 1)
        #expect(try store.donations().isEmpty)
    }

    @Test func aFileStoreRunsInWALModeAndReopens() throws {
        let path = NSTemporaryDirectory() + "sirisim-store-\(UUID().uuidString).sqlite"
        defer { for s in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + s) } }
        do {
            let store = try Store(path: path)
            _ = try store.sendMessage(app: "a", recipients: ["x"], content: "kept", messageType: "text", groupIdentifier: nil,
                                      conversationIdentifier: nil, date: day)
            let mode = try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
            #expect(mode == "wal")
        }
        let reopened = try Store(path: path)
        #expect(try reopened.message(app: "a", identifier: "sent-1")?.record.content == "kept")
        #expect(try reopened.nextSequence("message.a") == 2)
    }

    @Test func resetEmptiesEverything() throws {
        let store = try seeded()
        try store.reset()
        #expect(try store.contacts(app: "a").isEmpty)
        #expect(try !store.isSeeded(app: "a"))
    }
}
