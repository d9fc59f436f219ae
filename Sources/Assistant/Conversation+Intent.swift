import Foundation
import Formats
import IntentModel
import PhraseMatcher
import Store

extension Conversation {
    /// Builds the intent Siri hands to the app from a match: spoken people get the device
    /// contacts they could mean in `siriMatches`; references to "my last message" and
    /// "them" get the identifiers Siri remembers.
    func buildIntent(_ match: Match, app: InstalledApp) -> any INIntent {
        func persons(_ name: String) -> [INPerson]? {
            let fills = match.fills(name)
            guard !fills.isEmpty else { return nil }
            return fills.map { INPerson(displayName: $0.text, siriMatches: siri.siriMatches(for: $0.text)) }
        }
        func speakable(_ fill: SlotFill) -> INSpeakableString {
            INSpeakableString(vocabularyIdentifier: fill.entity?.identifier, spokenPhrase: fill.entity?.phrase ?? fill.text)
        }
        func caseName(_ name: String) -> String? { match.fills(name).first?.entity?.identifier }
        func text(_ name: String) -> String? { match.fills(name).first.map(\.text).flatMap { $0.isEmpty ? nil : $0 } }

        switch match.intent {
        case INSendMessageIntent.className:
            return INSendMessageIntent(recipients: persons("recipients"), content: text("content"),
                                       speakableGroupName: match.fills("speakableGroupName").first.map(speakable))
        case INSearchForMessagesIntent.className:
            var options: INMessageAttributeOptions = []
            for fill in match.fills("attributes") {
                switch fill.entity?.identifier {
                case "read": options.insert(.read)
                case "unread": options.insert(.unread)
                case "flagged": options.insert(.flagged)
                case "unflagged": options.insert(.unflagged)
                case "played": options.insert(.played)
                default: break
                }
            }
            let groups = match.fills("speakableGroupNames").map(speakable)
            return INSearchForMessagesIntent(senders: persons("senders"), attributes: options,
                                             dateTimeRange: caseName("dateTimeRange").flatMap(dateRange),
                                             speakableGroupNames: groups.isEmpty ? nil : groups)
        case INSetMessageAttributeIntent.className:
            let ids = lastReadMessageIdentifiers
            return INSetMessageAttributeIntent(identifiers: ids.isEmpty ? nil : ids,
                                               attribute: caseName("attribute").flatMap(INMessageAttribute.init(rawValue:)) ?? .unknown)
        case INUnsendMessagesIntent.className:
            return INUnsendMessagesIntent(messageIdentifiers: lastSentMessageIdentifiers(app: app.bundleIdentifier))
        case INEditMessageIntent.className:
            return INEditMessageIntent(messageIdentifier: lastSentMessageIdentifiers(app: app.bundleIdentifier)?.last, editedContent: text("editedContent"))
        case INStartCallIntent.className:
            return INStartCallIntent(contacts: persons("contacts"),
                                     callCapability: caseName("callCapability").flatMap(INCallCapability.init(rawValue:)) ?? .unknown)
        default:
            return INSendMessageIntent()
        }
    }

    /// The messages of the app's most recent donated send, which "my last message" means.
    func lastSentMessageIdentifiers(app: String) -> [String]? {
        guard let donations = try? siri.store.donations(app: app) else { return nil }
        for donation in donations.reversed() where donation.intentClass == INSendMessageIntent.className {
            guard let json = donation.responseJSON,
                  let node = try? { () throws(FormatError) -> Node in var p = JSONParser(data: Data(json.utf8), file: "donation"); return try p.parseDocument() }()
            else { continue }
            let sent = (try? NodeReader(node, file: "donation")["sentMessages"].optionalArray()) ?? []
            let ids = sent.compactMap { try? $0["identifier"].string() }
            if !ids.isEmpty { return ids }
        }
        return nil
    }

