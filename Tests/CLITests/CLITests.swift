import Foundation
import TestSupport
import Testing

let root = Repository.root

/// The built `sirisim`, beside the test bundle in the build folder.
func executable() -> String {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = dir.appendingPathComponent("sirisim").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        dir = dir.deletingLastPathComponent()
    }
    return "\(root)/.build/debug/sirisim"
}

struct Run {
    var status: Int32
    /// Whether the process ended by a signal (a crash, or a signal it did not handle).
    var signalled: Bool
    var stdout: String
    var stderr: String
}

/// Runs the built sirisim. Its stdout and stderr are read at the same time, on threads of
/// their own, so that a run writing more than a pipe holds to either never blocks.
/// With `timeout`, a run still going after that many seconds is killed (and so ends by
/// a signal, which the tests count as a failure) rather than hanging the suite.
func sirisim(
    _ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:],
    directory: String = root, timeout: Double? = nil
) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable())
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["SIRISIM_APPS"] = "\(root)/Apps"
    environment["NO_COLOR"] = "1"
    for (key, value) in extra { environment[key] = value.isEmpty ? nil : value }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let timeout {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { if process.isRunning { process.terminate() } }
    }
    let readers = DispatchGroup()
    nonisolated(unsafe) var stdoutData = Data()
    nonisolated(unsafe) var stderrData = Data()
    DispatchQueue.global().async(group: readers) { stdoutData = out.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: readers) { stderrData = err.fileHandleForReading.readDataToEndOfFile() }
    if let stdin { try? input.fileHandleForWriting.write(contentsOf: stdin) }
    try input.fileHandleForWriting.close()
    readers.wait()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
        stdout: String(decoding: stdoutData, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self))
}

/// The 1-based line of the first occurrence of `text` in `file`.
func line(of text: String, in file: String) throws -> Int {
    let contents = try String(contentsOfFile: file, encoding: .utf8)
    let range = try #require(contents.range(of: text))
    return contents[..<range.lowerBound].filter { $0 == "\n" }.count + 1
}

func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "sirisim-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A copy of the Chatter bundle to break.
func chatterCopy() throws -> String {
    let folder = try temporaryFolder()
    try FileManager.default.copyItem(atPath: "\(root)/Apps/Chatter", toPath: "\(folder)/Chatter")
    try FileManager.default.copyItem(atPath: "\(root)/Apps/Contacts.json", toPath: "\(folder)/Contacts.json")
    return "\(folder)/Chatter"
}

@Suite(.serialized) struct CLITests {
    @Test func replayExitCodesAndReports() throws {
        let folder = try temporaryFolder()
        try "@app Chatter\n> :time\n< 2026-11-20T09:00:00Z\n".write(
            toFile: "\(folder)/ok.transcript", atomically: true, encoding: .utf8)
        try "@app Chatter\n> :time\n< 1999-01-01T00:00:00Z\n".write(
            toFile: "\(folder)/bad.transcript", atomically: true, encoding: .utf8)
        try "@app Chatter\nnonsense\n".write(toFile: "\(folder)/broken.transcript", atomically: true, encoding: .utf8)

        let pass = try sirisim([
            "replay", "\(folder)/ok.transcript", "--junit", "\(folder)/junit.xml", "--trace", "\(folder)/trace.jsonl",
        ])
        #expect(pass.status == 0)
        #expect(pass.stdout.contains("1 passed, 0 failed"))
        #expect(
            try String(contentsOfFile: "\(folder)/junit.xml", encoding: .utf8).contains("tests=\"1\" failures=\"0\""))
        let trace = try String(contentsOfFile: "\(folder)/trace.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(trace.first == #"{"event":"utterance","turn":1,"text":":time"}"#)

        let fail = try sirisim(["replay", "\(folder)/bad.transcript"])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("bad.transcript:3: turn 1"))
        #expect(fail.stdout.contains("+ actual:   2026-11-20T09:00:00Z"))

