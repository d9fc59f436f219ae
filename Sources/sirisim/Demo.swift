import ArgumentParser
import Assistant
import Foundation
import Formats
import Runtime
import TerminalUI
import Transcript

struct Demo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Workshop mode: step through a transcript on the full screen.",
        discussion: "Space or Enter goes on, b goes back a turn, e explains the current step, q quits.")

    @Argument(help: "The transcript to step through (Transcripts/demo/ has the SiriKit story).")
    var transcript: String

    @Option(help: "Go on by itself every SECONDS.")
    var auto: Double?

    func run() async throws {
        ExitSignals.install()
        if let auto { _ = try NumberOption.check(auto, "--auto", in: 0.1...3600) }
        let file: TranscriptFile
        do { file = try TranscriptFile.load(path: transcript) } catch { throw fail(error.description) }
        if let note = FullScreen.unknownTerminal() { throw fail("demo needs the full screen, and \(note.prefix(while: { $0 != ";" }))") }
        guard FullScreen.isAvailable() else { throw fail("demo needs a terminal (stdin and stdout), and TERM other than dumb") }
        // The device, as replay builds it: the transcript's own setup, an in-memory store.
        var setup = ReplaySetup(folder: Paths.parent(Paths.absolute(transcript)), now: Replayer.defaultNow)
        setup.file = transcript
        var steps: [DemoStep] = []
        var notes: [String] = []
        var clock: [(String, String)] = []
        var title = Paths.lastComponent(transcript)
        var sawUser = false
        for item in file.items {
            switch item {
            case let .comment(text):
                let note = text.drop { $0 == "#" || $0 == " " }
                if !sawUser && steps.isEmpty && title == Paths.lastComponent(transcript) { title = String(note) } else if !note.isEmpty { notes.append(String(note)) }
            case let .directive(name, argument, line):
                switch name {
                case "app": setup.apps.append((TranscriptFile.path(argument) ?? argument, line))
                case "contacts": setup.contactsPath = Paths.seen(TranscriptFile.path(argument) ?? argument, from: setup.folder)
                case "locale": setup.locale = argument
                case "set":
                    if let (name, value) = TranscriptFile.setting(argument) { setup.settings[name] = value }
                case "target": setup.target = argument
                case "now" where !sawUser: setup.now = DateParsing.parse(argument) ?? setup.now
                case "now", "wait": clock.append((name, argument))
                default: break
                }
            case let .user(text, _):
                sawUser = true
                steps.append(DemoStep(line: text, notes: notes, clock: clock))
                notes = []
                clock = []
            case .expect, .blank:
                break
            }
        }
        let factory = DeviceFactory()
        let frozenSetup = setup
        let rebuild = { () throws -> Conversation in try factory.makeConversation(for: frozenSetup) }
        let conversation: Conversation
        do { conversation = try rebuild() } catch { throw fail("\(error)") }
        var options = FullScreen.Options()
        options.color = LineMode.wantsColor()
        let screen = FullScreen(conversation: conversation, options: options)
        try await screen.runDemo(title: title, steps: steps, auto: auto, rebuild: rebuild) { conversation, directive, argument in
            if directive == "now", let date = DateParsing.parse(argument) { conversation.siri.clock.set(date) }
            if directive == "wait", let seconds = TranscriptFile.durationSeconds(argument) {
                let moved = conversation.siri.clock.now.addingTimeInterval(seconds)
                if DateParsing.range.contains(moved) { conversation.siri.clock.set(moved) }
            }
        }
    }
}
