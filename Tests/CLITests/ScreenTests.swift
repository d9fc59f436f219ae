import Foundation
import Testing

/// The screen at the sizes a presenter meets (issue 19): panes wrap, never cut; the status
/// line keeps the state file; the inspector follows the intent that runs.
@Suite(.serialized, .enabled(if: tmuxAvailable(), "tmux is not installed (bin/setup installs it)"))
struct ScreenTests {
    /// The text of the side column (right of the pane divider), rows joined with single spaces.
    static func sideText(_ screen: String, talkWidth: Int) -> String {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map { row -> String in
            let characters = Array(row)
            return characters.count > talkWidth + 1 ? String(characters[(talkWidth + 1)...]) : ""
        }
        return rows.joined(separator: " ").split(separator: " ").joined(separator: " ")
    }

    @Test(arguments: [(80, 24), (110, 30), (160, 45)])
    func panesWrapAndTheStatusKeepsTheState(size: (Int, Int)) throws {
        let (width, height) = size
        let folder = try temporaryFolder()
        let tmux = try Tmux("screen-\(width)", width: width, height: height,
                            command: "\(executable()) --state \(folder)/state.sqlite --fresh")
        defer { tmux.kill() }
        try tmux.waitFor("Conversation", "Inspector")
        try tmux.type("Send a message to Maria saying I'm running late")
        try tmux.keys("Enter")
        try tmux.waitFor("Which Maria?")
        let talkWidth = width - width * 2 / 5 - 1
        let screen = try tmux.waitUntil("the inspector to show the whole example") { screen in
            Self.sideText(screen, talkWidth: talkWidth).contains("like “send a message to {recipients} saying {content}”")
        }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.allSatisfy { $0.count <= width })
        let status = try #require(rows.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(status.contains("\(folder)/state.sqlite") || status.contains("state.sqlite"), "\(status)")
        // The conversation keeps every word of the long request, wrapped.
        let talk = rows.map { String($0.prefix(talkWidth)) }.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(talk.contains("You: Send a message to Maria saying I'm running late"))
    }

    @Test func theInspectorFollowsAVoiceShortcut() throws {
        let folder = try temporaryFolder()
        let tmux = try Tmux("screen-shortcut", width: 110, height: 30,
                            command: "\(executable()) --state \(folder)/state.sqlite --fresh --app Tunes --app Chatter")
        defer { tmux.kill() }
        try tmux.waitFor("Conversation", "Inspector")
        let talkWidth = 110 - 110 * 2 / 5 - 1
        try tmux.type("Send a message to Maria Ruiz saying hi")
        try tmux.keys("Enter")
        try tmux.waitFor("Ready to send it?")
        try tmux.type("yes")
        try tmux.keys("Enter")
        try tmux.waitFor("OK, sent to Maria Ruiz.")
        try tmux.type(":shortcuts add \"Drive time\" interaction-1")
        try tmux.keys("Enter")
        try tmux.waitFor("Added “Drive time”")
        try tmux.type("Drive time")
        try tmux.keys("Enter")
        let screen = try tmux.waitUntil("the inspector to show the shortcut's intent") { screen in
            let side = Self.sideText(screen, talkWidth: talkWidth)
            return side.contains("app Tunes") && side.contains("intent INPlayMediaIntent")
        }
        let side = Self.sideText(screen, talkWidth: talkWidth)
        #expect(!side.contains("recipients"), "the message's parameters are still shown:\n\(screen)")
        #expect(!side.contains("Say something to Siri"))
        #expect(side.contains("via voice shortcut “Drive time”"), "\(screen)")
    }
}
