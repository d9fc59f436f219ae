import Foundation
import GRDB
import GRDBSQLite

/// A number in the state file that cannot take the arithmetic sirisim does on it (a counter
/// at Int64.max, a menu item's minutes past any sum): the file was edited by hand or by
/// another tool. The error names the file, the table, the row and the value; the
/// transaction it happened in is rolled back, so nothing is lost or half-written.
public struct StoredNumberError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var table: String
    public var column: String
    public var row: String
    public var value: Int

    public init(file: String, table: String, column: String, row: String, value: Int) {
        self.file = file
        self.table = table
        self.column = column
        self.row = row
        self.value = value
    }

    public var description: String {
        "\(file): the table \(table) holds \(column) \(value) for \(row), which cannot grow any further "
            + "(was the file edited?); nothing was changed: mend or delete that row, or start again with --fresh"
    }
}

/// Arithmetic on numbers read from the state file: checked, never a trap.
enum StoredNumber {
    /// `value + amount`, or a `StoredNumberError` that names where the value came from.
    static func adding(
        _ amount: Int, to value: Int, table: String, column: String, row: String, in db: Database
    ) throws -> Int {
        let (sum, overflow) = value.addingReportingOverflow(amount)
        guard !overflow else {
            throw StoredNumberError(file: fileName(db), table: table, column: column, row: row, value: value)
        }
        return sum
    }

    /// The state file's path, as SQLite knows it ("in memory" for a store in memory).
    static func fileName(_ db: Database) -> String {
        guard let name = sqlite3_db_filename(db.sqliteConnection, "main"), name.pointee != 0 else {
            return "the state (in memory)"
        }
        return String(cString: name)
    }
}
