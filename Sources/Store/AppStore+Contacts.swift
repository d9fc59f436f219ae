import GRDB

extension AppStore {
    /// An app's contacts, by name. They change only when the app's data is seeded or reset
    /// (`seed`, `reset` forget what is kept here), so handlers that look people up on every
    /// request read them from the state once.
    public func contacts(app: String) throws -> [StoredContact] {
        if let known = contactCache.withLock({ $0[app] }) { return known }
        let read = try writer.read { db in try Self.readContacts(app: app, in: db) }
        contactCache.withLock { $0[app] = read }
        return read
    }

    public func groups(app: String) throws -> [(group: GroupRecord, members: [String])] {
        try writer.read { db in
            let groups = try GroupRecord.filter(Column("app") == app).order(Column("name")).fetchAll(db)
            let members = Dictionary(
                grouping: try GroupMemberRecord.filter(Column("app") == app).fetchAll(db), by: \.groupIdentifier)
            return groups.map { ($0, (members[$0.identifier] ?? []).map(\.customIdentifier).sorted()) }
        }
    }

    /// The contacts of `app` with their handles and aliases. A heavy app has ten thousand,
    /// read on its first messaging request: columns are taken by position from statements
    /// that name them, not by name per row (a third of the time) nor through Codable. A
    /// value of the wrong type in the state is a thrown error, never a trap.
    private static func readContacts(app: String, in db: Database) throws -> [StoredContact] {
        var handles: [String: [ContactHandleRecord]] = [:]
        let handleRows = try Row.fetchCursor(
            db,
            sql: """
                SELECT customIdentifier, position, value, type, label FROM contactHandle
                WHERE app = ? ORDER BY customIdentifier, position
                """, arguments: [app])
        while let row = try handleRows.next() {
            let owner: String = try row.decode(atIndex: 0)
            handles[owner, default: []].append(
                ContactHandleRecord(
                    app: app, customIdentifier: owner, position: try row.decode(atIndex: 1),
                    value: try row.decode(atIndex: 2),
                    type: try row.decode(atIndex: 3), label: try row.decode(atIndex: 4)))
        }
        var aliases: [String: [String]] = [:]
        let aliasRows = try Row.fetchCursor(
            db, sql: "SELECT customIdentifier, alias FROM contactAlias WHERE app = ?", arguments: [app])
        while let row = try aliasRows.next() {
            aliases[try row.decode(atIndex: 0), default: []].append(try row.decode(atIndex: 1))
        }
        var contacts: [StoredContact] = []
        let contactRows = try Row.fetchCursor(
            db,
            sql: """
                SELECT customIdentifier, displayName, contactIdentifier, relationship, image FROM contact
                WHERE app = ? ORDER BY displayName, customIdentifier
                """, arguments: [app])
        while let row = try contactRows.next() {
            let id: String = try row.decode(atIndex: 0)
            let record = ContactRecord(
                app: app, customIdentifier: id, displayName: try row.decode(atIndex: 1),
                contactIdentifier: try row.decode(atIndex: 2), relationship: try row.decode(atIndex: 3),
                image: try row.decode(atIndex: 4))
            contacts.append(
                StoredContact(record: record, handles: handles[id] ?? [], aliases: (aliases[id] ?? []).sorted()))
        }
        return contacts
    }
}
