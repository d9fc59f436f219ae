/// What kind of thing an entity is, which decides the parameters it can fill.
public enum EntityKind: Sendable, Hashable, CustomStringConvertible {
    /// A person: an app contact, a device contact, a registered contact name.
    case person
    /// A group conversation.
    case group
    /// An app's display name or alternative name; routes the request.
    case appName
    /// A value of one of the system's built-in value lists (`SystemLexicon`), such as
    /// `callCapability` or `messageAttribute`.
    case lexicon(String)
    /// A term from an app's vocabulary for one parameter kind (an INVocabularyStringType
    /// case name or an `Intent.property` from ParameterVocabularies).
    case vocabulary(String)

    /// Whether it is a value of the system's value lists.
    var isLexicon: Bool {
        if case .lexicon = self { true } else { false }
    }

    public var description: String {
        switch self {
        case .person: "person"
        case .group: "group"
        case .appName: "appName"
        case .lexicon(let name): "lexicon:\(name)"
        case .vocabulary(let type): "vocabulary:\(type)"
        }
    }
}

/// Where Siri learnt a name, for `:why` and the trace. Siri knows names only from what
/// apps and the device give it, never from an app's own data.
public enum EntitySource: String, Sendable, Hashable, CaseIterable {
    /// The device's Contacts.
    case deviceContacts
    /// An app's user-specific vocabulary (INVocabulary).
    case userVocabulary
    /// An app's global vocabulary (ParameterVocabularies in AppIntentVocabulary.plist).
    case globalVocabulary
    /// An interaction an app or Siri donated (its people, groups and media).
    case donation
    /// An item an app put in the Spotlight index.
    case spotlight
    /// An app's display name or alternative name (Info.plist).
    case appName
    /// A value an app's Intents.intentdefinition declares (an enum's display names).
    case intentDefinition
    /// Siri's own value words (`SystemLexicon`).
    case system
}

/// One thing the matcher can recognise in text, under one of its names. A class, so that
/// the many spans found in an utterance share it rather than copy its strings.
public final class Entity: Sendable, Hashable {
    public let kind: EntityKind
    /// The identifier behind the name: a customIdentifier, contactIdentifier, vocabulary
    /// identifier, bundle identifier or lexicon case name.
    public let identifier: String
    /// The name the entity is known by (display name, alias, spoken phrase, synonym).
    public let phrase: String
    /// An optional pronunciation hint, matched as another way of saying the phrase.
    public let pronunciation: String?
    /// The bundle identifier of the app whose data holds the entity, nil for the system's.
    public let app: String?
    public let source: EntitySource
    /// Lower is more important (vocabulary order).
    public let priority: Int

    public static func == (a: Entity, b: Entity) -> Bool {
        a.kind == b.kind && a.identifier == b.identifier && a.phrase == b.phrase && a.pronunciation == b.pronunciation
            && a.app == b.app && a.source == b.source && a.priority == b.priority
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(identifier)
        hasher.combine(phrase)
    }

    public init(
        kind: EntityKind, identifier: String, phrase: String, pronunciation: String? = nil, app: String? = nil,
        source: EntitySource, priority: Int = 0
    ) {
        self.kind = kind
        self.identifier = identifier
        self.phrase = phrase
        self.pronunciation = pronunciation
        self.app = app
        self.source = source
        self.priority = priority
    }
}

/// An entity found in a run of tokens.
public struct EntitySpan: Sendable, Hashable {
    public var start: Int
    /// One past the last token.
    public var end: Int
    public var entity: Entity
    /// 1 for an exact match; less for typing errors or a partial name.
    public var quality: Double
}
