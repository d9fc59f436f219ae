import Foundation
import Apps
import Assistant
import Formats
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
    /// `<locale>.lproj` vocabulary over Base.lproj.
    public var locale: String?
    public var handlerTimeout: Duration = .seconds(10)
    /// The device's iOS version (`--ios`, `@ios`), which decides where intents go.
    public var iosVersion = 17

    public init() {}
}

/// A bad input that stops a device from booting: a file, a line, what is wrong.
public struct BootError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
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
    public let warnings: [String]

    public init(_ configuration: DeviceConfiguration) throws {
        let clock = configuration.frozenAt.map { DeviceClock(frozenAt: $0) } ?? DeviceClock(runningFrom: Date())
        let store: Store
        if let path = configuration.statePath {
            if configuration.fresh {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
            do { store = try Store(path: path) } catch { throw BootError("\(path): cannot open the state file: \(error)") }
        } else {
            store = try Store()
        }
        let paths = configuration.appPaths.isEmpty ? try BundledFiles.sampleApps() : configuration.appPaths
        var installed: [InstalledApp] = []
        var apps: [ReferenceApp] = []
        for path in paths {
            do {
                let bundle = try AppBundle.load(path: path, locale: configuration.locale)
                if installed.contains(where: { $0.bundleIdentifier == bundle.bundleIdentifier }) {
                    throw BootError("\(path)/Info.plist: CFBundleIdentifier \(bundle.bundleIdentifier) is installed twice")
                }
                let app = try ReferenceApp(bundlePath: path, bundleIdentifier: bundle.bundleIdentifier,
                                           declaredIntents: bundle.supportedIntents, store: store, clock: clock)
                installed.append(InstalledApp(bundle: bundle, connection: app))
                apps.append(app)
            } catch let error as FormatError {
                throw BootError(error.description)
            }
        }
        var contacts: [DeviceContact] = []
        if let contactsPath = configuration.contactsPath ?? BundledFiles.contacts(near: paths) {
            do { contacts = try DeviceContactsFile.load(path: contactsPath) } catch { throw BootError(error.description) }
        }
        let phrases: BuiltInPhrases
        do { phrases = try BuiltInPhrases.load(locale: configuration.locale) } catch { throw BootError(error.description) }
        siri = Siri(apps: installed, deviceContacts: contacts, store: store, clock: clock, handlerTimeout: configuration.handlerTimeout,
                    iosVersion: configuration.iosVersion, phrases: phrases)
        self.apps = apps
        self.store = store
        self.clock = clock
        self.warnings = phrases.warnings
        let problems = siri.launchApps()
        if let problem = problems.first { throw BootError("launching \(problem)") }
    }

    /// A new conversation whose `:reset` puts every app's data back to its seed.
    public func makeConversation() -> Conversation {
        Conversation(siri: siri) { [store, apps, siri] in
            try store.reset()
            for app in apps { try app.seedIfNeeded() }
            if let problem = siri.launchApps().first { throw BootError("launching \(problem)") }
        }
    }
}

/// Finds the files that ship with sirisim: the sample app bundles and Contacts.json.
public enum BundledFiles {
    /// The folder holding the sample apps: `$SIRISIM_APPS`, else `Apps/` in the current
    /// folder, else `Apps/` beside or above the executable (a checkout's `.build/…/sirisim`).
    public static func appsFolder() -> String? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["SIRISIM_APPS"], !env.isEmpty { return env }
        var candidates = [(fm.currentDirectoryPath as NSString).appendingPathComponent("Apps")]
        var dir = ((CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } ?? "") as NSString).deletingLastPathComponent
        for _ in 0..<5 where !dir.isEmpty && dir != "/" {
            candidates.append((dir as NSString).appendingPathComponent("Apps"))
            dir = (dir as NSString).deletingLastPathComponent
        }
        return candidates.first { path in
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                && ((try? fm.contentsOfDirectory(atPath: path)) ?? []).contains { fm.fileExists(atPath: "\(path)/\($0)/Info.plist") }
        }
    }

    /// Every bundle folder in the apps folder, in name order.
    public static func sampleApps() throws -> [String] {
        guard let folder = appsFolder() else {
            throw BootError("cannot find the bundled sample apps (an Apps/ folder); run from the checkout, set SIRISIM_APPS, or pass --app PATH")
        }
        let fm = FileManager.default
        return ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { fm.fileExists(atPath: ($0 as NSString).appendingPathComponent("Info.plist")) }
    }

    /// The bundled app by display folder name (`Chatter`), for `@app Chatter`.
    public static func sampleApp(named name: String) -> String? {
        guard let folder = appsFolder() else { return nil }
        let path = (folder as NSString).appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Info.plist")) ? path : nil
    }

    /// The Contacts.json beside the given app bundles, or in the sample apps folder.
    public static func contacts(near appPaths: [String]) -> String? {
        let fm = FileManager.default
        let folders = appPaths.map { ($0 as NSString).deletingLastPathComponent } + [appsFolder()].compactMap { $0 }
        return folders.map { ($0 as NSString).appendingPathComponent("Contacts.json") }.first { fm.fileExists(atPath: $0) }
    }
}
