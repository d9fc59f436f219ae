import Assistant
import Foundation
import Runtime
import Testing

/// Replay and parse build the index of the device contacts on another core while the
/// device boots (`indexContactsEarly`). What the matcher reads must not depend on it.
@Suite struct EarlyIndexTests {
    @Test func theEvaluationSetReadsTheSameWithTheIndexBuiltEarly() throws {
        var configuration = EvaluationSet.configuration()
        let atFirstRequest = try Device(configuration).siri.matcher
        configuration.indexContactsEarly = true
        let early = try Device(configuration).siri.matcher
        for text in try EvaluationSet.utterances() {
            #expect(early.match(text).candidates == atFirstRequest.match(text).candidates, "\(text)")
        }
    }

    @Test func aRunBuildsTheIndexOncePerContactsFile() throws {
        let root = SiriMatchesTests.root
        let cache = BundleCache(seedCache: nil)
        let path = "\(root)/Apps/Contacts.json"
        let contacts = try cache.deviceContacts(at: path)
        #expect(cache.systemIndex(forContactsAt: path, contacts) === cache.systemIndex(forContactsAt: path, contacts))
        #expect(cache.systemIndex(forContactsAt: path, contacts) !== cache.systemIndex(forContactsAt: path + "x", []))
    }
}

/// The last part of a boot, run once: later calls give its outcome without running again.
@Suite struct DeviceLaunchTests {
    @Test func aFullScreenDeviceBootsWithoutItsAppsDataUntilTheLaunchRuns() throws {
        let root = SiriMatchesTests.root
        var configuration = DeviceConfiguration()
        configuration.appPaths = ["\(root)/Apps/Chatter"]
        configuration.contactsPath = "\(root)/Apps/Contacts.json"
        configuration.frozenAt = Date(timeIntervalSince1970: 1_763_629_200)
        configuration.launchLater = true
        let device = try Device(configuration)
        #expect(!device.launch.hasRun)
        #expect(try device.store.apps.contacts(app: "com.example.chatter").isEmpty)
        #expect(try device.launch.run() == [])
        #expect(device.launch.hasRun)
        #expect(try !device.store.apps.contacts(app: "com.example.chatter").isEmpty)
        #expect(try device.launch.run() == [])  // once
        configuration.launchLater = false
        let booted = try Device(configuration)
        #expect(booted.launch.hasRun)
        #expect(
            try booted.store.apps.contacts(app: "com.example.chatter")
                == device.store.apps.contacts(app: "com.example.chatter"))
        #expect(try booted.store.system.donations().count == device.store.system.donations().count)
    }
}

/// The full screen on a new state of a large app reads only the launch part of its
/// Data.json before the first prompt; the launch reads, checks and stores the rest.
@Suite struct ReadLaterTests {
    /// A copy of Tunes whose Data.json holds `extra` more songs (over 1 MB with 8,000), the
    /// last one `broken` if asked.
    static func largeTunes(extra: Int, broken: Bool = false) throws -> String {
        let folder = NSTemporaryDirectory() + "sirisim-readlater-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(SiriMatchesTests.root)/Apps/Tunes", toPath: "\(folder)/Tunes")
        let path = "\(folder)/Tunes/Data.json"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let media = try #require(text.range(of: "\"media\": ["))
        var songs = ""
        for n in 0..<extra {
            let type = broken && n == extra - 1 ? "tune" : "song"
            songs +=
                "{\"identifier\": \"x-\(n)\", \"type\": \"\(type)\", \"title\": \"Generated Song Number \(n)\", \"artist\": \"Someone \(n % 97)\", \"album\": \"Album \(n % 301)\", \"genre\": \"Jazz\", \"playCount\": \(n % 50)},\n"
        }
        text.replaceSubrange(media, with: "\"media\": [\n" + songs)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return folder
    }

    func configuration(_ folder: String) -> DeviceConfiguration {
        var configuration = DeviceConfiguration()
        configuration.appPaths = ["\(folder)/Tunes"]
        configuration.contactsPath = "\(SiriMatchesTests.root)/Apps/Contacts.json"
        configuration.statePath = "\(folder)/state.sqlite"
        configuration.frozenAt = Date(timeIntervalSince1970: 1_763_629_200)
        configuration.launchLater = true
        return configuration
    }

    @Test func theLaunchStoresWhatAWholeReadingWould() throws {
        let folder = try Self.largeTunes(extra: 8_000)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = BundleCache(seedCache: SeedCache(folder: folder + "/cache"))
        let device = try Device(configuration(folder), cache: cache)
        #expect(try device.store.apps.mediaItems(app: "com.example.tunes").isEmpty)
        _ = try device.launch.run()
        var whole = configuration(folder)
        whole.statePath = "\(folder)/whole.sqlite"
        whole.launchLater = false
        let booted = try Device(whole, cache: BundleCache(seedCache: nil))
        let items = try device.store.apps.mediaItems(app: "com.example.tunes")
        #expect(items.count > 8_000)
        #expect(items == (try booted.store.apps.mediaItems(app: "com.example.tunes")))
        #expect(try device.store.system.donations().count == booted.store.system.donations().count)
        // The seed cache kept the rows, and the next new state copies them in its launch.
        var next = configuration(folder)
        next.statePath = "\(folder)/next.sqlite"
        let copied = try Device(next, cache: BundleCache(seedCache: SeedCache(folder: folder + "/cache")))
        _ = try copied.launch.run()
        #expect(try copied.store.apps.mediaItems(app: "com.example.tunes") == items)
        #expect(try copied.store.system.donations().count == booted.store.system.donations().count)
    }

    @Test func aMistakeFoundByTheLaunchEndsItWithFileLineAndKey() throws {
        let folder = try Self.largeTunes(extra: 8_000, broken: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = try Device(configuration(folder), cache: BundleCache(seedCache: nil))
        #expect(throws: BootError.self) { try device.launch.run() }
        do {
            try device.launch.run()
        } catch {
            #expect(error.description.contains("Tunes/Data.json:"), "\(error)")
            #expect(error.description.contains("media[7999].type"), "\(error)")
            #expect(error.description.contains("\"tune\" is not an INMediaItemType"), "\(error)")
        }
        #expect(try !device.store.isSeeded(app: "com.example.tunes"))
    }
}
