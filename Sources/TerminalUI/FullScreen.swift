import Assistant
import CCurses
import Formats
import Foundation

/// The full-screen front end: a conversation pane (you and Siri), an inspector of the
/// intent being resolved, a timeline of system events, a status line, and GNU readline
/// as the input line. It drives the same `Conversation` as the line mode and the
/// replayer, and renders the same events.
public final class FullScreen {
    public struct Options {
        public var color = true
        public var theme = Theme.standard
        public var history: HistoryFile?
        public var statePath: String?
        /// Called after every turn with the line and its events (trace, recording); what
        /// it throws is shown as a fault, and the session goes on.
        public var observer: (String, [ConversationEvent]) throws -> Void = { _, _ in }
        /// Writes the session so far as a transcript (`:save FILE`; true for `:save!`).
        public var save: (String, Bool) throws -> Void = { _, _ in }
        /// What is left of the device's boot (its apps' seeding and launch), run on another
        /// thread once the first prompt is up; a request, a command or Tab waits for it.
        /// Its warnings are shown; what it throws ends the session with that error.
        public var launch: (any PendingLaunch)?
        public init() {}
    }

    var conversation: Conversation
    let options: Options
    var screen: Screen!
    let talk = Pane(title: "Conversation")
    let timeline = Pane(title: "Timeline", limit: 500, hang: true)
    var inspector = Inspector()
    var promptCount = 0
    var selectedOption: Int?
    var optionCount = 0
    var quit = false
    /// Text shown in the input line instead of readline's (demo mode types here).
    var typedOverride: String?
    var statusNote: String?
    /// Keys that came while a turn was under way, to be taken once it is over.
    var typeAhead: [Int32] = []
    /// The turn under way (its task), while the conversation answers.
    var turnInFlight: TurnInFlight?
    /// The most keys taken between two frames (a paste is drawn at least this often).
    static let keysPerFrame = 16_384

    public init(conversation: Conversation, options: Options) {
        self.conversation = conversation
        self.options = options
    }

    /// Whether the full screen can run here: terminals on both ends, and a TERM that is not
    /// dumb and that this machine's terminfo knows (`unknownTerminal` says why not).
    public static func isAvailable() -> Bool {
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        return isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && !term.isEmpty && term != "dumb"
            && sirisim_terminal_is_known() != 0
    }

    /// A note for a terminal the full screen would run on but for its TERM, which terminfo
    /// does not know; nil otherwise.
    public static func unknownTerminal() -> String? {
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, !term.isEmpty, term != "dumb",
            sirisim_terminal_is_known() == 0
        else { return nil }
        return "TERM=\(term) is not a terminal this machine knows (no terminfo entry); the line mode runs instead"
    }

    public func run() async throws {
        try start()
        defer { finish() }
        let apps = conversation.siri.apps.map { TerminalSafe.visible($0.displayName) }.joined(separator: ", ")
        talk.append("sirisim: talk to Siri. Apps: \(apps).", .dim)
        let examples = conversation.thingsToSay()
        if !examples.isEmpty {
            talk.append(
                "Try saying " + examples.map { "“\(TerminalSafe.visible($0))”" }.joined(separator: ", or ") + ".",
                .plain)
        }
        talk.append(
            "Tab completes, ↑ recalls, Ctrl-R searches history, :help lists the commands, PgUp/PgDn scroll, "
                + "Ctrl-C cancels a question, Ctrl-D or :quit leaves.", .dim)
        if !screen.unicode {
            talk.append(
                "This terminal's locale is not UTF-8: letters outside ASCII are shown as ?, "
                    + (screen.readsUTF8 ? "and read as typed." : "and cannot be typed here (set LANG=C.UTF-8)."), .dim)
        }
        draw()
        if let launch = options.launch {
            Thread.detachNewThread {
                do { _ = try launch.run() } catch {
                    // Kept by the launch: the loop below asks again and ends the session with it.
                }
            }
        }
        while !quit {
            // Keys typed while a turn was under way come first; while the launch runs, the
            // loop looks in often to show its outcome.
            let key = typeAhead.isEmpty ? screen.key(timeout: launchTaken ? 1000 : 50) : typeAhead.removeFirst()
            if !launchTaken, options.launch?.hasRun == true { takeLaunch() }
            guard let key else {
                draw()  // the clock in the status line moves on
                continue
            }
            await handle(key)
            // A paste arrives as a burst of keys: all of it is taken before the next frame,
            // so that a long paste costs one redraw, not one per character.
            var taken = 1
            while !quit, typeAhead.isEmpty, taken < Self.keysPerFrame, let next = screen.key(timeout: 0) {
                await handle(next)
                taken += 1
            }
            draw()
        }
        // Leaving waits for the launch, so that the state keeps the apps' data (a session
        // killed before it is in keeps none of it, and the next one stores it again).
        takeLaunch()
        if let launchError { throw launchError }
    }

