import ArgumentParser
import Assistant
import Formats
import Foundation
import Runtime
import TerminalUI
import Transcript

struct Demo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Workshop mode: step through a transcript on the full screen.",
        discussion: """
            Space or Enter goes on, b goes back a turn, g N jumps to step N, : types a request or command of your own \
            (the demo goes on after it), e explains the step, PgUp/PgDn scroll, q quits. A folder runs its transcripts \
            as chapters, in name order.
            """)

    @Argument(help: "The transcript to step through, or a folder of them (Transcripts/demo/ has the SiriKit story).")
    var transcript: String

    @Option(help: "Go on by itself every SECONDS (the last step is held until a key).")
    var auto: Double?

    @Option(
        help: ArgumentHelp(
            "The colours: standard, or contrast for projectors (NO_COLOR still turns colour off).",
            valueName: "standard|contrast"))
    var theme = "standard"

    func validate() throws {
        if Theme(rawValue: theme) == nil {
            throw ValidationError(
                "--theme \(theme): choose standard or contrast"
                    + NameSuggestion.hint(for: theme, among: Theme.allCases.map(\.rawValue)))
        }
    }

    func run() async throws {
        ExitSignals.install()
        if let auto { _ = try NumberOption.check(auto, "--auto", in: 0.1...3600) }
        let chapters: [String]
        let path = Paths.absolute(transcript)
        if Paths.kind(path) == .folder {
            chapters = try Replay.transcripts(in: [path])
            if chapters.isEmpty { throw fail("\(transcript): no .transcript files in this folder") }
        } else {
            chapters = [transcript]
        }
        let files: [TranscriptFile]
        do { files = try chapters.map { try TranscriptFile.load(path: $0) } } catch let error as FormatError {
            throw fail(error.description)
        }
        if let note = FullScreen.unknownTerminal() {
            throw fail("demo needs the full screen, and \(note.prefix(while: { $0 != ";" }))")
        }
        guard FullScreen.isAvailable() else {
            throw fail("demo needs a terminal (stdin and stdout), and TERM other than dumb")
        }
        for (number, (chapter, file)) in zip(chapters, files).enumerated() {
            let end = try await play(chapter, file: file, last: number == chapters.count - 1)
            if end == .quit { break }
        }
    }

    /// One chapter: its device as replay builds it, its steps with the narrator's paragraphs,
    /// and its directives carried out by replay's own interpreter.
    func play(_ transcript: String, file: TranscriptFile, last: Bool) async throws -> DemoEnd {
        let directives = DirectiveInterpreter(file, file: transcript, folder: Paths.parent(Paths.absolute(transcript)))
        let setup = directives.setup(now: Replayer.defaultNow)
        var steps: [DemoStep] = []
        var notes: [String] = []
        var paragraph: [String] = []
        var actions: [DemoAction] = []
        var title: String?
        var sawUser = false
        // Consecutive `#` lines are one paragraph; a blank line, a directive or a user line ends it.
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            let text = paragraph.joined(separator: " ")
            if title == nil && !sawUser && steps.isEmpty { title = text } else { notes.append(text) }
            paragraph = []
        }
        for item in file.items {
            switch item {
            case .comment(let text):
                let note = text.drop { $0 == "#" || $0 == " " }
                if note.isEmpty { endParagraph() } else { paragraph.append(String(note)) }
            case .directive(let line):
                endParagraph()
                actions.append(Self.action(line, directives, talking: sawUser))
            case .user(let text, _):
                endParagraph()
                sawUser = true
                steps.append(DemoStep(line: text, notes: notes, before: actions))
                notes = []
                actions = []
            case .blank:
                endParagraph()
            case .expect, .understood:
                break
            }
        }
        endParagraph()
        // Directives after the last user line are carried out after it, as replay does; with
        // no user line at all, on the device as it starts (for the presenter's detours).
        if !actions.isEmpty, !steps.isEmpty { steps[steps.count - 1].after = actions }
        let prologue = steps.isEmpty ? actions : []
        let factory = DeviceFactory()
        let rebuild = { () throws -> Conversation in
            let conversation = try factory.makeConversation(for: setup)
            for action in prologue { _ = try action.perform(conversation) }
            return conversation
        }
        let conversation: Conversation
        do { conversation = try rebuild() } catch { throw fail("\(error)") }
        var options = FullScreen.Options()
        options.color = LineMode.wantsColor()
        options.theme = Theme(rawValue: theme) ?? .standard
        let screen = FullScreen(conversation: conversation, options: options)
        return try await screen.runDemo(
            title: title ?? Paths.lastComponent(transcript), steps: steps, auto: auto, last: last,
            rebuild: rebuild)
    }

    /// A directive as a step carries it out: what it did goes on the timeline.
    static func action(_ line: DirectiveLine, _ directives: DirectiveInterpreter, talking: Bool) -> DemoAction {
        DemoAction { conversation in
            switch try directives.perform(line, on: conversation, talking: talking) {
            case .setUp: nil
            case .clock: "clock  " + line.text
            case .location: "place  " + line.text
            }
        }
    }
}
