import Foundation
import Testing

/// Nothing that sirisim did not make is deleted or rewritten, and every write is checked.
@Suite(.serialized) struct DataLossTests {
    @Test func freshRefusesAFolderAndLeavesItAsItIs() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: "\(folder)/work", withIntermediateDirectories: true)
        try "mine".write(toFile: "\(folder)/work/notes.txt", atomically: true, encoding: .utf8)
        let run = try sirisim(["--plain", "--state", "\(folder)/work", "--fresh"], stdin: Data(":time\n".utf8))
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(folder)/work: is a folder"))
        #expect(try String(contentsOfFile: "\(folder)/work/notes.txt", encoding: .utf8) == "mine")
    }

    @Test func freshRefusesAFileSirisimDidNotMake() throws {
        let folder = try temporaryFolder()
        let document = "\(folder)/thesis.txt"
        try "chapter one".write(toFile: document, atomically: true, encoding: .utf8)
        for arguments in [["--fresh"], []] {
            let run = try sirisim(["--plain", "--state", document] + arguments, stdin: Data(":time\n".utf8))
            #expect(run.status == 2)
            #expect(run.stderr.contains("not a sirisim state file"))
        }
        #expect(try String(contentsOfFile: document, encoding: .utf8) == "chapter one")
    }

    @Test func freshDeletesOnlyAfterTheAppsLoaded() throws {
        let folder = try temporaryFolder()
        let state = "\(folder)/state.sqlite"
        let first = try sirisim(
            ["--plain", "--state", state, "--fresh"],
            stdin: Data("Send a message to Juan saying kept\nyes\n".utf8))
        #expect(first.stdout.contains("OK, sent to Juan Pérez."))
        let before = try Data(contentsOf: URL(fileURLWithPath: state))
        let broken = try sirisim(
            ["--plain", "--state", state, "--fresh", "--app", "\(folder)/NoSuchApp"], stdin: Data(":time\n".utf8))
        #expect(broken.status == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == before)
        // The message is still there for the next session.
        let again = try sirisim(["--plain", "--state", state], stdin: Data(":messages Juan Pérez\n".utf8))
        #expect(again.stdout.contains("kept"))
        // And --fresh on sirisim's own state does start afresh.
        let fresh = try sirisim(["--plain", "--state", state, "--fresh"], stdin: Data(":messages Juan Pérez\n".utf8))
        #expect(!fresh.stdout.contains("kept"))
    }

    @Test func freshThroughALinkKeepsTheLinkAndRenewsWhatItPointsTo() throws {
        let folder = try temporaryFolder()
        let real = "\(folder)/real.sqlite"
        let link = "\(folder)/link.sqlite"
        _ = try sirisim(["--plain", "--state", real], stdin: Data("Send a message to Juan saying kept\nyes\n".utf8))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let through = try sirisim(["--plain", "--state", link], stdin: Data(":messages Juan Pérez\n".utf8))
        #expect(through.stdout.contains("kept"))
        let fresh = try sirisim(["--plain", "--state", link, "--fresh"], stdin: Data(":messages Juan Pérez\n".utf8))
        #expect(fresh.status == 0)
        #expect(!fresh.stdout.contains("kept"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        let after = try sirisim(["--plain", "--state", real], stdin: Data(":messages Juan Pérez\n".utf8))
        #expect(!after.stdout.contains("kept"))
    }

    @Test func recordToAPathThatCannotBeWrittenFailsBeforeTheSession() throws {
        let folder = try temporaryFolder()
        for target in ["\(folder)/missing/session.transcript", folder] {
            let run = try sirisim(["record", target, "--state", "\(folder)/s.sqlite"], stdin: Data(":time\n".utf8))
            #expect(run.status == 2)
            #expect(run.stderr.contains("cannot write"))
            #expect(!run.stdout.contains("> :time"), "the session ran: \(run.stdout)")
        }
    }

    @Test func aTranscriptThatExistsIsNotRecordedOrSavedOver() throws {
        let folder = try temporaryFolder()
        let mine = "\(folder)/mine.transcript"
        let text = "# written by hand\n@app Chatter\n> :time\n< 2026-11-20T09:00:00Z\n"
        try text.write(toFile: mine, atomically: true, encoding: .utf8)
        let record = try sirisim(["record", mine, "--state", "\(folder)/r.sqlite"], stdin: Data(":time\n".utf8))
        #expect(record.status == 2)
        #expect(
            record.stderr.contains(
                "mine.transcript exists; record does not replace it (give --overwrite, or another file)"),
            "\(record.stderr)")
        #expect(!record.stdout.contains("> :time"), "the session ran: \(record.stdout)")
        #expect(try String(contentsOfFile: mine, encoding: .utf8) == text)

        // :save leaves it too, but saves again to a file of its own, and :save! replaces.
        let session = try sirisim(
            ["--plain", "--state", "\(folder)/s.sqlite"],
            stdin: Data(":save \(mine)\n:save \(folder)/new.transcript\n:time\n:save \(folder)/new.transcript\n".utf8))
        #expect(
            session.stdout.contains(
                "Could not save: \(mine): cannot write: exists and this session did not write it; :save! \(mine) replaces it"
            ),
            "\(session.stdout)")
        #expect(session.stdout.components(separatedBy: "Saved the session to \(folder)/new.transcript.").count == 3)
        #expect(try String(contentsOfFile: mine, encoding: .utf8) == text)
        #expect(try String(contentsOfFile: "\(folder)/new.transcript", encoding: .utf8).contains("> :time"))
        let replaced = try sirisim(["--plain", "--state", "\(folder)/s.sqlite"], stdin: Data(":save! \(mine)\n".utf8))
        #expect(replaced.stdout.contains("Saved the session to \(mine)."))
        #expect(try String(contentsOfFile: mine, encoding: .utf8).hasPrefix("# Recorded with sirisim"))

        let overwrite = try sirisim(
            ["record", mine, "--overwrite", "--state", "\(folder)/r.sqlite"], stdin: Data(":time\n".utf8))
        #expect(overwrite.status == 0)
        #expect(try String(contentsOfFile: mine, encoding: .utf8).contains("> :time"))
    }

    @Test func aRecordingKeepsEveryTurnAndItsAppPathsReplay() throws {
        // Recorded from one folder with a relative --app, replayed from another.
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: "\(root)/Apps/Chatter", toPath: "\(folder)/MyChat")
        try FileManager.default.createDirectory(atPath: "\(folder)/tests", withIntermediateDirectories: true)
        let run = try sirisim(
            ["record", "tests/session.transcript", "--app", "MyChat", "--state", "s.sqlite", "--fresh"],
            stdin: Data("Call Juan\n:time\n".utf8), directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let transcript = try String(contentsOfFile: "\(folder)/tests/session.transcript", encoding: .utf8)
        #expect(transcript.contains("@app ../MyChat\n"))
        #expect(transcript.contains("> Call Juan\n") && transcript.contains("> :time\n"))
        let replay = try sirisim(["replay", "\(folder)/tests/session.transcript"])
        #expect(replay.status == 0, "\(replay.stdout)")
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/tests") == ["session.transcript"])
    }

    @Test func saveReportsAFullDisk() throws {
        let folder = try temporaryFolder()
        let run = try sirisim(
            ["--plain", "--state", "\(folder)/s.sqlite"],
            stdin: Data(":time\n:save /dev/full\n:save \(folder)/ok.transcript\n".utf8))
        #expect(run.stdout.contains("Could not save: /dev/full: cannot write: No space left on device"))
        #expect(!run.stdout.contains("Saved the session to /dev/full"))
        #expect(run.stdout.contains("Saved the session to \(folder)/ok.transcript."))
        #expect(try String(contentsOfFile: "\(folder)/ok.transcript", encoding: .utf8).contains("> :time"))
    }

    @Test func replayReportsAJUnitFileAndTraceItCannotWrite() throws {
        let folder = try temporaryFolder()
        try "@app Chatter\n> :time\n< 2026-11-20T09:00:00Z\n".write(
            toFile: "\(folder)/ok.transcript", atomically: true, encoding: .utf8)
        let junit = try sirisim(["replay", "\(folder)/ok.transcript", "--junit", "/dev/full"])
        #expect(junit.status == 2)
        #expect(junit.stderr.contains("/dev/full: cannot write"))
        let trace = try sirisim(["replay", "\(folder)/ok.transcript", "--trace", "/dev/full"])
        #expect(trace.status == 2)
        #expect(trace.stderr.contains("/dev/full: cannot write"))
    }

    @Test func datesSirisimCannotKeepAreRefusedAtTheDoor() throws {
        let folder = try temporaryFolder()
        // In the session: the clock stays where it was, and the messages stay readable.
        let session = try sirisim(
            ["--plain", "--state", "\(folder)/s.sqlite", "--fresh"],
            stdin: Data(
                ":wait 3000000d\n:wait inf\nSend a message to Juan saying hi\nyes\n:messages Juan Pérez\nunsend that\n"
                    .utf8))
        #expect(session.stdout.contains("The clock cannot go past 9999-12-31T23:59:59Z"))
        #expect(session.stdout.contains("Usage: :wait 90s"))
        #expect(session.stdout.contains("Me → Juan Pérez: hi"), "\(session.stdout)")
        #expect(session.stdout.contains("OK, I unsent your last message."))
        // In a transcript: file and line.
        try "@now 10000-01-01\n> :time\n".write(toFile: "\(folder)/now.transcript", atomically: true, encoding: .utf8)
        let now = try sirisim(["replay", "\(folder)/now.transcript"])
        #expect(now.status == 2)
        #expect(now.stdout.contains("now.transcript:1: @now 10000-01-01: out of range"))
        try "@now 9950-01-01\n> :time\n@wait 36500d\n> :time\n".write(
            toFile: "\(folder)/wait.transcript", atomically: true, encoding: .utf8)
        let wait = try sirisim(["replay", "\(folder)/wait.transcript"])
        #expect(wait.status == 2)
        #expect(wait.stdout.contains("wait.transcript:3: @wait 36500d moves the clock past"), "\(wait.stdout)")
        // In Data.json: file, line and key.
        let app = try chatterCopy()
        var data = try String(contentsOfFile: "\(app)/Data.json", encoding: .utf8)
        let range = try #require(data.range(of: "\"dateSent\": \"2026-11-17T16:05:00Z\""))
        data.replaceSubrange(range, with: "\"dateSent\": \"10000-11-17T16:05:00Z\"")
        try data.write(toFile: "\(app)/Data.json", atomically: true, encoding: .utf8)
        let line = try line(of: "10000-11-17", in: "\(app)/Data.json")
        let boot = try sirisim(["parse", "--app", app, "hi"])
        #expect(boot.status == 2)
        #expect(
            boot.stderr.contains("Data.json:\(line): messages[0].dateSent: \"10000-11-17T16:05:00Z\" is out of range"),
            "\(boot.stderr)")
    }
}

