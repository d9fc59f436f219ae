import Foundation
import PhraseMatcher
import Testing

@testable import Assistant
@testable import Runtime

/// The system index fed the device contacts a part at a time while they are read: the
/// same index as one built of them all, and none at all after a read that fails.
@Suite struct StreamedIndexTests {
    /// A Contacts.json of `count` people, with shared names, nicknames and relationships;
    /// `duplicateAtEnd` repeats the first identifier as the last contact.
    static func contactsFile(_ count: Int, duplicateAtEnd: Bool = false) throws -> String {
        let given = [
            "Ana", "Bo", "Chidi", "Dana", "Élodie", "Farid", "Grace", "Hiro", "Ines", "Jonas", "Kwame", "Lena",
        ]
        let family = ["Lima", "Okafor", "Sato", "Berg", "Nguyen", "Ruiz", "Chen", "Haddad", "Kowalski"]
        var lines: [String] = []
        for n in 0..<count {
            var fields = [
                "\"contactIdentifier\": \"S-\(n)\"",
                "\"displayName\": \"\(given[n % given.count]) \(family[(n / given.count) % family.count])\(n % 7 == 0 ? "" : " \(n)")\"",
            ]
            if n % 5 == 0 { fields.append("\"nickname\": \"Nick\(n % 40)\"") }
            if n % 11 == 0 { fields.append("\"relationship\": \"sister\"") }
            fields.append("\"handles\": [{\"value\": \"+1555\(n)\", \"type\": \"phoneNumber\", \"label\": \"mobile\"}]")
            lines.append("{" + fields.joined(separator: ", ") + "}")
        }
        if duplicateAtEnd { lines.append("{\"contactIdentifier\": \"S-0\", \"displayName\": \"Twice\"}") }
        let path = NSTemporaryDirectory() + "sirisim-streamed-\(UUID().uuidString).json"
        try Data(("{\"contacts\": [\n" + lines.joined(separator: ",\n") + "\n]}\n").utf8).write(
            to: URL(fileURLWithPath: path))
        return path
    }

    @Test func anIndexFedInPartsIsTheIndexOfThemAll() throws {
        let path = try Self.contactsFile(20_000)
        defer { unlink(path) }
        var parts: [[DeviceContact]] = []
        let all = try DeviceContactsFile.load(path: path) { parts.append($0) }
        #expect(parts.map(\.count) == [8_192, 8_192, 3_616])
        #expect(parts.flatMap { $0 } == all)
        let streamed = SystemIndexBuild()
        for part in parts { streamed.feed(part) }
        streamed.finish()
        let whole = PhraseMatcher.systemIndex(Siri.contactEntities(all))
        #expect(
            streamed.index.allEntities.map { "\($0.identifier) \($0.phrase)" }
                == whole.allEntities.map { "\($0.identifier) \($0.phrase)" })
        for said in [
            "ana lima", "grace", "okafor", "nick3", "my sister", "elodie sato 12", "jonus berg", "hiro haddad 9999",
            "sent",
        ] {
            #expect(streamed.index.lookup(said) == whole.lookup(said), "\(said)")
        }
        #expect(!whole.lookup("grace").isEmpty)
    }

    @Test func aReadThatFailsLeavesNoIndex() throws {
        let path = try Self.contactsFile(10_000, duplicateAtEnd: true)
        defer { unlink(path) }
        let cache = BundleCache(seedCache: nil)
        #expect(throws: BootError.self) { try cache.indexedDeviceContacts(at: path) }
        // The file mended: its index is built afresh, of every contact.
        try Data(contentsOf: URL(fileURLWithPath: try Self.contactsFile(10_000))).write(to: URL(fileURLWithPath: path))
        let (contacts, build) = try cache.indexedDeviceContacts(at: path)
        #expect(contacts.count == 10_000)
        let whole = PhraseMatcher.systemIndex(Siri.contactEntities(contacts))
        #expect(
            build.index.allEntities.map { "\($0.identifier) \($0.phrase)" }
                == whole.allEntities.map { "\($0.identifier) \($0.phrase)" })
        #expect(cache.systemIndex(forContactsAt: path, contacts) === build)
    }
}