        let broken = try sirisim(["replay", "\(folder)/broken.transcript"])
        #expect(broken.status == 2)
        #expect(broken.stdout.contains("broken.transcript:2:"))
    }

    @Test func updateRewritesInPlace() throws {
        let folder = try temporaryFolder()
        let path = "\(folder)/t.transcript"
        try "@app Chatter\n> :wait 2m\n< stale\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try sirisim(["replay", "--update", path]).status == 0)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == "@app Chatter\n> :wait 2m\n< The time is now 2026-11-20T09:02:00Z.\n")
        #expect(try sirisim(["replay", path]).status == 0)
    }

    @Test func recordFromAPipeReplaysGreen() throws {
        let folder = try temporaryFolder()
        let input = "Send a message to Maria saying I'm running late\n2\nyes\n:messages María Chen\n"
        let run = try sirisim(
            [
                "record", "\(folder)/session.transcript", "--state", "\(folder)/state.sqlite", "--fresh",
                "--trace", "\(folder)/trace.jsonl",
            ], stdin: Data(input.utf8))
        #expect(run.status == 0)
        let transcript = try String(contentsOfFile: "\(folder)/session.transcript", encoding: .utf8)
        #expect(transcript.contains("< Which Maria? Maria Ruiz or María Chen?"))
        #expect(transcript.contains("< OK, sent to María Chen."))
        // Recorded at the wall clock, replayed at that same @now: the same conversation.
        let replay = try sirisim(["replay", "\(folder)/session.transcript"])
        #expect(replay.status == 0, "\(replay.stdout)")
        let events = try String(contentsOfFile: "\(folder)/trace.jsonl", encoding: .utf8)
        #expect(events.contains(#""event":"donate""#))
        #expect(events.contains(#""event":"resolve","turn":2"#))
    }

    @Test func parsePrintsOneObjectPerLine() throws {
        let run = try sirisim(["parse"], stdin: Data("Call Juan\nWhat's the weather in Paris\n".utf8))
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains(#""intent":"INStartCallIntent""#))
        #expect(lines[0].contains(#""contacts":["Juan"]"#))
        #expect(lines[1].contains(#""intent":null"#))
    }

    @Test func aMalformedPlistNamesFileAndLine() throws {
        let app = try chatterCopy()
        let plist = "\(app)/Base.lproj/AppIntentVocabulary.plist"
        var text = try String(contentsOfFile: plist, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "<string>Send a message to Maria saying I'm running late</string>", with: "<string>Send a message")
        try text.write(toFile: plist, atomically: true, encoding: .utf8)
        // The string never closes; the parser finds out at the next element's closing tag.
        let opened = try line(of: "<string>Send a message\n", in: plist)
        let run = try sirisim(["parse", "--app", app, "hello"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("AppIntentVocabulary.plist:\(opened + 1): expected </string>"), "\(run.stderr)")
    }

    @Test func aDanglingIdentifierNamesFileLineAndKey() throws {
        let app = try chatterCopy()
        let data = "\(app)/Data.json"
        var text = try String(contentsOfFile: data, encoding: .utf8)
        let range = try #require(text.range(of: "\"sender\": \"c-juan-perez\""))
        text.replaceSubrange(range, with: "\"sender\": \"c-nobody\"")
        try text.write(toFile: data, atomically: true, encoding: .utf8)
        let broken = try line(of: "\"sender\": \"c-nobody\"", in: data)
        let run = try sirisim(["parse", "--app", app, "hello"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Data.json:\(broken): messages["), "\(run.stderr)")
        #expect(run.stderr.contains(".sender: \"c-nobody\" is not a contact's customIdentifier"))
    }

    @Test func aMissingInfoPlistIsReported() throws {
        let app = try chatterCopy()
        try FileManager.default.removeItem(atPath: "\(app)/Info.plist")
        let run = try sirisim(["parse", "--app", app, "hello"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Info.plist: missing"))
    }

    @Test func badBytesNeverCrashTheSessionNorReachTheTerminal() throws {
        let folder = try temporaryFolder()
        var input = Data("Send a message to Maria saying \u{1B}[31mred\u{1B}[0m\n".utf8)
        input.append(contentsOf: [0xFF, 0xFE, 0x41, 0x0A])
        input.append(Data((String(repeating: "a", count: 1_000_000) + "\n").utf8))
        input.append(Data(":time\n".utf8))
        let run = try sirisim(["--state", "\(folder)/s.sqlite", "--fresh"], stdin: input)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(run.stdout.contains("That's too long for me: I take up to 4,096 characters"))
        #expect(run.stdout.contains("Which Maria?"))
    }
}
