import Foundation

// MARK: INSendMessageIntent

/// "Send a message to Maria saying I'm running late."
public struct INSendMessageIntent: INIntent, Hashable {
    public static let className = "INSendMessageIntent"
    public var identifier: String?
    public var recipients: [INPerson]?
    public var outgoingMessageType: INOutgoingMessageType
    public var content: String?
    public var speakableGroupName: INSpeakableString?
    public var conversationIdentifier: String?
    public var serviceName: String?
    public var sender: INPerson?

    public init(
        recipients: [INPerson]? = nil, outgoingMessageType: INOutgoingMessageType = .unknown, content: String? = nil,
        speakableGroupName: INSpeakableString? = nil, conversationIdentifier: String? = nil,
        serviceName: String? = nil, sender: INPerson? = nil
    ) {
        self.recipients = recipients
        self.outgoingMessageType = outgoingMessageType
        self.content = content
        self.speakableGroupName = speakableGroupName
        self.conversationIdentifier = conversationIdentifier
        self.serviceName = serviceName
        self.sender = sender
    }
}

public enum INSendMessageIntentResponseCode: String, INResponseCode {
    case unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch
    case failureMessageServiceNotAvailable, failureRequiringInAppAuthentication
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INSendMessageIntentResponse: INIntentResponse, Hashable {
    public var code: INSendMessageIntentResponseCode
    public var userActivity: UserActivity?
    /// The messages the app sent, with the identifiers unsend and edit refer to later.
    public var sentMessages: [INMessage]?

    public init(code: INSendMessageIntentResponseCode, userActivity: UserActivity?) {
        self.init(code: code, userActivity: userActivity, sentMessages: nil)
    }

    public init(
        code: INSendMessageIntentResponseCode, userActivity: UserActivity? = nil, sentMessages: [INMessage]? = nil
    ) {
        self.code = code
        self.userActivity = userActivity
        self.sentMessages = sentMessages
    }
}

/// Resolve, confirm and handle for sending messages, in the order SiriKit declares them.
public protocol INSendMessageIntentHandling: Sendable {
    func resolveRecipients(
        for intent: INSendMessageIntent,
        with completion: @escaping @Sendable ([INSendMessageRecipientResolutionResult]) -> Void)
    func resolveOutgoingMessageType(
        for intent: INSendMessageIntent,
        with completion: @escaping @Sendable (INOutgoingMessageTypeResolutionResult) -> Void)
    func resolveContent(
        for intent: INSendMessageIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void)
    func resolveSpeakableGroupName(
        for intent: INSendMessageIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    func confirm(intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void)
    func handle(intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void)
}

extension INSendMessageIntentHandling {
    public func resolveRecipients(
        for intent: INSendMessageIntent,
        with completion: @escaping @Sendable ([INSendMessageRecipientResolutionResult]) -> Void
    ) {
        completion((intent.recipients ?? []).map { .success($0) })
    }
    public func resolveOutgoingMessageType(
        for intent: INSendMessageIntent,
        with completion: @escaping @Sendable (INOutgoingMessageTypeResolutionResult) -> Void
    ) {
        completion(.notRequired)
    }
    public func resolveContent(
        for intent: INSendMessageIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void
    ) {
        completion(intent.content.map { .success($0) } ?? .notRequired)
    }
    public func resolveSpeakableGroupName(
        for intent: INSendMessageIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(intent.speakableGroupName.map { .success($0) } ?? .notRequired)
    }
    public func confirm(
        intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void
    ) {
        completion(INSendMessageIntentResponse(code: .ready))
    }
}

// MARK: INSearchForMessagesIntent

/// "Read my unread messages from Juan."
public struct INSearchForMessagesIntent: INIntent, Hashable {
    public static let className = "INSearchForMessagesIntent"
    public var identifier: String?
    public var recipients: [INPerson]?
    public var recipientsOperator: INConditionalOperator
    public var senders: [INPerson]?
    public var sendersOperator: INConditionalOperator
    public var searchTerms: [String]?
    public var attributes: INMessageAttributeOptions
    public var dateTimeRange: INDateComponentsRange?
    public var identifiers: [String]?
    public var notificationIdentifiers: [String]?
    public var speakableGroupNames: [INSpeakableString]?
    public var conversationIdentifiers: [String]?

