import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Store
import Synchronization
import SystemIntents

/// An app installed on the simulated device: its bundle as the system reads it, and the
/// connection to its code.
public struct InstalledApp: Sendable {
    public let bundle: AppBundle
    public let connection: any AppConnection

    public init(bundle: AppBundle, connection: any AppConnection) {
        self.bundle = bundle
        self.connection = connection
    }

    public var bundleIdentifier: String { bundle.bundleIdentifier }
    public var displayName: String { bundle.displayName }
}

/// A vocabulary string an app tried to register and the system refused.
public struct VocabularyWarning: Sendable, Hashable {
    public var app: String
    public var type: INVocabularyStringType
    public var message: String
}

/// The system side of the device: installed apps, the device's Contacts, what apps told
/// Siri (vocabulary, Spotlight, donations), the intents it knows and its own phrases, the
/// phrase matcher built from all of it, the store and the clock.
public final class Siri: Sendable {
    public let apps: [InstalledApp]
    public let deviceContacts: [DeviceContact]
    public let store: SystemStore
    public let clock: DeviceClock
    public let handlerTimeout: Duration
    /// The device's iOS version, which decides where intents go (`Dispatcher`).
    public let iosVersion: Int
    /// Every intent Siri knows: the system's and each app's custom intents.
    /// The system's intents.
    public let registry: IntentRegistry
    /// Each app's custom intents, by bundle identifier and class name: two apps that define
    /// the same class each run their own.
    let customSpecs: [String: [String: IntentSpec]]
    /// Siri's own phrases for the system intents, in the device's language.
    public let phrases: BuiltInPhrases
    /// The names Siri knows apart from any app, for the matcher and for `siriMatches`: the
    /// device contacts' and its own value words (`PhraseMatcher.systemIndex`), and the value
    /// words alone for when Siri may not read the contacts. Each is built at its first use
    /// and kept: with many contacts it costs more than the rest of a start, and every
    /// matcher rebuilt after a donation or a launch shares it.
    private let systemIndexes = Mutex<SystemIndexes>(SystemIndexes())
    /// The index with the device contacts, when it is being built already (`SystemIndexBuild`).
    private let systemIndexBuild: SystemIndexBuild?

    private struct SystemIndexes {
        var withContacts: EntityIndex?
        var valueWordsOnly: EntityIndex?
    }

    /// The system's index, with the device contacts or without them.
    func systemIndex(withContacts: Bool) -> EntityIndex {
        systemIndexes.withLock { indexes in
            if withContacts {
                if let index = indexes.withContacts { return index }
                let built = systemIndexBuild?.index ?? PhraseMatcher.systemIndex(Self.contactEntities(deviceContacts))
                indexes.withContacts = built
                return built
            }
            if let index = indexes.valueWordsOnly { return index }
            let built = PhraseMatcher.systemIndex([])
            indexes.valueWordsOnly = built
            return built
        }
    }

    private struct State {
        var warnings: [VocabularyWarning] = []
        var matcher: PhraseMatcher?
        /// The matcher with the intents of every iOS version (`unavailableReading`).
        var everyVersionMatcher: PhraseMatcher?
        /// The names donations taught, to tell when a new donation teaches more.
        var donatedNames: Set<String> = []
        /// Donations taken since the conversation last reported them.
        var notices: [DonationNotice] = []
        /// What App Selection knows of the donations, kept up to date as they come and go.
        var donationStats: DonationStats?
        /// Each media app's user context, as it last made it current.
        var userContexts: [String: INMediaUserContext] = [:]
        /// Whether the device is locked (intents an extension restricts while locked wait for it).
        var locked = false
        /// Whether Siri may read the device's Contacts.
        var contactsAccess = true
        /// Where the device is (`@location`, `:location`).
        var location = DeviceLocation()
    }
    private let state = Mutex(State())

    public init(
        apps: [InstalledApp], deviceContacts: [DeviceContact], store: SystemStore, clock: DeviceClock,
        handlerTimeout: Duration = SimulatorDefaults.handlerTimeout, iosVersion: Int = SimulatorDefaults.iosVersion,
        phrases: BuiltInPhrases = .empty,
        systemIndex: SystemIndexBuild? = nil
    ) {
        self.iosVersion = iosVersion
        systemIndexBuild = systemIndex
        self.apps = apps
        self.deviceContacts = deviceContacts
        self.store = store
        self.clock = clock
        self.handlerTimeout = handlerTimeout
        self.phrases = phrases
        registry = IntentRegistry.system
        var custom: [String: [String: IntentSpec]] = [:]
        for app in apps {
            for spec in app.bundle.definitionFiles.flatMap({ $0.specs(clock: clock) })
            where custom[app.bundleIdentifier]?[spec.className] == nil {
                custom[app.bundleIdentifier, default: [:]][spec.className] = spec
            }
        }
        customSpecs = custom
    }

    public func app(_ bundleIdentifier: String) -> InstalledApp? {
        apps.first { $0.bundleIdentifier == bundleIdentifier }
    }

