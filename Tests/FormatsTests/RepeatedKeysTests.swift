import Foundation
import Testing

@testable import Formats

/// A key that appears twice in one JSON object is an error on the second one's line,
/// however the key is written (escapes decode to the same key) and however many keys the
/// object has (small objects compare pairs, large ones use a set).
@Suite struct RepeatedKeysTests {
    func parse(_ text: String) throws(FormatError) -> Node {
        var parser = JSONParser(data: Data(text.utf8), file: "Data.json")
        return try parser.parseDocument()
    }

    func repeatedKey(_ text: String) -> (line: Int, message: String)? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return (error.location.line, error.message)
        }
    }

    @Test func aRepeatedKeyIsAnErrorOnItsSecondLine() {
        let found = repeatedKey("{\n\"title\": \"a\",\n\"genre\": \"b\",\n\"title\": \"c\"\n}")
        #expect(found?.line == 4)
        #expect(found?.message.contains("the key \"title\" appears twice") == true)
    }

    @Test func keysOfTheSameLengthThatDifferAreNotRepeated() throws {
        _ = try parse("{\"title\": 1, \"genre\": 2, \"album\": 3, \"\": 4, \"moods\": [], \"x\": {\"title\": 5}}")
    }

    @Test func anEscapedKeyIsTheKeyItDecodesTo() {
        #expect(repeatedKey("{\"ab\": 1,\n\"a\\u0062\": 2}")?.line == 2)
        #expect(repeatedKey("{\"a\\u0062\": 1,\n\"ab\": 2}")?.line == 2)
        #expect(repeatedKey("{\"\": 1,\n\n\"\": 2}")?.line == 3)
    }

    @Test func largeObjectsToo() {
        let keys = (0..<40).map { "\"key\($0)\": \($0)" }
        #expect(repeatedKey("{" + keys.joined(separator: ",\n") + "}") == nil)
        let repeated = keys + ["\"key7\": 99"]
        #expect(repeatedKey("{" + repeated.joined(separator: ",\n") + "}")?.line == 41)
    }
}
