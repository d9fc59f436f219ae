import Formats
import Foundation
import IntentModel
import Store
import Synchronization

/// An app bundle's code side, for bundles written without Swift: its Data.json seeds the
/// local data model, and the reference handlers act on it. The same handler objects sit
/// behind the app and its Intents extension; the system asks whichever one the bundle's
/// Info.plist files name for an intent.
public final class ReferenceApp: AppConnection {
    public let bundleIdentifier: String
    public let data: AppData
    let store: AppStore
    let clock: DeviceClock
    /// The handlers behind the app itself and behind its Intents extension: the same
    /// objects, but for media, which hands a play to the app from the extension.
    let appHandlers: HandlerRegistry
    let extensionHandlers: HandlerRegistry
    /// The app's media handler, which plays what the app is opened with.
    let appMedia: MediaHandler
    /// Where the app's handlers report errors of its store, for Siri to show as faults.
    let faults = FaultSink()
    /// The history the app donates when it first launches on a fresh state (Data.json
    /// `launch.donations`), until it has.
    let pendingLaunchDonations = Mutex<[LaunchDonation]>([])
    /// The user activities the app made current before, donated once on a fresh state.
    let pendingUserActivities = Mutex<[UserActivity]>([])
    /// How the app misbehaves on purpose: Data.json's script, then `:script` rules.
    let script: Mutex<[ScriptRule]>

    /// Loads the bundle's Data.json (if any) and seeds the store the first time.
    public convenience init(
        bundlePath: String, bundleIdentifier: String, declaredIntents: [String] = [], store: AppStore,
        clock: DeviceClock
    ) throws {
        let dataPath = Paths.join(bundlePath, "Data.json")
        let data =
            Paths.kind(dataPath) == .missing
            ? AppData.empty
            : try AppData.load(path: dataPath, app: bundleIdentifier, declaredIntents: declaredIntents)
        try self.init(bundleIdentifier: bundleIdentifier, data: data, store: store, clock: clock)
    }

    /// An app whose Data.json has been read already, seeding the store the first time.
    /// An app over `store`; its data goes in with `seedIfNeeded()`.
    /// - Parameter customIntents: what the app's code knows of its custom intents from its
    ///   definitions, by class name, for those no reference handler knows.
    public init(
        bundleIdentifier: String, data: AppData, store: AppStore, clock: DeviceClock,
        customIntents: [String: CustomIntentPolicy] = [:]
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.store = store
        self.clock = clock
        self.data = data
        script = Mutex(data.script)
        let context = HandlerContext(app: bundleIdentifier, store: store, clock: clock, faults: faults)
        let media = { (role: MediaHandler.Role) in MediaHandler(context, role: role, userContext: data.userContext) }
        appMedia = media(.app)
        // Every reference handler, in the order `:help` lists their commands; the registry
        // keeps those that are code of this bundle.
        let shared: [any ReferenceHandler] = [
            MessagingHandler(context), CallHandler(context), WorkoutHandler(context),
            RideHandler(context),
        ]
        let custom: [any ReferenceHandler] = [CoffeeShopHandler(context, usual: data.usual), NotesHandler(context)]
        let generic = GenericCustomHandler(policies: customIntents)
        appHandlers = HandlerRegistry(
            bundle: bundleIdentifier, candidates: shared + [appMedia] + custom,
            generic: generic)
        extensionHandlers = HandlerRegistry(
            bundle: bundleIdentifier,
            candidates: shared + [media(.intentsExtension)] + custom, generic: generic)
    }

    /// Puts the seed data in the store unless this state already has it; a fresh seed
    /// brings the launch history to donate.
    public func seedIfNeeded() throws {
        try seedIfNeeded(from: data)
    }

    /// The same from another reading of the app's Data.json: the whole of it, when the app
    /// was started with its launch part only (its data was in the state already).
    public func seedIfNeeded(from data: AppData) throws {
        if try store.seed(app: bundleIdentifier, with: data.seed, at: clock.now) {
            pendingLaunchDonations.withLock { $0 = data.launchDonations }
            pendingUserActivities.withLock { $0 = data.launchUserActivities }
            // Back to its seed, the app follows only its bundle's script again.
            script.withLock { $0 = data.script }
        }
    }

