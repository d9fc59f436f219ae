import Foundation
import GRDB
import IntentModel

// One record struct per table. Enums are stored as their Apple case names (text).
// Every app's data lives in the same file, keyed by the app's bundle identifier.

public struct ContactRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "contact"
    public var app: String
    public var customIdentifier: String
    public var displayName: String
    public var contactIdentifier: String?
    public var relationship: String?
    public var image: String?

    public init(
        app: String, customIdentifier: String, displayName: String, contactIdentifier: String? = nil,
        relationship: String? = nil, image: String? = nil
    ) {
        self.app = app
        self.customIdentifier = customIdentifier
        self.displayName = displayName
        self.contactIdentifier = contactIdentifier
        self.relationship = relationship
        self.image = image
    }
}

public struct ContactHandleRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "contactHandle"
    public var app: String
    public var customIdentifier: String
    public var position: Int
    public var value: String
    /// `phoneNumber` or `emailAddress` (INPersonHandleType).
    public var type: INPersonHandleType
    public var label: String?

    public init(
        app: String, customIdentifier: String, position: Int, value: String, type: INPersonHandleType, label: String?
    ) {
        self.app = app
        self.customIdentifier = customIdentifier
        self.position = position
        self.value = value
        self.type = type
        self.label = label
    }
}

public struct ContactAliasRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "contactAlias"
    public var app: String
    public var customIdentifier: String
    public var alias: String

    public init(app: String, customIdentifier: String, alias: String) {
        self.app = app
        self.customIdentifier = customIdentifier
        self.alias = alias
    }
}

public struct GroupRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "contactGroup"
    public var app: String
    public var identifier: String
    public var name: String

    public init(app: String, identifier: String, name: String) {
        self.app = app
        self.identifier = identifier
        self.name = name
    }
}

public struct GroupMemberRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "groupMember"
    public var app: String
    public var groupIdentifier: String
    public var customIdentifier: String

    public init(app: String, groupIdentifier: String, customIdentifier: String) {
        self.app = app
        self.groupIdentifier = groupIdentifier
        self.customIdentifier = customIdentifier
    }
}

/// Where a message stands in its life.
public enum MessageStatus: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    case received, sent, unsent
}

public struct MessageRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "message"
    public var app: String
    public var identifier: String
    public var conversationIdentifier: String?
    /// A contact's customIdentifier, or `me`.
    public var sender: String
    public var content: String?
    public var dateSent: Date
    /// An INMessageType case name.
    public var messageType: INMessageType
    public var groupIdentifier: String?
    public var status: MessageStatus
    public var read: Bool
    public var flagged: Bool
    public var numberOfAttachments: Int?
    public var linkTitle: String?
    public var linkSiteName: String?
    public var linkSummary: String?
    public var linkURL: String?
    public var editedAt: Date?
    public var unsentAt: Date?

    public init(
        app: String, identifier: String, conversationIdentifier: String?, sender: String, content: String?,
        dateSent: Date, messageType: INMessageType, groupIdentifier: String?, status: MessageStatus, read: Bool,
        flagged: Bool, numberOfAttachments: Int? = nil, linkTitle: String? = nil, linkSiteName: String? = nil,
        linkSummary: String? = nil, linkURL: String? = nil, editedAt: Date? = nil, unsentAt: Date? = nil
    ) {
        self.app = app
        self.identifier = identifier
        self.conversationIdentifier = conversationIdentifier
        self.sender = sender
        self.content = content
        self.dateSent = dateSent
        self.messageType = messageType
        self.groupIdentifier = groupIdentifier
        self.status = status
        self.read = read
        self.flagged = flagged
        self.numberOfAttachments = numberOfAttachments
        self.linkTitle = linkTitle
        self.linkSiteName = linkSiteName
        self.linkSummary = linkSummary
        self.linkURL = linkURL
        self.editedAt = editedAt
        self.unsentAt = unsentAt
    }
}

public struct MessageRecipientRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "messageRecipient"
    public var app: String
    public var messageIdentifier: String
    public var position: Int
    /// A contact's customIdentifier, or `me`.
    public var recipient: String

    public init(app: String, messageIdentifier: String, position: Int, recipient: String) {
        self.app = app
        self.messageIdentifier = messageIdentifier
        self.position = position
        self.recipient = recipient
    }
}

public struct AttachmentRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "messageAttachment"
    public var app: String
    public var messageIdentifier: String
    public var position: Int
    public var fileName: String
    public var typeIdentifier: String?

    public init(app: String, messageIdentifier: String, position: Int, fileName: String, typeIdentifier: String?) {
        self.app = app
        self.messageIdentifier = messageIdentifier
        self.position = position
        self.fileName = fileName
        self.typeIdentifier = typeIdentifier
    }
}

/// The content a message had before an edit.
public struct MessageEditRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "messageEdit"
    public var app: String
    public var messageIdentifier: String
    public var revision: Int
    public var previousContent: String?
    public var editedAt: Date

    public init(app: String, messageIdentifier: String, revision: Int, previousContent: String?, editedAt: Date) {
        self.app = app
        self.messageIdentifier = messageIdentifier
        self.revision = revision
        self.previousContent = previousContent
        self.editedAt = editedAt
    }
}

public struct CallRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "call"
    public var app: String
    public var identifier: String
    /// customIdentifiers joined by commas.
    public var contacts: String
    /// An INCallCapability case name.
    public var capability: INCallCapability
    public var date: Date

    public init(app: String, identifier: String, contacts: String, capability: INCallCapability, date: Date) {
        self.app = app
        self.identifier = identifier
        self.contacts = contacts
        self.capability = capability
        self.date = date
    }
}

/// A donated INInteraction, system side. The intent and response are kept as trace JSON.
public struct DonationRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "donation"
    public var identifier: String
    public var app: String
    public var intentClass: String
    public var groupIdentifier: String?
    public var date: Date
    /// How far the intent got (stored as its case name).
    public var handlingStatus: INIntentHandlingStatus
    public var intentJSON: String
    public var responseJSON: String?
    /// Who donated it: Siri, for what it handled, or the app, for what the user did in it.
    public var donor: Donor
    /// The phrase the app suggests for a voice shortcut to it.
    public var suggestedInvocationPhrase: String?

    /// Who donates an interaction.
    public enum Donor: String, Codable, Sendable, Hashable, CaseIterable, DatabaseValueConvertible {
        case siri, app
    }

    public init(
        identifier: String, app: String, intentClass: String, groupIdentifier: String?, date: Date,
        handlingStatus: INIntentHandlingStatus, intentJSON: String, responseJSON: String?, donor: Donor = .siri,
        suggestedInvocationPhrase: String? = nil
    ) {
        self.donor = donor
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
        self.identifier = identifier
        self.app = app
        self.intentClass = intentClass
        self.groupIdentifier = groupIdentifier
        self.date = date
        self.handlingStatus = handlingStatus
        self.intentJSON = intentJSON
        self.responseJSON = responseJSON
    }
}

/// Which apps' seed data has been loaded, so it is loaded once per state.
public struct SeededAppRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "seededApp"
    public var app: String
    public var seededAt: Date

    public init(app: String, seededAt: Date) {
        self.app = app
        self.seededAt = seededAt
    }
}

/// The counters behind sequential identifiers.
struct CounterRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "counter"
    var name: String
    var value: Int
}
