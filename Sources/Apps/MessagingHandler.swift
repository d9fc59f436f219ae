import Foundation
import IntentModel
import Store

/// The reference handler for the message intents: send, search, set attribute, unsend and
/// edit, over the app's local data. It follows Apple's messaging guidance and never prints:
/// it answers through completion handlers, as SiriKit's protocols require.
public struct MessagingHandler: INSendMessageIntentHandling, INSearchForMessagesIntentHandling,
    INSetMessageAttributeIntentHandling,
    INUnsendMessagesIntentHandling, INEditMessageIntentHandling
{
    public let app: String
    let store: AppStore
    let clock: DeviceClock
    let faults: FaultSink

    /// How long after sending a text message it can still be unsent (Messages allows 2 minutes).
    public static let unsendTimeLimit: TimeInterval = 2 * 60
    /// How long after sending it can still be edited (Messages allows 15 minutes)…
    public static let editTimeLimit: TimeInterval = 15 * 60
    /// …and how many times.
    public static let maximumEdits = 5
    /// More results than this and the app asks the user to narrow the search.
    public static let maximumSearchResults = 25

    init(_ context: HandlerContext) {
        app = context.app
        store = context.store
        clock = context.clock
        faults = context.faults
    }

    func directory() throws -> ContactDirectory { try ContactDirectory(store: store, app: app) }

    // MARK: Send

    public func resolveRecipients(
        for intent: INSendMessageIntent,
        with completion: @escaping @Sendable ([INSendMessageRecipientResolutionResult]) -> Void
    ) {
        let recipients = intent.recipients ?? []
        guard !recipients.isEmpty else {
            completion([intent.speakableGroupName == nil ? .needsValue : .notRequired])
            return
        }
        let directory: ContactDirectory
        do { directory = try self.directory() } catch {
            faults.storeFailed("resolveRecipients", error)
            completion(recipients.map { _ in .unsupported(nil) })
            return
        }
        completion(
            recipients.map { person in
                switch directory.resolve(person, usesHandles: false) {
                case .success(let resolved):
                    if resolved.personHandle == nil { return .unsupported(.noValidHandle) }
                    return .success(resolved)
                case .confirm(let guess): return .confirmationRequired(guess)
                case .disambiguation(let options): return .disambiguation(options)
                case .notFound: return .unsupported(nil)
                }
            })
    }

    public func resolveContent(
        for intent: INSendMessageIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void
    ) {
        if let content = intent.content?.trimmingCharacters(in: .whitespaces), !content.isEmpty {
            completion(.success(content))
        } else {
            completion(.needsValue)
        }
    }

    public func resolveSpeakableGroupName(
        for intent: INSendMessageIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        guard let spoken = intent.speakableGroupName else {
            completion(.notRequired)
            return
        }
        do {
            if let group = try findGroup(spoken) {
                completion(
                    .success(INSpeakableString(vocabularyIdentifier: group.identifier, spokenPhrase: group.name)))
            } else {
                completion(.unsupported(nil))
            }
        } catch {
            faults.storeFailed("resolveSpeakableGroupName", error)
            completion(.unsupported(nil))
        }
    }

    func findGroup(_ spoken: INSpeakableString) throws -> GroupRecord? {
        let groups = try store.groups(app: app).map(\.group)
        if let id = spoken.vocabularyIdentifier, let g = groups.first(where: { $0.identifier == id }) { return g }
        let said = ContactDirectory.fold(spoken.spokenPhrase)
        return groups.first { ContactDirectory.fold($0.name) == said }
            ?? groups.first {
                ContactDirectory.fold($0.name).hasPrefix(said) || said.hasPrefix(ContactDirectory.fold($0.name))
            }
    }

    public func confirm(
        intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void
    ) {
        completion(INSendMessageIntentResponse(code: .ready))
    }

    public func handle(
        intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void
    ) {
        var recipientIDs = (intent.recipients ?? []).compactMap(\.customIdentifier)
        var groupID: String?
        do {
            if let spoken = intent.speakableGroupName, let group = try findGroup(spoken) {
                groupID = group.identifier
                recipientIDs =
                    try store.groups(app: app).first { $0.group.identifier == group.identifier }?.members
                    ?? recipientIDs
            }
            guard !recipientIDs.isEmpty else {
                completion(INSendMessageIntentResponse(code: .failure))
                return
            }
            let conversation = try conversationIdentifier(recipients: recipientIDs, group: groupID)
            let sent = try store.sendMessage(
                app: app, recipients: recipientIDs, content: intent.content,
                messageType: intent.outgoingMessageType == .outgoingMessageAudio ? .audio : .text,
                groupIdentifier: groupID, conversationIdentifier: conversation, date: clock.now)
            completion(INSendMessageIntentResponse(code: .success, sentMessages: [try message(sent)]))
        } catch {
            faults.storeFailed("handle", error)
            completion(INSendMessageIntentResponse(code: .failure))
        }
    }

    /// The conversation a new message belongs to: the group's, or the one with that person.
    func conversationIdentifier(recipients: [String], group: String?) throws -> String {
        if let group {
            let existing = try store.messages(app: app, matching: MessageQuery(groupIdentifiers: [group]))
            return existing.last?.record.conversationIdentifier ?? "conv-\(group)"
        }
        if recipients.count == 1 {
            let person = recipients[0]
            let existing = try store.messages(app: app, matching: MessageQuery(senders: [person]))
                .filter { $0.record.groupIdentifier == nil }
            return existing.last?.record.conversationIdentifier ?? "conv-\(person)"
        }
        return "conv-" + recipients.sorted().joined(separator: "+")
    }

    // MARK: Search

    public func resolveSenders(
        for intent: INSearchForMessagesIntent, with completion: @escaping @Sendable ([INPersonResolutionResult]) -> Void
    ) {
        completion(resolveSearchPeople(intent.senders ?? [], method: "resolveSenders"))
    }

    /// "Messages I sent to Ana": the people the user wrote to.
    public func resolveRecipients(
        for intent: INSearchForMessagesIntent, with completion: @escaping @Sendable ([INPersonResolutionResult]) -> Void
    ) {
        completion(resolveSearchPeople(intent.recipients ?? [], method: "resolveRecipients"))
    }

    func resolveSearchPeople(_ people: [INPerson], method: String) -> [INPersonResolutionResult] {
        let directory: ContactDirectory
        do { directory = try self.directory() } catch {
            faults.storeFailed(method, error)
            return people.map { _ in .unsupported(nil) }
        }
        return people.map { person in
            switch directory.resolve(person, usesHandles: false) {
            case .success(let resolved): return .success(resolved)
            case .confirm(let guess): return .confirmationRequired(guess)
            case .disambiguation(let options): return .disambiguation(options)
            case .notFound: return .unsupported(nil)
            }
        }
    }

    public func resolveSpeakableGroupNames(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping @Sendable ([INSpeakableStringResolutionResult]) -> Void
    ) {
        completion(
            (intent.speakableGroupNames ?? []).map { spoken in
                do {
                    return try findGroup(spoken).map {
                        .success(INSpeakableString(vocabularyIdentifier: $0.identifier, spokenPhrase: $0.name))
                    } ?? .unsupported(nil)
                } catch {
                    faults.storeFailed("resolveSpeakableGroupNames", error)
                    return .unsupported(nil)
                }
            })
    }

    /// The words of a search that must appear in a message: "about the dinner plans" looks
    /// for "dinner" and "plans".
    static func searchWords(_ terms: [String]?) -> [String]? {
        let filler: Set<String> = [
            "the", "a", "an", "my", "our", "about", "of", "for", "that", "says", "said", "saying", "with",
        ]
        let words = (terms ?? []).flatMap {
            $0.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map(String.init)
        }
        .filter { !filler.contains($0) }
        return words.isEmpty ? nil : words
    }

    public func handle(
        intent: INSearchForMessagesIntent, completion: @escaping @Sendable (INSearchForMessagesIntentResponse) -> Void
    ) {
        var query = MessageQuery()
        if let senders = intent.senders, !senders.isEmpty { query.senders = senders.compactMap(\.customIdentifier) }
        if let recipients = intent.recipients, !recipients.isEmpty {
            query.recipients = recipients.compactMap(\.customIdentifier)
        }
        if let ids = intent.identifiers { query.identifiers = ids }
        if intent.attributes.contains(.unread) {
            query.read = false
        } else if intent.attributes.contains(.read) {
            query.read = true
        }
        if intent.attributes.contains(.flagged) {
            query.flagged = true
        } else if intent.attributes.contains(.unflagged) {
            query.flagged = false
        }
        query.from = intent.dateTimeRange?.startDate
        query.until = intent.dateTimeRange?.endDate
        query.searchTerms = Self.searchWords(intent.searchTerms)
        do {
            if let groups = intent.speakableGroupNames, !groups.isEmpty {
                query.groupIdentifiers = try groups.compactMap { try findGroup($0)?.identifier }
            }
            var found = try store.messages(app: app, matching: query)
            // Messages to someone are the ones the user sent them; otherwise, the ones the user received.
            if query.senders == nil {
                found = found.filter { query.recipients == nil ? $0.record.sender != "me" : $0.record.sender == "me" }
            }
            guard found.count <= Self.maximumSearchResults else {
                completion(INSearchForMessagesIntentResponse(code: .failureMessageTooManyResults))
                return
            }
            completion(INSearchForMessagesIntentResponse(code: .success, messages: try found.map(message)))
        } catch {
            faults.storeFailed("handle", error)
            completion(INSearchForMessagesIntentResponse(code: .failure))
        }
    }

    // MARK: Set attribute

    public func handle(
        intent: INSetMessageAttributeIntent,
        completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void
    ) {
        guard let ids = intent.identifiers, !ids.isEmpty else {
            completion(INSetMessageAttributeIntentResponse(code: .failureMessageNotFound))
            return
        }
        let change: (read: Bool?, flagged: Bool?)
        switch intent.attribute {
        case .read, .played: change = (true, nil)
        case .unread: change = (false, nil)
        case .flagged: change = (nil, true)
        case .unflagged: change = (nil, false)
        case .unknown:
            completion(INSetMessageAttributeIntentResponse(code: .failureMessageAttributeNotSet))
            return
        }
        do {
            let found = try store.setAttribute(app: app, identifiers: ids, read: change.read, flagged: change.flagged)
            completion(INSetMessageAttributeIntentResponse(code: found == 0 ? .failureMessageNotFound : .success))
        } catch {
            faults.storeFailed("handle", error)
            completion(INSetMessageAttributeIntentResponse(code: .failure))
        }
    }

    // MARK: Unsend and edit

    public func handle(
        intent: INUnsendMessagesIntent, completion: @escaping @Sendable (INUnsendMessagesIntentResponse) -> Void
    ) {
        guard let ids = intent.messageIdentifiers, !ids.isEmpty else {
            completion(INUnsendMessagesIntentResponse(code: .failureMessageNotFound))
            return
        }
        let now = clock.now
        var messages: [StoredMessage] = []
        for id in ids {
            let found: StoredMessage?
            do { found = try store.message(app: app, identifier: id) } catch {
                faults.storeFailed("handle", error)
                completion(INUnsendMessagesIntentResponse(code: .failure))
                return
            }
            guard let stored = found, stored.record.sender == "me", stored.record.status == .sent else {
                completion(INUnsendMessagesIntentResponse(code: .failureMessageNotFound))
                return
            }
            guard stored.record.messageType == .text else {
                completion(INUnsendMessagesIntentResponse(code: .failureMessageTypeUnsupported))
                return
            }
            guard now.timeIntervalSince(stored.record.dateSent) <= Self.unsendTimeLimit else {
                completion(INUnsendMessagesIntentResponse(code: .failurePastUnsendTimeLimit))
                return
            }
            messages.append(stored)
        }
        do {
            for m in messages { try store.unsend(app: app, identifier: m.record.identifier, at: now) }
            completion(INUnsendMessagesIntentResponse(code: .success))
        } catch {
            faults.storeFailed("handle", error)
            completion(INUnsendMessagesIntentResponse(code: .failure))
        }
    }

    public func resolveEditedContent(
        for intent: INEditMessageIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void
    ) {
        if let content = intent.editedContent?.trimmingCharacters(in: .whitespaces), !content.isEmpty {
            completion(.success(content))
        } else {
            completion(.needsValue)
        }
    }

    public func handle(
        intent: INEditMessageIntent, completion: @escaping @Sendable (INEditMessageIntentResponse) -> Void
    ) {
        let found: StoredMessage?
        do { found = try intent.messageIdentifier.flatMap { try store.message(app: app, identifier: $0) } } catch {
            faults.storeFailed("handle", error)
            completion(INEditMessageIntentResponse(code: .failure))
            return
        }
        guard let stored = found, let id = intent.messageIdentifier, stored.record.sender == "me",
            stored.record.status == .sent
        else {
            completion(INEditMessageIntentResponse(code: .failureMessageNotFound))
            return
        }
        guard stored.record.messageType == .text else {
            completion(INEditMessageIntentResponse(code: .failureMessageTypeUnsupported))
            return
        }
        let now = clock.now
        guard now.timeIntervalSince(stored.record.dateSent) <= Self.editTimeLimit,
            stored.edits.count < Self.maximumEdits
        else {
            completion(INEditMessageIntentResponse(code: .failurePastEditTimeLimit))
            return
        }
        guard let content = intent.editedContent else {
            completion(INEditMessageIntentResponse(code: .failure))
            return
        }
        do {
            try store.edit(app: app, identifier: id, content: content, at: now)
            completion(INEditMessageIntentResponse(code: .success))
        } catch {
            faults.storeFailed("handle", error)
            completion(INEditMessageIntentResponse(code: .failure))
        }
    }

    // MARK: Converting stored messages

    func message(_ stored: StoredMessage) throws -> INMessage {
        let directory = try self.directory()
        let r = stored.record
        let groups = try store.groups(app: app)
        let group = r.groupIdentifier.flatMap { id in groups.first { $0.group.identifier == id }?.group }
        let link: INMessageLinkMetadata? =
            (r.linkTitle ?? r.linkURL) == nil
            ? nil
            : INMessageLinkMetadata(
                siteName: r.linkSiteName, summary: r.linkSummary, title: r.linkTitle, linkURL: r.linkURL)
        return INMessage(
            identifier: r.identifier, conversationIdentifier: r.conversationIdentifier, content: r.content,
            dateSent: r.dateSent,
            sender: directory.person(stored: r.sender),
            recipients: stored.recipients.map { directory.person(stored: $0) },
            groupName: group.map { INSpeakableString(vocabularyIdentifier: $0.identifier, spokenPhrase: $0.name) },
            messageType: r.messageType,
            attachmentFiles: stored.attachments.isEmpty
                ? nil : stored.attachments.map { INFile(fileName: $0.fileName, typeIdentifier: $0.typeIdentifier) },
            numberOfAttachments: r.numberOfAttachments, linkMetadata: link)
    }
}
