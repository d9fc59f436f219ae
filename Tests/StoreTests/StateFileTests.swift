import Foundation
import GRDB
import IntentModel
import Testing

@testable import Store

/// A state file is marked as sirisim's; nothing else is opened, migrated or deleted.
@Suite struct StateFileTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "sirisim-state-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aNewStateIsMarkedAsSirisims() throws {
        let path = try folder() + "/state.sqlite"
        do { _ = try Store(path: path) }
        let id = try DatabaseQueue(path: path).read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
        #expect(id == StateFile.applicationID)
        #expect(StateFile.status(of: path) == .sirisim)
        try StateFile.remove(path)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anUnfinishedFirstStartIsMadeAnewAndAnotherProgramsEmptyDatabaseIsNot() throws {
        let dir = try folder()
        // What an interrupted first start of an earlier build left: WAL mode, an empty
        // table of migrations, no mark.
        let unfinished = dir + "/unfinished.sqlite"
        do {
            let queue = try DatabaseQueue(path: unfinished)
            _ = try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            }
            try queue.close()
        }
        #expect(StateFile.status(of: unfinished) == .unfinished)
        do { _ = try Store(path: unfinished) }
        #expect(StateFile.status(of: unfinished) == .sirisim)
        // A database in another journal mode, or with anything in it, stays foreign.
        let other = dir + "/other.sqlite"
        do {
            let queue = try DatabaseQueue(path: other)
            try queue.write { db in try db.execute(sql: "CREATE TABLE notes (text)") }
            try queue.close()
        }
        guard case .foreign = StateFile.status(of: other) else {
            Issue.record("another program's database accepted")
            return
        }
    }

    @Test func theSessionLockKeepsFreshFromAStateInUse() throws {
        let path = try folder() + "/state.sqlite"
        let store = try Store(path: path)
        #expect(throws: StateFile.Refusal.self) { try StateFile.remove(path) }
        #expect(FileManager.default.fileExists(atPath: path))
        // Sessions share the lock.
        _ = try Store(path: path)
        _ = store
    }

    /// A first start names the state by a hard link to the file it made and then removes
    /// that file: a session that opens the state in between shares it, as any other.
    @Test func aFirstStartsOwnLinkIsNoSecondName() throws {
        let dir = try folder()
        let path = dir + "/state.sqlite"
        do { _ = try Store(path: path) }
        let creating = dir + "/.state.sqlite.sirisim-1-ab.new"
        #expect(link(path, creating) == 0)
        let shared = try StateLock(path: path, kind: .shared)
        #expect(shared.kind == .shared)
        shared.release()
        // Any other name is a second name: the session holds the state alone.
        unlink(creating)
        #expect(link(path, dir + "/another.sqlite") == 0)
        let alone = try StateLock(path: path, kind: .shared)
        #expect(alone.kind == .exclusive)
        alone.release()
    }

    @Test func aStateANewerSirisimMigratedIsLeftAsItIs() throws {
        let path = try folder() + "/state.sqlite"
        do { _ = try Store(path: path) }
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-a-newer-sirisim')")
            try db.execute(sql: "CREATE TABLE newerThings (x)")
        }
        #expect(throws: StateFile.Refusal.self) { _ = try Store(path: path) }
        do {
            _ = try Store(path: path)
        } catch {
            #expect("\(error)".contains("was written by a newer version of sirisim"))
        }
        let left = try DatabaseQueue(path: path).read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations").contains(
                    "v99-from-a-newer-sirisim"), try db.tableExists("newerThings")
            )
        }
        #expect(left.0 && left.1)
    }

    @Test func anotherProgramsDatabaseIsNeverMigratedNorDeleted() throws {
        let path = try folder() + "/accounts.db"
        do {
            let other = try DatabaseQueue(path: path)
            try other.write { db in
                try db.execute(sql: "CREATE TABLE account (name TEXT)")
                try db.execute(sql: "INSERT INTO account VALUES ('mine')")
            }
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StateFile.Refusal.self) { _ = try Store(path: path) }
        #expect(throws: StateFile.Refusal.self) { try StateFile.remove(path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        // Another program's mark is refused too, even with sirisim's tables.
        let marked = try folder() + "/marked.db"
        do {
            let other = try DatabaseQueue(path: marked)
            try other.write { db in try db.execute(sql: "PRAGMA application_id = 42") }
        }
        guard case .foreign = StateFile.status(of: marked) else {
            Issue.record("accepted")
            return
        }
    }

    @Test func foldersAndOtherFilesAreRefusedAndAnEmptyFileIsUsed() throws {
        let dir = try folder()
        try "notes".write(toFile: "\(dir)/notes.txt", atomically: true, encoding: .utf8)
        for path in [dir, "\(dir)/notes.txt", "/dev/null"] {
            guard case .foreign = StateFile.status(of: path) else {
                Issue.record("\(path) accepted")
                continue
            }
            #expect(throws: StateFile.Refusal.self) { try StateFile.remove(path) }
        }
        #expect(try String(contentsOfFile: "\(dir)/notes.txt", encoding: .utf8) == "notes")
        FileManager.default.createFile(atPath: "\(dir)/empty.sqlite", contents: Data())
        #expect(StateFile.status(of: "\(dir)/empty.sqlite") == .empty)
        _ = try Store(path: "\(dir)/empty.sqlite")
        #expect(StateFile.status(of: "\(dir)/empty.sqlite") == .sirisim)
        #expect(StateFile.status(of: "\(dir)/none.sqlite") == .absent)
    }

    @Test func aStateMadeBeforeTheMarkIsRecognisedAndMarked() throws {
        let path = try folder() + "/old.sqlite"
        do {
            let store = try Store(path: path)
            try store.writer.write { db in
                try db.execute(sql: "PRAGMA application_id = 0")
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v8: application id'")
            }
        }
        #expect(StateFile.status(of: path) == .sirisim)
        do { _ = try Store(path: path) }
        let id = try DatabaseQueue(path: path).read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
        #expect(id == StateFile.applicationID)
    }

    @Test func theFirstAndLastDatesKeptReadBack() throws {
        let store = try Store()
        for date in [Date(timeIntervalSince1970: -2_208_988_800), Date(timeIntervalSince1970: 253_402_300_799)] {
            let sent = try store.apps.sendMessage(
                app: "a", recipients: ["x"], content: "edge", messageType: .text, groupIdentifier: nil,
                conversationIdentifier: nil, date: date)
            #expect(try store.apps.message(app: "a", identifier: sent.record.identifier)?.record.dateSent == date)
        }
    }
}

