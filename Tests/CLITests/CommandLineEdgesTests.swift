import Foundation
import Testing

/// The command line's rough edges (issue 19): a version, "did you mean", a folder of apps for
/// lint, and a replay diff that points at the character that differs.
@Suite struct CommandLineEdgesTests {
    @Test func printsItsVersion() throws {
        let run = try sirisim(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func suggestsTheCommandMeant() throws {
        let run = try sirisim(["replya", "Transcripts"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("“replya” is not a command (did you mean “replay”?)"))
        #expect(run.stdout.isEmpty)
    }

    @Test func suggestsTheOptionMeant() throws {
        let run = try sirisim(["replay", "--updat", "Transcripts"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("Did you mean '--update'?"))
    }

    @Test func suggestsTheAppMeant() throws {
        let folder = try temporaryFolder()
        let session = try sirisim(["--plain", "--app", "Chater", "--state", "\(folder)/s.sqlite"], stdin: Data())
        #expect(session.status == 2)
        #expect(session.stderr.contains("--app Chater: no app folder"))
        #expect(session.stderr.contains("(did you mean “Chatter”?)"))
        let transcript = "\(folder)/t.transcript"
        try "@app Chater\n> hi\n".write(toFile: transcript, atomically: true, encoding: .utf8)
        let replay = try sirisim(["replay", transcript])
        #expect(replay.status == 2)
        #expect(
            replay.stdout.contains("@app Chater: no app folder") && replay.stdout.contains("(did you mean “Chatter”?)"))
    }

    /// `--app NAME` takes a bundled app by name, as `@app NAME` does.
    @Test func takesABundledAppByName() throws {
        let folder = try temporaryFolder()
        let run = try sirisim(
            ["--plain", "--app", "Chatter", "--state", "\(folder)/s.sqlite"], stdin: Data(":apps\n".utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Chatter (com.example.chatter)"))
        #expect(!run.stdout.contains("Tunes"))
    }

    @Test func lintsAFolderOfApps() throws {
        let run = try sirisim(["lint", "Transcripts/media/Apps"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("Mute/IntentsExtension/Info.plist"))
        #expect(run.stdout.contains("Single/Info.plist"))
        // An Xcode layout without a project stays one app, searched as before.
        let loose = try sirisim(["lint", "Tests/Fixtures/Xcode/Loose"])
        #expect(loose.stdout.contains("no findings in 1 app"), "\(loose.stdout)\(loose.stderr)")
    }

    @Test func diffPointsAtTheAccent() throws {
        let folder = try temporaryFolder()
        let transcript = "\(folder)/m.transcript"
        try "@app Chatter\n> Send a message to Maria saying hi\n< Which Maria? Maria Ruiz or Maria Chen?\n"
            .write(toFile: transcript, atomically: true, encoding: .utf8)
        let run = try sirisim(["replay", transcript])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let actual = try #require(lines.firstIndex { $0.hasPrefix("  + actual:") })
        let caret = lines[actual + 1]
        let column = try #require(caret.firstIndex(of: "^")).utf16Offset(in: caret)
        let said = Array(lines[actual])
        #expect(said[column] == "í", "\(run.stdout)")
        #expect(lines[actual + 2].contains("expected “i” U+0069, said “í” U+00ED"))
    }
}

/// App Selection told one way (issue 19): `parse` routes as the session does, and lint on
/// the bundled samples has no tie finding.
@Suite struct OneAppSelectionTests {
    @Test func parseAndTheSessionChooseTheSameApp() throws {
        let parse = try sirisim(["parse", "Play some jazz"])
        #expect(parse.stdout.contains("\"app\":\"com.example.tunes\""), "\(parse.stdout)")
        let folder = try temporaryFolder()
        let session = try sirisim(
            ["--plain", "--fresh", "--state", "\(folder)/s.sqlite"], stdin: Data("Play some jazz\n".utf8))
        #expect(session.stdout.contains("on Tunes"), "\(session.stdout)")
    }

    @Test func lintOnTheSamplesIsClean() throws {
        let run = try sirisim(["lint", "Apps"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(!run.stdout.contains("reads as"))
        #expect(run.stdout.contains("no findings in 8 apps"))
    }
}

/// `<?` lines assert what Siri understood; a wrong one fails with a diff at the character.
@Suite struct UnderstoodAssertionTests {
    @Test func aWrongAssertionFailsWithADiff() throws {
        let folder = try temporaryFolder()
        let transcript = "\(folder)/u.transcript"
        try """
        @app Chatter
        > Send a message to Maria saying I'm running late
        < Which Maria? Maria Ruiz or María Chen?
        > the second one
        < Ready to send it?
        <? INSendMessageIntent recipients=Maria Chen
        """.write(toFile: transcript, atomically: true, encoding: .utf8)
        let run = try sirisim(["replay", transcript])
        #expect(run.status == 1)
        #expect(run.stdout.contains("u.transcript:6:"), "\(run.stdout)")
        #expect(run.stdout.contains("- expected: INSendMessageIntent recipients=Maria Chen"))
        #expect(run.stdout.contains("+ actual:   INSendMessageIntent recipients=María Chen"))
        #expect(run.stdout.contains("expected “i” U+0069, said “í” U+00ED"))
    }

    @Test func aMalformedAssertionIsUnusable() throws {
        let folder = try temporaryFolder()
        let transcript = "\(folder)/b.transcript"
        try "@app Chatter\n> hi\n<? =nothing\n".write(toFile: transcript, atomically: true, encoding: .utf8)
        let run = try sirisim(["replay", transcript])
        #expect(run.status == 2)
        #expect(run.stdout.contains("b.transcript:3: <? write the intent"), "\(run.stdout)")
    }
}
