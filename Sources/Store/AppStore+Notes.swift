import Foundation
import GRDB

/// A note of a notes app: a `namedItem` of kind `note` and when it was last changed.
public struct NoteEntry: Sendable, Hashable {
    public var identifier: String
    public var title: String
    public var body: String
    public var modifiedAt: Date?
}

extension AppStore {
    /// An app's notes, most recently changed first (notes without a date last, by identifier).
    public func notes(app: String) throws -> [NoteEntry] {
        try writer.read { db in
            let items = try NamedItemRecord.filter(Column("app") == app && Column("kind") == NamedItemKind.note)
                .order(Column("identifier")).fetchAll(db)
            let dates = Dictionary(
                try NoteDateRecord.filter(Column("app") == app).fetchAll(db).map { ($0.identifier, $0.modifiedAt) },
                uniquingKeysWith: { first, _ in first })
            let notes = items.map {
                NoteEntry(
                    identifier: $0.identifier, title: $0.name, body: $0.body ?? "", modifiedAt: dates[$0.identifier])
            }
            return notes.enumerated().sorted { a, b in
                switch (a.element.modifiedAt, b.element.modifiedAt) {
                case (let x?, let y?) where x != y: return x > y
                case (_?, nil): return true
                case (nil, _?): return false
                default: return a.offset < b.offset
                }
            }.map(\.element)
        }
    }

    /// Adds a note, in one transaction; its identifier is sequential.
    public func addNote(app: String, title: String, body: String, at date: Date) throws -> NoteEntry {
        try writer.write { db in
            let number = try Store.nextSequence("note", in: db)
            let identifier = "note-\(number)"
            try NamedItemRecord(app: app, kind: .note, identifier: identifier, name: title, body: body).insert(db)
            try NoteDateRecord(app: app, identifier: identifier, modifiedAt: date).insert(db)
            return NoteEntry(identifier: identifier, title: title, body: body, modifiedAt: date)
        }
    }
}
