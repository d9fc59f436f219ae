import Foundation
import Testing

/// A named pipe given where sirisim reads or writes a file: refused at once with its path
/// (a read), or an error when nothing reads it (a write), never a wait for another process.
@Suite(.serialized) struct NamedPipeTests {
    func pipe(_ path: String) throws -> String {
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    @Test func aNamedPipeToReadIsRefusedAtOnce() throws {
        let app = try chatterCopy()
        let folder = URL(fileURLWithPath: app).deletingLastPathComponent().path
        let contacts = try pipe("\(folder)/contacts-pipe")
        try FileManager.default.removeItem(atPath: "\(app)/Data.json")
        let data = try pipe("\(app)/Data.json")
        let transcript = try pipe("\(folder)/t.transcript")
        let state = try pipe("\(folder)/state.sqlite")
        let cases: [(arguments: [String], path: String)] = [
            (["parse", "--contacts", contacts, "Call Maria"], contacts),
            (["parse", "--app", app, "Call Maria"], data),
            (["lint", app], data),
            (["replay", transcript], transcript),
            (["session", "--plain", "--state", state], state),
        ]
        for (arguments, path) in cases {
            let run = try sirisim(arguments, timeout: 20)
            #expect(!run.signalled, "\(arguments) waited on the pipe")
            #expect(run.status == 2, "\(arguments): \(run.status)")
            #expect(
                (run.stderr + run.stdout).contains("\(path): is not a regular file"),
                "\(arguments): \(run.stderr) \(run.stdout)")
        }
    }

    @Test func aNamedPipeToWriteThatNothingReadsIsAnError() throws {
        let folder = try temporaryFolder()
        let out = try pipe("\(folder)/out")
        try "@app Chatter\n> :time\n< 2026-11-20T09:00:00Z\n".write(
            toFile: "\(folder)/ok.transcript", atomically: true, encoding: .utf8)
        for arguments in [
            ["replay", "\(folder)/ok.transcript", "--junit", out],
            ["replay", "\(folder)/ok.transcript", "--trace", out],
            ["record", out, "--state", "\(folder)/r.sqlite"],
        ] {
            let run = try sirisim(arguments, stdin: Data(":time\n".utf8), timeout: 20)
            #expect(!run.signalled, "\(arguments) waited on the pipe")
            #expect(run.status == 2, "\(arguments): \(run.status)")
            #expect(
                run.stderr.contains("\(out): cannot write: is a named pipe that nothing reads"),
                "\(arguments): \(run.stderr)")
        }
        let save = try sirisim(
            ["--plain", "--state", "\(folder)/s.sqlite"], stdin: Data(":save \(out)\n".utf8), timeout: 20)
        #expect(
            save.stdout.contains("Could not save: \(out): cannot write: is a named pipe that nothing reads"),
            "\(save.stdout)")
    }
}
