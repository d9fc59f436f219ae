import Apps
import Assistant
import Formats
import Foundation
import Store
import Synchronization
import XcodeProject

/// An app bundle read from its folder: its plist files and its Data.json.
public struct LoadedApp: Sendable {
    public var path: String
    public var bundle: AppBundle
    public var data: AppData
}

/// Bundles, Data.json and Contacts.json files read once per process: a replay run of many
/// transcripts against the same apps parses each file once, however many devices boot.
public final class BundleCache: Sendable {
    // Each made once however many devices boot at the same time (`OnceCache`).
    private let bundles = OnceCache<AppBundle>()
    private let data = OnceCache<AppData>()
    private let contacts = OnceCache<[DeviceContact]>()
    private let templates = OnceCache<Store>()
    private let systemIndexes = Mutex<[String: SystemIndexBuild]>([:])
    /// Seeded stores kept between runs, for apps with large Data.json files; nil for none.
    private let seedCache: SeedCache?
    /// What went wrong keeping a template in the seed cache, for the next device to report.
    private let cacheWarnings = Mutex<[String]>([])

    /// Every file the bundles and Contacts read came from: a run's outputs may not name one.
    public let inputs: InputFiles

    public init(seedCache: SeedCache? = SeedCache.standard(), inputs: InputFiles = InputFiles()) {
        self.seedCache = seedCache
        self.inputs = inputs
    }

    /// A store seeded with these apps' data, made at its first use, for devices in memory
    /// to copy (`Store(copying:)`) rather than seed each time: read from the seed cache
    /// when it keeps these apps, else seeded in memory (and then kept, when it keeps them).
    public func template(for paths: [String], reading: AppReading, at date: Date) throws -> Store {
        try templates.value(reading.key(paths.joined(separator: "\n"))) { () throws -> Store in
            let apps = try distinctBundles(paths, reading: reading)
            let entry = seedCacheEntry(for: apps)
            if let entry, let kept = keptTemplate(at: entry) { return kept }
            let store = try Store()
            // An app without a Data.json takes the device's Contacts, which differ from
            // device to device: each device seeds it itself.
            for bundle in apps where Paths.kind(Self.dataPath(bundle)) != .missing {
                try store.apps.seed(app: bundle.bundleIdentifier, with: try data(for: bundle).seed, at: date)
            }
            if let entry { keep(store, as: entry) }
            return store
        }
    }

    /// The bundles at `paths`, the first of each identifier only (the device reports the others).
    private func distinctBundles(_ paths: [String], reading: AppReading) throws -> [AppBundle] {
        var apps: [AppBundle] = []
        var seen = Set<String>()
        for path in paths {
            let bundle = try self.bundle(at: path, reading: reading)
            if seen.insert(bundle.bundleIdentifier).inserted { apps.append(bundle) }
        }
        return apps
    }

    /// Where the seed cache keeps these apps seeded, in this order: nil when it does not
    /// keep them (no cache, or Data.json files too small to be worth it).
    public func seedCacheEntry(for bundles: [AppBundle]) -> String? {
        var seen = Set<String>()
        let apps = bundles.filter { seen.insert($0.bundleIdentifier).inserted }
        return seedCache?.entry(for: apps.map { ($0.bundleIdentifier, Self.dataPath($0)) })
    }

    /// The template kept at `entry`, if the seed cache has a usable one.
    public func keptTemplate(at entry: String) -> Store? {
        seedCache?.template(at: entry)
    }

    /// Keeps `store`, just seeded with the apps of `entry` and nothing else, in the seed
    /// cache. A failure is a warning for the next device: the session goes on without it.
    public func keep(_ store: Store, as entry: String) {
        guard let seedCache else { return }
        do { try seedCache.save(store, as: entry) } catch {
            cacheWarnings.withLock { $0.append("cannot keep the apps' seeded data in \(seedCache.folder): \(error)") }
        }
    }

    /// Whether the whole of the bundle's Data.json has been read (not only its launch part).
    public func hasAllData(of bundle: AppBundle) -> Bool {
        data.known("false|\(bundle.path)") != nil
    }

    /// The warnings of the seed cache since the last call.
    public func drainWarnings() -> [String] {
        cacheWarnings.withLock { warnings in
            defer { warnings = [] }
            return warnings
        }
    }

    /// The app at `path` (an absolute path: a bundle folder, an Xcode project, a folder to
    /// search), read as `reading` says.
    public func bundle(at path: String, reading: AppReading) throws(BootError) -> AppBundle {
        try bundles.value(reading.key(path)) { () throws(BootError) -> AppBundle in
            let bundle: AppBundle
            do throws(FormatError) {
                bundle = try AppBundle.load(
                    path: path, locale: reading.locale,
                    target: AppLocator.kind(of: path).isProject ? reading.target : nil,
                    overrides: reading.settings)
            } catch {
                throw BootError(error)
            }
            for file in bundle.sourceFiles + [Self.dataPath(bundle)] { inputs.add(file, as: .appFile) }
            return bundle
        }
    }

