import Formats
import Foundation
import IntentModel
import Store

/// What the messaging handler declares to the registry, and its colon commands: `:messages`,
/// `:contacts` and `:groups`.
extension MessagingHandler: ReferenceHandler {
    static let intents = [
        INSendMessageIntent.className, INSearchForMessagesIntent.className,
        INSetMessageAttributeIntent.className, INUnsendMessagesIntent.className,
        INEditMessageIntent.className,
    ]

    static let consoleCommands = [
        ConsoleCommand(name: "messages", summary: "an app's messages, or those with one person: :messages [name]"),
        ConsoleCommand(name: "contacts", summary: "an app's contacts"),
        ConsoleCommand(name: "groups", summary: "an app's group conversations"),
    ]

    func console(_ command: String, arguments: String) throws -> [String]? {
        let directory = try directory()
        switch command {
        case "contacts": return contactLines(directory)
        case "groups": return try groupLines(directory)
        case "messages": return try messageLines(directory, with: arguments)
        default: return nil
        }
    }

    func contactLines(_ directory: ContactDirectory) -> [String]? {
        let contacts = directory.contacts
        guard !contacts.isEmpty else { return nil }
        return contacts.map { c in
            var line = "\(c.record.displayName) [\(c.record.customIdentifier)]"
            if let id = c.record.contactIdentifier { line += " contact \(id)" }
            if let r = c.record.relationship { line += ", \(r)" }
            if !c.aliases.isEmpty { line += ", also “\(c.aliases.joined(separator: "”, “"))”" }
            let handles = c.handles.map { "\($0.label.map { "\($0) " } ?? "")\($0.value)" }
            if !handles.isEmpty { line += ": " + handles.joined(separator: ", ") }
            return line
        }
    }

    func groupLines(_ directory: ContactDirectory) throws -> [String]? {
        let groups = try store.groups(app: app)
        guard !groups.isEmpty else { return nil }
        return groups.map { g in
            let members = g.members.map { directory.person(stored: $0).displayName }
            return "\(g.group.name) [\(g.group.identifier)]: " + members.joined(separator: ", ")
        }
    }

    func messageLines(_ directory: ContactDirectory, with person: String) throws -> [String]? {
        var query = MessageQuery()
        query.includeUnsent = true
        // An app without contacts or messages has no messaging to show.
        if directory.contacts.isEmpty, try store.messages(app: app, matching: query).isEmpty { return nil }
        if !person.isEmpty {
            let people = directory.search(person).map(\.record.customIdentifier)
            if people.isEmpty { return ["No contact called “\(person)” in this app."] }
            query.participants = people
        }
        let all = try store.messages(app: app, matching: query)
        if all.isEmpty { return ["No messages."] }
        return all.map { m in
            let r = m.record
            let from = directory.person(stored: r.sender).displayName
            let to = m.recipients.map { directory.person(stored: $0).displayName }.joined(separator: ", ")
            var flags: [String] = []
            if r.status == .unsent { flags.append("unsent") }
            if r.editedAt != nil { flags.append("edited \(m.edits.count)×") }
            if !r.read { flags.append("unread") }
            if r.flagged { flags.append("flagged") }
            if let n = r.numberOfAttachments, n > 0 { flags.append("\(n) attachment\(n == 1 ? "" : "s")") }
            let mark = flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))"
            return "\(r.identifier) \(DateParsing.iso(r.dateSent)) \(from) → \(to): \(r.content ?? "")\(mark)"
        }
    }
}
