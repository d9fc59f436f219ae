import Foundation
import GRDB
import IntentModel

/// A message with the rows that belong to it.
public struct StoredMessage: Sendable, Hashable {
    public var record: MessageRecord
    public var recipients: [String]
    public var attachments: [AttachmentRecord]
    public var edits: [MessageEditRecord]
}

/// A contact with its handles and aliases.
public struct StoredContact: Sendable, Hashable {
    public var record: ContactRecord
    public var handles: [ContactHandleRecord]
    public var aliases: [String]
}

/// What to look for among an app's messages; nil means "any".
public struct MessageQuery: Sendable, Hashable {
    public var senders: [String]?
    public var recipients: [String]?
    public var groupIdentifiers: [String]?
    public var identifiers: [String]?
    public var read: Bool?
    public var flagged: Bool?
    public var from: Date?
    public var until: Date?
    public var searchTerms: [String]?
    /// People a message is from or to: its sender or one of its recipients is among them.
    public var participants: [String]?
    public var includeUnsent = false

    public init(
        senders: [String]? = nil, recipients: [String]? = nil, groupIdentifiers: [String]? = nil,
        identifiers: [String]? = nil, read: Bool? = nil, flagged: Bool? = nil, from: Date? = nil,
        until: Date? = nil, searchTerms: [String]? = nil
    ) {
        self.senders = senders
        self.recipients = recipients
        self.groupIdentifiers = groupIdentifiers
        self.identifiers = identifiers
        self.read = read
        self.flagged = flagged
        self.from = from
        self.until = until
        self.searchTerms = searchTerms
    }
}

extension AppStore {
    // MARK: Messages

    /// Records a message the user sends, with its recipients, in one transaction.
    public func sendMessage(
        app: String, recipients: [String], content: String?, messageType: INMessageType,
        groupIdentifier: String?, conversationIdentifier: String?, date: Date
    ) throws -> StoredMessage {
        try writer.write { db in
            let number = try Store.nextSequence("message.\(app)", in: db)
            let record = MessageRecord(
                app: app, identifier: "sent-\(number)", conversationIdentifier: conversationIdentifier, sender: "me",
                content: content, dateSent: date, messageType: messageType, groupIdentifier: groupIdentifier,
                status: .sent, read: true, flagged: false)
            try record.insert(db)
            for (i, r) in recipients.enumerated() {
                try MessageRecipientRecord(app: app, messageIdentifier: record.identifier, position: i, recipient: r)
                    .insert(db)
            }
            return StoredMessage(record: record, recipients: recipients, attachments: [], edits: [])
        }
    }

    public func message(app: String, identifier: String) throws -> StoredMessage? {
        try writer.read { db in
            guard let record = try MessageRecord.fetchOne(db, key: ["app": app, "identifier": identifier]) else {
                return nil
            }
            return try Self.complete([record], app: app, in: db).first
        }
    }

    /// Messages matching `query`, oldest first.
    public func messages(app: String, matching query: MessageQuery) throws -> [StoredMessage] {
        try writer.read { db in
            var request = MessageRecord.filter(Column("app") == app)
            if !query.includeUnsent { request = request.filter(Column("status") != MessageStatus.unsent.rawValue) }
            if let senders = query.senders { request = request.filter(senders.contains(Column("sender"))) }
            if let groups = query.groupIdentifiers {
                request = request.filter(groups.contains(Column("groupIdentifier")))
            }
            if let ids = query.identifiers { request = request.filter(ids.contains(Column("identifier"))) }
            if let read = query.read { request = request.filter(Column("read") == read) }
            if let flagged = query.flagged { request = request.filter(Column("flagged") == flagged) }
            if let from = query.from { request = request.filter(Column("dateSent") >= from) }
            if let until = query.until { request = request.filter(Column("dateSent") < until) }
            if let wanted = query.recipients {
                request = request.filter(Self.sentTo(wanted, app: app).contains(Column("identifier")))
            }
            if let people = query.participants {
                request = request.filter(
                    people.contains(Column("sender")) || Self.sentTo(people, app: app).contains(Column("identifier")))
            }
            var records = try request.order(Column("dateSent"), Column("identifier")).fetchAll(db)
            if let terms = query.searchTerms, !terms.isEmpty {
                records = records.filter { r in
                    let content = (r.content ?? "").lowercased()
                    return terms.allSatisfy { content.contains($0.lowercased()) }
                }
            }
            return try Self.complete(records, app: app, in: db)
        }
    }

