import Foundation
import Testing
import Assistant
import Runtime

/// Replay and parse build the index of the device contacts on another core while the
/// device boots (`indexContactsEarly`). What the matcher reads must not depend on it.
@Suite struct EarlyIndexTests {
    @Test func theEvaluationSetReadsTheSameWithTheIndexBuiltEarly() throws {
        let root = SiriMatchesTests.root
        var configuration = DeviceConfiguration()
        configuration.appPaths = ["Chatter", "Tunes", "Brew"].map { "\(root)/Apps/\($0)" }
        configuration.contactsPath = "\(root)/Apps/Contacts.json"
        let atFirstRequest = try Device(configuration).siri.matcher
        configuration.indexContactsEarly = true
        let early = try Device(configuration).siri.matcher
        let lines = try String(contentsOfFile: "\(root)/Benchmarks/eval/utterances.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count >= 300)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let text = try #require(object["utterance"] as? String)
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
        #expect(try device.store.contacts(app: "com.example.chatter").isEmpty)
        #expect(try device.launch.run() == [])
        #expect(device.launch.hasRun)
        #expect(try !device.store.contacts(app: "com.example.chatter").isEmpty)
        #expect(try device.launch.run() == [])  // once
        configuration.launchLater = false
        let booted = try Device(configuration)
        #expect(booted.launch.hasRun)
        #expect(try booted.store.contacts(app: "com.example.chatter") == device.store.contacts(app: "com.example.chatter"))
        #expect(try booted.store.donations().count == device.store.donations().count)
    }
}
