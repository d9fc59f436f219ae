import Formats
import Foundation
import GRDB
import GRDBSQLite

/// A record the seed inserts by the hundred thousand: its columns and values written out,
/// so that one prepared statement per table does the work without encoding each record
/// through `Codable`. A test compares every row with GRDB's own encoding of the record,
/// so a column added to a record and not here is caught.
protocol SeedRow {
    static var databaseTableName: String { get }
    static var seedColumns: [String] { get }
    /// Binds the row's values, in the order of `seedColumns`.
    func bind(_ binder: inout SeedBinder)
}

/// Binds values to a prepared statement's parameters, one after the other, straight
/// through SQLite's C interface (GRDB's arguments box every value).
struct SeedBinder {
    let statement: OpaquePointer
    var index: Int32 = 1
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(_ statement: OpaquePointer) { self.statement = statement }

    mutating func text(_ value: String?) {
        guard var value else { return null() }
        value.withUTF8 { bytes in
            // An empty string still needs a pointer: SQLite takes a null one for NULL.
            let empty: StaticString = ""
            let start = UnsafeRawPointer(bytes.baseAddress ?? empty.utf8Start).assumingMemoryBound(to: CChar.self)
            _ = sqlite3_bind_text(statement, index, start, Int32(bytes.count), Self.transient)
        }
        index += 1
    }

    /// A closed set's value, stored as its case name.
    mutating func text<Value: RawRepresentable>(_ value: Value?) where Value.RawValue == String {
        text(value?.rawValue)
    }

    mutating func int(_ value: Int?) {
        guard let value else { return null() }
        sqlite3_bind_int64(statement, index, Int64(value))
        index += 1
    }

    mutating func bool(_ value: Bool) { int(value ? 1 : 0) }

    /// A date as GRDB writes it (`yyyy-MM-dd HH:mm:ss.SSS`, UTC), formatted into bytes.
    mutating func date(_ value: Date?) {
        guard let value else { return null() }
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 24) { buffer in
            let count = Store.storedText(value, into: buffer)
            _ = sqlite3_bind_text(statement, index, buffer.baseAddress, Int32(count), Self.transient)
        }
        index += 1
    }

    mutating func null() {
        sqlite3_bind_null(statement, index)
        index += 1
    }
}

extension AppStore {
    /// Inserts an app's seed data once, in one transaction, one prepared statement per
    /// table. Returns whether it did (false: this state had it already).
    @discardableResult
    public func seed(app: String, with seed: Seed, at date: Date) throws -> Bool {
        defer { contactCache.withLock { $0[app] = nil } }
        let copied = preloaded.withLock { $0.remove(app) != nil }
        return try writer.write { db in
            guard try SeededAppRecord.fetchOne(db, key: app) == nil else { return false }
            if copied {
                // The rows came with the template this store was copied from.
                try SeededAppRecord(app: app, seededAt: date).insert(db)
                return true
            }
            try Store.insert(seed.contacts, into: db)
            try Store.insert(seed.handles, into: db)
            try Store.insert(seed.aliases, into: db, ignoringDuplicates: true)
            try Store.insert(seed.groups, into: db)
            try Store.insert(seed.members, into: db, ignoringDuplicates: true)
            try Store.insert(seed.messages, into: db)
            try Store.insert(seed.recipients, into: db)
            try Store.insert(seed.attachments, into: db)
            try Store.insert(seed.media, into: db)
            try Store.insert(seed.playlists, into: db)
            try Store.insert(seed.playlistItems, into: db)
            try Store.insert(seed.namedItems, into: db)
            // Menus, cards and note dates: a few rows each, inserted as GRDB encodes them.
            for r in seed.menuItems { try r.insert(db) }
            for r in seed.menuPrices { try r.insert(db) }
            for r in seed.cards { try r.insert(db) }
            for r in seed.noteDates { try r.insert(db) }
            for r in seed.rideOptions { try r.insert(db) }
            try SeededAppRecord(app: app, seededAt: date).insert(db)
            return true
        }
    }
}