    /// "today" → the day on the device clock, in UTC.
    func dateRange(_ caseName: String) -> INDateComponentsRange? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 2
        let now = siri.clock.now
        let today = calendar.startOfDay(for: now)
        let day: TimeInterval = 86_400
        switch caseName {
        case "today": return INDateComponentsRange(startDate: today, endDate: today.addingTimeInterval(day))
        case "thisMorning": return INDateComponentsRange(startDate: today.addingTimeInterval(5 * 3600), endDate: today.addingTimeInterval(12 * 3600))
        case "thisAfternoon": return INDateComponentsRange(startDate: today.addingTimeInterval(12 * 3600), endDate: today.addingTimeInterval(18 * 3600))
        case "thisEvening": return INDateComponentsRange(startDate: today.addingTimeInterval(18 * 3600), endDate: today.addingTimeInterval(day))
        case "yesterday": return INDateComponentsRange(startDate: today.addingTimeInterval(-day), endDate: today)
        case "lastNight": return INDateComponentsRange(startDate: today.addingTimeInterval(-6 * 3600), endDate: today.addingTimeInterval(6 * 3600))
        case "thisWeek":
            let start = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? today
            return INDateComponentsRange(startDate: start, endDate: start.addingTimeInterval(7 * day))
        case "lastWeek":
            let start = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? today
            return INDateComponentsRange(startDate: start.addingTimeInterval(-7 * day), endDate: start)
        default: return nil
        }
    }

    // MARK: What Siri says about a response

    func speak(_ response: ErasedResponse, run: Run) -> [String] {
        let app = run.app.displayName
        switch response.response {
        case let r as INSendMessageIntentResponse:
            let intent = run.intent as? INSendMessageIntent
            let to = intent?.speakableGroupName?.spokenPhrase
                ?? Speech.list((intent?.recipients ?? []).map(\.displayName), conjunction: "and")
            switch r.code {
            case .success: return ["OK, sent to \(to)."]
            case .inProgress: return ["OK, sending it to \(to)."]
            case .ready, .unspecified: return ["OK."]
            default: return [Speech.failure(app: app, code: r.code.rawValue)]
            }
        case let r as INSearchForMessagesIntentResponse:
            guard r.code == .success || r.code == .inProgress else { return [Speech.failure(app: app, code: r.code.rawValue)] }
            let messages = r.messages ?? []
            lastReadMessageIdentifiers = messages.map(\.identifier)
            if messages.isEmpty { return ["You have no messages like that in \(app)."] }
            var lines = [messages.count == 1 ? "You have one message." : "You have \(messages.count) messages."]
            for message in messages { lines += describe(message) }
            return lines
        case let r as INSetMessageAttributeIntentResponse:
            guard r.code == .success else { return [Speech.failure(app: app, code: r.code.rawValue)] }
            let attribute = (run.intent as? INSetMessageAttributeIntent)?.attribute ?? .unknown
            let count = (run.intent as? INSetMessageAttributeIntent)?.identifiers?.count ?? 0
            let what = count == 1 ? "it" : "them"
            switch attribute {
            case .read, .unread, .played: return ["OK, I marked \(what) as \(attribute.rawValue)."]
            case .flagged: return ["OK, I flagged \(what)."]
            case .unflagged: return ["OK, I unflagged \(what)."]
            case .unknown: return ["OK."]
            }
        case let r as INUnsendMessagesIntentResponse:
            return r.code == .success ? ["OK, I unsent your last message."] : [Speech.failure(app: app, code: r.code.rawValue)]
        case let r as INEditMessageIntentResponse:
            let content = (run.intent as? INEditMessageIntent)?.editedContent ?? ""
            return r.code == .success ? ["OK, your message now says “\(content)”."] : [Speech.failure(app: app, code: r.code.rawValue)]
        case let r as INStartCallIntentResponse:
            let intent = run.intent as? INStartCallIntent
            let who = Speech.list((intent?.contacts ?? []).map(\.displayName), conjunction: "and")
            let kind = intent?.callCapability == .videoCall ? "Video calling" : "Calling"
            switch r.code {
            case .continueInApp, .ready: return ["\(kind) \(who) on \(app)…"]
            default: return [Speech.failure(app: app, code: r.code.rawValue)]
            }
        default:
            switch response.outcome {
            case .success: return ["OK, done."]
            case .failure, .failureRequiringAppLaunch: return [Speech.failure(app: app, code: response.code)]
            default: return []
            }
        }
    }

    /// How Siri reads one message: who, when, what, and what is attached.
    func describe(_ message: INMessage) -> [String] {
        let who = message.sender.map { $0.isMe ? "You" : $0.displayName } ?? "Someone"
        let group = message.groupName.map { " in \($0.spokenPhrase)" } ?? ""
        let when = message.dateSent.map { Speech.when($0, now: siri.clock.now) } ?? ""
        var line = "\(who)\(group), \(when)"
        if let content = message.content, !content.isEmpty { line += ": \(content)" }
        var lines = [line]
        let files = message.attachmentFiles ?? []
        if !files.isEmpty {
            let names = files.map { "\($0.fileName) (\(Speech.fileKind($0.typeIdentifier)))" }
            lines.append("  \(files.count == 1 ? "Attachment" : "\(files.count) attachments"): \(names.joined(separator: ", "))")
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
