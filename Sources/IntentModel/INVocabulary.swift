/// The kinds of user-specific vocabulary an app can register with Siri.
public enum INVocabularyStringType: String, Sendable, Hashable, CaseIterable {
    case contactName, contactGroupName, photoTag, photoAlbumName, workoutActivityName
    case carProfileName, carName, paymentsOrganizationName, paymentsAccountNickname
    case notebookItemTitle, notebookItemGroupName, mediaPlaylistTitle, mediaMusicArtistName
    case mediaAudiobookTitle, mediaAudiobookAuthorName, mediaShowTitle
}

/// What an app calls to register user-specific vocabulary, as `INVocabulary.shared()` offers.
public protocol INVocabularyRegistering: Sendable {
    /// Replaces every term of `type` with `strings`, most important first.
    func setVocabulary(_ strings: [INSpeakableString], of type: INVocabularyStringType)
    /// Replaces every term of `type` with plain strings, most important first.
    func setVocabularyStrings(_ strings: [String], of type: INVocabularyStringType)
    func removeAllVocabularyStrings()
}

extension INVocabularyRegistering {
    public func setVocabularyStrings(_ strings: [String], of type: INVocabularyStringType) {
        setVocabulary(strings.map { INSpeakableString(spokenPhrase: $0) }, of: type)
    }
}

/// A name the app's own data holds, which the app lets Siri recognise (its contacts,
/// groups, playlists…). Siri learns these on a device through the app's vocabulary and
/// donations; the simulator takes them from the app's data directly.
public struct AppDataName: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case person, group
        case mediaTitle, mediaArtist, mediaAlbum, mediaGenre, mediaPlaylist, mediaShow, mediaAudiobook, mediaAuthor
        case workout, note
    }
    public var kind: Kind
    public var identifier: String
    public var name: String

    public init(kind: Kind, identifier: String, name: String) {
        self.kind = kind
        self.identifier = identifier
        self.name = name
    }
}

/// What the app side gives the system: handler providers for the app and its Intents
/// extension, its launch behaviour, the names its data holds, and views of its data for
/// colon commands.
public protocol AppConnection: Sendable {
    /// The provider behind the app's own `application(_:handlerFor:)`.
    var appHandlerProvider: (any INIntentHandlerProviding)? { get }
    /// The provider behind the Intents extension's `handler(for:)`.
    var extensionHandlerProvider: (any INIntentHandlerProviding)? { get }
    /// Runs what the app does when it launches (registering vocabulary, for one).
    func launch(vocabulary: any INVocabularyRegistering)
    var dataNames: [AppDataName] { get }
    /// Colon commands that show the app's data (`messages`, `contacts`, …).
    var consoleCommands: [(name: String, summary: String)] { get }
    /// Runs a console command; nil when the app has no such command.
    func console(_ command: String, arguments: String) -> [String]?
}