/// A store copied from a seeded template holds the data, and each app's seed still happens
/// once, as on a new state.
@Suite struct TemplateStoreTests {
    @Test func aCopySeedsFromItsTemplateOnce() throws {
        let day = Date(timeIntervalSince1970: 1_763_629_200)
        var seed = AppStore.Seed()
        seed.contacts = [ContactRecord(app: "a", customIdentifier: "c1", displayName: "Ana")]
        let template = try Store()
        #expect(try template.apps.seed(app: "a", with: seed, at: day))
        let copy = try Store(copying: template)
        #expect(try !copy.isSeeded(app: "a"))
        #expect(try copy.apps.seed(app: "a", with: seed, at: day))
        #expect(try !copy.apps.seed(app: "a", with: seed, at: day))
        #expect(try copy.apps.contacts(app: "a").map(\.record.displayName) == ["Ana"])
        // Changes to the copy stay in the copy.
        _ = try copy.apps.sendMessage(
            app: "a", recipients: ["c1"], content: "hi", messageType: .text, groupIdentifier: nil,
            conversationIdentifier: nil, date: day)
        #expect(try template.apps.messages(app: "a", matching: MessageQuery()).isEmpty)
        // After a reset, the seed inserts the rows itself.
        try copy.reset()
        #expect(try copy.apps.seed(app: "a", with: seed, at: day))
        #expect(try copy.apps.contacts(app: "a").count == 1)
    }
}
