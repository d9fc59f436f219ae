import Foundation
import Testing

/// Workshop mode as a presenter drives it (issue 19): jump, detour, explain with the note,
/// scroll, chapters, paragraphs, and --auto holding the last step.
@Suite(.serialized, .enabled(if: tmuxAvailable(), "tmux is not installed (bin/setup installs it)"))
struct DemoTests {
    @Test func jumpDetourExplainAndScroll() throws {
        let tmux = try Tmux(
            "demo-drive", width: 110, height: 30,
            command: "\(executable()) demo \(root)/Transcripts/demo/03-resolution.transcript")
        defer { tmux.kill() }
        try tmux.waitFor("Workshop: 3. Resolution")
        // g 4: steps 1 to 4 played, the fourth (Gandalf) shown.
        try tmux.keys("g")
        try tmux.type("4")
        try tmux.waitFor("go to step: 4")
        try tmux.keys("Enter")
        try tmux.waitFor("(step 4 of 6)", "Sorry, I couldn't find “Gandalf” in Chatter.")
        // e explains the whole step, its note included.
        try tmux.keys("e")
        try tmux.waitFor(
            "── explanation ──", "▸ A name the app does not know at all: unsupported, and Siri asks",
            "resolve recipients[0] → unsupported")
        try tmux.waitFor("unsupported")
        // A live detour, then the demo goes on with step 5.
        try tmux.type(":")
        try tmux.type("time")
        try tmux.keys("Enter")
        try tmux.waitFor("(a detour: the demo goes on after it)", "2026-11-20")
        try tmux.keys("Space")
        try tmux.waitFor("You: Priya", "Ready to send it?")
        // PgUp scrolls the conversation back.
        try tmux.keys("PPage")
        try tmux.waitFor("more ")
        try tmux.keys("NPage")
        try tmux.keys("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test func chaptersParagraphsAndAutoHoldingTheEnd() throws {
        let folder = try temporaryFolder()
        try """
        # First chapter
        @app Chatter
        # This note is written
        # over two lines.
        > :time
        < 2026-11-20T09:00:00Z
        """.write(toFile: "\(folder)/01-first.transcript", atomically: true, encoding: .utf8)
        try """
        # Second chapter
        @app Chatter
        > :time
        < 2026-11-20T09:00:00Z
        """.write(toFile: "\(folder)/02-second.transcript", atomically: true, encoding: .utf8)
        let tmux = try Tmux(
            "demo-chapters", width: 100, height: 30, command: "\(executable()) demo \(folder) --auto 0.2")
        defer { tmux.kill() }
        try tmux.waitFor("Workshop: First chapter", "▸ This note is written over two lines.", "end of the chapter")
        // --auto holds the end until a key.
        usleep(800_000)
        #expect(!(try tmux.screen()).contains("EXIT="))
        try tmux.keys("Space")
        try tmux.waitFor("Workshop: Second chapter", "end of the demo")
        usleep(800_000)
        #expect(!(try tmux.screen()).contains("EXIT="))
        try tmux.keys("q")
        try tmux.waitFor("EXIT=0")
    }

    /// Directives go through replay's interpreter: a `@wait` past the dates sirisim keeps
    /// is said with its file and line (it was dropped silently), and the demo goes on.
    @Test func aWaitPastTheLastDateIsSaidWithItsLine() throws {
        let folder = try temporaryFolder()
        try """
        # Late
        @app Chatter
        @now 9999-12-31 00:00
        > :time
        < 9999-12-31T00:00:00Z
        @wait 2d
        > :time
        < 9999-12-31T00:00:00Z
        """.write(toFile: "\(folder)/late.transcript", atomically: true, encoding: .utf8)
        let command = "cd \(folder) && \(executable()) demo late.transcript"
        let tmux = try Tmux("demo-late", width: 120, height: 30, command: command)
        defer { tmux.kill() }
        try tmux.waitFor("Workshop: Late")
        try tmux.keys("Space")
        try tmux.waitFor("9999-12-31T00:00:00Z")
        try tmux.keys("Space")
        try tmux.waitFor("! late.transcript:6: @wait 2d moves the clock past the dates sirisim", "end of the demo")
        try tmux.keys("q")
        try tmux.waitFor("EXIT=0")
    }
}