    /// Launches every app once, as a user opening them would: they register vocabulary and
    /// index what they want Siri to find. A launch that fails is reported, not fatal.
    public func launchApps() -> [LaunchProblem] {
        var problems: [LaunchProblem] = []
        for app in apps {
            do { try app.connection.launch(services(for: app)) } catch {
                problems.append(LaunchProblem(app: app.bundleIdentifier, message: "\(error)"))
            }
        }
        invalidateMatcher()
        return problems
    }

    /// The services an app tells the system about itself through.
    public func services(for app: InstalledApp) -> AppLaunchServices {
        AppLaunchServices(
            vocabulary: VocabularyRegistry(siri: self, app: app.bundleIdentifier),
            spotlight: SpotlightIndex(siri: self, app: app.bundleIdentifier),
            interactions: InteractionDonations(siri: self, app: app.bundleIdentifier),
            mediaUserContext: MediaUserContexts(siri: self, app: app.bundleIdentifier),
            userActivities: UserActivities(siri: self, app: app.bundleIdentifier),
            relevantShortcuts: RelevantShortcuts(siri: self, app: app.bundleIdentifier), clock: clock)
    }

    /// Forgets the matcher, so that the next request reads the new names.
    func invalidateMatcher() {
        state.withLock {
            $0.matcher = nil
            $0.everyVersionMatcher = nil
        }
    }

    // MARK: Matching

    /// The matcher over every installed app, rebuilt after what Siri knows changes.
    public var matcher: PhraseMatcher {
        get throws {
            if let existing = state.withLock({ $0.matcher }) { return existing }
            let built = try buildMatcher()
            state.withLock { $0.matcher = built }
            return built
        }
    }

    /// A matcher over the installed apps with another threshold (for `parse --threshold`).
    public func makeMatcher(threshold: Double) throws -> PhraseMatcher {
        try buildMatcher(threshold: threshold)
    }

    /// The spec of an intent an app declares: the app's custom intent of that class, else
    /// the system's. Without an app, the first app's custom intent of that class.
    public func spec(_ className: String, app: String? = nil) -> IntentSpec? {
        if let app { return customSpecs[app]?[className] ?? registry[className] }
        if let system = registry[className] { return system }
        for installed in apps { if let custom = customSpecs[installed.bundleIdentifier]?[className] { return custom } }
        return nil
    }

    /// The class name an app's Info.plist or IntentPhrases entry means: a system intent as
    /// written, a custom intent with or without Xcode's "Intent" suffix.
    public func className(_ declared: String, app: InstalledApp) -> String {
        if registry.isSystemIntent(declared) { return declared }
        return app.bundle.customIntents.classNamed(declared) ?? declared
    }

    /// Whether an installed app declares an intent this device's iOS does not offer.
    public var hasUnavailableIntents: Bool {
        apps.contains { app in
            app.bundle.supportedIntents.contains {
                spec(className($0, app: app), app: app.bundleIdentifier)?.isAvailable(oniOS: iosVersion) == false
            }
        }
    }

    /// A request this device does not offer because its iOS is older than the intent: the
    /// reading a device with every intent would make of it, and the version it needs; nil
    /// when the request is not one of those.
    public func unavailableReading(_ text: String) throws -> (match: Match, introduced: Int)? {
        let everything =
            try state.withLock({ $0.everyVersionMatcher })
            ?? {
                let built = try buildMatcher(everyVersion: true)
                state.withLock { $0.everyVersionMatcher = built }
                return built
            }()
        guard let best = everything.match(text, readings: 1).best,
            let spec = spec(best.intent, app: best.app), !spec.isAvailable(oniOS: iosVersion)
        else { return nil }
        return (best, spec.introduced)
    }

