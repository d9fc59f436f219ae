import Apps
import Assistant
import Formats
import Foundation
import IntentModel
import Store
import SystemIntents

/// Where a device's apps, contacts and state come from.
public struct DeviceConfiguration: Sendable {
    /// App bundle folders; empty means the bundled sample apps.
    public var appPaths: [String] = []
    /// The device's Contacts.json; nil means the bundled one (if any).
    public var contactsPath: String?
    /// The state file; nil keeps everything in memory (replay, tests).
    public var statePath: String?
    /// Start from scratch: delete the state file first.
    public var fresh = false
    /// The clock: frozen at a date (replay) or running from now (interactive).
    public var frozenAt: Date?
    /// The device locale, which picks each localized file's `.lproj` (`Localization`).
    public var locale: String?
    /// The app target of Xcode projects (`--target`); nil for each project's iOS app.
    public var target: String?
    /// Build settings sirisim cannot know (`--set`, `@set`).
    public var buildSettings: [String: String] = [:]
    public var handlerTimeout: Duration = SimulatorDefaults.handlerTimeout
    /// For a state in memory: a seeded store to copy rather than seeding again (replay).
    public var template: Store?
    /// The device's iOS version (`--ios`, `@ios`), which decides where intents go.
    public var iosVersion = SimulatorDefaults.iosVersion
    /// The device starts locked (`@locked`).
    public var locked = false
    /// Whether Siri may read the device's Contacts (`@contacts-access off`).
    public var contactsAccess = true
    /// Build the system's index of the device contacts on another core from the start
    /// (`SystemIndexBuild`), for a first request that comes at once (replay, parse). An
    /// interactive session leaves it to the first request: before the first prompt the
    /// other core is better left to the terminal.
    public var indexContactsEarly = false
    /// Leave the apps' seeding and launch to `Device.launch` (the full screen runs it after
    /// its first prompt); otherwise the device boots with them done.
    public var launchLater = false

    public init() {}
}

extension DeviceConfiguration {
    /// How the apps are read.
    public var reading: AppReading { AppReading(locale: locale, target: target, settings: buildSettings) }

    /// The device's Contacts.json: the one given, else the bundled one beside the apps.
    public func contactsFile(near appPaths: [String]) throws -> String? {
        try contactsPath.map { Paths.absolute($0) } ?? BundledFiles.contacts(near: appPaths)
    }
}

/// A bad input that stops a device from booting: a file, a line, what is wrong.
public struct BootError: Error, CustomStringConvertible, Sendable {
    public var description: String
    /// Where the mistake is, when it is in a file.
    public var location: SourceLocation?
    public var message: String

    public init(_ description: String) {
        self.description = description
        message = description
    }

    public init(_ error: FormatError) {
        description = error.description
        location = error.location
        message = error.message
    }
}

/// A simulated device: the system side (Siri) wired to the app side (reference apps),
/// sharing one store and one clock. The system side never imports the app side; this is
/// the one place that knows both.
public final class Device {
    public let siri: Siri
    public let apps: [ReferenceApp]
    public let store: Store
    public let clock: DeviceClock
    /// What the device had to say while booting without failing (a locale Siri has no
    /// phrases for, say), for the front ends to show.
    public private(set) var warnings: [String]

