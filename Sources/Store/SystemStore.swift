import Foundation
import GRDB

/// The system's side of the device's state: the tables Siri owns (donations, user
/// activities, voice shortcuts and workflows, relevant shortcuts, the Spotlight index, the
/// apps' user vocabulary). It shares its writer with `AppStore`, so the two stay in one file
/// and one transaction order; the system never reaches the apps' tables through it.
public final class SystemStore: Sendable {
    let writer: any DatabaseWriter
    /// Where the state's file is, or nil for a state in memory.
    public let path: String?

    init(writer: any DatabaseWriter, path: String?) {
        self.writer = writer
        self.path = path
    }

    /// The next value of a named counter, from 1; identifiers are sequential so replay is
    /// deterministic.
    public func nextSequence(_ name: String) throws -> Int {
        try writer.write { db in try Store.nextSequence(name, in: db) }
    }
}
