import Foundation
import Testing

@testable import Formats

/// What the parsers refuse, each time with the file and the line: nesting past the limit,
/// numbers that are not finite, dates sirisim cannot keep, bytes that are not UTF-8.
@Suite struct LimitsTests {
    func json(_ text: String) throws(FormatError) -> Node {
        var parser = JSONParser(data: Data(text.utf8), file: "Data.json")
        return try parser.parseDocument()
    }

    func plist(_ text: String) throws(FormatError) -> Node {
        var parser = PropertyListParser(data: Data(text.utf8), file: "Info.plist")
        return try parser.parseDocument()
    }

    /// The FormatError `body` throws; nil when it throws nothing (or something else,
    /// which the caller's expectation then reports).
    func error(_ body: () throws -> Void) -> FormatError? {
        do { try body() } catch let error as FormatError { return error } catch { return nil }
        return nil
    }

    @Test func nestingPastTheLimitIsAnErrorNotAStackOverflow() throws {
        let deepJSON = "\n" + String(repeating: "[", count: 40_000) + String(repeating: "]", count: 40_000)
        let e1 = try #require(error { _ = try json(deepJSON) })
        #expect(e1.location.line == 2 && e1.message == "nesting is deeper than 512 levels")
        let deepPlist = "<plist>\n" + String(repeating: "<dict><key>a</key>", count: 40_000)
        let e2 = try #require(error { _ = try plist(deepPlist) })
        #expect(e2.location.line == 2 && e2.message == "nesting is deeper than 512 levels")
        // At the limit itself, all is well.
        let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try json(atLimit)
    }

    @Test func numbersMustBeFiniteAndFitTheirKey() throws {
        #expect(error { _ = try json("{\"a\":\n1e400}") }?.location.line == 2)
        #expect(error { _ = try json("[-1e400]") }?.message.contains("out of range") == true)
        for bad in ["01", "1.", "-", "+1", ".5", "1e", "0x10", "NaN", "Infinity"] {
            #expect(error { _ = try json("[\(bad)]") } != nil, "\(bad)")
        }
        let e = try #require(error { _ = try plist("<plist>\n<real>inf</real></plist>") })
        #expect(e.location.line == 2 && e.message.contains("not a number"))
        #expect(error { _ = try plist("<plist><real>1e999</real></plist>") }?.message.contains("out of range") == true)
        #expect(error { _ = try plist("<plist><real>nan</real></plist>") } != nil)
        #expect(
            error { _ = try plist("<plist><integer>99999999999999999999</integer></plist>") }?.message.contains(
                "out of range") == true)

        let node = try json(
            "{\"big\": 1e30, \"huge\": 99999999999999999999, \"half\": 2.5, \"count\": 7, \"minus\": -3}")
        let reader = NodeReader(node, file: "Data.json")
        #expect(error { _ = try reader["big"].int() }?.message == "1e+30 is too large")
        #expect(error { _ = try reader["huge"].int() } != nil)
        #expect(error { _ = try reader["half"].int() }?.message == "expected an integer, found 2.5")
        #expect(try reader["count"].int(in: 0...10) == 7)
        #expect(error { _ = try reader["minus"].int(in: 0...10) }?.message == "-3 is out of range (0 to 10)")
        #expect(error { _ = try reader["big"].int(in: 0...10) }?.message == "1e+30 is out of range (0 to 10)")
    }

    @Test func datesOutsideTheKeptRangeAreRefused() throws {
        #expect(throws: DateParsing.Problem.outOfRange) { _ = try DateParsing.read("10000-01-01") }
        #expect(throws: DateParsing.Problem.outOfRange) { _ = try DateParsing.read("1899-12-31 23:59") }
        #expect(throws: DateParsing.Problem.notADate) { _ = try DateParsing.read("2026-02-30") }
        #expect(throws: DateParsing.Problem.notADate) { _ = try DateParsing.read("2026-11-20 25:00") }
        #expect(throws: DateParsing.Problem.notADate) { _ = try DateParsing.read("yesterday") }
        #expect(try DateParsing.read("9999-12-31T23:59:59Z") == DateParsing.latest)
        #expect(try DateParsing.read("1900-01-01") == DateParsing.earliest)
        #expect(try DateParsing.read("2026-11-20 09:00") == DateParsing.read("2026-11-20T10:00:00+01:00"))
        #expect(DateParsing.iso(try DateParsing.read("2024-02-29T12:34:56Z")) == "2024-02-29T12:34:56Z")
        #expect(DateParsing.iso(DateParsing.earliest) == "1900-01-01T00:00:00Z")

        let node = try json("{\"when\":\n\"10000-01-01T00:00:00Z\"}")
        let e = try #require(error { _ = try NodeReader(node, file: "Data.json")["when"].date() })
        #expect(
            e.description
                == "Data.json:2: when: \"10000-01-01T00:00:00Z\" is out of range (sirisim keeps dates from 1900-01-01 to 9999-12-31)"
        )
        let p = try #require(error { _ = try plist("<plist>\n<date>10000-01-01T00:00:00Z</date></plist>") })
        #expect(p.location.line == 2 && p.message.contains("out of range"))
    }

    @Test func bytesThatAreNotUTF8NameTheirLine() throws {
        for bytes in [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]] as [[UInt8]] {
            var parser = JSONParser(bytes: Array("{\n\"a\": \"".utf8) + bytes + Array("\"}".utf8), file: "Data.json")
            let e = try #require(error { _ = try parser.parseDocument() })
            #expect(e.location.line == 2 && e.message.contains("UTF-8"), "\(bytes)")
            var plistParser = PropertyListParser(
                bytes: Array("<plist>\n<string>".utf8) + bytes + Array("</string></plist>".utf8), file: "Info.plist")
            let p = try #require(error { _ = try plistParser.parseDocument() })
            #expect(p.location.line == 2 && p.message.contains("UTF-8"), "\(bytes)")
        }
        // Well-formed UTF-8 of every length is kept as it is.
        let node = try json("[\"é中😀\", \"\\u00e9\\ud83d\\ude00\", \"\\ud83d\"]")
        let reader = NodeReader(node, file: "Data.json")
        #expect(try reader[0].string() == "é中😀")
        #expect(try reader[1].string() == "é😀")
        #expect(try reader[2].string() == "\u{FFFD}")
    }

    @Test func truncatedFilesAreErrorsWithLines() {
        let text = "{\n  \"contacts\": [\n    {\"a\": \"b\", \"c\": [1, 2, {\"d\": true}]}\n  ]\n}\n"
        for end in 0..<(text.utf8.count - 1) {  // all but the final line break
            var parser = JSONParser(bytes: Array(text.utf8.prefix(end)), file: "Data.json")
            let e = error { _ = try parser.parseDocument() }
            #expect(e != nil && e!.location.line >= 1, "cut at \(end)")
        }
    }

    @Test func repeatedKeysAreErrorsInSmallAndLargeObjects() {
        #expect(error { _ = try json("{\"a\": 1,\n\"a\": 2}") }?.location.line == 2)
        let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n") + ",\n\"k7\": 0"
        #expect(error { _ = try json("{" + many + "}") }?.location.line == 41)
        #expect(
            error { _ = try plist("<plist><dict><key>a</key><true/>\n<key>a</key><false/></dict></plist>") }?.location
                .line == 2)
    }

    @Test func keyPathsAreWorkedOutForErrorsDeepInADocument() throws {
        let node = try json("{\"contacts\": [{\"a\": 1}, {\"handles\": [{\"value\": 3}]}]}")
        let reader = NodeReader(node, file: "Data.json")
        let value = reader["contacts"][1]["handles"][0]["value"]
        #expect(value.location.keyPath == "contacts[1].handles[0].value")
        #expect(reader["contacts"][1]["handles"][0]["type"].location.keyPath == "contacts[1].handles[0].type")
        #expect(reader["contacts"][5]["x"]["y"].location.keyPath == "contacts[5].x.y")
        #expect(
            error { _ = try value.string() }?.description
                == "Data.json:1: contacts[1].handles[0].value: expected a string, found an integer")
    }
}

