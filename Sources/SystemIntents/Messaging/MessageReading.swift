import Foundation
import IntentModel

/// How Siri reads one message out: who, when, what, and what is attached.
enum MessageReading {
    static func lines(_ message: INMessage, now: Date) -> [String] {
        let who = message.sender.map { $0.isMe ? "You" : $0.displayName } ?? "Someone"
        let group = message.groupName.map { " in \($0.spokenPhrase)" } ?? ""
        let when = message.dateSent.map { Speech.when($0, now: now) } ?? ""
        var line = "\(who)\(group), \(when)"
        if let content = message.content, !content.isEmpty { line += ": \(content)" }
        var lines = [line]
        let files = message.attachmentFiles ?? []
        if !files.isEmpty {
            let names = files.map { "\($0.fileName) (\(Messaging.fileKind($0.typeIdentifier)))" }
            lines.append(
                "  \(files.count == 1 ? "Attachment" : "\(files.count) attachments"): \(names.joined(separator: ", "))")
        } else if let count = message.numberOfAttachments, count > 0 {
            lines.append("  \(count == 1 ? "1 attachment" : "\(count) attachments")")
        }
        if let link = message.linkMetadata {
            let site = link.siteName.map { " from \($0)" } ?? ""
            lines.append("  Link: \(link.title ?? link.linkURL ?? "a link")\(site)")
        }
        return lines
    }
}
