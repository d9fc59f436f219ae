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
        let tmux = try Tmux(
            "screen-\(width)", width: width, height: height,
            command: "\(executable()) --state \(folder)/state.sqlite --fresh")
        defer { tmux.kill() }
        try tmux.waitFor("Conversation", "Inspector")
        try tmux.type("Send a message to Maria saying I'm running late")
        try tmux.keys("Enter")
        try tmux.waitFor("Which Maria?")
        let talkWidth = width - width * 2 / 5 - 1
        let screen = try tmux.waitUntil("the inspector to show the whole example") { screen in
            Self.sideText(screen, talkWidth: talkWidth).contains(
                "like “send a message to {recipients} saying {content}”")
        }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.allSatisfy { $0.count <= width })
        let status = try #require(rows.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(status.contains("\(folder)/state.sqlite") || status.contains("state.sqlite"), "\(status)")
        // The conversation keeps every word of the long request, wrapped.
        let talk = rows.map { String($0.prefix(talkWidth)) }.joined(separator: " ").split(separator: " ").joined(
            separator: " ")
        #expect(talk.contains("You: Send a message to Maria saying I'm running late"))
    }

    @Test func theInspectorFollowsAVoiceShortcut() throws {
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            "screen-shortcut", width: 110, height: 30,
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

    @Test func theInspectorShowsAppSelectionAsBars() throws {
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            "screen-bars", width: 110, height: 30,
            command: "\(executable()) --state \(folder)/state.sqlite --fresh --app Tunes --app Groove")
        defer { tmux.kill() }
        try tmux.waitFor("Conversation", "Inspector")
        let talkWidth = 110 - 110 * 2 / 5 - 1
        try tmux.type("play some jazz")
        try tmux.keys("Enter")
        let screen = try tmux.waitUntil("the inspector to show App Selection's bars") { screen in
            let side = Self.sideText(screen, talkWidth: talkWidth)
            return side.contains("App Selection") && side.contains("handle success")
        }
        let side = Self.sideText(screen, talkWidth: talkWidth)
        // Both apps, each with its bars: match and category are full for both, and Groove's
        // user context (no subscription) is negative.
        let tunes = try #require(side.range(of: "Tunes 1."), "\(screen)")
        let groove = try #require(side.range(of: "Groove 1."), "\(screen)")
        #expect(tunes.lowerBound < groove.lowerBound, "the chosen app comes first:\n\(screen)")
        #expect(side[tunes.upperBound..<groove.lowerBound].contains("match ██████████ category ████"), "\(screen)")
        #expect(side[groove.upperBound...].contains("match ██████████ category ████ userContext -▏"), "\(screen)")
        // No bar is split from its signal's name.
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.dropFirst(talkWidth + 1))
        }
        #expect(!rows.contains { $0.hasPrefix("█") || $0.hasPrefix("    █") }, "\(screen)")
    }

    /// The SGR parameters of every escape sequence in a line captured with `capture-pane -e`.
    static func attributes(_ text: String) -> [String] {
        var out: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            let body = rest[start.upperBound...].prefix { $0.isNumber || $0 == ";" }
            if rest[start.upperBound...].dropFirst(body.count).first == "m" {
                out += body.split(separator: ";").map(String.init)
            }
            rest = rest[start.upperBound...]
        }
        return out
    }

    /// `--theme contrast` for projectors: no dim attribute anywhere, white frames, and a
    /// black-on-white status line; the standard theme, by contrast, does dim.
    @Test func theContrastThemeDimsNothing() throws {
        for theme in ["standard", "contrast"] {
            let folder = try temporaryFolder()
            // Colour on whatever the test runner's environment says (NO_COLOR turns it off).
            let tmux = try Tmux(
                "screen-theme-\(theme)", width: 110, height: 30,
                command:
                    "env -u NO_COLOR \(executable()) --state \(folder)/state.sqlite --fresh --theme \(theme) --app Tunes --app Groove"
            )
            defer { tmux.kill() }
            try tmux.waitFor("Conversation", "Inspector", "Say something to Siri.", "state.sqlite")
            let screen = try tmux.screen(escapes: true)
            let attributes = Self.attributes(screen)
            let status = try #require(screen.split(separator: "\n").last { $0.contains("state.sqlite") }, "\(screen)")
            if theme == "contrast" {
                #expect(!attributes.contains("2"), "a dim attribute under --theme contrast:\n\(screen)")
                #expect(attributes.contains("37"), "no white frame:\n\(screen)")
                #expect(!attributes.contains("34"), "a blue frame:\n\(screen)")
                #expect(Self.attributes(String(status)).starts(with: ["30", "47"]), "\(status)")
            } else {
                #expect(attributes.contains("2"), "the standard theme dims the hints:\n\(screen)")
                #expect(Self.attributes(String(status)).starts(with: ["30", "46"]), "\(status)")
            }
        }
        // NO_COLOR still turns colour off under the contrast theme: no foreground or background.
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            "screen-theme-no-color", width: 110, height: 30,
            command: "\(executable()) --state \(folder)/state.sqlite --fresh --theme contrast --app Tunes --app Groove",
            environment: ["NO_COLOR": "1"])
        defer { tmux.kill() }
        try tmux.waitFor("Conversation", "Inspector", "Say something to Siri.", "state.sqlite")
        let colours = Self.attributes(try tmux.screen(escapes: true)).filter {
            ["3", "4"].contains($0.first) && $0.count == 2 && $0.last != "9"
        }
        #expect(colours.isEmpty, "\(colours)")
    }
}
