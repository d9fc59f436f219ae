import Assistant
import Formats
import Foundation

/// One line that did not come out as expected.
public struct Mismatch: Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var turn: Int
    public var userLine: String
    public var expected: [String]
    public var actual: [String]

    /// The report shown on a terminal: text from the transcript and from Siri with control
    /// characters neutralised.
    public var description: String {
        let safe = TerminalSafe.visible
        var out = "\(safe(file)):\(line): turn \(turn) (> \(safe(userLine)))\n"
        let count = max(expected.count, actual.count)
        for i in 0..<count {
            let e = i < expected.count ? safe(expected[i]) : "(nothing)"
            let a = i < actual.count ? safe(actual[i]) : "(nothing)"
            let same = i < expected.count && i < actual.count && expected[i] == actual[i]
            out += same ? "    \(e)\n" : "  - expected: \(e)\n  + actual:   \(a)\n"
            // A regular expression (shown after "~ ") has no character to line up with.
            if !same, i < expected.count, i < actual.count, !expected[i].hasPrefix("~ ") {
                for marker in LineDifference.marker(expected: e, actual: a, indent: 14) { out += marker + "\n" }
            }
        }
        return out
    }
}

/// The outcome of replaying one transcript.
public struct ReplayResult: Sendable {
    public var path: String
    public var turns: Int
    public var mismatch: Mismatch?
    /// Input that could not be used (a syntax error, an app that would not load).
    public var unusable: String?
    public var events: [ConversationEvent]
    public var seconds: Double
    /// The transcript with every expectation rewritten from what was said (`--update`).
    public var updated: TranscriptFile?

    public var passed: Bool { mismatch == nil && unusable == nil }
}

/// Replays transcripts and checks every line Siri says against the expectations.
public struct Replayer: Sendable {
    /// Where replay time starts when a transcript has no `@now`.
    public static let defaultNow = DateParsing.parse("2026-11-20 09:00")!

    let factory: any ConversationFactory
    /// Whether each transcript's device is left to the process's exit rather than freed
    /// when its replay ends: for a run of one transcript, where freeing a large device
    /// (its names, its index, its contacts) one object at a time costs more than a request.
    let keepsDevices: Bool

    public init(factory: any ConversationFactory, keepsDevices: Bool = false) {
        self.factory = factory
        self.keepsDevices = keepsDevices
    }

    /// Replays one transcript: loads it, boots its device, plays it, and says how it went.
    public func replay(path: String) async -> ReplayResult {
        let start = Date()
        func unusable(_ message: String, turns: Int = 0, events: [ConversationEvent] = []) -> ReplayResult {
            ReplayResult(
                path: path, turns: turns, unusable: message, events: events,
                seconds: Date().timeIntervalSince(start))
        }
        let file: TranscriptFile
        do { file = try TranscriptFile.load(path: path) } catch { return unusable(error.description) }
        let directives = DirectiveInterpreter(file, file: path, folder: Paths.parent(path))
        let conversation: Conversation
        do { conversation = try boot(directives) } catch { return unusable("\(error)") }
        defer { if keepsDevices { ProcessLifetime.keep(conversation) } }
        var run = ReplayRun(path: path, file: file, directives: directives, conversation: conversation)
        do { try await run.play() } catch {
            return unusable(error.message, turns: run.turns, events: run.events)
        }
        return ReplayResult(
            path: path, turns: run.turns, mismatch: run.mismatch, events: run.events,
            seconds: Date().timeIntervalSince(start),
            updated: TranscriptFile(path: path, items: run.updatedItems, crlf: file.crlf))
    }

    /// The conversation the transcript's directives set up.
    func boot(_ directives: DirectiveInterpreter) throws -> Conversation {
        try factory.makeConversation(for: directives.setup(now: Self.defaultNow))
    }
}
