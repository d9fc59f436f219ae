import Foundation
import Testing

@testable import Formats

/// Reading a JSON file around the values a launch leaves out, as its layout places them:
/// the same values on the same lines as a read of the whole file, and nothing at all
/// (so that the caller reads the whole file) when the layout does not fit.
@Suite struct TopLevelLayoutTests {
    static let text = """
        {
          "contacts": [
            {"name": "Ana \\"the\\" Lima", "note": "braces } and ] in a string"},
            {"name": "Bo", "tags": [1, 2.5, -3e2, true, false, null]}
          ],
          "media": {"items": [[], {}, "é"]},
          "launch": {
            "donations": [{"intent": "INPlayMediaIntent", "at": "2026-11-20"}],
            "flag": true
          },
          "tail": 7
        }
        """

    func file(_ text: String = Self.text) throws -> String {
        let path = NSTemporaryDirectory() + "sirisim-layout-\(UUID().uuidString).json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every value under `node` with its line, in order.
    func lines(_ node: Node, _ path: String = "") -> [String] {
        switch node.value {
        case .array(let items): ["\(path) [\(node.line)]"] + items.enumerated().flatMap { lines($1, "\(path)/\($0)") }
        case .dictionary(let pairs): ["\(path) {\(node.line)}"] + pairs.flatMap { lines($1, "\(path)/\($0)") }
        default: ["\(path) \(node.value) @\(node.line)"]
        }
    }

    @Test func aLayoutReadGivesWhatASkippingReadGives() throws {
        let path = try file()
        defer { unlink(path) }
        let skipped: Set<String> = ["contacts", "media"]
        let whole = try JSONParser.parse(contentsOf: path, skipping: skipped)
        let layout = try #require(whole.document.layout)
        #expect(layout.members.map(\.key) == ["contacts", "media", "launch", "tail"])
        #expect(layout.members[0].lines == 3)
        let around = try #require(JSONParser.parse(contentsOf: path, skipping: skipped, layout: layout))
        #expect(lines(around) == lines(whole))
        #expect(lines(around).contains("/launch/flag bool(true) @9"))
        #expect(around.document.layout == nil)
        // The layout of a whole read is the same: it does not depend on what was skipped.
        #expect(try JSONParser.parse(contentsOf: path).document.layout == layout)
    }

    @Test func aLayoutThatDoesNotFitReadsNothing() throws {
        let path = try file()
        defer { unlink(path) }
        let skipped: Set<String> = ["contacts", "media"]
        let layout = try #require(try JSONParser.parse(contentsOf: path, skipping: skipped).document.layout)
        // Another size; a value that does not start where it did; a value said to be a
        // member it is not; a file changed at the same size.
        var shifted = layout
        shifted.members[1].start += 1
        var swapped = layout
        swapped.members[0].key = "launch"
        swapped.members[2].key = "contacts"
        var resized = layout
        resized.fileSize += 1
        for wrong in [shifted, swapped, resized] {
            #expect(JSONParser.parse(contentsOf: path, skipping: skipped, layout: wrong) == nil)
        }
        try Data(Self.text.replacingOccurrences(of: "\"tail\": 7", with: "\"tail\"  7").utf8).write(
            to: URL(fileURLWithPath: path))
        #expect(JSONParser.parse(contentsOf: path, skipping: skipped, layout: layout) == nil)
        unlink(path)
        #expect(JSONParser.parse(contentsOf: path, skipping: skipped, layout: layout) == nil)
    }

    @Test func theTextOfALayoutReadsBackAndNothingElseDoes() throws {
        let layout = TopLevelLayout(
            fileSize: 100,
            members: [
                .init(key: "contacts", start: 5, end: 40, lines: 3),
                .init(key: "two words", start: 42, end: 90, lines: 0),
            ])
        #expect(TopLevelLayout(text: layout.text) == layout)
        let bad = [
            "", "sirisim top-level layout 1\n", "sirisim top-level layout 2\n100\n",
            "sirisim top-level layout 1\n100\n5 40 3 contacts",  // no final line break
            "sirisim top-level layout 1\n100\n40 5 0 backwards\n",
            "sirisim top-level layout 1\n100\n5 140 0 past-the-end\n",
            "sirisim top-level layout 1\n100\n5 40 0 a\n30 50 0 overlapping\n",
            "sirisim top-level layout 1\n100\n5 40 99 more-lines-than-bytes\n",
            "sirisim top-level layout 1\nmany\n",
        ]
        for text in bad { #expect(TopLevelLayout(text: text) == nil, "\(text.debugDescription)") }
    }
}
