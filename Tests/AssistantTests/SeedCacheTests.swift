import Foundation
import Store
import TestSupport
import Testing
import Transcript

@testable import Runtime

/// The seed cache: a new state of apps with large Data.json files copies their rows from a
/// template kept between runs. The thresholds are lowered so that the sample apps count.
@Suite struct SeedCacheTests {
    static let root = Repository.root

    /// A folder of its own with copies of Chatter and Tunes, and a cache folder.
    struct Setup {
        let folder: String
        var cache: SeedCache { SeedCache(folder: folder + "/cache", minimumBytes: 0) }
        var apps: [String] { [folder + "/Chatter", folder + "/Tunes"] }

        init() throws {
            folder = NSTemporaryDirectory() + "sirisim-seedcache-\(UUID().uuidString)"
            for app in ["Chatter", "Tunes"] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try FileManager.default.copyItem(
                    atPath: "\(SeedCacheTests.root)/Apps/\(app)", toPath: "\(folder)/\(app)")
            }
        }

        func boot(_ state: String, cache: BundleCache? = nil) throws -> Device {
            var configuration = DeviceConfiguration()
            configuration.appPaths = apps
            configuration.contactsPath = "\(SeedCacheTests.root)/Apps/Contacts.json"
            configuration.statePath = "\(folder)/\(state)"
            configuration.frozenAt = Date(timeIntervalSince1970: 1_763_629_200)
            return try Device(configuration, cache: cache ?? BundleCache(seedCache: self.cache))
        }

        func entries() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder + "/cache").filter {
                $0.hasSuffix(".seed.sqlite")
            }.sorted()
        }
    }

    /// Every row an app's data seeds, as the store reads it back.
    func rows(_ device: Device) throws -> [String] {
        try ["com.example.chatter", "com.example.tunes"].flatMap { app in
            try device.store.apps.contacts(app: app).map { "\($0)" }
                + device.store.apps.mediaItems(app: app).map { "\($0)" }
                + device.store.apps.playlists(app: app).map { "\($0.playlist) \($0.items)" }
                + device.store.apps.messages(app: app, matching: MessageQuery()).map { "\($0)" }
        }
    }

    @Test func aNewStateFromTheCacheHoldsWhatSeedingGives() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.folder) }
        let seeded = try setup.boot("seeded.sqlite")
        #expect(try setup.entries().count == 1)
        let copied = try setup.boot("copied.sqlite")
        let plain = try setup.boot("plain.sqlite", cache: BundleCache(seedCache: nil))
        #expect(try rows(copied) == rows(plain))
        #expect(try rows(seeded) == rows(plain))
        #expect(try !rows(plain).isEmpty)
        // Each app was seeded once on the copy too, with the launch that follows a fresh seed.
        #expect(try copied.store.system.donations().count == plain.store.system.donations().count)
        #expect(StateFile.status(of: "\(setup.folder)/copied.sqlite") == .sirisim)
    }

    @Test func aChangedDataJSONIsANewEntryEvenWithItsSizeAndTime() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.folder) }
        _ = try setup.boot("one.sqlite")
        let path = setup.folder + "/Tunes/Data.json"
        let before = try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let title = try #require(text.range(of: "\"title\": \""))
        let first = text.index(title.upperBound, offsetBy: 0)
        text.replaceSubrange(first...first, with: text[first] == "Z" ? "Y" : "Z")  // same length
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: path)
        let changed = try setup.boot("two.sqlite")
        #expect(try setup.entries().count == 2)
        let plain = try setup.boot("plain.sqlite", cache: BundleCache(seedCache: nil))
        #expect(try rows(changed) == rows(plain))
    }

    @Test func aDamagedEntryIsPassedOverAndMadeAgain() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.folder) }
        _ = try setup.boot("one.sqlite")
        let entry = setup.folder + "/cache/" + (try setup.entries()[0])
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: entry))
        let device = try setup.boot("two.sqlite")
        let plain = try setup.boot("plain.sqlite", cache: BundleCache(seedCache: nil))
        #expect(try rows(device) == rows(plain))
        #expect(try Data(contentsOf: URL(fileURLWithPath: entry)).starts(with: Data("SQLite format 3".utf8)))
    }

    @Test func theNewestEntriesStayAndNothingElseIsTouched() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.folder) }
        _ = try setup.boot("one.sqlite")
        let cache = setup.folder + "/cache"
        let entry = try setup.entries()[0]
        // Six more entries, older and older, and two files of the user's: one named like an
        // entry but not a database, one with another name.
        var names: [String] = []
        for n in 1...6 {
            let name = String(repeating: String(n), count: 32) + ".seed.sqlite"
            try FileManager.default.copyItem(atPath: "\(cache)/\(entry)", toPath: "\(cache)/\(name)")
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: Double(-3600 * n))], ofItemAtPath: "\(cache)/\(name)")
            names.append(name)
        }
        let lookalike = String(repeating: "a", count: 32) + ".seed.sqlite"
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: "\(cache)/\(lookalike)"))
        try Data("keep".utf8).write(to: URL(fileURLWithPath: "\(cache)/notes.txt"))
        try setup.cache.prune()
        let left = try FileManager.default.contentsOfDirectory(atPath: cache).filter { !$0.hasSuffix(".layout") }
            .sorted()
        #expect(left == ([entry] + names.prefix(3) + [lookalike, "notes.txt"]).sorted())
    }

    @Test func aCacheFolderThatIsAFileIsAWarningAndReplayGoesOn() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.folder) }
        let file = setup.folder + "/not-a-folder"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: file))
        let factory = DeviceFactory(cache: BundleCache(seedCache: SeedCache(folder: file + "/seeds", minimumBytes: 0)))
        var replay = ReplaySetup(folder: setup.folder, now: Date(timeIntervalSince1970: 1_763_629_200))
        replay.apps = [("Tunes", 1)]
        let conversation = try factory.makeConversation(for: replay)
        #expect(!conversation.siri.apps.isEmpty)
        #expect(
            factory.warnings.contains { $0.contains("\(file): cannot write: is not a folder") }, "\(factory.warnings)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine")
    }

    @Test func theEnvironmentChoosesTheFolderOrNone() {
        #expect(SeedCache.standard(["SIRISIM_CACHE": "off", "HOME": "/home/u"]) == nil)
        #expect(SeedCache.standard(["SIRISIM_CACHE": "/tmp/c"])?.folder == "/tmp/c")
        #expect(SeedCache.standard(["XDG_CACHE_HOME": "/x", "HOME": "/home/u"])?.folder == "/x/sirisim/seeds")
        #expect(
            SeedCache.standard(["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])?.folder
                == "/home/u/.cache/sirisim/seeds")
        #expect(SeedCache.standard([:]) == nil)
    }
}
