import Assistant
import Foundation
import Store

/// What a boot knows before it decides anything: the configuration's choices, what the
/// state file is, and each app's Data.json as the bundle cache sees it. Gathered by
/// `Device` (`BootFacts.gather`), so that `BootPlan` is a pure function of it.
struct BootFacts: Equatable {
    /// One app's Data.json as the boot sees it.
    struct App: Equatable {
        var identifier: String
        /// Its fingerprint (size and date), nil when it has none.
        var fingerprint: String?
        /// The bundle cache holds the whole file already read.
        var hasAllData: Bool
    }

    var statePath: String?
    var fresh = false
    var launchLater = false
    /// The configuration brings a seeded store to copy (replay).
    var hasTemplate = false
    /// An existing state of sirisim's, to be kept (no `--fresh`): the apps it has data of,
    /// with the fingerprint their Data.json had then. Nil for any other state.
    var seededApps: [String: String]?
    /// The state file is not there yet, or is empty.
    var isNewFile = false
    /// The apps' Data.json bytes, all together.
    var dataBytes = 0
    var apps: [App] = []
}

/// How a device boots, decided before any of it is done: which state it opens or makes,
/// which apps' Data.json it reads whole or only for their launch part, and where a new
/// state's rows come from. A value, so that each rule can be tested without a device.
struct BootPlan: Equatable {
    /// What becomes of the state.
    enum State: Equatable {
        /// An existing state of sirisim's, opened as it is.
        case open(String)
        /// A new state file (an old one removed first under `--fresh`).
        case make(String, removingFirst: Bool)
        /// No file: the state lives in memory.
        case memory
    }

    var state: State
    /// Per app: only the launch part of its Data.json is read now (its rows are in the
    /// state already, or come from a template, or are read in the launch).
    var launchOnly: [Bool]
    /// Per app: the launch reads its Data.json whole (`readsLater`).
    var readInLaunch: [Bool]
    /// The launch fills the new state, from the seed cache or by seeding.
    var deferredStore: Bool
    /// A new state may take its rows from the seed cache.
    var looksInSeedCache: Bool
    /// The apps (by position) whose Data.json changed since the kept state took it.
    var changedData: [Int]

    /// The Data.json bytes (all the apps' together) from which a new full-screen state
    /// reads the apps' data in the launch, after the first prompt.
    static let readLaterBytes = 1_000_000

    init(_ facts: BootFacts) {
        if let path = facts.statePath, let seeded = facts.seededApps {
            // An existing state: the apps whose data it has are read for their launch part
            // only, and every file is read before the state is opened.
            state = .open(path)
            launchOnly = facts.apps.map { seeded[$0.identifier] != nil }
            readInLaunch = facts.apps.map { _ in false }
            deferredStore = false
            looksInSeedCache = false
            changedData = facts.apps.indices.filter { index in
                let app = facts.apps[index]
                guard let source = seeded[app.identifier], !source.isEmpty, let now = app.fingerprint else {
                    return false
                }
                return source != now
            }
            return
        }
        // A new state. For the full screen, with apps whose Data.json files are large, only
        // their launch part is read before the first prompt; the launch then copies the rows
        // from the seed cache or reads, checks and stores the rest, beside it. A mistake
        // found then ends the session, and the new state is left without the app's data.
        // Smaller apps are read whole first, so that a typo is reported before the screen
        // comes up.
        let readLater =
            !facts.hasTemplate && facts.launchLater && !facts.fresh && facts.isNewFile
            && facts.dataBytes >= Self.readLaterBytes
        state = facts.statePath.map { .make($0, removingFirst: facts.fresh) } ?? .memory
        launchOnly = facts.apps.map { _ in readLater }
        readInLaunch = facts.apps.map { _ in readLater }
        deferredStore = readLater
        // Otherwise the rows come from a template when there is one: replay's, or the seed
        // cache's for large Data.json files (a new state file only; without one, the file is
        // seeded as usual and then kept in the cache).
        looksInSeedCache =
            !facts.hasTemplate && !readLater && facts.statePath != nil && (facts.fresh || facts.isNewFile)
        changedData = []
    }

    /// Settles which apps are read for their launch part once the template is known: an
    /// app the template has rows for, whose whole Data.json the cache does not hold, needs
    /// only its launch part.
    mutating func settle(templateApps: Set<String>, facts: BootFacts) {
        if case .open = state { return }
        for (index, app) in facts.apps.enumerated() where templateApps.contains(app.identifier) && !app.hasAllData {
            launchOnly[index] = true
        }
    }
}

extension BootFacts {
    /// Reads what a boot must know of the state file and the apps' Data.json files.
    static func gather(
        _ configuration: DeviceConfiguration, bundles: [AppBundle], cache: BundleCache
    ) throws -> BootFacts {
        var facts = BootFacts(
            statePath: configuration.statePath, fresh: configuration.fresh,
            launchLater: configuration.launchLater, hasTemplate: configuration.template != nil)
        if let path = configuration.statePath {
            let status = StateFile.status(of: path)
            if !configuration.fresh, status == .sirisim { facts.seededApps = try StateFile.seededApps(path) }
            facts.isNewFile = StateFile.isNew(status)
        }
        facts.dataBytes = BundleCache.dataBytes(bundles)
        facts.apps = bundles.map { bundle in
            App(
                identifier: bundle.bundleIdentifier, fingerprint: BundleCache.fingerprint(bundle),
                hasAllData: cache.hasAllData(of: bundle))
        }
        return facts
    }
}
