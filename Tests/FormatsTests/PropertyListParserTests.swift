import Foundation
import Testing

@testable import Formats

@Suite struct PropertyListParserTests {
    func parse(_ text: String) throws(FormatError) -> Node {
        var parser = PropertyListParser(data: Data(text.utf8), file: "Test.plist")
        return try parser.parseDocument()
    }

    @Test func readsEveryElementKindWithLines() throws {
        let node = try parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>Name</key>
            \t<string>Tom &amp; Jerry &#233;</string>
            \t<key>Count</key>
            \t<integer>42</integer>
            \t<key>Ratio</key>
            \t<real>0.5</real>
            \t<key>On</key>
            \t<true/>
            \t<key>List</key>
            \t<array>
            \t\t<string>a</string>
            \t\t<string/>
            \t</array>
            </dict>
            </plist>
            """)
        let reader = NodeReader(node, file: "Test.plist")
        #expect(try reader["Name"].string() == "Tom & Jerry é")
        #expect(try reader["Count"].int() == 42)
        #expect(try reader["On"].bool())
        #expect(try reader["List"].stringArray() == ["a", ""])
        #expect(reader["Count"].location.line == 8)
        #expect(reader["List"][1].location.line == 16)
    }

    @Test func namesTheLineOfAnUnclosedElement() {
        #expect {
            _ = try parse("<plist>\n<dict>\n<key>A</key>\n<string>oops\n</dict>\n</plist>")
        } throws: { error in
            guard let e = error as? FormatError else { return false }
            return e.location.file == "Test.plist" && e.location.line == 5 && e.message.contains("</string>")
        }
    }

    @Test func rejectsADuplicateKey() {
        #expect(throws: FormatError.self) {
            _ = try parse("<plist><dict><key>A</key><string>x</string><key>A</key><string>y</string></dict></plist>")
        }
    }

    @Test func rejectsBinaryPlists() {
        var parser = PropertyListParser(data: Data("bplist00garbage".utf8), file: "B.plist")
        #expect(throws: FormatError.self) { _ = try parser.parseDocument() }
    }

    @Test func unknownKeysAreNamedWithASuggestion() throws {
        let node = try parse("<plist><dict><key>IntentPhrase</key><array/></dict></plist>")
        let reader = NodeReader(node, file: "V.plist")
        #expect {
            try reader.rejectUnknownKeys(["IntentPhrases", "ParameterVocabularies"])
        } throws: { error in
            (error as? FormatError)?.description.contains("did you mean \"IntentPhrases\"") == true
        }
    }

    /// A key as long as a file is named by its start and its length, and still gets its
    /// suggestion from that start (found by the JSON fuzzer: every comparison lowercased
    /// the whole key).
    @Test func aKeyAsLongAsAFileIsNamedShort() throws {
        let key = "IntentPhrase" + String(repeating: "x", count: 200_000)
        let node = try parse("<plist><dict><key>\(key)</key><array/></dict></plist>")
        let reader = NodeReader(node, file: "V.plist")
        #expect {
            try reader.rejectUnknownKeys(["IntentPhrases", "ParameterVocabularies"])
        } throws: { error in
            let text = (error as? FormatError)?.description ?? ""
            return text.contains("IntentPhrasexxx") && text.contains("(200012 characters)") && text.count < 400
        }
    }
}

@Suite struct JSONParserTests {
    func parse(_ text: String) throws(FormatError) -> Node {
        var parser = JSONParser(data: Data(text.utf8), file: "Data.json")
        return try parser.parseDocument()
    }

    @Test func keepsLinesAndOrder() throws {
        let node = try parse("{\n  \"b\": 1,\n  \"a\": [true, null, \"x\\u00e9\"]\n}")
        let reader = NodeReader(node, file: "Data.json")
        #expect(try reader.keys() == ["b", "a"])
        #expect(reader["a"].location.line == 3)
        #expect(try reader["a"][2].string() == "xé")
    }

    @Test func reportsTheLineOfASyntaxError() {
        #expect {
            _ = try parse("{\n  \"a\": 1,\n  \"b\": ,\n}")
        } throws: { error in
            (error as? FormatError)?.location.line == 3
        }
    }

    @Test func missingKeysNameThePath() throws {
        let node = try parse("{\"contacts\": [{\"displayName\": \"A\"}]}")
        let reader = NodeReader(node, file: "Data.json")
        #expect {
            _ = try reader["contacts"][0]["customIdentifier"].string()
        } throws: { error in
            (error as? FormatError)?.description
                == "Data.json:1: contacts[0].customIdentifier: is missing (expected a string)"
        }
    }

    @Test func writesStableCompactJSON() {
        let json = JSON.object([("z", .int(1)), ("a", .string("é\u{1B}\"")), ("n", .null), ("d", .double(0.25))])
        #expect(json.serialized() == #"{"z":1,"a":"é\u001b\"","n":null,"d":0.25}"#)
    }
}