extension Store {
    /// The version of the Data.json an app's data came from (`recordSeedSource`): nil when
    /// this state has no data of the app, empty when it did not say.
    public func seedSource(app: String) throws -> String? {
        try writer.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT source FROM seededApp WHERE app = ?", arguments: [app])
            else { return nil }
            return row["source"] as String? ?? ""
        }
    }

    public func recordSeedSource(app: String, fingerprint: String) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE seededApp SET source = ? WHERE app = ?", arguments: [fingerprint, app])
        }
    }

    static func registerSeedSource(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v11: seed source") { db in
            try db.alter(table: "seededApp") { t in t.add(column: "source", .text) }
        }
    }

    static func insert<Row: SeedRow>(_ rows: [Row], into db: Database, ignoringDuplicates: Bool = false) throws {
        guard !rows.isEmpty else { return }
        let columns = Row.seedColumns
        let sql =
            "INSERT \(ignoringDuplicates ? "OR IGNORE " : "")INTO \(Row.databaseTableName) ("
            + columns.map { "\"\($0)\"" }.joined(separator: ", ") + ") VALUES ("
            + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        let statement = try db.cachedStatement(sql: sql)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        for row in rows {
            sqlite3_reset(handle)
            var binder = SeedBinder(handle)
            row.bind(&binder)
            let code = sqlite3_step(handle)
            guard code == SQLITE_DONE else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: code),
                    message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: sql)
            }
        }
    }

    /// A date as GRDB stores it (`yyyy-MM-dd HH:mm:ss.SSS`, UTC), written without a date
    /// formatter: formatting one per row would cost more than the insert.
    static func storedText(_ date: Date) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 24) { buffer in
            let count = storedText(date, into: buffer)
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: count), as: UTF8.self)
        }
    }

    /// Writes `storedText(date)` into `buffer` (24 bytes at least); returns its length.
    static func storedText(_ date: Date, into buffer: UnsafeMutableBufferPointer<CChar>) -> Int {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        let days = milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
        let rest = milliseconds - days * 86_400_000
        let (year, month, day) = DateParsing.civil(fromDays: days)
        let seconds = rest / 1000
        var count = 0
        func put(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var v = max(0, value)
            while divisor > 0 {
                buffer[count] = CChar(48 + (v / divisor) % 10)
                count += 1
                v %= divisor * 10
                divisor /= 10
            }
        }
        func mark(_ byte: UInt8) {
            buffer[count] = CChar(bitPattern: byte)
            count += 1
        }
        put(min(year, 9999), 4)
        mark(0x2D)
        put(month, 2)
        mark(0x2D)
        put(day, 2)
        mark(0x20)
        put(seconds / 3600, 2)
        mark(0x3A)
        put(seconds % 3600 / 60, 2)
        mark(0x3A)
        put(seconds % 60, 2)
        mark(0x2E)
        put(rest % 1000, 3)
        return count
    }
}

extension ContactRecord: SeedRow {
    static let seedColumns = ["app", "customIdentifier", "displayName", "contactIdentifier", "relationship", "image"]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(customIdentifier)
        b.text(displayName)
        b.text(contactIdentifier)
        b.text(relationship)
        b.text(image)
    }
}

extension ContactHandleRecord: SeedRow {
    static let seedColumns = ["app", "customIdentifier", "position", "value", "type", "label"]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(customIdentifier)
        b.int(position)
        b.text(value)
        b.text(type)
        b.text(label)
    }
}

extension ContactAliasRecord: SeedRow {
    static let seedColumns = ["app", "customIdentifier", "alias"]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(customIdentifier)
        b.text(alias)
    }
}

extension GroupRecord: SeedRow {
    static let seedColumns = ["app", "identifier", "name"]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(identifier)
        b.text(name)
    }
}

extension GroupMemberRecord: SeedRow {
    static let seedColumns = ["app", "groupIdentifier", "customIdentifier"]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(groupIdentifier)
        b.text(customIdentifier)
    }
}

extension MessageRecord: SeedRow {
    static let seedColumns = [
        "app", "identifier", "conversationIdentifier", "sender", "content", "dateSent", "messageType",
        "groupIdentifier",
        "status", "read", "flagged", "numberOfAttachments", "linkTitle", "linkSiteName", "linkSummary", "linkURL",
        "editedAt", "unsentAt",
    ]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(identifier)
        b.text(conversationIdentifier)
        b.text(sender)
        b.text(content)
        b.date(dateSent)
        b.text(messageType)
        b.text(groupIdentifier)
        b.text(status)
        b.bool(read)
        b.bool(flagged)
        b.int(numberOfAttachments)
        b.text(linkTitle)
        b.text(linkSiteName)
        b.text(linkSummary)
        b.text(linkURL)
        b.date(editedAt)
        b.date(unsentAt)
    }
}

extension MessageRecipientRecord: SeedRow {
    static let seedColumns = ["app", "messageIdentifier", "position", "recipient"]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(messageIdentifier)
        b.int(position)
        b.text(recipient)
    }
}

extension AttachmentRecord: SeedRow {
    static let seedColumns = ["app", "messageIdentifier", "position", "fileName", "typeIdentifier"]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(messageIdentifier)
        b.int(position)
        b.text(fileName)
        b.text(typeIdentifier)
    }
}

extension MediaItemRecord: SeedRow {
    static let seedColumns = [
        "app", "identifier", "type", "title", "artist", "album", "genre", "playCount", "lastUsedDate", "releaseDate",
        "moods", "inLibrary", "affinity",
    ]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(identifier)
        b.text(type)
        b.text(title)
        b.text(artist)
        b.text(album)
        b.text(genre)
        b.int(playCount)
        b.date(lastUsedDate)
        b.date(releaseDate)
        b.text(moods)
        b.bool(inLibrary)
        b.text(affinity)
    }
}

extension PlaylistRecord: SeedRow {
    static let seedColumns = ["app", "identifier", "title", "editable"]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(identifier)
        b.text(title)
        b.bool(editable)
    }
}

extension PlaylistItemRecord: SeedRow {
    static let seedColumns = ["app", "playlist", "position", "item"]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(playlist)
        b.int(position)
        b.text(item)
    }
}

extension NamedItemRecord: SeedRow {
    static let seedColumns = ["app", "kind", "identifier", "name", "body"]
    func bind(_ b: inout SeedBinder) {
        b.text(app)
        b.text(kind)
        b.text(identifier)
        b.text(name)
        b.text(body)
    }
}