    /// Boots a device by its plan (`BootPlan`). Every file is read before the state is touched, so that a bad app
    /// bundle stops the boot with the state file (even under `--fresh`) as it was. On a
    /// state of sirisim's that has an app's data already, only the launch part of its
    /// Data.json is read (a changed Data.json is pointed out in `warnings`).
    public init(_ configuration: DeviceConfiguration, cache: BundleCache = BundleCache()) throws {
        let clock = configuration.frozenAt.map { DeviceClock(frozenAt: $0) } ?? DeviceClock(runningFrom: Date())
        let paths = (configuration.appPaths.isEmpty ? try BundledFiles.sampleApps() : configuration.appPaths).map {
            Paths.absolute($0)
        }
        let bundles = try Self.readBundles(paths, cache: cache, reading: configuration.reading)
        var contacts: [DeviceContact] = []
        var systemIndex: SystemIndexBuild?
        if let contactsPath = try configuration.contactsFile(near: paths) {
            if configuration.indexContactsEarly {
                (contacts, systemIndex) = try cache.indexedDeviceContacts(at: contactsPath)
            } else {
                contacts = try cache.deviceContacts(at: contactsPath)
            }
        }

        // An app that brings no data of its own reads the device's Contacts as its contacts.
        let appData: @Sendable (AppBundle, Bool) throws(BootError) -> AppData = {
            [contacts] bundle, launchOnly throws(BootError) -> AppData in
            guard Paths.kind(BundleCache.dataPath(bundle)) == .missing else {
                return try cache.data(for: bundle, launchOnly: launchOnly)
            }
            return .withoutData(contacts: contacts, bundle: bundle)
        }
        let store: Store
        var data: [AppData] = []
        var notes: [String] = []
        let plan: BootPlan
        /// The seed cache's entry to write once the apps are seeded, if it lacks it.
        var keepAs: String?
        do {
            let facts = try BootFacts.gather(configuration, bundles: bundles, cache: cache)
            var settled = BootPlan(facts)
            var template = configuration.template
            if settled.looksInSeedCache, let entry = cache.seedCacheEntry(for: bundles) {
                template = cache.keptTemplate(at: entry)
                if template == nil { keepAs = entry }
            }
            settled.settle(templateApps: try template?.seededApps() ?? [], facts: facts)
            plan = settled
            for (bundle, launchOnly) in zip(bundles, plan.launchOnly) { data.append(try appData(bundle, launchOnly)) }
            for index in plan.changedData {
                notes.append(
                    "\(BundleCache.dataPath(bundles[index])) has changed since this state took its data; "
                        + ":reset or --fresh loads it again")
            }
            switch plan.state {
            case .open(let path):
                store = try Store(path: path)
            case .make(let path, let removingFirst):
                if removingFirst { try StateFile.remove(path) }
                // A new state is made as a copy of the template before it has its name.
                store = try Store(path: path, template: template)
            case .memory:
                store = try template.map { try Store(copying: $0) } ?? Store()
            }
        } catch let error as BootError {
            throw error
        } catch let refusal as StateFile.Refusal {
            throw BootError(refusal.description)
        } catch {
            throw BootError("\(configuration.statePath ?? "the state"): cannot open the state file: \(error)")
        }
        var installed: [InstalledApp] = []
        var apps: [ReferenceApp] = []
        for (bundle, appData) in zip(bundles, data) {
            var policies: [String: CustomIntentPolicy] = [:]
            for file in bundle.definitionFiles { policies.merge(file.policies(clock: clock)) { first, _ in first } }
            let reference = ReferenceApp(
                bundleIdentifier: bundle.bundleIdentifier, data: appData, store: store.apps, clock: clock,
                customIntents: policies)
            installed.append(InstalledApp(bundle: bundle, connection: reference))
            apps.append(reference)
        }
        let phrases: BuiltInPhrases
        do { phrases = try BuiltInPhrases.load(locale: configuration.locale) } catch {
            throw BootError(error.description)
        }
        siri = Siri(
            apps: installed, deviceContacts: contacts, store: store.system, clock: clock,
            handlerTimeout: configuration.handlerTimeout,
            iosVersion: configuration.iosVersion, phrases: phrases, systemIndex: systemIndex)
        self.apps = apps
        self.store = store
        self.clock = clock
        notes += Self.notes(on: bundles)
        self.warnings = phrases.warnings + notes
        self.reseed = zip(zip(apps, bundles), plan.launchOnly).map { pair, launchOnly in
            let (app, bundle) = pair
            return { [store] () throws in
                // A session that began with the launch part reads the whole Data.json now.
                if launchOnly { try app.seedIfNeeded(from: try appData(bundle, false)) } else { try app.seedIfNeeded() }
                try store.recordSeedSource(
                    app: bundle.bundleIdentifier, fingerprint: BundleCache.fingerprint(bundle) ?? "")
            }
        }
        siri.setLocked(configuration.locked)
        siri.setContactsAccess(configuration.contactsAccess)
        try Self.checkScripts(of: apps, siri: siri)
        launch = Self.launch(
            apps: apps, bundles: bundles, store: store, siri: siri, cache: cache, keepAs: keepAs, plan: plan,
            appData: appData)
        if !configuration.launchLater { warnings += try launch.run() }
    }