    /// Whether the outcome of the device's launch has been taken (or there is none).
    var launchTaken: Bool { options.launch == nil || launchOutcomeTaken }
    var launchOutcomeTaken = false
    var launchError: (any Error)?

    /// Takes the outcome of the device's launch, waiting for it if it is still running:
    /// its warnings go in the conversation; its error ends the session. Returns whether
    /// the device is ready.
    @discardableResult
    func takeLaunch() -> Bool {
        guard let launch = options.launch, !launchOutcomeTaken else { return launchError == nil }
        launchOutcomeTaken = true
        if !launch.hasRun {
            // Demo mode has no launch to wait for, so the note is the screen's own.
            statusNote = "storing the apps' data…"
            draw()
        }
        defer { if statusNote == "storing the apps' data…" { statusNote = nil } }
        do {
            for warning in try launch.run() { talk.append("! \(TerminalSafe.visible(warning))", .fault) }
            return true
        } catch {
            launchError = error
            quit = true
            return false
        }
    }

    func start() throws {
        do { screen = try Screen(color: options.color, theme: options.theme) } catch { throw error }
        TerminalGuard.install()
        ReadlineBridge.install(history: options.history)
        ReadlineBridge.setCompletions { [weak self] in self?.completionWords() ?? [] }
    }

    func finish() {
        ReadlineBridge.remove()
        screen.stop()
        TerminalGuard.remove()
    }

    // MARK: Keys

    func handle(_ key: Int32) async {
        switch key {
        case sirisim_key_resize():
            // Curses has already resized itself (SIGWINCH); repaint everything at the new size.
            screen.clearAll()
            return
        case 3:  // Ctrl-C: cancel the question, or clear the line.
            if conversation.pendingPrompt != nil, ReadlineBridge.buffer.isEmpty {
                await submit("cancel")
            } else {
                ReadlineBridge.clearLine()
            }
            return
        case 4 where ReadlineBridge.buffer.isEmpty:  // Ctrl-D on an empty line leaves.
            quit = true
            return
        case sirisim_key_ppage():
            talk.scroll(by: max(1, screen.rows / 2))
            return
        case sirisim_key_npage():
            talk.scroll(by: -max(1, screen.rows / 2))
            return
        case sirisim_key_up() where optionCount > 0 && ReadlineBridge.buffer.isEmpty:
            selectedOption = max(0, (selectedOption ?? optionCount) - 1)
            return
        case sirisim_key_down() where optionCount > 0 && ReadlineBridge.buffer.isEmpty:
            selectedOption = min(optionCount - 1, (selectedOption ?? -1) + 1)
            return
        case _
        where (key == 10 || key == 13 || key == sirisim_key_enter()) && ReadlineBridge.buffer.isEmpty
            && selectedOption != nil:
            // Enter on an empty line picks the highlighted option (a `where` covers only
            // the last pattern of a case, so the test is written out in full).
            let choice = (selectedOption ?? 0) + 1
            selectedOption = nil
            await submit(String(choice))
            return
        default:
            break
        }
        feed(key)
        if ReadlineBridge.takeEndOfInput() { quit = true }
        let matches = ReadlineBridge.takeShownMatches()
        if !matches.isEmpty {
            talk.append(
                "Completions: " + matches.prefix(30).joined(separator: "  ") + (matches.count > 30 ? "  …" : ""), .dim)
        }
        for line in ReadlineBridge.takeLines() { await submit(line) }
        for problem in ReadlineBridge.takeHistoryProblems() {
            talk.append("! \(TerminalSafe.visible(problem))", .fault)
        }
    }

    /// Curses decodes arrow and editing keys; readline wants the bytes a terminal sends.
    func feed(_ key: Int32) {
        let sequences: [Int32: String] = [
            sirisim_key_up(): "\u{1B}[A", sirisim_key_down(): "\u{1B}[B", sirisim_key_right(): "\u{1B}[C",
            sirisim_key_left(): "\u{1B}[D", sirisim_key_backspace(): "\u{7F}", sirisim_key_enter(): "\r",
            Int32(KEY_HOME): "\u{1}", Int32(KEY_END): "\u{5}", Int32(KEY_DC): "\u{4}",
        ]
        if let sequence = sequences[key] {
            ReadlineBridge.feed(Array(sequence.utf8))
        } else if key >= 0 && key < 256 {
            ReadlineBridge.feed(key == 10 ? 13 : key)
        }
    }

