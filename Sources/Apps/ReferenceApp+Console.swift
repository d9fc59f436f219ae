import Foundation
import Formats
import IntentModel
import Store

extension ReferenceApp {
    public var consoleCommands: [ConsoleCommand] {
        [ConsoleCommand(name: "messages", summary: "an app's messages, or those with one person: :messages [name]"),
         ConsoleCommand(name: "contacts", summary: "an app's contacts"),
         ConsoleCommand(name: "groups", summary: "an app's group conversations"),
         ConsoleCommand(name: "calls", summary: "the calls an app has started"),
         ConsoleCommand(name: "workouts", summary: "an app's workouts and the sessions started"),
         ConsoleCommand(name: "nowplaying", summary: "what each media app is playing"),
         ConsoleCommand(name: "orders", summary: "the orders a shop has taken, and the card's balance"),
         ConsoleCommand(name: "notes", summary: "an app's notes")]
    }

    public func console(_ command: String, arguments: String) -> [String]? {
        do {
            return try consoleLines(command, arguments: arguments)
        } catch {
            return ["Could not read \(bundleIdentifier)'s data: \(error)"]
        }
    }

    func consoleLines(_ command: String, arguments: String) throws -> [String]? {
        let directory = try ContactDirectory(store: store, app: bundleIdentifier)
        switch command {
        case "contacts":
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
        case "groups":
            let groups = try store.groups(app: bundleIdentifier)
            guard !groups.isEmpty else { return nil }
            return groups.map { g in
                "\(g.group.name) [\(g.group.identifier)]: " + g.members.map { directory.person(stored: $0).displayName }.joined(separator: ", ")
            }
        case "messages":
            var query = MessageQuery()
            query.includeUnsent = true
            // An app without contacts or messages has no messaging to show.
            if directory.contacts.isEmpty, try store.messages(app: bundleIdentifier, matching: query).isEmpty { return nil }
            if !arguments.isEmpty {
                let people = directory.search(arguments).map(\.record.customIdentifier)
                if people.isEmpty { return ["No contact called “\(arguments)” in this app."] }
                query.participants = people
            }
            let all = try store.messages(app: bundleIdentifier, matching: query)
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
        case "calls":
            let calls = try store.calls(app: bundleIdentifier)
            guard !calls.isEmpty || !directory.contacts.isEmpty else { return nil }
            if calls.isEmpty { return ["No calls."] }
            return calls.map { c in
                let who = c.contacts.split(separator: ",").map { directory.person(stored: String($0)).displayName }.joined(separator: ", ")
                return "\(c.identifier) \(DateParsing.iso(c.date)) \(spokenWords(forCaseName: c.capability)) with \(who)"
            }
        case "nowplaying":
            let library = try MediaLibrary(store: store, app: bundleIdentifier)
            guard !library.items.isEmpty else { return nil }
            guard let now = library.nowPlaying, let item = library.item(now.item) else { return ["Nothing playing."] }
            var line = "Now playing \(item.title)" + (item.artist.map { " by \($0)" } ?? "")
            // A station plays as its own container: "from" only names a container other than the item.
            if let id = now.container, id != now.item, let container = library.playlist(id)?.playlist.title ?? library.item(id)?.title {
                line += ", from \(container)"
            }
            if now.shuffled { line += ", shuffled" }
            return [line + ", since \(DateParsing.iso(now.startedAt))"]
        case "workouts":
            let catalog = try store.namedItems(app: bundleIdentifier, kind: "workout")
            let sessions = try store.workoutSessions(app: bundleIdentifier)
            guard !catalog.isEmpty || !sessions.isEmpty else { return nil }
            var lines = catalog.map { "\($0.name) [\($0.identifier)]" }
            if sessions.isEmpty { lines.append("No sessions yet.") }
            for session in sessions {
                var line = "\(session.identifier) \(DateParsing.iso(session.startedAt)) \(session.name): \(session.state.rawValue)"
                if let goal = session.goalValue, let unit = session.goalUnit { line += ", goal \(goal == goal.rounded() && abs(goal) < 1e15 ? String(Int(goal)) : String(goal)) \(unit)" }
                if let location = session.location { line += ", \(location)" }
                lines.append(line)
            }
            return lines
        default:
            return try customConsoleLines(command, arguments: arguments)
        }
    }
}