    /// The apps' seeding and launch, run once: a deferred new state is filled from the seed
    /// cache or by seeding each app, the seeded rows are kept in the cache when it lacks them,
    /// then the apps launch (registering vocabulary, donating).
    static func launch(
        apps: [ReferenceApp], bundles: [AppBundle], store: Store, siri: Siri, cache: BundleCache,
        keepAs: String?, plan: BootPlan,
        appData: @escaping @Sendable (AppBundle, Bool) throws(BootError) -> AppData
    ) -> DeviceLaunch {
        DeviceLaunch { () throws(BootError) -> [String] in
            var keepAs = keepAs
            var readInLaunch = plan.readInLaunch
            if plan.deferredStore, let entry = cache.seedCacheEntry(for: bundles) {
                if let template = cache.keptTemplate(at: entry) {
                    do { try store.fill(from: template) } catch {
                        throw BootError(
                            "\(store.path ?? "the state"): cannot copy the apps' data from the seed cache: \(error)")
                    }
                    readInLaunch = readInLaunch.map { _ in false }
                } else {
                    keepAs = entry
                }
            }
            for ((app, bundle), readNow) in zip(zip(apps, bundles), readInLaunch) {
                let whole = readNow ? try appData(bundle, false) : app.data
                do {
                    let wasSeeded = try store.isSeeded(app: bundle.bundleIdentifier)
                    try app.seedIfNeeded(from: whole)
                    if !wasSeeded {
                        try store.recordSeedSource(
                            app: bundle.bundleIdentifier, fingerprint: BundleCache.fingerprint(bundle) ?? "")
                    }
                } catch {
                    throw BootError("\(BundleCache.dataPath(bundle)): cannot store the app's data: \(error)")
                }
            }
            // Kept as seeded, before any app launches and donates.
            if let keepAs { cache.keep(store, as: keepAs) }
            if let problem = siri.launchApps().first { throw BootError("launching \(problem)") }
            // What Siri refused of the vocabulary the apps registered at launch (a term over
            // 1024 bytes) is said in the session, as lint says it.
            let vocabulary = siri.vocabularyWarnings.map { "\(siri.app($0.app)?.displayName ?? $0.app): \($0.message)" }
            return cache.drainWarnings() + vocabulary
        }
    }

    /// Reads each app's bundle; two apps with one identifier stop the boot.
    static func readBundles(_ paths: [String], cache: BundleCache, reading: AppReading) throws -> [AppBundle] {
        var bundles: [AppBundle] = []
        for path in paths {
            let bundle = try cache.bundle(at: path, reading: reading)
            if let other = bundles.first(where: { $0.bundleIdentifier == bundle.bundleIdentifier }) {
                let place = SourceLocation(file: Paths.join(path, "Info.plist"), line: 0, keyPath: "CFBundleIdentifier")
                throw BootError(
                    FormatError(
                        place,
                        "\(bundle.bundleIdentifier) is also the identifier of \(other.path); "
                            + "each app needs its own"))
            }
            bundles.append(bundle)
        }
        return bundles
    }

    /// What the boot says once, by name: intents of domains sirisim does not simulate, and
    /// build settings nothing defines.
    static func notes(on bundles: [AppBundle]) -> [String] {
        var notes: [String] = []
        for bundle in bundles {
            for variable in bundle.unknownVariables {
                notes.append(
                    "\(variable.location): $(\(variable.name)) is set nowhere: it reads as nothing "
                        + "(give --set \(variable.name)=VALUE)")
            }
            for intent in bundle.supportedIntents {
                if let note = KnownIntents.notSimulated(intent) { notes.append("\(bundle.displayName): \(note)") }
            }
        }
        return notes
    }

    /// A script rule the loop could not play is a mistake in the app's Data.json.
    static func checkScripts(of apps: [ReferenceApp], siri: Siri) throws {
        for app in apps {
            for rule in app.data.script {
                if let problem = Scripts.problem(rule, spec: siri.spec(rule.intent, app: app.bundleIdentifier)) {
                    throw BootError("\(rule.source ?? app.bundleIdentifier): \(problem)")
                }
            }
        }
    }

