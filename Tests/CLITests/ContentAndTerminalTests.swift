import Foundation
import Testing

/// Message content is sent whole, and the full screen reads what is typed in any locale.
@Suite(.serialized) struct ContentAndTerminalTests {
    func sentContent(_ utterance: String) throws -> String {
        let folder = try temporaryFolder()
        let run = try sirisim(
            ["--plain", "--state", "\(folder)/s.sqlite"], stdin: Data("\(utterance)\nyes\n:messages Maria Ruiz\n".utf8))
        let sent = run.stdout.split(separator: "\n").first { $0.contains("sent-1") && $0.contains("Me → Maria Ruiz: ") }
        return sent.map { String($0[$0.range(of: "Me → Maria Ruiz: ")!.upperBound...]) } ?? ""
    }

    @Test func aLongMessageIsSentWhole() throws {
        let words = (0..<100).map { "word\($0)" }.joined(separator: " ")
        #expect(try sentContent("Send a message to Maria Ruiz saying \(words)") == words)
    }

    @Test func emojiAndSymbolsAreContent() throws {
        #expect(try sentContent("Send a message to Maria Ruiz saying 🎉 party tonight") == "🎉 party tonight")
        #expect(try sentContent("Send a message to Maria Ruiz saying 🎉🎉") == "🎉🎉")
        #expect(try sentContent("Text Maria Ruiz saying €5 for the ☕ ❤️") == "€5 for the ☕ ❤️")
    }

    @Test func anUtteranceOverTheLimitIsRefusedAloudWithTheLimit() throws {
        let folder = try temporaryFolder()
        let long = "Send a message to Maria Ruiz saying " + String(repeating: "la ", count: 1500)
        let run = try sirisim(["--plain", "--state", "\(folder)/s.sqlite"], stdin: Data("\(long)\n".utf8))
        #expect(run.stdout.contains("That's too long for me: I take up to 4,096 characters at a time."))
    }

    @Test func theFullScreenReadsAccentsUnderLangC() throws {
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            "langc", width: 100, height: 24, command: "\(executable()) --state \(folder)/s.sqlite",
            environment: ["LANG": "C", "LC_ALL": "C"])
        defer { tmux.kill() }
        try tmux.waitFor("not UTF-8")
        try tmux.type("Send a message to María Chen saying ¿qué tal?")
        try tmux.keys("Enter")
        try tmux.waitFor("Ready to send it?")
        try tmux.type("yes")
        try tmux.keys("Enter")
        try tmux.waitFor("OK, sent to Mar?a Chen.")
        try tmux.keys("C-d")
        try tmux.waitFor("EXIT=0")
        let run = try sirisim(["--plain", "--state", "\(folder)/s.sqlite"], stdin: Data(":messages María Chen\n".utf8))
        #expect(run.stdout.contains("Me → María Chen: ¿qué tal?"), "\(run.stdout)")
    }

    @Test func anUnknownTerminalFallsBackToTheLineMode() throws {
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            "unknownterm", width: 100, height: 20, command: "\(executable()) --state \(folder)/s.sqlite",
            environment: ["TERM": "sirisim-no-such-terminal"])
        defer { tmux.kill() }
        try tmux.waitFor("is not a terminal this machine knows")
        try tmux.type(":time")
        try tmux.keys("Enter")
        try tmux.waitFor("20")
        try tmux.keys("C-d")
        try tmux.waitFor("EXIT=0")
    }
}
