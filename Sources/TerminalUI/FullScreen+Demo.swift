import Assistant
import CCurses
import Foundation

/// One user line of a demo, with the notes and directives written before it.
public struct DemoStep: Sendable {
    public var line: String
    /// `#` comments before the line, consecutive lines joined: the narrator's paragraphs.
    public var notes: [String]
    /// The directives before the line (`@now`, `@wait`, `@location`), carried out in order.
    public var before: [DemoAction]
    /// The directives after the line, when it is the last one.
    public var after: [DemoAction]

    public init(line: String, notes: [String], before: [DemoAction], after: [DemoAction] = []) {
        self.line = line
        self.notes = notes
        self.before = before
        self.after = after
    }
}

/// A directive of a demo, carried out when its step is played.
public struct DemoAction: Sendable {
    /// Carries it out on the conversation; returns the timeline's line, or nil when there
    /// is nothing to show (it took effect when the device was set up). What it throws is
    /// shown, naming the file and the line: a demo never drops a directive silently.
    public var perform: @Sendable (Conversation) throws -> String?

    public init(perform: @escaping @Sendable (Conversation) throws -> String?) {
        self.perform = perform
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
    public func runDemo(
        title: String, steps: [DemoStep], auto: Double?, last: Bool = true,
        rebuild: @escaping () throws -> Conversation
    ) async throws -> DemoEnd {
        try start()
        defer { finish() }
        var index = 0
        var entry: DemoEntry?
        statusNote = Self.demoKeys
        talk.append("Workshop: \(title)", .title)
        talk.append(
            "\(steps.count) steps. Space or Enter goes on, b goes back, g N jumps to step N, : types a request of your own, "
                + "e explains, q quits.", .dim)
        var lastAdvance = Date()
        draw()
        while !quit {
            let key = screen.key(timeout: 100)
            let autoDue = auto.map { Date().timeIntervalSince(lastAdvance) >= $0 } ?? false
            if let typing = entry, let key {
                entry = await typeEntry(typing, key: key, steps: steps, index: &index, rebuild: rebuild)
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
                try await restart(steps: steps, upTo: index, rebuild: rebuild)
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
                    await play(steps[index], animate: true)
                    index += 1
                } else if !last {
                    return .next
                }
                lastAdvance = Date()
            case nil where autoDue && index < steps.count:
                await play(steps[index], animate: true)
                index += 1
                lastAdvance = Date()
            default:
                break
            }
            typedOverride = entry.map(Self.shown)
            if index == steps.count && statusNote?.hasPrefix("end") != true {
                // Held until a key, with --auto too: the room is still reading the last answer.
                statusNote =
                    last
                    ? "end of the demo: b back · : detour · q quit"
                    : "end of the chapter: space next chapter · b back · q quit"
            }
            draw()
        }
        return .quit
    }

    static func shown(_ entry: DemoEntry) -> String {
        switch entry {
        case .jump(let digits): "go to step: " + digits
        case .detour(let text): text
        }
    }

    /// One key of a line being typed: Enter runs it, Escape or Ctrl-C drops it, Backspace
    /// takes a character back. Returns the entry still being typed, if any.
    func typeEntry(
        _ entry: DemoEntry, key: Int32, steps: [DemoStep], index: inout Int,
        rebuild: @escaping () throws -> Conversation
    ) async -> DemoEntry? {
        var text: String
        switch entry {
        case .jump(let t), .detour(let t): text = t
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
                        try await restart(steps: steps, upTo: target, rebuild: rebuild)
                    } else {
                        for step in steps[index..<target] { await play(step, animate: false) }
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
            if case .detour = entry, text.isEmpty {
                typedOverride = nil
                return nil
            }
        default:
            guard key >= 32, key < 0x110000, let scalar = Unicode.Scalar(UInt32(key)), key < 256 else { break }
            if case .jump = entry, !Character(scalar).isNumber { break }
            text.unicodeScalars.append(scalar)
        }
        let next: DemoEntry = if case .jump = entry { .jump(text) } else { .detour(text) }
        typedOverride = Self.shown(next)
        return next
    }

    /// Plays one step: the notes, the directives, the line typed out, Siri's answer.
    func play(_ step: DemoStep, animate: Bool) async {
        for note in step.notes { talk.append("▸ " + note, .title) }
        perform(step.before)
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
        perform(step.after)
    }

    /// Carries out a step's directives; one that cannot be carried out is said, with its
    /// file and line, and the demo goes on.
    func perform(_ actions: [DemoAction]) {
        for action in actions {
            do {
                if let note = try action.perform(conversation) { timeline.append(note, .dim) }
            } catch {
                talk.append("! \(TerminalSafe.visible("\(error)"))", .fault)
            }
        }
    }

    /// Rebuilds the conversation and plays the first `count` steps again without typing.
    func restart(steps: [DemoStep], upTo count: Int, rebuild: () throws -> Conversation) async throws {
        conversation = try rebuild()
        talk.clear()
        timeline.clear()
        inspector = Inspector()
        optionCount = 0
        selectedOption = nil
        statusNote = Self.demoKeys
        for step in steps.prefix(count) { await play(step, animate: false) }
    }
}
