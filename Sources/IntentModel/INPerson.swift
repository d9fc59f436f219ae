import Foundation

/// The kind of address a person handle holds.
public enum INPersonHandleType: String, Sendable, Hashable, CaseIterable, Codable {
    case unknown, emailAddress, phoneNumber
}

/// A way to reach a person: a phone number or an email address, with an optional label.
public struct INPersonHandle: Sendable, Hashable {
    public var value: String?
    public var type: INPersonHandleType
    /// Apple's labels are strings such as `_$!<Mobile>!$_`; sirisim keeps the plain word ("mobile", "work").
    public var label: String?

    public init(value: String?, type: INPersonHandleType, label: String? = nil) {
        self.value = value
        self.type = type
        self.label = label
    }
}

/// A phrase Siri can speak and match, with the identifier an app gave it.
public struct INSpeakableString: Sendable, Hashable {
    public var vocabularyIdentifier: String?
    public var spokenPhrase: String
    public var pronunciationHint: String?

    public init(vocabularyIdentifier: String? = nil, spokenPhrase: String, pronunciationHint: String? = nil) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
    }
}

/// A person as SiriKit passes one between Siri and an app.
///
/// When the user names someone, Siri sets `displayName` to the spoken name and fills
/// `siriMatches` with the people from the device's Contacts that the name could mean, one
/// per matching handle. The app's resolve method turns that into one of its own people.
public struct INPerson: Sendable, Hashable {
    public var personHandle: INPersonHandle?
    public var displayName: String
    public var image: String?
    /// The identifier of the person in the device's Contacts, when the person is there.
    public var contactIdentifier: String?
    /// The app's own identifier for the person.
    public var customIdentifier: String?
    public var aliases: [INPersonHandle]?
    /// The person's relationship to the user ("sister", "boss"), as Contacts records it.
    public var relationship: String?
    public var isMe: Bool
    /// Siri's candidates for the spoken name; nil when Siri did not look.
    public var siriMatches: [INPerson]?

    public init(
        personHandle: INPersonHandle? = nil, displayName: String, image: String? = nil,
        contactIdentifier: String? = nil, customIdentifier: String? = nil, aliases: [INPersonHandle]? = nil,
        relationship: String? = nil, isMe: Bool = false, siriMatches: [INPerson]? = nil
    ) {
        self.personHandle = personHandle
        self.displayName = displayName
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.customIdentifier = customIdentifier
        self.aliases = aliases
        self.relationship = relationship
        self.isMe = isMe
        self.siriMatches = siriMatches
    }

    /// The same person without Siri's candidates: what an app returns once resolved.
    public var withoutMatches: INPerson {
        var copy = self
        copy.siriMatches = nil
        return copy
    }
}
