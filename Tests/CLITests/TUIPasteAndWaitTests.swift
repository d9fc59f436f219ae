import Foundation
import Testing

/// The full screen under long input and slow apps: a paste of 4,000 characters arrives
/// whole (its cost is linear: it once froze the screen for minutes), and Ctrl-C works while
/// an app's handler is delayed.
@Suite(.serialized, .enabled(if: tmuxAvailable(), "tmux is not installed (bin/setup installs it)"))
struct TUIPasteAndWaitTests {
    @Test func aPasteOf4000CharactersArrivesWhole() throws {
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            "paste", width: 100, height: 30, command: "\(executable()) --state \(folder)/state.sqlite --fresh")
        defer { tmux.kill() }
        try tmux.waitFor("Conversation")
        let lead = "Send a message to Maria Ruiz saying "
        var words: [String] = []
        var length = lead.count
        var n = 0
        while length < 4_000 - 12 {
            let word = "w\(n)é"
            words.append(word)
            length += word.count + 1
            n += 1
        }
        let content = words.joined(separator: " ")
        let paste = lead + content
        #expect(paste.count > 3_980 && paste.count <= 4_000)
        // A real paste: tmux's buffer, written into the pane at once.
        try tmux.run(["set-buffer", "-b", "p", paste])
        try tmux.run(["paste-buffer", "-b", "p", "-t", tmux.name])
        // The line ends with the last word, the cursor after it: all of it is in.
        try tmux.waitFor("\(words.last!)", seconds: 60)
        try tmux.keys("Enter")
        try tmux.waitFor("Ready to send it?", seconds: 30)
        try tmux.type("yes")
        try tmux.keys("Enter")
        try tmux.waitFor("OK, sent to Maria Ruiz.")
        try tmux.keys("C-d")
        try tmux.waitFor("EXIT=0")
        let run = try sirisim(
            ["--plain", "--state", "\(folder)/state.sqlite"], stdin: Data(":messages Maria Ruiz\n".utf8))
        #expect(run.stdout.contains("Me → Maria Ruiz: \(content)"), "\(run.stdout.suffix(600))")
    }

    @Test func controlCStopsWaitingForADelayedHandler() throws {
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            "delayed", width: 110, height: 30,
            command: "\(executable()) --state \(folder)/state.sqlite --fresh --handler-timeout 600")
        defer { tmux.kill() }
        try tmux.waitFor("Conversation")
        try tmux.type(":script Chatter handle INSendMessageIntent delay 10m")
        try tmux.keys("Enter")
        try tmux.waitFor("answer late")
        try tmux.type("Send a message to Maria Ruiz saying on my way")
        try tmux.keys("Enter")
        try tmux.waitFor("Ready to send it?")
        try tmux.type("yes")
        try tmux.keys("Enter")
        try tmux.waitFor("Ctrl-C stops waiting")
        // Typed while the app works: kept, and in the line once the turn is over.
        try tmux.type(":ti")
        try tmux.keys("C-c")
        try tmux.waitFor("OK, I've stopped waiting for Chatter.")
        try tmux.waitFor("› :ti")
        try tmux.type("me")
        try tmux.keys("Enter")
        try tmux.waitFor("You: :time")
        try tmux.keys("C-d")
        try tmux.waitFor("EXIT=0")
    }
}
