import Assistant
import Formats
import Foundation
import Runtime
import Synchronization
import XcodeProject

/// Boots a fresh in-memory device for each transcript, reading each bundle once however
/// many transcripts use it.
public struct DeviceFactory: ConversationFactory, Sendable {
    let defaultApps: [String]
    let cache: BundleCache
    /// What the devices booted so far warned of, each once (a seed cache that cannot be
    /// written, a locale without Siri's phrases), for the run to report.
    private let warned = Warnings()

    /// The app target of Xcode projects (`replay --target`).
    let target: String?
    /// Build settings from the command line (`replay --set`); a transcript's `@set` wins.
    let settings: [String: String]

    public init(
        defaultApps: [String] = [], cache: BundleCache = BundleCache(), target: String? = nil,
        settings: [String: String] = [:]
    ) {
        self.defaultApps = defaultApps.map { Paths.absolute($0) }
        self.cache = cache
        self.target = target
        self.settings = settings
    }

    /// The devices' warnings so far, each once, in the order they came.
    public var warnings: [String] { warned.list.withLock { $0 } }

    public func makeConversation(for setup: ReplaySetup) throws -> Conversation {
        var configuration = DeviceConfiguration()
        configuration.frozenAt = setup.now
        configuration.locale = setup.locale
        configuration.target = setup.target ?? target
        configuration.buildSettings = setup.settings.merging(settings) { fromTranscript, _ in fromTranscript }
        if let timeout = setup.handlerTimeout { configuration.handlerTimeout = timeout }
        if let ios = setup.ios { configuration.iosVersion = ios }
        configuration.locked = setup.locked
        configuration.contactsAccess = setup.contactsAccess
        configuration.contactsPath = setup.contactsPath
        configuration.indexContactsEarly = true
        var paths: [String] = []
        for (argument, line) in setup.apps {
            paths.append(try Self.resolveApp(argument, line: line, folder: setup.folder, file: setup.file))
        }
        configuration.appPaths = paths.isEmpty ? defaultApps : paths
        let appPaths = try (configuration.appPaths.isEmpty ? try BundledFiles.sampleApps() : configuration.appPaths).map
        { Paths.absolute($0) }
        configuration.appPaths = appPaths
        // The bundles are read first, so that their mistakes are reported first, as a boot
        // does; then the index of the device contacts is built on another core while the
        // apps' data is read and copied.
        for path in appPaths { _ = try cache.bundle(at: path, reading: configuration.reading) }
        if let contactsPath = try configuration.contactsFile(near: appPaths) {
            _ = try cache.indexedDeviceContacts(at: contactsPath)
        }
        configuration.template = try cache.template(for: appPaths, reading: configuration.reading, at: setup.now)
        let device = try Device(configuration, cache: cache)
        warned.list.withLock { warned in
            for warning in device.warnings where !warned.contains(warning) { warned.append(warning) }
        }
        return device.makeConversation()
    }

    /// Where `@app ARGUMENT` finds its bundle: a path (absolute, or relative to the
    /// transcript's folder) to a folder with an Info.plist comes first; a bare name that
    /// is no such folder names a bundled sample app. So a copy of Chatter beside the
    /// transcript is the one `@app Chatter` uses.
    public static func resolveApp(_ argument: String, line: Int, folder: String, file: String = "") throws -> String {
        let path = Paths.seen(argument, from: folder)
        if AppLocator.isApp(path) { return path }
        if !argument.contains("/"), let bundled = try BundledFiles.sampleApp(named: argument) { return bundled }
        let place = file.isEmpty ? "line \(line)" : "\(file):\(line)"
        throw BootError(
            "\(place): @app \(argument): no app folder at \(path) and no bundled app of that name"
                + AppArgument.hint(for: argument, near: path))
    }
}

/// Warnings gathered from devices booted on several threads.
private final class Warnings: Sendable {
    let list = Mutex<[String]>([])
}