    public func scriptRule(intent: String, phase: HandlerPhase, parameter: String?) -> ScriptRule? {
        script.withLock { rules in rules.last { $0.applies(intent: intent, phase: phase, parameter: parameter) } }
    }

    public var scriptRules: [ScriptRule] { script.withLock { $0 } }

    public func setScript(_ rule: ScriptRule?) {
        script.withLock { rules in
            if let rule { rules.append(rule) } else { rules = [] }
        }
    }

    public var appHandlerProvider: (any INIntentHandlerProviding)? { Provider(registry: appHandlers) }
    public var extensionHandlerProvider: (any INIntentHandlerProviding)? { Provider(registry: extensionHandlers) }

    public func drainFaults() -> [HandlerFault] { faults.drain() }

    struct Provider: INIntentHandlerProviding {
        let registry: HandlerRegistry

        func handler(for intent: any INIntent) -> (any Sendable)? {
            registry.handler(for: intent)
        }
    }

    /// What the app does when it launches: registers its user vocabulary (Data.json
    /// `launch.vocabulary`) and, with `launch.indexSpotlight`, puts its media library in the
    /// Spotlight index. This is all Siri learns of the app's data.
    public func launch(_ services: AppLaunchServices) throws {
        for (type, strings) in data.launchVocabulary {
            services.vocabulary.setVocabulary(strings, of: type)
        }
        if data.indexSpotlight {
            try services.spotlight.indexSearchableItems(try spotlightItems())
        }
        if let context = data.userContext { services.mediaUserContext.becomeCurrent(context) }
        let history = pendingLaunchDonations.withLock { list in
            defer { list = [] }
            return list
        }
        for donation in history { try donate(donation, services: services) }
        let activities = pendingUserActivities.withLock { list in
            defer { list = [] }
            return list
        }
        for activity in activities { try services.userActivities.becomeCurrent(activity) }
        try services.relevantShortcuts.setRelevantShortcuts(
            try data.relevantShortcuts.map { relevant in
                let shortcut: INShortcut =
                    switch relevant.shortcut {
                    case .donation(let donation): .intent(try interaction(donation).intent)
                    case .userActivity(let activity): .userActivity(activity)
                    }
                return INRelevantShortcut(
                    shortcut: shortcut, role: relevant.role, relevanceProviders: relevant.providers)
            })
    }

    /// The media library and its playlists as Spotlight items, each in the domain of its
    /// kind ("music", "podcasts", "audiobooks", "radio", "videos", "playlists", else
    /// "library"), so that the app can delete one kind by its domain.
    func spotlightItems() throws -> [CSSearchableItem] {
        let items = try store.mediaItems(app: bundleIdentifier).map { item in
            let type: INMediaItemType? = item.type
            return CSSearchableItem(
                uniqueIdentifier: item.identifier, domainIdentifier: Self.spotlightDomain(type),
                attributeSet: CSSearchableItemAttributeSet(
                    title: item.title, mediaType: type, artist: item.artist, album: item.album, genre: item.genre,
                    playCount: item.playCount, lastUsedDate: item.lastUsedDate))
        }
        let playlists = try store.playlists(app: bundleIdentifier).map { entry in
            CSSearchableItem(
                uniqueIdentifier: entry.playlist.identifier, domainIdentifier: "playlists",
                attributeSet: CSSearchableItemAttributeSet(title: entry.playlist.title, mediaType: .playlist))
        }
        return items + playlists
    }

    /// The Spotlight domain of an item of this kind.
    static func spotlightDomain(_ type: INMediaItemType?) -> String {
        switch type.flatMap(INMediaCategory.init) {
        case .music?: "music"
        case .podcasts?: "podcasts"
        case .audiobooks?: "audiobooks"
        case .radio?: "radio"
        case .videos?: "videos"
        case .general?, nil: "library"
        }
    }
}
