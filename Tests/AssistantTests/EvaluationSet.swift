import Foundation
import Runtime
import Testing

/// The hand-written evaluation set (Benchmarks/eval) and the apps it was written for, for
/// tests that read every utterance of it two ways and compare.
enum EvaluationSet {
    /// Chatter, Tunes and Brew with the bundled Contacts.json.
    static func configuration() -> DeviceConfiguration {
        let root = SiriMatchesTests.root
        var configuration = DeviceConfiguration()
        configuration.appPaths = ["Chatter", "Tunes", "Brew"].map { "\(root)/Apps/\($0)" }
        configuration.contactsPath = "\(root)/Apps/Contacts.json"
        return configuration
    }

    /// Every utterance of the set, in its order.
    static func utterances() throws -> [String] {
        let lines = try String(
            contentsOfFile: "\(SiriMatchesTests.root)/Benchmarks/eval/utterances.jsonl", encoding: .utf8
        ).split(separator: "\n")
        #expect(lines.count >= 300)
        return try lines.map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["utterance"] as? String)
        }
    }
}
