import Foundation
import Synchronization
import Apps
import Assistant
import Formats

/// An app bundle read from its folder: its plist files and its Data.json.
public struct LoadedApp: Sendable {
    public var path: String
    public var bundle: AppBundle
    public var data: AppData
}

/// Bundles and Contacts.json files read once per process: a replay run of many
/// transcripts against the same apps parses each file once, however many devices boot.
public final class BundleCache: Sendable {
    private let apps = Mutex<[String: LoadedApp]>([:])
    private let contacts = Mutex<[String: [DeviceContact]]>([:])

    public init() {}

    /// The bundle at `path` (an absolute path) with the vocabulary of `locale`.
    public func app(at path: String, locale: String?) throws(BootError) -> LoadedApp {
        let key = "\(locale ?? "")|\(path)"
        if let known = apps.withLock({ $0[key] }) { return known }
        let loaded: LoadedApp
        do {
            let bundle = try AppBundle.load(path: path, locale: locale)
            let dataPath = Paths.join(path, "Data.json")
            let data = Paths.kind(dataPath) == .missing ? AppData.empty : try AppData.load(path: dataPath, app: bundle.bundleIdentifier,
                                                                                                  declaredIntents: bundle.supportedIntents)
            loaded = LoadedApp(path: path, bundle: bundle, data: data)
        } catch {
            throw BootError(error)
        }
        apps.withLock { $0[key] = loaded }
        return loaded
    }

    /// The device contacts in the Contacts.json at `path`.
    public func deviceContacts(at path: String) throws(BootError) -> [DeviceContact] {
        if let known = contacts.withLock({ $0[path] }) { return known }
        let loaded: [DeviceContact]
        do { loaded = try DeviceContactsFile.load(path: path) } catch { throw BootError(error) }
        contacts.withLock { $0[path] = loaded }
        return loaded
    }
}