    /// - Parameter everyVersion: understand the intents of every iOS version, not only this
    ///   device's (to say why a request is not offered).
    private func buildMatcher(
        threshold: Double = SimulatorDefaults.matchThreshold, everyVersion: Bool = false
    ) throws -> PhraseMatcher {
        let knowledge = try SiriKnowledge(siri: self)
        state.withLock { $0.donatedNames = knowledge.donatedNames }
        let grammars = apps.map { app -> AppGrammar in
            // A media app gets media intents only for the categories it declares; with none, none.
            // An intent newer than the device's iOS is not offered.
            let intents = app.bundle.supportedIntents.map { className($0, app: app) }
                .filter { spec($0, app: app.bundleIdentifier)?.domain != .media || !app.bundle.mediaCategories.isEmpty }
                .filter { everyVersion || spec($0, app: app.bundleIdentifier)?.isAvailable(oniOS: iosVersion) != false }
            var examples = Dictionary(grouping: app.bundle.vocabulary.intentPhrases) {
                className($0.intentName, app: app)
            }
            .mapValues { $0.flatMap(\.examples) }
            // A global vocabulary term's examples (VocabularyItemExamples) are requests that use
            // it; they teach the first intent its ParameterNames list (a vocabulary shared by
            // start, pause and end names its main intent first).
            for vocabulary in app.bundle.vocabulary.parameterVocabularies {
                let terms = vocabulary.items.flatMap(\.synonyms).flatMap(\.examples)
                guard !terms.isEmpty, let first = vocabulary.parameterNames.first else { continue }
                let intent = className(String(first.prefix { $0 != "." }), app: app)
                if intents.contains(intent) { examples[intent, default: []] += terms }
            }
            let entities = knowledge.entities(for: app)
            let scoped = Set(
                entities.compactMap { entity -> String? in
                    if entity.source == .globalVocabulary, case .vocabulary(let key) = entity.kind { key } else { nil }
                })
            var schemas: [String: IntentSchema] = [:]
            var builtIn: [String: [String]] = [:]
            for intent in intents {
                guard let spec = spec(intent, app: app.bundleIdentifier) else { continue }
                var schema = spec.schema
                // Terms of the app's global vocabulary fill the parameter they were registered for, and no other.
                for index in schema.parameters.indices
                where scoped.contains(schema.vocabularyKey(schema.parameters[index])) {
                    schema.parameters[index].vocabularyKey = schema.vocabularyKey(schema.parameters[index])
                }
                schemas[intent] = schema
                if spec.domain != .custom { builtIn[intent] = phrases.phrases[intent] ?? [] }
            }
            return AppGrammar(
                bundleIdentifier: app.bundleIdentifier, displayName: app.displayName, intents: intents,
                examples: examples,
                builtInExamples: builtIn, entities: entities, schemas: schemas)
        }
        return PhraseMatcher(
            apps: grammars, systemIndex: systemIndex(withContacts: hasContactsAccess), threshold: threshold)
    }

    // MARK: Donations

    /// Stores a donation (Siri's or an app's), numbering it when the donor gave no
    /// identifier, and lets App Selection and the matcher learn from it.
    @discardableResult
    func recordDonation(_ record: DonationRecord) throws -> String {
        var record = record
        if record.identifier.isEmpty { record.identifier = try store.nextDonationIdentifier() }
        try store.donate(record)
        learnFromDonation(record)
        state.withLock { s in
            s.donationStats?.add(record)
            s.notices.append(
                DonationNotice(
                    app: record.app, intent: record.intentClass, identifier: record.identifier,
                    groupIdentifier: record.groupIdentifier, donor: record.donor))
        }
        return record.identifier
    }

    /// The donations taken since the last call, for the conversation's events.
    func drainDonationNotices() -> [DonationNotice] {
        state.withLock { s in
            defer { s.notices = [] }
            return s.notices
        }
    }

    /// Donations were deleted: what was learnt from them is read again.
    func donationsChanged() {
        state.withLock { s in
            s.donationStats = nil
            s.matcher = nil
        }
    }

    /// What App Selection knows of the donations, read from the store once and kept up to date.
    func donationStats() throws -> DonationStats {
        if let stats = state.withLock({ $0.donationStats }) { return stats }
        let stats = try DonationStats(try store.donations(), registry: registry)
        state.withLock { $0.donationStats = stats }
        return stats
    }

    /// Notes a donation, so that names it teaches (people and groups the app identified)
    /// reach the matcher.
    func learnFromDonation(_ record: DonationRecord) {
        let names: Set<String>
        do {
            names = Set(try DonatedNames.entities(of: record, registry: registry).map(DonatedNames.key))
        } catch {
            // The matcher is built again, and reads the donation again, which reports it.
            state.withLock { $0.matcher = nil }
            return
        }
        state.withLock { s in
            if !names.isSubset(of: s.donatedNames) { s.matcher = nil }
        }
    }

    // MARK: Device state

    /// Whether the device is locked: an intent the app's extension lists in
    /// `IntentsRestrictedWhileLocked` then waits until the user unlocks it.
    public var isLocked: Bool {
        state.withLock { $0.locked }
    }

    public func setLocked(_ locked: Bool) {
        state.withLock { $0.locked = locked }
    }

    /// Whether Siri may read the device's Contacts. Without access, spoken people come with
    /// no `siriMatches` (and no contactIdentifier), and Contacts' names are not known.
    public var hasContactsAccess: Bool {
        state.withLock { $0.contactsAccess }
    }

    public func setContactsAccess(_ access: Bool) {
        state.withLock { s in
            s.contactsAccess = access
            s.matcher = nil
        }
    }

    /// Where the device is, for relevant shortcuts.
    public var location: DeviceLocation { state.withLock { $0.location } }

    public func setLocation(_ location: DeviceLocation) {
        state.withLock { $0.location = location }
    }

    // MARK: Media user contexts

    func setUserContext(_ context: INMediaUserContext, app: String) {
        state.withLock { $0.userContexts[app] = context }
    }

    /// The user context an app made current, if it did.
    public func userContext(app: String) -> INMediaUserContext? {
        state.withLock { $0.userContexts[app] }
    }

    // MARK: Vocabulary warnings

    public var vocabularyWarnings: [VocabularyWarning] { state.withLock { $0.warnings } }

    func warn(_ warnings: [VocabularyWarning]) {
        state.withLock { $0.warnings += warnings }
    }
}