/// A session on an existing state reads only the launch part of each Data.json; a changed
/// Data.json is pointed out, and :reset loads all of it again.
@Suite(.serialized) struct ExistingStateTests {
    @Test func aChangedDataJSONIsPointedOutAndResetLoadsIt() throws {
        let app = try chatterCopy()
        let folder = URL(fileURLWithPath: app).deletingLastPathComponent().path
        let state = "\(folder)/state.sqlite"
        let first = try sirisim(
            ["--plain", "--app", app, "--state", state, "--fresh"], stdin: Data(":contacts\n".utf8))
        #expect(first.status == 0 && !first.stdout.contains("Zed Newcomer"))
        var data = try String(contentsOfFile: "\(app)/Data.json", encoding: .utf8)
        let zed = #"{"customIdentifier": "c-zed", "displayName": "Zed Newcomer", "handles": []},"#
        data = data.replacingOccurrences(of: "\"contacts\": [", with: "\"contacts\": [\n" + zed)
        try data.write(toFile: "\(app)/Data.json", atomically: true, encoding: .utf8)
        let second = try sirisim(
            ["--plain", "--app", app, "--state", state], stdin: Data(":contacts\n:reset\n:contacts\n".utf8))
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("Data.json has changed since this state took its data"))
        let afterReset = try #require(second.stdout.components(separatedBy: "> :reset").last)
        #expect(afterReset.contains("Zed Newcomer"))
        #expect(!second.stdout.components(separatedBy: "> :reset")[0].contains("Zed Newcomer"))
        // The next session on it has nothing to point out.
        let third = try sirisim(["--plain", "--app", app, "--state", state], stdin: Data(":contacts\n".utf8))
        #expect(!third.stderr.contains("has changed"))
        #expect(third.stdout.contains("Zed Newcomer"))
    }
}
