import Foundation
import Testing

/// The first ten minutes (issue 19): the first screen says what to try, "help" answers with
/// the guide, a request not understood says how near it came, and `:help` fits a screen.
@Suite struct OnrampTests {
    @Test func helpAndWhatCanYouDoAnswerWithTheGuide() throws {
        let folder = try temporaryFolder()
        let run = try sirisim(
            ["--plain", "--fresh", "--state", "\(folder)/s.sqlite"],
            stdin: Data("help\nwhat can you do?\nblorf the wibble\n:help\n".utf8))
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "Here are some things you can ask me:" }.count == 2)
        #expect(lines.contains("  “Send a message to Maria saying I'm running late”"))
        #expect(
            lines.contains { $0.hasPrefix("Nothing came close: the nearest was ") && $0.hasSuffix(":why tells more.") })
        // :help: the four groups, and far fewer lines than there are commands.
        let help = try #require(lines.firstIndex(of: "> :help"))
        let shown = lines[(help + 1)...]
        for group in ["talking ", "the device ", "apps ", "the session "] {
            #expect(shown.contains { $0.hasPrefix(group) }, "no \(group) group in:\n\(run.stdout)")
        }
        #expect(shown.count <= 12)
        #expect(shown.allSatisfy { $0.count <= 100 })
    }

    @Test func helpForOneCommandAndForAll() throws {
        let folder = try temporaryFolder()
        let run = try sirisim(
            ["--plain", "--fresh", "--state", "\(folder)/s.sqlite"],
            stdin: Data(":help why\n:help all\n:help nope\n".utf8))
        #expect(run.stdout.contains(":why                       why the last request matched what it matched"))
        #expect(run.stdout.contains(":quit                      leave (Ctrl-D too)"))
        #expect(run.stdout.contains("No command :nope. :help lists them."))
    }

    @Test(.enabled(if: tmuxAvailable(), "tmux is not installed (bin/setup installs it)"))
    func firstScreenShowsThreeThingsToSay() throws {
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            "onramp-first", width: 80, height: 24,
            command: "\(executable()) --state \(folder)/state.sqlite --fresh")
        defer { tmux.kill() }
        let screen = try tmux.waitFor("Conversation", "Try saying")
        let joined = screen.replacingOccurrences(of: "\n", with: " ")
        #expect(joined.contains("Send a message to Maria"), "\(screen)")
        try tmux.type("what can you do")
        try tmux.keys("Enter")
        try tmux.waitFor("Here are some things you can ask me:")
    }
}
