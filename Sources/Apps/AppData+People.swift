import Formats
import Foundation
import IntentModel
import Store

extension AppData {
    /// The app's contacts, groups and messages: a message's people must be its contacts.
    static func readPeople(
        _ root: NodeReader, app: String, into seed: inout AppStore.Seed, seen: inout SeenIdentifiers
    ) throws(FormatError) {

        for entry in try root["contacts"].optionalArray() {
            // One pass over each contact's keys, in `contactKeys` order.
            let f = try entry.fields(contactKeys)
            let id = try f[0].string()
            guard !id.isEmpty, id != "me" else { throw f[0].error("\"\(id)\" cannot be a customIdentifier") }
            if let first = seen.contacts[id] { throw f[0].error("\"\(id)\" is used twice (first on line \(first))") }
            seen.contacts[id] = entry.line
            seed.contacts.append(
                ContactRecord(
                    app: app, customIdentifier: id, displayName: try f[1].string(),
                    contactIdentifier: try f[2].optionalString(),
                    relationship: try f[4].optionalString(), image: try f[6].optionalString()))
            for (position, handle) in try readHandles(f[3]).enumerated() {
                seed.handles.append(
                    ContactHandleRecord(
                        app: app, customIdentifier: id, position: position, value: handle.value ?? "",
                        type: handle.type, label: handle.label))
            }
            for alias in try f[5].optionalStringArray() {
                seed.aliases.append(ContactAliasRecord(app: app, customIdentifier: id, alias: alias))
            }
        }

        func person(_ reader: NodeReader) throws(FormatError) -> String {
            let id = try reader.string()
            guard id == "me" || seen.contacts[id] != nil else {
                throw reader.error("\"\(id)\" is not a contact's customIdentifier (nor \"me\")")
            }
            return id
        }

        for entry in try root["groups"].optionalArray() {
            try entry.rejectUnknownKeys(groupKeys)
            let id = try entry["identifier"].string()
            if let first = seen.groups[id] {
                throw entry["identifier"].error("\"\(id)\" is used twice (first on line \(first))")
            }
            seen.groups[id] = entry.line
            seed.groups.append(GroupRecord(app: app, identifier: id, name: try entry["name"].string()))
            for member in try entry["members"].array() {
                let memberID = try person(member)
                guard memberID != "me" else { continue }
                seed.members.append(GroupMemberRecord(app: app, groupIdentifier: id, customIdentifier: memberID))
            }
        }

        for entry in try root["messages"].optionalArray() {
            try entry.rejectUnknownKeys(messageKeys)
            let id = try entry["identifier"].string()
            if let first = seen.messages[id] {
                throw entry["identifier"].error("\"\(id)\" is used twice (first on line \(first))")
            }
            seen.messages[id] = entry.line
            let sender = try person(entry["sender"])
            var recipients: [String] = []
            for r in try entry["recipients"].optionalArray() { recipients.append(try person(r)) }
            let typeName = try entry["messageType"].optionalString() ?? "text"
            guard let messageType = INMessageType(rawValue: typeName) else {
                throw entry["messageType"].error("\"\(typeName)\" is not an INMessageType case name")
            }
            let groupID = try entry["groupIdentifier"].optionalString()
            if let groupID, seen.groups[groupID] == nil {
                throw entry["groupIdentifier"].error("\"\(groupID)\" is not a group's identifier")
            }
            var files: [AttachmentRecord] = []
            for (position, file) in try entry["attachmentFiles"].optionalArray().enumerated() {
                try file.rejectUnknownKeys(["fileName", "typeIdentifier", "fileURL"])
                files.append(
                    AttachmentRecord(
                        app: app, messageIdentifier: id, position: position, fileName: try file["fileName"].string(),
                        typeIdentifier: try file["typeIdentifier"].optionalString()))
            }
            let link = entry["linkMetadata"]
            if link.exists {
                try link.rejectUnknownKeys([
                    "title", "siteName", "summary", "linkURL", "imageURL", "iconURL", "openGraphType",
                ])
            }
            seed.messages.append(
                MessageRecord(
                    app: app, identifier: id,
                    conversationIdentifier: try entry["conversationIdentifier"].optionalString(), sender: sender,
                    content: try entry["content"].optionalString(), dateSent: try entry["dateSent"].date(),
                    messageType: messageType,
                    groupIdentifier: groupID, status: sender == "me" ? .sent : .received,
                    read: try entry["read"].optionalBool() ?? (sender == "me"),
                    flagged: try entry["flagged"].optionalBool() ?? false,
                    numberOfAttachments: try entry["numberOfAttachments"].optionalInt(in: Self.attachmentCounts)
                        ?? (files.isEmpty ? nil : files.count),
                    linkTitle: try link["title"].optionalString(), linkSiteName: try link["siteName"].optionalString(),
                    linkSummary: try link["summary"].optionalString(), linkURL: try link["linkURL"].optionalString()))
            for (position, r) in recipients.enumerated() {
                seed.recipients.append(
                    MessageRecipientRecord(app: app, messageIdentifier: id, position: position, recipient: r))
            }
            seed.attachments += files
        }

    }
}
