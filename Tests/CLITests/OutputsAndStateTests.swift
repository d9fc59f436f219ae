import Foundation
import Testing

/// Outputs never replace the run's inputs, and the state survives interrupted and
/// concurrent starts, `--fresh` beside a live session, and hard links (issue: "Nothing lost,
/// second round").
@Suite(.serialized) struct OutputsAndStateTests {
    let passing = "@app Chatter\n@now 2026-11-20 09:00\n> :time\n< 2026-11-20T09:00:00Z\n"

    @Test func aTraceOrReportNeverReplacesTheTranscriptItReplays() throws {
        let folder = try temporaryFolder()
        let transcript = "\(folder)/t.transcript"
        try passing.write(toFile: transcript, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/link.transcript", withDestinationPath: transcript)
        #expect(link(transcript, "\(folder)/hard.transcript") == 0)
        for output in [
            transcript, "\(folder)/./t.transcript", "\(folder)/link.transcript", "\(folder)/hard.transcript",
        ] {
            for option in ["--trace", "--junit"] {
                let run = try sirisim(["replay", transcript, option, output])
                #expect(run.status == 2, "\(option) \(output): \(run.stdout)")
                #expect(run.stderr.contains("is a transcript this run reads"), "\(run.stderr)")
            }
        }
        #expect(try String(contentsOfFile: transcript, encoding: .utf8) == passing)
        // Two outputs of one run may not share a file either.
        let both = try sirisim(["replay", transcript, "--trace", "\(folder)/out", "--junit", "\(folder)/out"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("another output of this run"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out") == false)
        #expect(try leftovers(in: folder).isEmpty)
    }

    @Test func aTraceNeverReplacesTheStateOrAnAppsFiles() throws {
        let app = try chatterCopy()
        let folder = Paths(app).parent
        let data = "\(app)/Data.json"
        let original = try Data(contentsOf: URL(fileURLWithPath: data))
        // The app named on the command line, and the app a transcript names.
        let byOption = try sirisim(["replay", "\(root)/Transcripts/messaging", "--app", app, "--trace", data])
        #expect(byOption.status == 2)
        try "@app ./Chatter\n> :time\n".write(toFile: "\(folder)/names.transcript", atomically: true, encoding: .utf8)
        let byDirective = try sirisim(["replay", "\(folder)/names.transcript", "--trace", data])
        #expect(byDirective.status == 2)
        #expect(byDirective.stderr.contains("is a file of an app this run reads"), "\(byDirective.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: data)) == original)
        // The session's state, its history, and the app's plist.
        let state = "\(folder)/s.sqlite"
        _ = try sirisim(["--plain", "--state", state], stdin: Data("Send a message to Juan saying kept\nyes\n".utf8))
        let before = try Data(contentsOf: URL(fileURLWithPath: state))
        for output in [state, "\(state).history", "\(app)/Info.plist"] {
            let run = try sirisim(
                ["--plain", "--state", state, "--app", app, "--trace", output], stdin: Data(":time\n".utf8))
            #expect(run.status == 2, "\(output)")
            #expect(!run.stdout.contains("talk to Siri"), "the session ran")
        }
        let record = try sirisim(
            ["record", "\(app)/Info.plist", "--overwrite", "--state", state, "--app", app], stdin: Data(":time\n".utf8))
        #expect(record.status == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == before)
        let again = try sirisim(
            ["--plain", "--state", state, "--app", app], stdin: Data(":messages Juan Pérez\n".utf8))
        #expect(again.stdout.contains("kept"))
    }

    @Test func aRecordingDoesNotReplaceAFileWrittenDuringTheSession() throws {
        let folder = try temporaryFolder()
        let destination = "\(folder)/session.transcript"
        // The session waits on its input while the file is written by hand.
        let process = try startSirisim(["record", destination, "--plain", "--state", "\(folder)/s.sqlite"])
        try process.send(":time\n")
        try waitUntil { FileManager.default.fileExists(atPath: folder) && (try? leftovers(in: folder).count) == 1 }
        try "# mine\n".write(toFile: destination, atomically: true, encoding: .utf8)
        let run = try process.finish()
        #expect(run.status == 2)
        #expect(run.stderr.contains("was created by something else during this run"), "\(run.stderr)")
        #expect(try String(contentsOfFile: destination, encoding: .utf8) == "# mine\n")
        // The recording is kept beside it, under the name the error gives.
        let kept = try leftovers(in: folder)
        #expect(kept.count == 1)
        #expect(try String(contentsOfFile: "\(folder)/\(kept[0])", encoding: .utf8).contains("> :time"))
    }

    @Test func saveDoesNotReplaceAFileEditedSinceTheSessionSavedIt() throws {
        let folder = try temporaryFolder()
        let file = "\(folder)/saved.transcript"
        let process = try startSirisim(["--plain", "--state", "\(folder)/s.sqlite"])
        try process.send(":time\n:save \(file)\n")
        try waitUntil { FileManager.default.fileExists(atPath: file) }
        try "# edited by hand\n".write(toFile: file, atomically: true, encoding: .utf8)
        try process.send(":save \(file)\n")
        let run = try process.finish()
        #expect(run.stdout.contains("has changed since this session saved it"), "\(run.stdout)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "# edited by hand\n")
    }

    @Test func freshRefusesAStateALiveSessionHoldsAndNamesTheProcess() throws {
        let folder = try temporaryFolder()
        let state = "\(folder)/s.sqlite"
        let live = try startSirisim(["--plain", "--state", state])
        try live.send("Send a message to Juan saying one\nyes\n")
        try waitUntil { FileManager.default.fileExists(atPath: state) }
        Thread.sleep(forTimeInterval: 0.5)
        let fresh = try sirisim(["--plain", "--state", state, "--fresh"], stdin: Data(":time\n".utf8))
        #expect(fresh.status == 2)
        #expect(fresh.stderr.contains("is in use by process \(live.pid)"), "\(fresh.stderr)")
        try live.send("Send a message to Juan saying two\nyes\n")
        _ = try live.finish()
        let after = try sirisim(["--plain", "--state", state], stdin: Data(":messages Juan Pérez\n".utf8))
        #expect(after.stdout.contains("Me → Juan Pérez: one"))
        #expect(after.stdout.contains("Me → Juan Pérez: two"))
    }

    @Test func aStateWithTwoNamesIsUsedByOneSessionAtATime() throws {
        let folder = try temporaryFolder()
        let first = "\(folder)/a.sqlite"
        let second = "\(folder)/b.sqlite"
        _ = try sirisim(["--plain", "--state", first], stdin: Data(":time\n".utf8))
        #expect(link(first, second) == 0)
        let live = try startSirisim(["--plain", "--state", first])
        try live.send("Send a message to Juan saying through a\nyes\n")
        Thread.sleep(forTimeInterval: 1)
        let other = try sirisim(
            ["--plain", "--state", second], stdin: Data("Send a message to Juan saying through b\nyes\n".utf8),
            timeout: 30)
        #expect(other.status == 2)
        #expect(other.stderr.contains("hard links"), "\(other.stderr)")
        _ = try live.finish()
        let later = try sirisim(
            ["--plain", "--state", second], stdin: Data("Send a message to Juan saying through b\nyes\n".utf8))
        #expect(later.status == 0)
        let both = try sirisim(["--plain", "--state", first], stdin: Data(":messages Juan Pérez\n".utf8))
        #expect(both.stdout.contains("through a") && both.stdout.contains("through b"), "\(both.stdout)")
    }

    @Test func firstStartsAtOnceAllSucceed() throws {
        let folder = try temporaryFolder()
        let state = "\(folder)/new.sqlite"
        let group = DispatchGroup()
        let results = ResultBox()
        for _ in 0..<12 {
            DispatchQueue.global().async(group: group) {
                let run = try? sirisim(["--plain", "--state", state], stdin: Data(":time\n".utf8), timeout: 60)
                results.add(run)
            }
        }
        group.wait()
        let runs = results.all
        #expect(runs.count == 12)
        for run in runs {
            #expect(run?.status == 0, "\(run?.stderr ?? "did not run")")
        }
        #expect(try leftovers(in: folder).isEmpty)
    }

    @Test func aFirstStartKilledAtAnyMomentLeavesAUsablePath() throws {
        let folder = try temporaryFolder()
        for (attempt, delay) in stride(from: 0.0, through: 0.3, by: 0.015).enumerated() {
            let state = "\(folder)/s\(attempt).sqlite"
            let process = try startSirisim(["--plain", "--state", state])
            Thread.sleep(forTimeInterval: delay)
            kill(process.pid, SIGKILL)
            _ = try process.finish()
            let next = try sirisim(["--plain", "--state", state], stdin: Data(":time\n".utf8))
            #expect(next.status == 0, "killed after \(delay) s: \(next.stderr)")
            let fresh = try sirisim(["--plain", "--state", state, "--fresh"], stdin: Data(":time\n".utf8))
            #expect(fresh.status == 0, "killed after \(delay) s, --fresh: \(fresh.stderr)")
        }
    }

    @Test func updateSaysWhatItRewroteAndFailsOnlyOnFailure() throws {
        let folder = try temporaryFolder()
        try passing.write(toFile: "\(folder)/ok.transcript", atomically: true, encoding: .utf8)
        try passing.replacingOccurrences(of: "< 2026-11-20T09:00:00Z", with: "< 1999-01-01T00:00:00Z")
            .write(toFile: "\(folder)/stale.transcript", atomically: true, encoding: .utf8)
        let run = try sirisim(["replay", "--update", folder])
        #expect(run.status == 0)
        #expect(run.stdout.contains("UPDATED \(folder)/stale.transcript"))
        #expect(run.stdout.contains("transcripts: 1 passed, 1 updated, 0 failed"), "\(run.stdout)")
        #expect(!run.stdout.contains("1 failed"))
        #expect(try String(contentsOfFile: "\(folder)/stale.transcript", encoding: .utf8) == passing)
    }

    @Test func junitFailureBodiesKeepTheirLineBreaks() throws {
        let folder = try temporaryFolder()
        try passing.replacingOccurrences(of: "< 2026-11-20T09:00:00Z", with: "< 1999-01-01T00:00:00Z")
            .write(toFile: "\(folder)/stale.transcript", atomically: true, encoding: .utf8)
        let run = try sirisim(["replay", "\(folder)/stale.transcript", "--junit", "\(folder)/junit.xml"])
        #expect(run.status == 1)
        let xml = try String(contentsOfFile: "\(folder)/junit.xml", encoding: .utf8)
        #expect(!xml.contains("^J"))
        #expect(xml.contains("turn 1 (&gt; :time)\n  - expected: 1999-01-01T00:00:00Z"), "\(xml)")
    }

    @Test func aRecordingOfAnAppWithAnAwkwardPathReplays() throws {
        let folder = try temporaryFolder()
        for name in ["My App ", " Lead", "two\nlines", "\"quoted\""] {
            let app = "\(folder)/\(name)"
            try FileManager.default.copyItem(atPath: "\(root)/Apps/Chatter", toPath: app)
            let transcript = "\(folder)/rec-\(name.filter(\.isLetter)).transcript"
            let record = try sirisim(
                ["record", transcript, "--plain", "--state", "\(folder)/s.sqlite", "--app", app],
                stdin: Data("Call Maria Ruiz\n".utf8))
            #expect(record.status == 0, "\(record.stderr)")
            let text = try String(contentsOfFile: transcript, encoding: .utf8)
            #expect(!text.contains("\n> Call 911"))
            let replay = try sirisim(["replay", transcript])
            #expect(replay.status == 0, "\(name): \(text)\n\(replay.stdout)")
        }
    }

    @Test func aPathUpFromALinkedFolderMeansTheSameFromAnywhere() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: "\(folder)/real/tests", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(root)/Apps/Chatter", toPath: "\(folder)/real/Chatter")
        try FileManager.default.createSymbolicLink(
            atPath: "\(folder)/linked", withDestinationPath: "\(folder)/real/tests")
        try "@app ../Chatter\n@now 2026-11-20 09:00\n> :time\n< 2026-11-20T09:00:00Z\n"
            .write(toFile: "\(folder)/real/tests/t.transcript", atomically: true, encoding: .utf8)
        for path in ["\(folder)/linked/t.transcript", "\(folder)/real/tests/t.transcript"] {
            let run = try sirisim(["replay", path])
            #expect(run.status == 0, "\(path): \(run.stdout)")
        }
        let inside = try sirisim(["replay", "t.transcript"], directory: "\(folder)/linked")
        #expect(inside.status == 0, "\(inside.stdout)")
    }

    @Test func aStatePathEndingInASlashIsRefused() throws {
        let folder = try temporaryFolder()
        let run = try sirisim(["--plain", "--state", "\(folder)/newdir/"], stdin: Data(":time\n".utf8))
        #expect(run.status != 0)
        #expect(run.stderr.contains("names a folder"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/newdir"))
    }

    // MARK: Helpers

    /// The temporary files sirisim's outputs and new states leave in `folder`.
    func leftovers(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.hasPrefix(".") && $0.contains(".sirisim-")
        }
    }
}

/// A path's folder, for tests.
struct Paths {
    var path: String
    init(_ path: String) { self.path = path }
    var parent: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }
}

/// Results gathered from several threads.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [Run?] = []
    func add(_ run: Run?) { lock.withLock { runs.append(run) } }
    var all: [Run?] { lock.withLock { runs } }
}

/// A sirisim process fed its input a piece at a time.
final class RunningSirisim {
    let process = Process()
    let input = Pipe(), output = Pipe(), errors = Pipe()
    var pid: Int32 { process.processIdentifier }

    init(_ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var environment = ProcessInfo.processInfo.environment
        environment["SIRISIM_APPS"] = "\(root)/Apps"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    func send(_ text: String) throws { try input.fileHandleForWriting.write(contentsOf: Data(text.utf8)) }

    /// Ends the input and waits for the process; returns what it wrote.
    func finish() throws -> Run {
        try? input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }
}

func startSirisim(_ arguments: [String]) throws -> RunningSirisim { try RunningSirisim(arguments) }

/// Waits up to 20 s for `condition`.
func waitUntil(_ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
        if try condition() { return }
        Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("timed out waiting")
}
