import Foundation
import Testing
@testable import Transcript
import Formats
import Runtime

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Every transcript under Transcripts/, each one a test case.
let allTranscripts: [String] = {
    let folder = "\(repositoryRoot)/Transcripts"
    let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
    return files.filter { $0.hasSuffix(".transcript") }.sorted()
}()

@Suite struct TranscriptReplayTests {
    @Test(arguments: allTranscripts)
    func replays(_ relativePath: String) async {
        let replayer = Replayer(factory: DeviceFactory())
        let result = await replayer.replay(path: "\(repositoryRoot)/Transcripts/\(relativePath)")
        #expect(result.unusable == nil, "\(result.unusable ?? "")")
        #expect(result.mismatch == nil, "\(result.mismatch?.description ?? "")")
        #expect(result.turns > 0)
    }

    @Test func thereAreTranscriptsToReplay() {
        #expect(allTranscripts.filter { $0.hasPrefix("messaging/") }.count >= 25)
    }
}

@Suite struct TranscriptFormatTests {
    @Test func parsesEveryKindOfLine() throws {
        let file = try TranscriptFile.parse("""
            # title
            @app Chatter
            @now 2026-11-20 09:00

            > hello
            < exact line
            <~ ^re.*gex$
            @wait 90s
            """, path: "t.transcript")
        #expect(file.items.count == 8)
        #expect(file.render().contains("<~ ^re.*gex$"))
    }

    @Test func syntaxErrorsNameFileAndLine() {
        let cases: [(String, Int, String)] = [
            ("> hi\n@app Chatter\n", 2, "before the first user line"),
            ("# ok\n@bogus x\n", 2, "unknown directive"),
            ("@now yesterday-ish\n", 1, "not a date"),
            ("> hi\n<~ (unclosed\n", 2, "regular expression"),
            ("> hi\nplain text\n", 2, "must start with"),
            ("@wait soon\n", 1, "not a duration"),
        ]
        for (text, line, message) in cases {
            #expect {
                _ = try TranscriptFile.parse(text, path: "bad.transcript")
            } throws: { error in
                let e = error as! FormatError
                return e.location.file == "bad.transcript" && e.location.line == line && e.message.contains(message)
            }
        }
    }
}

@Suite struct ReplayReportTests {
    func write(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "sirisim-\(UUID().uuidString).transcript"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aMismatchNamesLineTurnExpectedAndActual() async throws {
        let path = try write("""
            @app \(repositoryRoot)/Apps/Chatter
            > :time
            < 2026-11-20T09:00:00Z
            > :wait 1m
            < The time is now 2026-11-20T09:05:00Z.
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Replayer(factory: DeviceFactory()).replay(path: path)
        let mismatch = try #require(result.mismatch)
        #expect(mismatch.line == 5)
        #expect(mismatch.turn == 2)
        #expect(mismatch.actual == ["The time is now 2026-11-20T09:01:00Z."])
        #expect(mismatch.description.contains("expected: The time is now 2026-11-20T09:05:00Z."))
    }

    @Test func somethingUnexpectedSaidIsAMismatch() async throws {
        let path = try write("@app \(repositoryRoot)/Apps/Chatter\n> :time\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Replayer(factory: DeviceFactory()).replay(path: path)
        #expect(result.mismatch?.actual == ["2026-11-20T09:00:00Z"])
    }

    @Test func updateRewritesExpectationsAndKeepsMatchingPatterns() async throws {
        let path = try write("@app \(repositoryRoot)/Apps/Chatter\n# keep me\n> :time\n<~ ^2026-11-20\n> :wait 1m\n< wrong\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Replayer(factory: DeviceFactory()).replay(path: path)
        let updated = try #require(result.updated).render()
        #expect(updated.contains("# keep me"))
        #expect(updated.contains("<~ ^2026-11-20\n"))
        #expect(updated.contains("< The time is now 2026-11-20T09:01:00Z.\n"))
        #expect(!updated.contains("wrong"))
    }

    @Test func anUnknownAppIsUnusableInput() async throws {
        let path = try write("@app NoSuchApp\n> hi\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Replayer(factory: DeviceFactory()).replay(path: path)
        #expect(result.unusable?.contains("@app NoSuchApp") == true)
    }

    @Test func junitReportCountsFailures() {
        let ok = ReplayResult(path: "a/ok.transcript", turns: 1, events: [], seconds: 0.1)
        let bad = ReplayResult(path: "a/bad.transcript", turns: 1, mismatch: Mismatch(file: "a/bad.transcript", line: 3, turn: 1, userLine: "x", expected: ["<a>"], actual: ["b"]), events: [], seconds: 0.1)
        let xml = JUnitReport.xml([ok, bad])
        #expect(xml.contains("tests=\"2\" failures=\"1\""))
        #expect(xml.contains("&lt;a&gt;"))
    }
}
