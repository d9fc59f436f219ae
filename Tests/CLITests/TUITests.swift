import Foundation
import Testing

/// A tmux session on its own server, for driving the full-screen UI for real.
final class Tmux {
    /// A server per session: a new session on a server that is still shutting down can fail.
    let socket: String
    let name: String

    init(_ name: String, width: Int, height: Int, command: String, environment: [String: String] = [:]) throws {
        self.name = name
        socket = "sirisim-tests-\(getpid())-\(name)"
        let exports = (["SIRISIM_APPS": "\(root)/Apps", "TERM": "xterm-256color"].merging(environment) { $1 })
            .map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        try run([
            "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
            "env \(exports) sh -c '\(command); echo EXIT=$?; sleep 60'",
        ])
    }

    /// Runs a tmux command through the shell, its output read to the end. The command that
    /// starts the server sends the server's output to /dev/null, so that the server, which
    /// lives on, does not keep our pipe open.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
            separator: " ")
        // popen and pclose, not Foundation's Process: waitUntilExit can miss the exit of
        // a tmux client whose server lives on.
        let command =
            "tmux -L \(socket) \(quoted)"
            + (arguments.first == "new-session" ? " >/dev/null 2>&1 </dev/null" : " 2>/dev/null")
        guard let pipe = popen(command, "r") else { throw CocoaError(.fileReadUnknown) }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        pclose(pipe)
        return String(decoding: output, as: UTF8.self)
    }

    func keys(_ keys: String...) throws { try run(["send-keys", "-t", name] + keys) }
    func type(_ text: String) throws { try run(["send-keys", "-t", name, "-l", text]) }
    func screen(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-t", name, "-p"] + (escapes ? ["-e"] : []))
    }
    func resize(_ width: Int, _ height: Int) throws {
        try run(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }
    func panePID() throws -> Int32 {
        Int32(try run(["list-panes", "-t", name, "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
            ?? 0
    }

    /// Waits until the screen shows every one of `texts` at once (up to `seconds`); returns
    /// that screen. Curses writes a frame in several chunks, so a capture taken at the wrong
    /// moment holds half a frame: every check of the screen waits for its whole condition.
    @discardableResult
    func waitFor(_ texts: String..., seconds: Double = 10) throws -> String {
        try waitUntil("the screen to show " + texts.map { "“\($0)”" }.joined(separator: ", "), seconds: seconds) {
            screen in
            texts.allSatisfy(screen.contains)
        }
    }

    /// Waits until `condition` holds for the screen (up to `seconds`); returns that screen.
    @discardableResult
    func waitUntil(_ description: String, seconds: Double = 10, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = ""
        while Date() < deadline {
            screen = try self.screen()
            if condition(screen) { return screen }
            usleep(50_000)
        }
        Issue.record("waited \(seconds) s for \(description); the screen was:\n\(screen)")
        return screen
    }

    func kill() { _ = try? run(["kill-server"]) }
}

func tmuxAvailable() -> Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
}

@Suite(.serialized, .enabled(if: tmuxAvailable(), "tmux is not installed (bin/setup installs it)"))
struct TUITests {
    func session(
        _ name: String, width: Int = 110, height: Int = 30, arguments: String = "", environment: [String: String] = [:]
    ) throws -> (Tmux, String) {
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            name, width: width, height: height,
            command: "\(executable()) --state \(folder)/state.sqlite --fresh \(arguments)", environment: environment)
        try tmux.waitFor("Conversation")
        return (tmux, folder)
    }

    @Test func aDisambiguationRoundTripWithTheArrowKeys() throws {
        let (tmux, _) = try session("round-trip")
        defer { tmux.kill() }
        try tmux.type("Send a message to Maria saying I'm running late")
        try tmux.keys("Enter")
        try tmux.waitFor(
            "Which Maria? Maria Ruiz or María Chen?", "1. Maria Ruiz", "2. María Chen", "waiting disambiguation")
        try tmux.keys("Down")
        try tmux.keys("Enter")
        try tmux.waitFor("Ready to send it?", "recipients: María Chen")
        try tmux.type("yes")
        try tmux.keys("Enter")
        try tmux.waitFor("OK, sent to María Chen.", "handle  success", "donate Chatter")
    }

    @Test func tabCompletesCommandsAndNames() throws {
        let (tmux, _) = try session("completion")
        defer { tmux.kill() }
        try tmux.type(":he")
        try tmux.keys("Tab")
        try tmux.waitFor("› :help")
        try tmux.keys("Enter")
        try tmux.waitFor(":help NAME says what one does")
        // A name Siri knows: Chatter registered it as user vocabulary at launch.
        try tmux.type("Call Kwa")
        try tmux.keys("Tab")
        try tmux.waitFor("› Call Kwame Mensah")
    }

    /// The line mode completes the same command names (`CommandRegistry`), and leaves
    /// other words to readline's file names.
    @Test func tabCompletesCommandsInTheLineModeToo() throws {
        let folder = try temporaryFolder()
        try "".write(toFile: "\(folder)/saved-session.transcript", atomically: true, encoding: .utf8)
        let command = "cd \(folder) && \(executable()) --plain --state \(folder)/state.sqlite --fresh"
        let tmux = try Tmux("line-completion", width: 110, height: 30, command: command)
        defer { tmux.kill() }
        try tmux.waitFor("sirisim: talk to Siri.")
        try tmux.type(":he")
        try tmux.keys("Tab")
        try tmux.waitFor("› :help")
        try tmux.keys("Enter")
        try tmux.waitFor(":help NAME says what one does")
        try tmux.type(":save saved-s")
        try tmux.keys("Tab")
        try tmux.waitFor("› :save saved-session.transcript")
        try tmux.keys("C-u")
        try tmux.keys("C-d")
        try tmux.waitFor("EXIT=0")
    }

    @Test func historyIsRecalledAndKeptBetweenSessions() throws {
        let (tmux, folder) = try session("history")
        try tmux.type(":time")
        try tmux.keys("Enter")
        try tmux.waitFor("You: :time")
        try tmux.keys("Up")
        try tmux.waitFor("› :time")
        try tmux.keys("C-u")
        try tmux.keys("C-d")
        try tmux.waitFor("EXIT=0")
        tmux.kill()
        // A new session reads the history file beside the state file.
        let again = try Tmux(
            "history-2", width: 110, height: 30, command: "\(executable()) --state \(folder)/state.sqlite")
        defer { again.kill() }
        try again.waitFor("Conversation")
        try again.keys("Up")
        try again.waitFor("› :time")
    }

    @Test func historyKeepsEveryLineAndOnlyGrows() throws {
        let folder = try temporaryFolder()
        let old = (0..<1_200).map { "old line \($0)" }.joined(separator: "\n") + "\n"
        try old.write(toFile: "\(folder)/state.sqlite.history", atomically: true, encoding: .utf8)
        try "my own notes\n".write(toFile: "\(folder)/history", atomically: true, encoding: .utf8)
        let tmux = try Tmux(
            "history-kept", width: 110, height: 30, command: "\(executable()) --state \(folder)/state.sqlite --fresh")
        defer { tmux.kill() }
        try tmux.waitFor("Conversation")
        try tmux.keys("Up")
        try tmux.waitFor("› old line 1199")
        try tmux.keys("C-u")
        try tmux.type(":time")
        try tmux.keys("Enter")
        try tmux.waitFor("You: :time")
        try tmux.keys("C-d")
        try tmux.waitFor("EXIT=0")
        let lines = try String(contentsOfFile: "\(folder)/state.sqlite.history", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1_201)
        #expect(lines.first == "old line 0" && lines.last == ":time")
        #expect(try String(contentsOfFile: "\(folder)/history", encoding: .utf8) == "my own notes\n")
    }

    @Test func theLayoutFollowsTheTerminalDownTo40By12() throws {
        let (tmux, _) = try session("resize", width: 100, height: 30)
        defer { tmux.kill() }
        // The wide layout wraps the welcome at the conversation pane's width (59 columns);
        // cropped to 40 columns its first row would still start the same way. Only a redraw
        // at 40 columns wraps it earlier, starting a row with a word that sat mid-row, and
        // puts the status line on row 12.
        // The welcome's last line (the keys): the lines above it scroll off at 40×12.
        let wide = try tmux.waitFor("Inspector", "Tab completes")
        let welcome = try #require(wide.split(separator: "\n").map(String.init).first { $0.hasPrefix("Tab completes") })
        let firstRow = String(welcome.prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
        #expect(firstRow.count > 40)
        var narrowFirst = ""
        var nextWord = ""
        for word in firstRow.split(separator: " ").map(String.init) {
            if nextWord.isEmpty, (narrowFirst.isEmpty ? word.count : narrowFirst.count + 1 + word.count) <= 40 {
                narrowFirst += narrowFirst.isEmpty ? word : " " + word
            } else if nextWord.isEmpty {
                nextWord = word
            }
        }
        #expect(!wide.split(separator: "\n").contains { $0.hasPrefix(nextWord + " ") })
        try tmux.resize(40, 12)
        try tmux.waitUntil("the layout redrawn for 40×12") { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return !screen.contains("Inspector") && rows.allSatisfy { $0.count <= 40 }
                && rows.contains { $0.trimmingCharacters(in: .whitespaces) == narrowFirst }
                && rows.contains { $0.hasPrefix(nextWord + " ") || $0 == nextWord }
                && !rows.contains { $0.hasPrefix(String(firstRow.prefix(40))) }
                // Too narrow for the apps and the clock: the state file stays.
                && rows.count >= 12 && rows[11].contains("state.sqlite")
        }
        try tmux.type("Call Juan")
        try tmux.keys("Enter")
        try tmux.waitFor("Which one?")
        try tmux.resize(100, 30)
        try tmux.waitFor("Inspector", "Timeline", "Which one?")
    }

    @Test func controlCCancelsAQuestionAndTheSessionGoesOn() throws {
        let (tmux, _) = try session("ctrl-c")
        defer { tmux.kill() }
        try tmux.type("Call Maria")
        try tmux.keys("Enter")
        try tmux.waitFor("Which Maria?")
        try tmux.keys("C-c")
        try tmux.waitFor("OK, I've cancelled it.")
        try tmux.type(":time")
        try tmux.keys("Enter")
        try tmux.waitFor("2026")
    }

    @Test func escapeSequencesInANameAreShownNeutralised() throws {
        let app = try chatterCopy()
        let data = "\(app)/Data.json"
        var text = try String(contentsOfFile: data, encoding: .utf8)
        let eve =
            #"{"customIdentifier": "c-eve", "displayName": "\u001b[31mEvil\u001b[0m Eve", "contactIdentifier": "AB-0014", "handles": [{"value": "+14155550999", "type": "phoneNumber"}]},"#
        text = text.replacingOccurrences(of: "\"contacts\": [", with: "\"contacts\": [\n" + eve)
        try text.write(toFile: data, atomically: true, encoding: .utf8)
        let (tmux, _) = try session("escapes", arguments: "--app \(app)")
        defer { tmux.kill() }
        try tmux.type("Send a message to Eve saying hi")
        try tmux.keys("Enter")
        try tmux.waitFor("Ready to send it?")
        try tmux.type("yes")
        try tmux.keys("Enter")
        try tmux.waitFor("OK, sent to ^[[31mEvil^[[0m Eve.")
        // Nothing of the name reached the terminal as an escape: no red "Evil".
        #expect(!(try tmux.screen(escapes: true)).contains("\u{1B}[31mEvil"))
    }

    /// The full screen stores the apps' data after its first prompt is up; a user who
    /// leaves at once still leaves a state that has it.
    @Test func leavingAtOnceKeepsTheAppsData() throws {
        let app = try chatterCopy()
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            "leave-at-once", width: 110, height: 30,
            command: "\(executable()) --state \(folder)/state.sqlite --app \(app)")
        defer { tmux.kill() }
        try tmux.waitFor("Conversation")
        try tmux.keys("C-d")
        try tmux.waitFor("EXIT=0")
        // A state with the app's data points out a changed Data.json; one without it would
        // read the file again in silence.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: "\(app)/Data.json")
        let run = try sirisim(
            ["--state", "\(folder)/state.sqlite", "--app", app, "--plain"], stdin: Data(":messages\n".utf8))
        #expect(run.status == 0)
        #expect(run.stderr.contains("has changed since this state took its data"), "\(run.stderr)")
        #expect(run.stdout.contains("m-001"))
    }

    /// An error that ends the session after the screen was up (here the recording's folder
    /// vanished) is printed whole on the restored terminal, and the shell's next line
    /// comes below it, not over it.
    @Test func anErrorAfterTheScreenIsPrintedWholeOnTheRestoredTerminal() throws {
        let folder = try temporaryFolder()
        let destination = try temporaryFolder()
        let tmux = try Tmux(
            "late-error", width: 110, height: 30,
            command: "\(executable()) record \(destination)/s.transcript --state \(folder)/state.sqlite --fresh")
        defer { tmux.kill() }
        try tmux.waitFor("Conversation")
        try FileManager.default.removeItem(atPath: destination)
        try tmux.keys("C-d")
        let screen = try tmux.waitFor("EXIT=2")
        let lines = screen.split(separator: "\n").map(String.init)
        let message = try #require(
            lines.firstIndex { $0.hasPrefix("sirisim: \(destination)/s.transcript: cannot write") }, "\(screen)")
        let exit = try #require(lines.firstIndex { $0.hasPrefix("EXIT=2") })
        #expect(exit > message)
    }

    @Test func theTerminalIsRestoredOnSIGTERM() throws {
        let (tmux, _) = try session("sigterm")
        defer { tmux.kill() }
        let shell = try tmux.panePID()
        let pgrep = Process()
        pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pgrep.arguments = ["pkill", "-TERM", "-f", "--parent", String(shell), "sirisim"]
        try pgrep.run()
        pgrep.waitUntilExit()
        try tmux.waitUntil("the shell to report EXIT=143 on a restored screen") { screen in
            screen.contains("EXIT=143") && !screen.contains("── Conversation")
        }
    }

    @Test func plainLineModeForDumbTerminalsAndASCIIFramesWithoutUTF8() throws {
        let folder = try temporaryFolder()
        let dumb = try Tmux(
            "dumb", width: 100, height: 20, command: "\(executable()) --state \(folder)/a.sqlite --fresh",
            environment: ["TERM": "dumb"])
        defer { dumb.kill() }
        let line = try dumb.waitFor("talk to Siri")
        #expect(!line.contains("Conversation"))  // line mode never draws panes
        let ascii = try Tmux(
            "ascii", width: 100, height: 20, command: "\(executable()) --state \(folder)/b.sqlite --fresh",
            environment: ["LANG": "C", "LC_ALL": "C"])
        defer { ascii.kill() }
        let framed = try ascii.waitFor("-- Conversation -", "Timeline")
        #expect(!framed.contains("─"))
    }

    @Test func workshopModeStepsBackAndExplains() throws {
        let tmux = try Tmux(
            "demo", width: 110, height: 32,
            command: "\(executable()) demo \(root)/Transcripts/demo/03-resolution.transcript")
        defer { tmux.kill() }
        try tmux.waitFor("Workshop: 3. Resolution")
        try tmux.keys("Space")
        try tmux.waitFor("Which Maria? Maria Ruiz or María Chen?")
        try tmux.keys("Space")
        try tmux.waitFor("Ready to send it?")
        try tmux.keys("e")
        try tmux.waitFor("resolve recipients[0] → success: María Chen")
        try tmux.keys("b")
        try tmux.waitUntil("step 2 shown again without step 3's question") { screen in
            screen.contains("(back to step 2 of 6)") && !screen.contains("Ready to send it?")
        }
        try tmux.keys("q")
        try tmux.waitFor("EXIT=0")
    }
}
