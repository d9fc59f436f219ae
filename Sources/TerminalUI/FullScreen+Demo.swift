import Assistant
import Foundation

/// One user line of a demo, with the notes and clock moves written before it.
public struct DemoStep: Sendable {
    public var line: String
    /// `#` comments before the line: shown as the narrator's notes.
    public var notes: [String]
    /// `@now` / `@wait` before the line, as (directive, argument).
    public var clock: [(String, String)]

    public init(line: String, notes: [String], clock: [(String, String)]) {
        self.line = line
        self.notes = notes
        self.clock = clock
    }
}

extension FullScreen {
    /// Workshop mode: steps through a transcript on the full screen. Each user line is
    /// typed out, Siri answers, the inspector shows each resolution step. Space or Enter
    /// goes on, `b` goes back a turn, `e` explains the current step, `q` quits; with
    /// `auto`, it goes on by itself every so many seconds.
    public func runDemo(title: String, steps: [DemoStep], auto: Double?, rebuild: @escaping () throws -> Conversation,
                        setClock: @escaping (Conversation, String, String) -> Void) async throws {
        try start()
        defer { finish() }
        var index = 0
        statusNote = "demo: space next · b back · e explain · q quit"
        talk.append("Workshop: \(title)", .title)
        talk.append("\(steps.count) steps. Space or Enter goes on, b goes back a turn, e explains, q quits.", .dim)
        var lastAdvance = Date()
        draw()
        while !quit {
            let key = screen.key(timeout: 100)
            let autoDue = auto.map { Date().timeIntervalSince(lastAdvance) >= $0 } ?? false
            switch key {
            case Int32(UInt8(ascii: "q")), Int32(UInt8(ascii: "Q")), 3, 4:
                quit = true
            case Int32(UInt8(ascii: "b")), Int32(UInt8(ascii: "B")):
                guard index > 0 else { break }
                index -= 1
                try await restart(steps: steps, upTo: index, rebuild: rebuild, setClock: setClock)
                talk.append("(back to step \(index + 1) of \(steps.count))", .dim)
                lastAdvance = Date()
            case Int32(UInt8(ascii: "e")), Int32(UInt8(ascii: "E")):
                explainLastStep()
            case Int32(UInt8(ascii: " ")), 10, 13:
                if index < steps.count { await play(steps[index], setClock: setClock, animate: true); index += 1 }
                lastAdvance = Date()
            case nil where autoDue && index < steps.count:
                await play(steps[index], setClock: setClock, animate: true)
                index += 1
                lastAdvance = Date()
            default:
                break
            }
            if index == steps.count && statusNote?.hasPrefix("end") != true {
                statusNote = "end of the demo: b back · q quit"
                if auto != nil { quit = true }
            }
            draw()
        }
    }

    /// Plays one step: the notes, the clock, the line typed out, Siri's answer.
    func play(_ step: DemoStep, setClock: (Conversation, String, String) -> Void, animate: Bool) async {
        for note in step.notes { talk.append("▸ " + note, .title) }
        for (directive, argument) in step.clock {
            setClock(conversation, directive, argument)
            timeline.append("clock  @\(directive) \(argument)", .dim)
        }
        if animate {
            typedOverride = ""
            for character in step.line {
                typedOverride?.append(character)
                draw()
                try? await Task.sleep(for: .milliseconds(18))
            }
            try? await Task.sleep(for: .milliseconds(150))
            typedOverride = nil
        }
        await submit(step.line)
    }

    /// Rebuilds the conversation and plays the first `count` steps again without typing.
    func restart(steps: [DemoStep], upTo count: Int, rebuild: () throws -> Conversation,
                 setClock: (Conversation, String, String) -> Void) async throws {
        conversation = try rebuild()
        talk.clear()
        timeline.clear()
        inspector = Inspector()
        optionCount = 0
        selectedOption = nil
        statusNote = "demo: space next · b back · e explain · q quit"
        for step in steps.prefix(count) { await play(step, setClock: setClock, animate: false) }
    }

    /// Explains the latest step: why it matched, and each resolution step in words.
    func explainLastStep() {
        guard let last = conversation.history.last?.turn else {
            talk.append("Nothing to explain yet: press space to play the first step.", .dim)
            return
        }
        let events = conversation.history.filter { $0.turn == last }
        talk.append("── explanation ──", .title)
        if let match = conversation.lastMatch {
            for line in Conversation.explain(match, siri: conversation.siri) { talk.append(TerminalSafe.visible(line), .dim) }
        }
        for event in events {
            switch event.kind {
            case let .route(reason, _):
                talk.append("Siri routed it to \(event.app ?? "?") (\(reason.rawValue)).", .dim)
            case let .dispatch(target, _):
                talk.append("It handed \(event.intent ?? "the intent") to the app's \(target == .app ? "own handler (the app is launched to handle it)" : "Intents extension").", .dim)
            case let .resolve(parameter, result, reason, values, _, _):
                let shown = values.map { TerminalSafe.visible($0.spoken) }.joined(separator: ", ")
                talk.append("resolve \(parameter) → \(result.rawValue)\(reason.map { " (\($0))" } ?? "")\(shown.isEmpty ? "" : ": \(shown)")", .dim)
            case let .confirm(code):
                talk.append("confirm → \(code): the app says whether it can go ahead.", .dim)
            case let .handle(code, _):
                talk.append("handle → \(code): the app did the work and reported back.", .dim)
            case let .donate(identifier, _, donor):
                switch donor {
                case .siri: talk.append("Siri donated the interaction (\(identifier)) so it can learn and suggest it later.", .dim)
                case .app: talk.append("\(event.app ?? "The app") donated what the user did (\(identifier)), so Siri can learn and suggest it.", .dim)
                }
            case let .launch(mode, _):
                talk.append("The app was launched (\(mode.rawValue)).", .dim)
            default:
                break
            }
        }
    }
}