    public init(
        recipients: [INPerson]? = nil, recipientsOperator: INConditionalOperator = .any, senders: [INPerson]? = nil,
        sendersOperator: INConditionalOperator = .any, searchTerms: [String]? = nil,
        attributes: INMessageAttributeOptions = [],
        dateTimeRange: INDateComponentsRange? = nil, identifiers: [String]? = nil,
        notificationIdentifiers: [String]? = nil,
        speakableGroupNames: [INSpeakableString]? = nil, conversationIdentifiers: [String]? = nil
    ) {
        self.recipients = recipients
        self.recipientsOperator = recipientsOperator
        self.senders = senders
        self.sendersOperator = sendersOperator
        self.searchTerms = searchTerms
        self.attributes = attributes
        self.dateTimeRange = dateTimeRange
        self.identifiers = identifiers
        self.notificationIdentifiers = notificationIdentifiers
        self.speakableGroupNames = speakableGroupNames
        self.conversationIdentifiers = conversationIdentifiers
    }
}

public enum INSearchForMessagesIntentResponseCode: String, INResponseCode {
    case unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch
    case failureMessageServiceNotAvailable, failureMessageTooManyResults, failureRequiringInAppAuthentication
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INSearchForMessagesIntentResponse: INIntentResponse, Hashable {
    public var code: INSearchForMessagesIntentResponseCode
    public var userActivity: UserActivity?
    public var messages: [INMessage]?

    public init(code: INSearchForMessagesIntentResponseCode, userActivity: UserActivity?) {
        self.init(code: code, userActivity: userActivity, messages: nil)
    }

    public init(
        code: INSearchForMessagesIntentResponseCode, userActivity: UserActivity? = nil, messages: [INMessage]? = nil
    ) {
        self.code = code
        self.userActivity = userActivity
        self.messages = messages
    }
}

public protocol INSearchForMessagesIntentHandling: Sendable {
    func resolveRecipients(
        for intent: INSearchForMessagesIntent, with completion: @escaping @Sendable ([INPersonResolutionResult]) -> Void
    )
    func resolveSenders(
        for intent: INSearchForMessagesIntent, with completion: @escaping @Sendable ([INPersonResolutionResult]) -> Void
    )
    func resolveAttributes(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping @Sendable (INMessageAttributeOptionsResolutionResult) -> Void)
    func resolveDateTimeRange(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping @Sendable (INDateComponentsRangeResolutionResult) -> Void)
    func resolveSpeakableGroupNames(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping @Sendable ([INSpeakableStringResolutionResult]) -> Void)
    func confirm(
        intent: INSearchForMessagesIntent, completion: @escaping @Sendable (INSearchForMessagesIntentResponse) -> Void)
    func handle(
        intent: INSearchForMessagesIntent, completion: @escaping @Sendable (INSearchForMessagesIntentResponse) -> Void)
}

extension INSearchForMessagesIntentHandling {
    public func resolveRecipients(
        for intent: INSearchForMessagesIntent, with completion: @escaping @Sendable ([INPersonResolutionResult]) -> Void
    ) {
        completion((intent.recipients ?? []).map { .success($0) })
    }
    public func resolveSenders(
        for intent: INSearchForMessagesIntent, with completion: @escaping @Sendable ([INPersonResolutionResult]) -> Void
    ) {
        completion((intent.senders ?? []).map { .success($0) })
    }
    public func resolveAttributes(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping @Sendable (INMessageAttributeOptionsResolutionResult) -> Void
    ) {
        completion(intent.attributes.isEmpty ? .notRequired : .success(intent.attributes))
    }
    public func resolveDateTimeRange(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping @Sendable (INDateComponentsRangeResolutionResult) -> Void
    ) {
        completion(intent.dateTimeRange.map { .success($0) } ?? .notRequired)
    }
    public func resolveSpeakableGroupNames(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping @Sendable ([INSpeakableStringResolutionResult]) -> Void
    ) {
        completion((intent.speakableGroupNames ?? []).map { .success($0) })
    }
    public func confirm(
        intent: INSearchForMessagesIntent, completion: @escaping @Sendable (INSearchForMessagesIntentResponse) -> Void
    ) {
        completion(INSearchForMessagesIntentResponse(code: .ready))
    }
}

// MARK: INSetMessageAttributeIntent

/// "Mark my messages from Juan as read."
public struct INSetMessageAttributeIntent: INIntent, Hashable {
    public static let className = "INSetMessageAttributeIntent"
    public var identifier: String?
    public var identifiers: [String]?
    public var attribute: INMessageAttribute

