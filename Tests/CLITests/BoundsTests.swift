import Foundation
import Testing

/// Every input is bounded: numbers finite and in range, nesting limited, signals handled.
/// A run that ends by a signal (a trap, a stack overflow) fails these tests whatever it
/// printed.
@Suite(.serialized) struct BoundsTests {
    /// One case per reader of numbers: the command line, transcripts, `:wait`, Data.json,
    /// plists. Each is refused with a message, never a trap.
    @Test func everyNumberReaderRefusesWhatIsNotFiniteOrInRange() throws {
        let folder = try temporaryFolder()
        let commandLine: [([String], String)] = [
            (["--plain", "--handler-timeout", "inf"], "--handler-timeout inf: must be a number from 0.001 to 3600"),
            (["--plain", "--handler-timeout", "nan"], "--handler-timeout nan"),
            (["--plain", "--handler-timeout", "1e30"], "--handler-timeout 1e+30"),
            (["--plain", "--handler-timeout=-1"], "--handler-timeout -1.0"),
            (["record", "\(folder)/r.transcript", "--handler-timeout", "inf"], "--handler-timeout inf"),
            (["parse", "--threshold", "nan", "hi"], "--threshold nan"),
            (["parse", "--threshold", "2", "hi"], "--threshold 2.0"),
            (["demo", "\(root)/Transcripts/demo/03-resolution.transcript", "--auto", "inf"], "--auto inf"),
            (["replay", "\(root)/Transcripts/demo", "-j", "0"], "-j 0"),
            (["replay", "\(root)/Transcripts/demo", "-j", "100000"], "-j 100000"),
            (["replay", "\(root)/Transcripts/demo", "--shard", "0/2"], "--shard 0/2"),
            (["replay", "\(root)/Transcripts/demo", "--shard", "3/2"], "--shard 3/2"),
            (["replay", "\(root)/Transcripts/demo", "--shard", "1/0"], "--shard 1/0"),
        ]
        for (arguments, message) in commandLine {
            let run = try sirisim(
                arguments
                    + ["--state", "\(folder)/s.sqlite"].filter { _ in
                        arguments[0] == "--plain" || arguments[0] == "record"
                    },
                stdin: Data(":time\n".utf8))
            #expect(!run.signalled && run.status == 2, "\(arguments): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }

        let transcripts: [(String, String)] = [
            ("@timeout inf\n> :time\n", ":1: @timeout inf: not a duration"),
            ("@timeout 1e30s\n> :time\n", ":1: @timeout 1e30s: out of range"),
            ("@wait inf\n> :time\n", ":1: @wait inf: not a duration"),
            ("@wait 1e400s\n> :time\n", ":1: @wait 1e400s: not a duration"),
            ("> :time\n@wait 99999999d\n", ":2: @wait 99999999d: out of range"),
        ]
        for (n, (text, message)) in transcripts.enumerated() {
            try text.write(toFile: "\(folder)/t\(n).transcript", atomically: true, encoding: .utf8)
            let run = try sirisim(["replay", "\(folder)/t\(n).transcript"])
            #expect(!run.signalled && run.status == 2, "\(text): \(run.stdout)")
            #expect(run.stdout.contains("t\(n).transcript\(message)"), "\(text): \(run.stdout)")
        }

        let session = try sirisim(
            ["--plain", "--state", "\(folder)/s.sqlite", "--fresh"],
            stdin: Data(":wait inf\n:wait nan\n:wait 1e400d\n:wait -5s\n:wait 1e300d\n:time\n".utf8))
        #expect(!session.signalled && session.status == 0)
        #expect(session.stdout.components(separatedBy: "Usage: :wait").count == 5, "\(session.stdout)")
        #expect(session.stdout.contains("The clock cannot go past"))

        let data: [(String, String, String)] = [
            (
                "\"read\": true", "\"numberOfAttachments\": 1e30, \"read\": true",
                "messages[0].numberOfAttachments: 1e+30 is out of range (0 to 10000)"
            ),
            (
                "\"read\": true", "\"numberOfAttachments\": -1, \"read\": true",
                "messages[0].numberOfAttachments: -1 is out of range (0 to 10000)"
            ),
            ("\"read\": true", "\"numberOfAttachments\": 1e400, \"read\": true", "the number 1e400 is out of range"),
            (
                "\"read\": true", "\"numberOfAttachments\": 99999999999999999999999, \"read\": true",
                "numberOfAttachments: 1e+23 is out of range (0 to 10000)"
            ),
        ]
        for (old, new, message) in data {
            let app = try chatterCopy()
            let text = try String(contentsOfFile: "\(app)/Data.json", encoding: .utf8)
            let range = try #require(text.range(of: old))
            try text.replacingCharacters(in: range, with: new).write(
                toFile: "\(app)/Data.json", atomically: true, encoding: .utf8)
            let run = try sirisim(["parse", "--app", app, "hi"])
            #expect(!run.signalled && run.status == 2, "\(new): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(new): \(run.stderr)")
            #expect(run.stderr.range(of: #"Data\.json:\d+: "#, options: .regularExpression) != nil, "\(run.stderr)")
        }

        let plists: [(String, String)] = [
            ("<integer>99999999999999999999999</integer>", "the integer \"99999999999999999999999\" is out of range"),
            ("<real>inf</real>", "\"inf\" is not a number"),
            ("<real>1e999</real>", "the number \"1e999\" is out of range"),
            ("<date>10000-01-01T00:00:00Z</date>", "\"10000-01-01T00:00:00Z\" is out of range"),
        ]
        for (value, message) in plists {
            let app = try chatterCopy()
            let info = try String(contentsOfFile: "\(app)/Info.plist", encoding: .utf8)
            let open = try #require(info.range(of: "<dict>\n"))
            try info.replacingCharacters(in: open, with: "<dict>\n\t<key>Extra</key>\n\t\(value)\n")
                .write(toFile: "\(app)/Info.plist", atomically: true, encoding: .utf8)
            let line = try line(of: value, in: "\(app)/Info.plist")
            let run = try sirisim(["parse", "--app", app, "hi"])
            #expect(!run.signalled && run.status == 2, "\(value): \(run.stderr)")
            #expect(run.stderr.contains("Info.plist:\(line): \(message)"), "\(value): \(run.stderr)")
        }
    }

    @Test func deepNestingIsAnErrorWithItsLine() throws {
        let app = try chatterCopy()
        try
            ("<plist>\n" + String(repeating: "<array>", count: 40_000) + String(repeating: "</array>", count: 40_000)
            + "</plist>\n")
            .write(toFile: "\(app)/Info.plist", atomically: true, encoding: .utf8)
        let plist = try sirisim(["lint", app])
        #expect(!plist.signalled && plist.status == 2)
        #expect(plist.stderr.contains("Info.plist:2: nesting is deeper than 512 levels"), "\(plist.stderr)")

        let other = try chatterCopy()
        try ("{\"contacts\":\n" + String(repeating: "[", count: 40_000) + String(repeating: "]", count: 40_000) + "}\n")
            .write(toFile: "\(other)/Data.json", atomically: true, encoding: .utf8)
        let json = try sirisim(["lint", other])
        #expect(!json.signalled && json.status == 2)
        #expect(json.stderr.contains("Data.json:2: nesting is deeper than 512 levels"), "\(json.stderr)")
    }

    @Test func lintRunsInsideAnAppFolder() throws {
        let app = try chatterCopy()
        let run = try sirisim(["lint", "."], directory: app)
        #expect(!run.signalled)
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("lint: no findings in 1 app"))
        let state = try sirisim(["--plain", "--state", "state.sqlite"], stdin: Data(":time\n".utf8), directory: app)
        #expect(!state.signalled && state.status == 0, "\(state.stderr)")
        #expect(FileManager.default.fileExists(atPath: "\(app)/state.sqlite"))
    }

