import Formats
import Foundation
import Runtime
import TestSupport
import Testing

@testable import Transcript

let repositoryRoot = Repository.root

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
        let file = try TranscriptFile.parse(
            """
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
            // Numbers and dates sirisim cannot keep.
            ("# a\n@now 10000-01-01\n", 2, "out of range"),
            ("@now 1899-12-31\n", 1, "out of range"),
            ("@wait inf\n", 1, "not a duration"),
            ("@wait nan\n", 1, "not a duration"),
            ("> hi\n@wait 36526d\n", 2, "out of range"),
            ("@timeout inf\n", 1, "not a duration"),
            ("@timeout 0s\n", 1, "out of range"),
            ("@timeout 3601s\n", 1, "out of range"),
            ("> hi\n<~ " + String(repeating: "a", count: 1001) + "\n", 2, "over the limit of 1000"),
        ]
        for (text, line, message) in cases {
            do {
                _ = try TranscriptFile.parse(text, path: "bad.transcript")
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.location.file == "bad.transcript", "\(text)")
                #expect(error.location.line == line, "\(text): \(error)")
                #expect(error.message.contains(message), "\(text): \(error)")
            }
        }
    }

    /// A misspelt directive is told its nearest one; a word near none is told only the list.
    @Test func aMisspeltDirectiveSuggestsTheNearestOne() {
        let cases: [(String, String?)] = [
            ("@ap Chatter\n", "@app"), ("@contact Chatter\n", "@contacts"), ("@nw 2026-11-20 09:00\n", "@now"),
            ("@wiat 5m\n", "@wait"), ("@bogus x\n", nil),
        ]
        for (text, suggestion) in cases {
            do {
                _ = try TranscriptFile.parse(text, path: "typo.transcript")
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.location.line == 1)
                if let suggestion {
                    #expect(error.message.contains("(did you mean “\(suggestion)”?)"), "\(text): \(error)")
                } else {
                    #expect(!error.message.contains("did you mean"), "\(text): \(error)")
                }
                #expect(error.message.contains("(known: @app,"), "\(text): \(error)")
            }
        }
    }

    @Test func windowsLineEndingsAndAByteOrderMarkReadAsTheirLines() async throws {
        let lf = "# A note\n@app Chatter\n\n> :time\n< 2026-11-20T09:00:00Z\n"
        let crlf = "\u{FEFF}" + lf.replacingOccurrences(of: "\n", with: "\r\n")
        let plain = try TranscriptFile.parse(lf, path: "a.transcript")
        let windows = try TranscriptFile.parse(crlf, path: "a.transcript")
        #expect(windows.render() == crlf.dropFirst().description)
        #expect(windows.crlf && !plain.crlf)
        #expect(windows.items.map { "\($0)" } == plain.items.map { "\($0)" })
        do {
            _ = try TranscriptFile.parse("\u{FEFF}> hi\r\n@bogus\r\n", path: "bad.transcript")
            Issue.record("no error")
        } catch {
            #expect(error.location.line == 2)
        }
        // Replayed, and updated with its line endings kept.
        let path = NSTemporaryDirectory() + "sirisim-crlf-\(UUID().uuidString).transcript"
        try Data(crlf.replacingOccurrences(of: "2026-11-20T09:00:00Z", with: "wrong").utf8).write(
            to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let result = await Replayer(factory: DeviceFactory()).replay(path: path)
        #expect(result.unusable == nil)
        #expect(result.mismatch?.line == 5)
        #expect(result.updated?.render() == crlf.dropFirst().description)
    }

    @Test func bytesThatAreNotUTF8AreAnErrorOnTheirLine() {
        var bytes = Array("> hi\n< there\n> ".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\n".utf8)
        do {
            _ = try TranscriptFile.parse(bytes: bytes, path: "bad.transcript")
            Issue.record("no error")
        } catch {
            #expect(error.location.line == 3)
            #expect(error.message.contains("not valid UTF-8"))
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
        let path = try write(
            """
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
        let path = try write(
            "@app \(repositoryRoot)/Apps/Chatter\n# keep me\n> :time\n<~ ^2026-11-20\n> :wait 1m\n< wrong\n")
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

    @Test func aRegularExpressionThatBacktracksForEverIsStoppedWithItsLine() async throws {
        let path = try write("@app \(repositoryRoot)/Apps/Chatter\n> \(String(repeating: "a", count: 60))\n<~ (a+)+b\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Replayer(factory: DeviceFactory()).replay(path: path)
        let unusable = try #require(result.unusable)
        #expect(unusable.hasPrefix("\(path):3: <~ (a+)+b: the regular expression takes too much work"))
        #expect(BoundedPattern("(a+)+b")?.match(String(repeating: "a", count: 60)) == .tooMuchWork)
        #expect(
            BoundedPattern("^(OK|Done).*sent")?.match("OK, sent to Maria" + String(repeating: " x", count: 20_000))
                == .match)
    }

    @Test func aWaitPastTheLastDateIsRefusedWithItsLine() async throws {
        let path = try write(
            "@app \(repositoryRoot)/Apps/Chatter\n@now 9999-06-01\n> :time\n< 9999-06-01T00:00:00Z\n@wait 365d\n> :time\n"
        )
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Replayer(factory: DeviceFactory()).replay(path: path)
        #expect(
            result.unusable?.hasPrefix("\(path):5: @wait 365d moves the clock past the dates sirisim keeps") == true,
            "\(result.unusable ?? "")")
    }

    @Test func aMismatchReportShowsNoRawEscapes() async throws {
        let path = try write("@app \(repositoryRoot)/Apps/Chatter\n> :time \u{1B}[2J\n< \u{1B}[31mred\u{1B}[0m\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await Replayer(factory: DeviceFactory()).replay(path: path)
        let report = try #require(result.mismatch).description
        #expect(!report.contains("\u{1B}"))
        #expect(report.contains("^[[31mred^[[0m"))
    }

    @Test func aLocalAppFolderComesBeforeTheBundledOneOfTheSameName() async throws {
        let folder = NSTemporaryDirectory() + "sirisim-local-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: "\(repositoryRoot)/Apps/Chatter", toPath: "\(folder)/Chatter")
        let info = "\(folder)/Chatter/Info.plist"
        try String(contentsOfFile: info, encoding: .utf8).replacingOccurrences(
            of: "<string>Chatter</string>", with: "<string>Local Chatter</string>"
        )
        .write(toFile: info, atomically: true, encoding: .utf8)
        try "@app Chatter\n> :apps\n".write(toFile: "\(folder)/local.transcript", atomically: true, encoding: .utf8)
        let result = await Replayer(factory: DeviceFactory()).replay(path: "\(folder)/local.transcript")
        let said = try #require(result.mismatch).actual
        #expect(said.first?.hasPrefix("Local Chatter (com.example.chatter)") == true, "\(said)")
        // With no such folder beside the transcript, the bundled app.
        #expect(
            try DeviceFactory.resolveApp("Chatter", line: 1, folder: NSTemporaryDirectory())
                == "\(repositoryRoot)/Apps/Chatter")
        #expect(try DeviceFactory.resolveApp("Chatter", line: 1, folder: folder) == "\(folder)/Chatter")
    }

    @Test func junitReportCountsFailures() {
        let ok = ReplayResult(path: "a/ok.transcript", turns: 1, events: [], seconds: 0.1)
        let bad = ReplayResult(
            path: "a/bad.transcript", turns: 1,
            mismatch: Mismatch(
                file: "a/bad.transcript", line: 3, turn: 1, userLine: "x", expected: ["<a>"], actual: ["b"]),
            events: [], seconds: 0.1)
        let xml = JUnitReport.xml([ok, bad])
        #expect(xml.contains("tests=\"2\" failures=\"1\""))
        #expect(xml.contains("&lt;a&gt;"))
    }
}
