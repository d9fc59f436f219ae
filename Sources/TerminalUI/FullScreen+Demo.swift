import Assistant
import CCurses
import Foundation

/// One user line of a demo, with the notes and clock moves written before it.
public struct DemoStep: Sendable {
    public var line: String
    /// `#` comments before the line, consecutive lines joined: the narrator's paragraphs.
    public var notes: [String]
    /// `@now` / `@wait` before the line, as (directive, argument).
    public var clock: [(String, String)]

    public init(line: String, notes: [String], clock: [(String, String)]) {
        self.line = line
        self.notes = notes
        self.clock = clock
    }
}

/// How a chapter of a demo ended.
public enum DemoEnd: Sendable {
    case quit
    /// The presenter went on past the last step: the next chapter, if any.
    case next
}

/// A line the presenter is typing in the demo: a step to jump to, or a live detour.
enum DemoEntry {
    case jump(String)
    case detour(String)
}

extension FullScreen {
    static let demoKeys = "demo: space next · b back · g jump · : detour · e explain · PgUp/PgDn · q quit"

    /// Workshop mode: steps through a transcript on the full screen. Each user line is
    /// typed out, Siri answers, the inspector shows each resolution step. Space or Enter
    /// goes on, `b` goes back a turn, `g N` jumps to step N, `:` types a live request or
    /// command (the demo carries on after it), `e` explains the step, PgUp/PgDn scroll, `q`
    /// quits. With `auto`, it goes on by itself every so many seconds, and holds the last
    /// step until a key.
    public func runDemo(title: String, steps: [DemoStep], auto: Double?, last: Bool = true, rebuild: @escaping () throws -> Conversation,
                        setClock: @escaping (Conversation, String, String) -> Void) async throws -> DemoEnd {
        try start()
        defer { finish() }
        var index = 0
        var entry: DemoEntry?
        statusNote = Self.demoKeys
        talk.append("Workshop: \(title)", .title)
        talk.append("\(steps.count) steps. Space or Enter goes on, b goes back, g N jumps to step N, : types a request of your own, "
                    + "e explains, q quits.", .dim)
        var lastAdvance = Date()
        draw()
        while !quit {
            let key = screen.key(timeout: 100)
            let autoDue = auto.map { Date().timeIntervalSince(lastAdvance) >= $0 } ?? false
            if let typing = entry, let key {
                entry = await typeEntry(typing, key: key, steps: steps, index: &index, rebuild: rebuild, setClock: setClock)
                lastAdvance = Date()
                draw()
                continue
            }
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
                explainLastStep(notes: index > 0 ? steps[index - 1].notes : [])
            case Int32(UInt8(ascii: "g")), Int32(UInt8(ascii: "G")):
                entry = .jump("")
            case Int32(UInt8(ascii: ":")):
                entry = .detour(":")
            case sirisim_key_ppage():
                talk.scroll(by: max(1, screen.rows / 2))
            case sirisim_key_npage():
                talk.scroll(by: -max(1, screen.rows / 2))
            case Int32(UInt8(ascii: " ")), 10, 13:
                if index < steps.count {
                    await play(steps[index], setClock: setClock, animate: true)
                    index += 1
                } else if !last {
                    return .next
                }
                lastAdvance = Date()
            case nil where autoDue && index < steps.count:
                await play(steps[index], setClock: setClock, animate: true)
                index += 1
                lastAdvance = Date()
            default:
                break
            }
            typedOverride = entry.map(Self.shown)
            if index == steps.count && statusNote?.hasPrefix("end") != true {
                // Held until a key, with --auto too: the room is still reading the last answer.
                statusNote = last ? "end of the demo: b back · : detour · q quit" : "end of the chapter: space next chapter · b back · q quit"
            }
            draw()
        }
        return .quit
    }

    static func shown(_ entry: DemoEntry) -> String {
        switch entry {
        case let .jump(digits): "go to step: " + digits
        case let .detour(text): text
        }
    }

    /// One key of a line being typed: Enter runs it, Escape or Ctrl-C drops it, Backspace
    /// takes a character back. Returns the entry still being typed, if any.
    func typeEntry(_ entry: DemoEntry, key: Int32, steps: [DemoStep], index: inout Int, rebuild: @escaping () throws -> Conversation,
                   setClock: @escaping (Conversation, String, String) -> Void) async -> DemoEntry? {
        var text: String
        switch entry {
        case let .jump(t), let .detour(t): text = t
        }
        switch key {
        case 27, 3:
            typedOverride = nil
            return nil
        case 10, 13, sirisim_key_enter():
            typedOverride = nil
            switch entry {
            case .jump:
                guard let target = Int(text), (1...steps.count).contains(target) else {
                    talk.append("(no step “\(TerminalSafe.visible(text))”: the steps are 1 to \(steps.count))", .dim)
                    return nil
                }
                do {
                    if target <= index {
                        try await restart(steps: steps, upTo: target, rebuild: rebuild, setClock: setClock)
                    } else {
                        for step in steps[index..<target] { await play(step, setClock: setClock, animate: false) }
                    }
                    index = target
                    talk.append("(step \(target) of \(steps.count))", .dim)
                } catch {
                    talk.append("! \(TerminalSafe.visible("\(error)"))", .fault)
                }
            case .detour:
                // ":why" is a command; ":Play some jazz" a request (the colon only opened the line).
                let body = String(text.dropFirst())
                let name = body.prefix { !$0.isWhitespace }.lowercased()
                let request = conversation.commands.contains { $0.name == name } ? ":" + body : body
                if !request.trimmingCharacters(in: .whitespaces).isEmpty {
                    talk.append("(a detour: the demo goes on after it)", .dim)
                    await submit(request)
                }
            }
            return nil
        case 8, 127, sirisim_key_backspace():
            if !text.isEmpty { text.removeLast() }
            if case .detour = entry, text.isEmpty { typedOverride = nil; return nil }
        default:
            guard key >= 32, key < 0x110000, let scalar = Unicode.Scalar(UInt32(key)), key < 256 else { break }
            if case .jump = entry, !Character(scalar).isNumber { break }
            text.unicodeScalars.append(scalar)
        }
        let next: DemoEntry = if case .jump = entry { .jump(text) } else { .detour(text) }
        typedOverride = Self.shown(next)
        return next
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
        statusNote = Self.demoKeys
        for step in steps.prefix(count) { await play(step, setClock: setClock, animate: false) }
    }
}