    // MARK: Turns

    func submit(_ line: String) async {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        // `:save` and `:quit` are the front end's: they never reach the conversation.
        let controls = FrontEndControls(write: options.save)
        let reply = CommandRegistry.sessionCommand(for: trimmed)?.perform(trimmed, controls: controls)
        if reply == .quit {
            quit = true
            return
        }
        talk.scrollToBottom()
        selectedOption = nil
        optionCount = 0
        talk.append("You: " + TerminalSafe.visible(Conversation.clean(line)), .user)
        switch reply {
        case .quit, nil: break
        case .done(let text):
            talk.append(text, .output)
            return
        case .usage(let text), .failed(let text):
            talk.append(text, .fault)
            return
        }
        guard takeLaunch() else { return }
        let events = await respondTakingKeys(line)
        // Recorded before it is shown: what the user has seen is on disk.
        var failure: (any Error)?
        do { try options.observer(line, events) } catch { failure = error }
        render(events)
        if let failure { talk.append("! \(TerminalSafe.visible("\(failure)"))", .fault) }
        // Names and vocabulary change only through commands (:vocab, :reset): reading every
        // app's data again after each request would be wasted on large libraries.
        if trimmed.hasPrefix(":") { ReadlineBridge.invalidateCompletions() }
    }

    func render(_ events: [ConversationEvent]) {
        for event in events {
            inspector.apply(event) { id in self.conversation.siri.app(id)?.displayName ?? id }
            switch event.kind {
            case .say:
                talk.append("Siri: " + (event.visibleText ?? ""), .siri)
            case .prompt(let prompt):
                promptCount += 1
                for line in prompt.summary { talk.append("  " + TerminalSafe.visible(line), .dim) }
                talk.append("Siri: " + (event.visibleText ?? ""), .prompt)
                if prompt.kind == .disambiguation {
                    for (i, option) in prompt.options.enumerated() {
                        talk.append("  \(i + 1). \(TerminalSafe.visible(option))", .prompt, option: (promptCount, i))
                    }
                    optionCount = prompt.options.count
                    selectedOption = 0
                }
            case .output:
                talk.append(event.visibleText ?? "", .output)
            case .fault(let method, let problem):
                talk.append("! \(method): \(TerminalSafe.visible(problem))", .fault)
            case .utterance, .resolve, .refused, .match, .route, .dispatch, .launch, .donate, .shortcut, .confirm,
                .handle:
                break
            }
        }
        for line in TimelineText.lines(for: events, appName: { self.conversation.siri.app($0)?.displayName }) {
            timeline.append(line.0, line.1)
        }
        if let line = events.first(where: { if case .utterance = $0.kind { true } else { false } }).flatMap({
            event -> String? in
            if case .utterance(let text) = event.kind { text } else { nil }
        }), line.hasPrefix(":vocab set") || line.hasPrefix(":vocab clear") {
            timeline.append("vocabulary changed", .title)
        }
    }

    /// Words Tab completes: commands, app names, contact names, vocabulary, sample phrases.
    /// What cannot be read is said in the conversation, and the rest still completes.
    func completionWords() -> [String] {
        guard takeLaunch() else { return [] }
        let siri = conversation.siri
        var words = conversation.commandWords
        for app in siri.apps {
            words.append(app.displayName)
            words += app.bundle.alternativeNames.map(\.name)
            do {
                // The people and groups Siri knows for the app (what it registered and donated).
                for entity in try siri.matcher.entities(app: app.bundleIdentifier)
                where entity.kind == .person || entity.kind == .group {
                    words.append(entity.phrase)
                }
                for strings in try siri.vocabulary(app: app.bundleIdentifier).values {
                    words += strings.map(\.spokenPhrase)
                }
            } catch {
                talk.append("! Tab completion: \(TerminalSafe.visible("\(error)"))", .fault)
            }
            for phrase in app.bundle.vocabulary.intentPhrases { words += phrase.examples }
        }
        for contact in siri.deviceContacts { words.append(TerminalSafe.visible(contact.displayName)) }
        return words.map(TerminalSafe.visible)
    }
}
