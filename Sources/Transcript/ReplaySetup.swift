import Assistant
import Foundation

/// Builds the conversation a transcript runs against, from its setup directives.
public protocol ConversationFactory: Sendable {
    func makeConversation(for setup: ReplaySetup) throws -> Conversation
}

/// What a transcript's setup directives ask for.
public struct ReplaySetup: Sendable {
    /// `@app` arguments as written: a bundled app's name or a path, relative to `folder`
    /// (empty: the default apps).
    public var apps: [(argument: String, line: Int)] = []
    /// The transcript's folder, which relative paths start from.
    public var folder: String = "."
    /// The transcript, for errors that name it.
    public var file: String = ""
    public var contactsPath: String?
    public var locale: String?
    /// `@now`, or the default start of replay time.
    public var now: Date
    public var handlerTimeout: Duration?
    /// `@ios`: the device's iOS version.
    public var ios: Int?
    /// `@locked`: the device starts locked.
    public var locked = false
    /// `@contacts-access off`: Siri may not read the device's Contacts.
    public var contactsAccess = true
    /// `@set VAR=VALUE`: build settings of Xcode projects sirisim cannot know.
    public var settings: [String: String] = [:]
    /// `@target NAME`: the app target of Xcode projects.
    public var target: String?

    public init(folder: String, now: Date) {
        self.folder = folder
        self.now = now
    }
}
