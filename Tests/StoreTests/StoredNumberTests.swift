import Foundation
import GRDB
import IntentModel
import Testing

@testable import Store

/// Numbers in a state file that was edited (a counter at Int64.max) never trap: the
/// arithmetic on them is checked, the error names the file and the table, and the
/// transaction rolls back.
@Suite struct StoredNumberTests {
    let day = Date(timeIntervalSince1970: 1_763_629_200)

    func store(at path: String? = nil) throws -> Store {
        let store = try path.map { try Store(path: $0) } ?? Store()
        var seed = AppStore.Seed()
        seed.contacts = [ContactRecord(app: "a", customIdentifier: "c1", displayName: "Ana")]
        seed.media = [
            MediaItemRecord(
                app: "a", identifier: "s1", type: .song, title: "One", artist: nil, album: nil, genre: nil,
                playCount: 0, lastUsedDate: nil)
        ]
        seed.playlists = [PlaylistRecord(app: "a", identifier: "p1", title: "Mix", editable: true)]
        seed.playlistItems = [PlaylistItemRecord(app: "a", playlist: "p1", position: Int.max, item: "s1")]
        try store.apps.seed(app: "a", with: seed, at: day)
        return store
    }

    @Test func aCounterAtTheLargestIntegerIsAnErrorNamingTheFileAndTable() throws {
        let folder = NSTemporaryDirectory() + "sirisim-stored-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = try store(at: "\(folder)/s.sqlite")
        try store.writer.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO counter (name, value) VALUES ('message.a', ?)", arguments: [Int64.max])
        }
        do {
            _ = try store.apps.sendMessage(
                app: "a", recipients: ["c1"], content: "hi", messageType: .text, groupIdentifier: nil,
                conversationIdentifier: nil, date: day)
            Issue.record("no error")
        } catch let error as StoredNumberError {
            #expect(
                error.description.hasPrefix("\(folder)/s.sqlite: the table counter holds value 9223372036854775807"),
                "\(error)")
        }
        // Nothing half-written: no message, the counter as it was.
        #expect(
            try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM message WHERE sender = 'me'")
            } == 0)
        #expect(
            try store.writer.read { db in
                try Int64.fetchOne(db, sql: "SELECT value FROM counter WHERE name = 'message.a'")
            } == Int64.max)
    }

    @Test func aPlayCountAtTheLargestIntegerStaysThere() throws {
        let store = try store()
        try store.writer.write { db in try db.execute(sql: "UPDATE mediaItem SET playCount = ?", arguments: [Int64.max])
        }
        try store.apps.play(app: "a", item: "s1", container: nil, shuffled: false, at: day)
        #expect(
            try store.writer.read { db in try Int64.fetchOne(db, sql: "SELECT playCount FROM mediaItem") } == Int64.max)
        #expect(
            try store.writer.read { db in try String.fetchOne(db, sql: "SELECT typeof(playCount) FROM mediaItem") }
                == "integer")
    }

    @Test func aPlaylistPositionAtTheLargestIntegerIsAnError() throws {
        let store = try store()
        #expect(throws: StoredNumberError.self) {
            try store.apps.addToPlaylist(app: "a", playlist: "p1", items: ["s1"])
        }
        #expect(try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM playlistItem") } == 1)
    }
}
