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

    /// Whether an entity of `kind` can fill a slot of this kind.
    func accepts(_ kind: EntityKind) -> Bool {
        switch (self, kind) {
        case (.people, .person): true
        case (.group, .group): true
        case let (.lexicon(a), .lexicon(b)): a == b
        case let (.vocabulary(a), .vocabulary(b)): a == b
        case let (.title(types), .vocabulary(b)): types.contains(b)
        default: false
        }
    }

    /// Whether an entity of `kind`, which this slot does not accept, may still stand in its
    /// place for less, to be moved to the parameter it belongs to: a title's place takes
    /// other kinds of things and the system's value words ("Play the Beatles", "Play
    /// something upbeat"); a person's place a group's name, and a group's a person's.
    func admitsInPlace(_ kind: EntityKind) -> Bool {
        if accepts(kind) { return false }
        switch (self, kind) {
        case (.title, .vocabulary), (.title, .lexicon), (.people, .group), (.group, .person): return true
        default: return false
        }
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

    public init(_ name: String, _ kind: SlotKind, leadingWordFills: Bool = true) {
        self.name = name
        self.kind = kind
        self.leadingWordFills = leadingWordFills
    }
}

/// The parameters of a SiriKit intent that can be spoken, in declaration order.
public struct IntentSchema: Sendable, Hashable {
    public var className: String
    public var parameters: [ParameterSpec]

    public init(className: String, parameters: [ParameterSpec]) {
        self.className = className
        self.parameters = parameters
    }

    /// The first parameter that an entity of `kind` can fill.
    public func parameter(accepting kind: EntityKind) -> ParameterSpec? {
        parameters.first { $0.kind.accepts(kind) }
    }

    /// The spoken parts of an INMediaSearch, as `mediaSearch.<property>`.
    static let mediaSearch: [ParameterSpec] = [
        ParameterSpec("mediaSearch.mediaType", .lexicon("mediaType"), leadingWordFills: false),
        ParameterSpec("mediaSearch.sortOrder", .lexicon("sortOrder")),
        ParameterSpec("mediaSearch.reference", .lexicon("mediaReference")),
        ParameterSpec("mediaSearch.genreNames", .lexicon("genre")),
        ParameterSpec("mediaSearch.moodNames", .lexicon("mood")),
        ParameterSpec("mediaSearch.artistName", .title(["mediaMusicArtistName", "mediaAudiobookAuthorName"])),
        ParameterSpec("mediaSearch.albumName", .title(["mediaAlbumName"])),
        ParameterSpec("mediaSearch.mediaName", .title(["mediaTitle", "mediaPlaylistTitle", "mediaShowTitle", "mediaAudiobookTitle"])),
    ]

    static let workout: [ParameterSpec] = [
        ParameterSpec("workoutName", .title(["workoutActivityName"])),
    ]

    /// The system intents sirisim knows, by class name.
    public static let system: [String: IntentSchema] = {
        let list = [
            IntentSchema(className: "INSendMessageIntent", parameters: [
                ParameterSpec("recipients", .people), ParameterSpec("content", .freeText),
                ParameterSpec("speakableGroupName", .group),
            ]),
            IntentSchema(className: "INSearchForMessagesIntent", parameters: [
                ParameterSpec("senders", .people),
                ParameterSpec("attributes", .lexicon("messageAttribute"), leadingWordFills: false),
                ParameterSpec("dateTimeRange", .lexicon("dateRange")),
                ParameterSpec("speakableGroupNames", .group),
            ]),
            IntentSchema(className: "INSetMessageAttributeIntent", parameters: [
                ParameterSpec("attribute", .lexicon("messageAttribute")),
            ]),
            IntentSchema(className: "INUnsendMessagesIntent", parameters: []),
            IntentSchema(className: "INEditMessageIntent", parameters: [
                ParameterSpec("editedContent", .freeText),
            ]),
            IntentSchema(className: "INStartCallIntent", parameters: [
                ParameterSpec("contacts", .people), ParameterSpec("callCapability", .lexicon("callCapability")),
            ]),
            IntentSchema(className: "INPlayMediaIntent", parameters: mediaSearch),
            IntentSchema(className: "INSearchForMediaIntent", parameters: mediaSearch),
            IntentSchema(className: "INAddMediaIntent", parameters: [
                // Before the media name, so that a playlist's name is where things go.
                ParameterSpec("mediaDestination.playlistName", .title(["mediaPlaylistTitle"])),
            ] + mediaSearch),
            IntentSchema(className: "INUpdateMediaAffinityIntent", parameters: [
                ParameterSpec("affinityType", .lexicon("affinityType")),
            ] + mediaSearch),
            IntentSchema(className: "INStartWorkoutIntent", parameters: workout),
            IntentSchema(className: "INPauseWorkoutIntent", parameters: workout),
            IntentSchema(className: "INResumeWorkoutIntent", parameters: workout),
            IntentSchema(className: "INEndWorkoutIntent", parameters: workout),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.className, $0) })
    }()
}