    /// The apps' seeding and launch: done by the time `init` returns, unless the
    /// configuration asked for `launchLater`.
    public let launch: DeviceLaunch

    /// How each app puts its seed data back after `:reset`.
    let reseed: [() throws -> Void]

    /// A new conversation whose `:reset` puts every app's data back to its seed.
    public func makeConversation() -> Conversation {
        Conversation(siri: siri) { [store, reseed, siri] in
            try store.reset()
            for seed in reseed { try seed() }
            if let problem = siri.launchApps().first { throw BootError("launching \(problem)") }
        }
    }
}

/// Finds the files that ship with sirisim: the sample app bundles and Contacts.json.
public enum BundledFiles {
    /// The folder holding the sample apps: `$SIRISIM_APPS` (which must be a folder of app
    /// bundles), else `Apps/` in the current folder, else `Apps/` beside or above the
    /// executable (a checkout's `.build/…/sirisim`).
    public static func appsFolder() throws(BootError) -> String? {
        if let env = ProcessInfo.processInfo.environment["SIRISIM_APPS"], !env.isEmpty {
            let path = Paths.absolute(env)
            switch Paths.kind(path) {
            case .missing: throw BootError("SIRISIM_APPS=\(env): no such folder")
            case .folder: break
            case .file, .other: throw BootError("SIRISIM_APPS=\(env): not a folder")
            }
            guard try !bundles(in: path).isEmpty else {
                throw BootError("SIRISIM_APPS=\(env): no app bundles in it (folders with an Info.plist)")
            }
            return path
        }
        var candidates = [Paths.join(Paths.currentFolder, "Apps")]
        let executable =
            realpath("/proc/self/exe", nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            } ?? Paths.absolute(CommandLine.arguments.first ?? "")
        var folder = Paths.parent(executable)
        for _ in 0..<5 where folder != "/" {
            candidates.append(Paths.join(folder, "Apps"))
            folder = Paths.parent(folder)
        }
        // Candidates are probes: one that cannot be listed is passed over for the next.
        for candidate in candidates where Paths.kind(candidate) == .folder {
            if let found = try? bundles(in: candidate), !found.isEmpty { return candidate }
        }
        return nil
    }

    /// The bundle folders (with an Info.plist) in `folder`, in name order.
    static func bundles(in folder: String) throws(BootError) -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw BootError("\(folder): cannot list the folder: \(error.localizedDescription)")
        }
        return names.sorted().map { Paths.join(folder, $0) }.filter {
            Paths.kind(Paths.join($0, "Info.plist")) == .file
        }
    }

    /// The folders directly in `folder`, in name order.
    static func folders(in folder: String) throws(BootError) -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw BootError("\(folder): cannot list the folder: \(error.localizedDescription)")
        }
        return names.sorted().map { Paths.join(folder, $0) }.filter { Paths.kind($0) == .folder }
    }

    /// Every bundle folder in the apps folder, in name order.
    public static func sampleApps() throws(BootError) -> [String] {
        guard let folder = try appsFolder() else {
            throw BootError(
                "cannot find the bundled sample apps (an Apps/ folder); run from the checkout, set SIRISIM_APPS, or pass --app PATH"
            )
        }
        return try bundles(in: folder)
    }

    /// The bundled apps' folder names, for "did you mean".
    public static func sampleAppNames() throws(BootError) -> [String] {
        guard let folder = try appsFolder() else { return [] }
        return try bundles(in: folder).map { Paths.lastComponent($0) }
    }

    /// The bundled app by folder name (`Chatter`), for `@app Chatter`.
    public static func sampleApp(named name: String) throws(BootError) -> String? {
        guard !name.contains("/"), let folder = try appsFolder() else { return nil }
        let path = Paths.join(folder, name)
        return Paths.kind(Paths.join(path, "Info.plist")) == .file ? path : nil
    }

    /// The Contacts.json beside the given app bundles, or in the sample apps folder.
    public static func contacts(near appPaths: [String]) throws(BootError) -> String? {
        let folders = appPaths.map { Paths.parent(Paths.absolute($0)) } + [try appsFolder()].compactMap { $0 }
        return folders.map { Paths.join($0, "Contacts.json") }.first { Paths.kind($0) == .file }
    }
}