    public init(identifiers: [String]? = nil, attribute: INMessageAttribute = .unknown) {
        self.identifiers = identifiers
        self.attribute = attribute
    }
}

public enum INSetMessageAttributeIntentResponseCode: String, INResponseCode {
    case unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch
    case failureMessageNotFound, failureMessageAttributeNotSet, failureRequiringInAppAuthentication
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INSetMessageAttributeIntentResponse: INIntentResponse, Hashable {
    public var code: INSetMessageAttributeIntentResponseCode
    public var userActivity: UserActivity?

    public init(code: INSetMessageAttributeIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

public protocol INSetMessageAttributeIntentHandling: Sendable {
    func resolveAttribute(
        for intent: INSetMessageAttributeIntent,
        with completion: @escaping @Sendable (INMessageAttributeResolutionResult) -> Void)
    func confirm(
        intent: INSetMessageAttributeIntent,
        completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void)
    func handle(
        intent: INSetMessageAttributeIntent,
        completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void)
}

extension INSetMessageAttributeIntentHandling {
    public func resolveAttribute(
        for intent: INSetMessageAttributeIntent,
        with completion: @escaping @Sendable (INMessageAttributeResolutionResult) -> Void
    ) {
        completion(intent.attribute == .unknown ? .needsValue : .success(intent.attribute))
    }
    public func confirm(
        intent: INSetMessageAttributeIntent,
        completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void
    ) {
        completion(INSetMessageAttributeIntentResponse(code: .ready))
    }
}

// MARK: INUnsendMessagesIntent

/// "Unsend my last message." The system fills `messageIdentifiers` from the app's donations.
public struct INUnsendMessagesIntent: INIntent, Hashable {
    public static let className = "INUnsendMessagesIntent"
    public var identifier: String?
    public var messageIdentifiers: [String]?

    public init(messageIdentifiers: [String]? = nil) {
        self.messageIdentifiers = messageIdentifiers
    }
}

public enum INUnsendMessagesIntentResponseCode: String, INResponseCode {
    case unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch
    case failureMessageNotFound, failurePastUnsendTimeLimit, failureMessageTypeUnsupported
    case failureUnsupportedOnService, failureMessageServiceNotAvailable, failureRequiringInAppAuthentication
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INUnsendMessagesIntentResponse: INIntentResponse, Hashable {
    public var code: INUnsendMessagesIntentResponseCode
    public var userActivity: UserActivity?

    public init(code: INUnsendMessagesIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

/// Unsend has nothing to resolve: only confirm and handle.
public protocol INUnsendMessagesIntentHandling: Sendable {
    func confirm(
        intent: INUnsendMessagesIntent, completion: @escaping @Sendable (INUnsendMessagesIntentResponse) -> Void)
    func handle(
        intent: INUnsendMessagesIntent, completion: @escaping @Sendable (INUnsendMessagesIntentResponse) -> Void)
}

extension INUnsendMessagesIntentHandling {
    public func confirm(
        intent: INUnsendMessagesIntent, completion: @escaping @Sendable (INUnsendMessagesIntentResponse) -> Void
    ) {
        completion(INUnsendMessagesIntentResponse(code: .ready))
    }
}

// MARK: INEditMessageIntent

/// "Edit my last message to say I'll be there at six." The system fills `messageIdentifier`.
public struct INEditMessageIntent: INIntent, Hashable {
    public static let className = "INEditMessageIntent"
    public var identifier: String?
    public var messageIdentifier: String?
    public var editedContent: String?

    public init(messageIdentifier: String? = nil, editedContent: String? = nil) {
        self.messageIdentifier = messageIdentifier
        self.editedContent = editedContent
    }
}

public enum INEditMessageIntentResponseCode: String, INResponseCode {
    case unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch
    case failureMessageNotFound, failurePastEditTimeLimit, failureMessageTypeUnsupported
    case failureUnsupportedOnService, failureMessageServiceNotAvailable, failureRequiringInAppAuthentication
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INEditMessageIntentResponse: INIntentResponse, Hashable {
    public var code: INEditMessageIntentResponseCode
    public var userActivity: UserActivity?

    public init(code: INEditMessageIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

public protocol INEditMessageIntentHandling: Sendable {
    func resolveEditedContent(
        for intent: INEditMessageIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void)
    func confirm(intent: INEditMessageIntent, completion: @escaping @Sendable (INEditMessageIntentResponse) -> Void)
    func handle(intent: INEditMessageIntent, completion: @escaping @Sendable (INEditMessageIntentResponse) -> Void)
}

extension INEditMessageIntentHandling {
    public func resolveEditedContent(
        for intent: INEditMessageIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void
    ) {
        completion(intent.editedContent.map { .success($0) } ?? .needsValue)
    }
    public func confirm(
        intent: INEditMessageIntent, completion: @escaping @Sendable (INEditMessageIntentResponse) -> Void
    ) {
        completion(INEditMessageIntentResponse(code: .ready))
    }
}