    /// The most recent message the user sent (and has not unsent), if any.
    public func lastSentMessage(app: String) throws -> StoredMessage? {
        try writer.read { db in
            let record =
                try MessageRecord
                .filter(
                    Column("app") == app && Column("sender") == "me" && Column("status") == MessageStatus.sent.rawValue
                )
                .order(Column("dateSent").desc, Column("rowid").desc).fetchOne(db)
            return try record.flatMap { try Self.complete([$0], app: app, in: db).first }
        }
    }

    /// Marks a sent message as unsent.
    public func unsend(app: String, identifier: String, at date: Date) throws {
        try writer.write { db in
            guard var record = try MessageRecord.fetchOne(db, key: ["app": app, "identifier": identifier]) else {
                return
            }
            record.status = .unsent
            record.unsentAt = date
            try record.update(db)
        }
    }

    /// Replaces a sent message's content, keeping the old content in the edit history.
    public func edit(app: String, identifier: String, content: String, at date: Date) throws {
        try writer.write { db in
            guard var record = try MessageRecord.fetchOne(db, key: ["app": app, "identifier": identifier]) else {
                return
            }
            let revision =
                try MessageEditRecord.filter(Column("app") == app && Column("messageIdentifier") == identifier)
                .fetchCount(db) + 1
            try MessageEditRecord(
                app: app, messageIdentifier: identifier, revision: revision, previousContent: record.content,
                editedAt: date
            ).insert(db)
            record.content = content
            record.editedAt = date
            try record.update(db)
        }
    }

    /// Sets read or flagged on messages; returns how many were found.
    public func setAttribute(app: String, identifiers: [String], read: Bool?, flagged: Bool?) throws -> Int {
        try writer.write { db in
            var found = 0
            for id in identifiers {
                guard var record = try MessageRecord.fetchOne(db, key: ["app": app, "identifier": id]) else { continue }
                found += 1
                if let read { record.read = read }
                if let flagged { record.flagged = flagged }
                try record.update(db)
            }
            return found
        }
    }

    public func recordCall(
        app: String, contacts: [String], capability: INCallCapability, date: Date
    ) throws -> CallRecord {
        try writer.write { db in
            let number = try Store.nextSequence("call.\(app)", in: db)
            let record = CallRecord(
                app: app, identifier: "call-\(number)", contacts: contacts.joined(separator: ","),
                capability: capability, date: date)
            try record.insert(db)
            return record
        }
    }

    public func calls(app: String) throws -> [CallRecord] {
        try writer.read { db in
            try CallRecord.filter(Column("app") == app).order(Column("date"), Column("identifier")).fetchAll(db)
        }
    }

    /// The identifiers of an app's messages with a recipient among `people`.
    private static func sentTo(_ people: [String], app: String) -> QueryInterfaceRequest<MessageRecipientRecord> {
        MessageRecipientRecord.filter(Column("app") == app && people.contains(Column("recipient"))).select(
            Column("messageIdentifier"))
    }

    static func complete(_ records: [MessageRecord], app: String, in db: Database) throws -> [StoredMessage] {
        guard !records.isEmpty else { return [] }
        let ids = records.map(\.identifier)
        let recipients = Dictionary(
            grouping: try MessageRecipientRecord.filter(
                Column("app") == app && ids.contains(Column("messageIdentifier"))
            ).order(Column("position")).fetchAll(db), by: \.messageIdentifier)
        let attachments = Dictionary(
            grouping: try AttachmentRecord.filter(Column("app") == app && ids.contains(Column("messageIdentifier")))
                .order(Column("position")).fetchAll(db), by: \.messageIdentifier)
        let edits = Dictionary(
            grouping: try MessageEditRecord.filter(Column("app") == app && ids.contains(Column("messageIdentifier")))
                .order(Column("revision")).fetchAll(db), by: \.messageIdentifier)
        return records.map { r in
            StoredMessage(
                record: r, recipients: (recipients[r.identifier] ?? []).map(\.recipient),
                attachments: attachments[r.identifier] ?? [], edits: edits[r.identifier] ?? [])
        }
    }
}