    @Test func aLongLineOnStdinIsBounded() throws {
        let folder = try temporaryFolder()
        var input = Data(repeating: UInt8(ascii: "a"), count: 3 << 20)
        input.append(contentsOf: Array("\n:time\n".utf8))
        let session = try sirisim(["--plain", "--state", "\(folder)/s.sqlite"], stdin: input)
        #expect(!session.signalled && session.status == 0)
        #expect(session.stdout.contains("That's too long for me: I take up to 4,096 characters"))
        #expect(session.stdout.contains("> :time"))
        let parse = try sirisim(["parse"], stdin: input)
        #expect(!parse.signalled && parse.status == 0)
        #expect(parse.stdout.split(separator: "\n").count == 2)
    }

    /// SIGQUIT (and SIGTERM, SIGHUP, SIGINT) end the line mode, `parse` and `record`
    /// cleanly: no backtrace, no hang, and a recording keeps every turn so far.
    @Test(arguments: [SIGQUIT, SIGTERM, SIGHUP, SIGINT])
    func aSignalEndsTheCommandCleanly(_ signal: Int32) throws {
        let folder = try temporaryFolder()
        let commands: [([String], String)] = [
            (["--plain", "--state", "\(folder)/a.sqlite"], ":time\n"),
            (["parse"], "Call Juan\n"),
            (["record", "\(folder)/r.transcript", "--state", "\(folder)/b.sqlite"], ":time\n"),
        ]
        for (arguments, line) in commands {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable())
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["SIRISIM_APPS"] = "\(root)/Apps"
            process.environment = environment
            let input = Pipe()
            let output = Pipe()
            let errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data(line.utf8))
            // Wait for the answer to the line, so that the signal comes mid-session.
            var seen = Data()
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                let chunk = output.fileHandleForReading.availableData
                seen.append(chunk)
                if chunk.isEmpty
                    || String(decoding: seen, as: UTF8.self).contains(arguments[0] == "parse" ? "\"intent\"" : "2026")
                {
                    break
                }
            }
            kill(process.processIdentifier, signal)
            let ended = Date().addingTimeInterval(10)
            while process.isRunning && Date() < ended { usleep(20_000) }
            #expect(!process.isRunning, "\(arguments[0]) still runs 10 s after signal \(signal)")
            if process.isRunning {
                process.terminate()
                continue
            }
            #expect(process.terminationReason == .exit, "\(arguments[0]) died of a signal")
            #expect(process.terminationStatus == 128 + signal)
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(!stderr.contains("Backtrac") && !stderr.contains("crashed"), "\(stderr)")
        }
        let recorded = try String(contentsOfFile: "\(folder)/r.transcript", encoding: .utf8)
        #expect(recorded.contains("> :time\n< 20"))
    }
}
