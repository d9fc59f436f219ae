import GRDB

// Records read by the ten thousand on every request that looks up an app's contacts are
// decoded column by column: GRDB's Codable decoding costs several times as much per row
// (about 25 ms of a 300 ms replay against 10,000 contacts). A value of the wrong type in
// the state file is a thrown error, as it is through Codable, never a trap.

extension ContactRecord {
    public init(row: Row) throws {
        self.init(app: try row.decode(forColumn: "app"), customIdentifier: try row.decode(forColumn: "customIdentifier"),
                  displayName: try row.decode(forColumn: "displayName"), contactIdentifier: try row.decode(forColumn: "contactIdentifier"),
                  relationship: try row.decode(forColumn: "relationship"), image: try row.decode(forColumn: "image"))
    }
}

extension ContactHandleRecord {
    public init(row: Row) throws {
        self.init(app: try row.decode(forColumn: "app"), customIdentifier: try row.decode(forColumn: "customIdentifier"),
                  position: try row.decode(forColumn: "position"), value: try row.decode(forColumn: "value"),
                  type: try row.decode(forColumn: "type"), label: try row.decode(forColumn: "label"))
    }
}

extension ContactAliasRecord {
    public init(row: Row) throws {
        self.init(app: try row.decode(forColumn: "app"), customIdentifier: try row.decode(forColumn: "customIdentifier"),
                  alias: try row.decode(forColumn: "alias"))
    }
}
