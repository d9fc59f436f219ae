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
