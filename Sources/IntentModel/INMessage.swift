import Foundation

/// The kind of content a message carries.
public enum INMessageType: String, Sendable, Hashable, CaseIterable, Codable {
    case unspecified, text, audio, digitalTouch, handwriting, sticker
    case tapbackLiked, tapbackDisliked, tapbackEmphasized, tapbackLoved, tapbackQuestioned, tapbackLaughed
    case mediaCalendar, mediaLocation, mediaAddressCard, mediaImage, mediaVideo, mediaPass, mediaAudio
    case paymentSent, paymentRequest, paymentNote, animoji, activitySnippet, file, link, reaction
    case mediaAnimatedImage, mediaSticker
}

/// Whether an outgoing message is text or audio.
public enum INOutgoingMessageType: String, Sendable, Hashable, CaseIterable {
    case unknown, outgoingMessageText, outgoingMessageAudio
}

/// One attribute to set on a message.
public enum INMessageAttribute: String, Sendable, Hashable, CaseIterable {
    case unknown, read, unread, flagged, unflagged, played
}

/// A set of message attributes to search by.
public struct INMessageAttributeOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let read = INMessageAttributeOptions(rawValue: 1 << 0)
    public static let unread = INMessageAttributeOptions(rawValue: 1 << 1)
    public static let flagged = INMessageAttributeOptions(rawValue: 1 << 2)
    public static let unflagged = INMessageAttributeOptions(rawValue: 1 << 3)
    public static let played = INMessageAttributeOptions(rawValue: 1 << 4)

    /// The option of one attribute; nil for `unknown`.
    public init?(_ attribute: INMessageAttribute) {
        switch attribute {
        case .read: self = .read
        case .unread: self = .unread
        case .flagged: self = .flagged
        case .unflagged: self = .unflagged
        case .played: self = .played
        case .unknown: return nil
        }
    }

    /// The options' names in a fixed order, for traces.
    public var names: [String] {
        [
            (Self.read, "read"), (.unread, "unread"), (.flagged, "flagged"), (.unflagged, "unflagged"),
            (.played, "played"),
        ]
        .filter { contains($0.0) }.map(\.1)
    }
}

/// How several values of one search criterion combine.
public enum INConditionalOperator: String, Sendable, Hashable, CaseIterable {
    case all, any, none
}

/// A file attached to a message.
public struct INFile: Sendable, Hashable {
    public var fileName: String
    /// A Uniform Type Identifier such as `public.jpeg`.
    public var typeIdentifier: String?
    public var fileURL: String?

    public init(fileName: String, typeIdentifier: String? = nil, fileURL: String? = nil) {
        self.fileName = fileName
        self.typeIdentifier = typeIdentifier
        self.fileURL = fileURL
    }
}

/// What a link in a message points to.
public struct INMessageLinkMetadata: Sendable, Hashable {
    public var siteName: String?
    public var summary: String?
    public var title: String?
    public var openGraphType: String?
    public var linkURL: String?
    public var imageURL: String?
    public var iconURL: String?

    public init(
        siteName: String? = nil, summary: String? = nil, title: String? = nil, openGraphType: String? = nil,
        linkURL: String? = nil, imageURL: String? = nil, iconURL: String? = nil
    ) {
        self.siteName = siteName
        self.summary = summary
        self.title = title
        self.openGraphType = openGraphType
        self.linkURL = linkURL
        self.imageURL = imageURL
        self.iconURL = iconURL
    }
}

/// A message as an app reports it to Siri.
public struct INMessage: Sendable, Hashable {
    public var identifier: String
    public var conversationIdentifier: String?
    public var content: String?
    public var dateSent: Date?
    public var sender: INPerson?
    public var recipients: [INPerson]?
    public var groupName: INSpeakableString?
    public var messageType: INMessageType
    public var serviceName: String?
    public var attachmentFiles: [INFile]?
    public var numberOfAttachments: Int?
    public var linkMetadata: INMessageLinkMetadata?

    public init(
        identifier: String, conversationIdentifier: String? = nil, content: String? = nil, dateSent: Date? = nil,
        sender: INPerson? = nil, recipients: [INPerson]? = nil, groupName: INSpeakableString? = nil,
        messageType: INMessageType = .text, serviceName: String? = nil, attachmentFiles: [INFile]? = nil,
        numberOfAttachments: Int? = nil, linkMetadata: INMessageLinkMetadata? = nil
    ) {
        self.identifier = identifier
        self.conversationIdentifier = conversationIdentifier
        self.content = content
        self.dateSent = dateSent
        self.sender = sender
        self.recipients = recipients
        self.groupName = groupName
        self.messageType = messageType
        self.serviceName = serviceName
        self.attachmentFiles = attachmentFiles
        self.numberOfAttachments = numberOfAttachments
        self.linkMetadata = linkMetadata
    }
}

/// A span of time, as in "messages from yesterday".
public struct INDateComponentsRange: Sendable, Hashable {
    public var startDate: Date?
    public var endDate: Date?

    public init(startDate: Date?, endDate: Date?) {
        self.startDate = startDate
        self.endDate = endDate
    }

    public func contains(_ date: Date) -> Bool {
        if let startDate, date < startDate { return false }
        if let endDate, date >= endDate { return false }
        return true
    }
}