    /// A bundle's Data.json: all of it, or only what the app needs at launch when its data
    /// is in the state already (`AppData.loadLaunch`).
    public func data(for bundle: AppBundle, launchOnly: Bool = false) throws(BootError) -> AppData {
        try data.value("\(launchOnly)|\(bundle.path)") { () throws(BootError) -> AppData in
            let path = Self.dataPath(bundle)
            do throws(FormatError) {
                if Paths.kind(path) == .missing { return .empty }
                if launchOnly { return try launchData(of: bundle, at: path) }
                let root = try JSONParser.parse(contentsOf: path)
                let loaded = try AppData.read(
                    root, file: path, app: bundle.bundleIdentifier, declaredIntents: bundle.supportedIntents)
                keep(root.document.layout, of: path)
                return loaded
            } catch {
                throw BootError(error)
            }
        }
    }

    /// What the app needs at launch from its Data.json at `path` (`AppData.loadLaunch`):
    /// read around its data where the seed cache keeps the file's layout, else read past
    /// its data (and the layout kept for next time).
    private func launchData(of bundle: AppBundle, at path: String) throws(FormatError) -> AppData {
        let app = bundle.bundleIdentifier
        let intents = bundle.supportedIntents
        if let layout = seedCache?.layout(of: path),
            let root = JSONParser.parse(contentsOf: path, skipping: AppData.seedKeys, layout: layout)
        {
            return try AppData.read(root, file: path, app: app, declaredIntents: intents, launchOnly: true)
        }
        let root = try JSONParser.parse(contentsOf: path, skipping: AppData.seedKeys)
        let data = try AppData.read(root, file: path, app: app, declaredIntents: intents, launchOnly: true)
        keep(root.document.layout, of: path)
        return data
    }

    /// Keeps the layout of a Data.json just read without a mistake, for the next launch.
    private func keep(_ layout: TopLevelLayout?, of path: String) {
        guard let seedCache, let layout else { return }
        do { try seedCache.keep(layout, of: path) } catch {
            cacheWarnings.withLock { $0.append("cannot keep the layout of \(path) in \(seedCache.folder): \(error)") }
        }
    }

    /// The bundle at `path` with all of its data.
    public func app(at path: String, reading: AppReading) throws(BootError) -> LoadedApp {
        let bundle = try self.bundle(at: path, reading: reading)
        return LoadedApp(path: path, bundle: bundle, data: try data(for: bundle))
    }

    /// The system's index of the device contacts in the Contacts.json at `path` (read by
    /// `deviceContacts(at:)`), started at its first request and shared by every device.
    public func systemIndex(forContactsAt path: String, _ contacts: [DeviceContact]) -> SystemIndexBuild {
        systemIndexes.withLock { builds in
            if let known = builds[path] { return known }
            let build = SystemIndexBuild(contacts: contacts)
            builds[path] = build
            return build
        }
    }

    /// The device contacts in the Contacts.json at `path`, with the system's index of them
    /// (`systemIndex(forContactsAt:_:)`), which a first read builds on another core as the
    /// contacts are read. A read that fails leaves no index behind.
    public func indexedDeviceContacts(
        at path: String
    ) throws(BootError) -> (contacts: [DeviceContact], index: SystemIndexBuild) {
        let loaded = try contacts.value(path) { () throws(BootError) -> [DeviceContact] in
            inputs.add(path, as: .contacts)
            let build = SystemIndexBuild()
            let read: [DeviceContact]
            do throws(FormatError) { read = try DeviceContactsFile.load(path: path) { part in build.feed(part) } } catch
            { throw BootError(error) }
            build.finish()
            // Shared before the contacts are, so that no device that waited for them starts
            // a second build.
            systemIndexes.withLock { builds in if builds[path] == nil { builds[path] = build } }
            return read
        }
        return (loaded, systemIndex(forContactsAt: path, loaded))
    }

    /// The device contacts in the Contacts.json at `path`.
    public func deviceContacts(at path: String) throws(BootError) -> [DeviceContact] {
        try contacts.value(path) { () throws(BootError) -> [DeviceContact] in
            inputs.add(path, as: .contacts)
            do throws(FormatError) { return try DeviceContactsFile.load(path: path) } catch { throw BootError(error) }
        }
    }

    static func dataPath(_ bundle: AppBundle) -> String {
        bundle.dataFile.isEmpty ? Paths.join(bundle.path, "Data.json") : bundle.dataFile
    }

    /// The size of the bundles' Data.json files together (a missing one counts nothing).
    static func dataBytes(_ bundles: [AppBundle]) -> Int {
        bundles.reduce(0) { total, bundle in
            var info = stat()
            return total + (stat(dataPath(bundle), &info) == 0 ? Int(info.st_size) : 0)
        }
    }

    /// What tells one version of a Data.json from another: its size and modification time.
    static func fingerprint(_ bundle: AppBundle) -> String? {
        var info = stat()
        guard stat(dataPath(bundle), &info) == 0 else { return nil }
        return "\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
