/// What kind of value a parameter takes, which decides what can fill it.
public enum SlotKind: Sendable, Hashable {
    /// One or more people ("Maria and Juan").
    case people
    /// A group conversation name.
    case group
    /// Words captured as they were typed (message content).
    case freeText
    /// A value from one of the system's built-in lists (`SystemLexicon`).
    case lexicon(String)
    /// A term of an app's vocabulary of this type.
    case vocabulary(String)
    /// The name of something (a song, a playlist, a workout): one of the app's known names
    /// of these vocabulary types, or words taken from their place when the app has none.
    case title(Set<String>)
    /// A number, in digits or words.
    case number

    /// What a slot holds, broadly: a name of something, a value from a list, or words.
    public enum Family: Sendable, Hashable {
        case title, people, group, value, text
    }

    public var family: Family {
        switch self {
        case .people: .people
        case .group: .group
        case .title: .title
        case .lexicon, .vocabulary, .number: .value
        case .freeText: .text
        }
    }

    /// Whether an entity of `kind` can fill a slot of this kind.
    func accepts(_ kind: EntityKind) -> Bool {
        switch (self, kind) {
        case (.people, .person): true
        case (.group, .group): true
        case (.lexicon(let a), .lexicon(let b)): a == b
        case (.vocabulary(let a), .vocabulary(let b)): a == b
        case (.title(let types), .vocabulary(let b)): types.contains(b)
        default: false
        }
    }

    /// Whether it is a title of names users make (playlists; `SystemLexicon.closedVocabularies`),
    /// which may be made of value words ("Rock Party") and take no value word in their place as
    /// a stray value.
    var namesUserMake: Bool {
        if case .title(let types) = self { types.isSubset(of: SystemLexicon.closedVocabularies) } else { false }
    }
}

/// One parameter of an intent as the matcher sees it.
public struct ParameterSpec: Sendable, Hashable {
    /// SiriKit's property name (`recipients`).
    public var name: String
    public var kind: SlotKind
    /// Whether a value word that opens an example is this parameter's value ("Flag that
    /// message") rather than only the request's verb ("Read my messages").
    public var leadingWordFills: Bool
    /// The `Intent.property` key of an app's global vocabulary (ParameterVocabularies) whose
    /// terms fill this parameter and no other, when the app has such terms.
    public var vocabularyKey: String?
    /// Whether SiriKit declares the parameter as a list (`speakableGroupNames`,
    /// `mediaSearch.genreNames`); people are always a list.
    public var multiple: Bool

    public init(
        _ name: String, _ kind: SlotKind, leadingWordFills: Bool = true, vocabularyKey: String? = nil,
        multiple: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.leadingWordFills = leadingWordFills
        self.vocabularyKey = vocabularyKey
        self.multiple = multiple || kind == .people
    }

    /// Whether an entity of `kind` can fill this parameter: one of its slot kind's, or a
    /// term of the global vocabulary registered for exactly this parameter.
    public func accepts(_ kind: EntityKind) -> Bool {
        SlotKey(kind: self.kind, vocabularyKey: vocabularyKey).accepts(kind)
    }

    var slotKey: SlotKey { SlotKey(kind: kind, vocabularyKey: vocabularyKey) }
}

/// A slot kind with the global vocabulary key that fills it alone, if any: what the
/// matcher numbers and builds candidate values for.
struct SlotKey: Sendable, Hashable {
    var kind: SlotKind
    var vocabularyKey: String?

    func accepts(_ entity: EntityKind) -> Bool {
        if kind.accepts(entity) { return true }
        guard let vocabularyKey else { return false }
        return entity == .vocabulary(vocabularyKey)
    }
}

/// The parameters of an intent that can be spoken, in the order in which a value that could
/// fill several goes to the first (SystemIntents declares the system's; an app's
/// Intents.intentdefinition its own).
public struct IntentSchema: Sendable, Hashable {
    public var className: String
    public var parameters: [ParameterSpec]
    /// Whether words of other domains ("weather", "airport") speak against its readings: they
    /// do for SiriKit's intents, each of one domain, but not for an app's own intents (a note
    /// may be about anything) nor for rides, whose places are named after what is there
    /// ("to the airport", "to the cinema").
    public var judgesOtherDomains: Bool
    /// Whether it is asked for with the verb of what Siri is to do (send, call, play, add):
    /// a past form of that verb ("my boss emailed about …") or a noun's plural of it ("emails
    /// about the mortgage") tells what happened or names things, and asks for no such act.
    /// Searches and likes are asked about the past ("what did Kofi text me", "I loved that
    /// song"), and an app's own intents are left as their examples read.
    public var commands: Bool

    public init(
        className: String, parameters: [ParameterSpec], judgesOtherDomains: Bool? = nil, commands: Bool = false
    ) {
        self.className = className
        self.parameters = parameters
        self.judgesOtherDomains = judgesOtherDomains ?? className.hasPrefix("IN")
        self.commands = commands
    }

    /// The key of one of its parameters' global vocabulary: `INStartWorkoutIntent.workoutName`.
    public func vocabularyKey(_ parameter: ParameterSpec) -> String {
        "\(className).\(parameter.name)"
    }

    /// The first parameter that an entity of `kind` can fill.
    public func parameter(accepting kind: EntityKind) -> ParameterSpec? {
        parameters.first { $0.accepts(kind) }
    }
}
