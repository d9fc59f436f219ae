import Foundation

/// What the system hands an app when it launches or acts: the services it tells Siri
/// about itself through (user vocabulary, the Spotlight index, donated interactions).
public struct AppLaunchServices: Sendable {
    public var vocabulary: any INVocabularyRegistering
    public var spotlight: any CSSearchableIndexing
    public var interactions: any INInteractionDonating
    public var mediaUserContext: any INMediaUserContextRegistering
    public var userActivities: any UserActivityDonating
    public var relevantShortcuts: any RelevantShortcutStoring
    /// The device clock.
    public var clock: DeviceClock

    public init(
        vocabulary: any INVocabularyRegistering, spotlight: any CSSearchableIndexing,
        interactions: any INInteractionDonating,
        mediaUserContext: any INMediaUserContextRegistering, userActivities: any UserActivityDonating,
        relevantShortcuts: any RelevantShortcutStoring, clock: DeviceClock
    ) {
        self.vocabulary = vocabulary
        self.spotlight = spotlight
        self.interactions = interactions
        self.mediaUserContext = mediaUserContext
        self.userActivities = userActivities
        self.relevantShortcuts = relevantShortcuts
        self.clock = clock
    }
}

/// What the app side gives the system: handler providers for the app and its Intents
/// extension, its launch behaviour and views of its data for colon commands. The system
/// never reads the app's data: it learns names only from what the app registers.
public protocol AppConnection: Sendable {
    /// The provider behind the app's own `application(_:handlerFor:)`.
    var appHandlerProvider: (any INIntentHandlerProviding)? { get }
    /// The provider behind the Intents extension's `handler(for:)`.
    var extensionHandlerProvider: (any INIntentHandlerProviding)? { get }
    /// Runs what the app does when it launches: registering vocabulary, indexing Spotlight.
    func launch(_ services: AppLaunchServices) throws
    /// Something the user does inside the app (`:in Tunes play "Workout Mix"`): the app acts
    /// on its data and tells the system what it should (donations, vocabulary). Lines to
    /// show, or nil when the app has no such action.
    func perform(_ action: String, services: AppLaunchServices) throws -> [String]?
    /// The app, opened in the foreground with a user activity (`application(_:continue:)`),
    /// carries on where Siri left off: a play continued in the app plays.
    func continueUserActivity(_ activity: UserActivity, services: AppLaunchServices) throws
    /// The rule of the app's script for a call, if one applies (the last one added wins).
    func scriptRule(intent: String, phase: HandlerPhase, parameter: String?) -> ScriptRule?
    /// Every rule of the app's script, in order.
    var scriptRules: [ScriptRule] { get }
    /// Adds a rule to the app's script (`:script`), or clears the script with nil.
    func setScript(_ rule: ScriptRule?)
    /// Colon commands that show the app's data (`messages`, `contacts`, …).
    var consoleCommands: [ConsoleCommand] { get }
    /// Runs a console command; nil when the app has no such command.
    func console(_ command: String, arguments: String) -> [String]?
    /// What went wrong inside the app's handlers since the last call (a store that failed),
    /// for the system to report as `fault` events.
    func drainFaults() -> [HandlerFault]
}

extension AppConnection {
    /// An app that does nothing with the activities it is opened with.
    public func continueUserActivity(_ activity: UserActivity, services: AppLaunchServices) throws {}

    /// An app whose code reports no faults of its own.
    public func drainFaults() -> [HandlerFault] { [] }
}

/// A colon command an app offers to show its data (`:messages [name]`).
public struct ConsoleCommand: Sendable, Hashable {
    public var name: String
    public var summary: String

    public init(name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}