@Suite struct PathsTests {
    @Test func relativeAndBarePathsNeverTrap() {
        #expect(Paths.parent(".") == ".")
        #expect(Paths.parent("state.sqlite") == ".")
        #expect(Paths.parent("a/") == ".")
        #expect(Paths.parent("/state.sqlite") == "/")
        #expect(Paths.parent("/a/b/") == "/a")
        #expect(Paths.lastComponent("Apps/Chatter/") == "Chatter")
        #expect(Paths.lastComponent("/") == "/")
        #expect(Paths.absolute("../x/./y", from: "/a/b") == "/a/x/y")
        #expect(Paths.relative("/w/MyChat", from: "/w/tests") == "../MyChat")
        #expect(Paths.relative("/w/tests/Chatter", from: "/w/tests") == "Chatter")
    }
}

@Suite struct FileWritingTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "sirisim-writing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFileIsReplacedWholeAndNothingIsLeftBeside() throws {
        let dir = try folder()
        try FileWriting.write("one", to: "\(dir)/t.transcript")
        try FileWriting.write("two", to: "\(dir)/t.transcript")
        #expect(try String(contentsOfFile: "\(dir)/t.transcript", encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["t.transcript"])
    }

    @Test func failuresAreReported() throws {
        let dir = try folder()
        #expect(throws: WriteError(path: "/dev/full", reason: "No space left on device")) {
            try FileWriting.write("x", to: "/dev/full")
        }
        #expect(throws: WriteError(path: dir, reason: "is a folder")) { try FileWriting.write("x", to: dir) }
        #expect(throws: WriteError.self) { try FileWriting.write("x", to: "\(dir)/missing/t.transcript") }
        #expect(throws: WriteError.self) { try FileWriting.checkWritable("\(dir)/missing/t.transcript") }
        try FileWriting.checkWritable("\(dir)/new.transcript")
    }

    @Test func aLinkIsFollowedAndKept() throws {
        let dir = try folder()
        try "old".write(toFile: "\(dir)/real.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/link.txt", withDestinationPath: "\(dir)/real.txt")
        try FileWriting.write("new", to: "\(dir)/link.txt")
        #expect(try String(contentsOfFile: "\(dir)/real.txt", encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(dir)/link.txt") == "\(dir)/real.txt")
    }

    @Test func appendingKeepsWhatWasThere() throws {
        let dir = try folder()
        try "mine\n".write(toFile: "\(dir)/h", atomically: true, encoding: .utf8)
        let file = try AppendingFile(path: "\(dir)/h")
        try file.append("one\n")
        try file.append("two\n")
        try file.close()
        #expect(try String(contentsOfFile: "\(dir)/h", encoding: .utf8) == "mine\none\ntwo\n")
        let full = try AppendingFile(path: "/dev/full")
        #expect(throws: WriteError.self) { try full.append("x") }
    }
}
