import Foundation
import Assistant
import Formats

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

    public func replay(path: String) async -> ReplayResult {
        let start = Date()
        func unusable(_ message: String, turns: Int = 0, events: [ConversationEvent] = []) -> ReplayResult {
            ReplayResult(path: path, turns: turns, unusable: message, events: events, seconds: Date().timeIntervalSince(start))
        }
        let file: TranscriptFile
        do { file = try TranscriptFile.load(path: path) } catch { return unusable(error.description) }
        let directives = DirectiveInterpreter(file, file: path, folder: Paths.parent(path))
        let setup = directives.setup(now: Self.defaultNow)
        let conversation: Conversation
        do { conversation = try factory.makeConversation(for: setup) } catch { return unusable("\(error)") }
        defer { if keepsDevices { ProcessLifetime.keep(conversation) } }

        var events: [ConversationEvent] = []
        var updatedItems: [TranscriptFile.Item] = []
        var mismatch: Mismatch?
        var turns = 0
        var index = 0
        var lastUserLine = "(before any user line)"
        var patterns: [String: BoundedPattern] = [:]
        let items = file.items
        while index < items.count {
            let item = items[index]
            index += 1
            switch item {
            case let .directive(directive):
                updatedItems.append(item)
                do { _ = try directives.perform(directive, on: conversation, talking: turns > 0) } catch {
                    return unusable(error.description, turns: turns, events: events)
                }
            case .comment, .blank:
                updatedItems.append(item)
            case let .understood(assertion, line):
                updatedItems.append(item)
                guard mismatch == nil else { continue }
                let actual = assertion.actual(in: events, siri: conversation.siri)
                if actual != assertion {
                    mismatch = Mismatch(file: path, line: line, turn: turns, userLine: lastUserLine,
                                        expected: [assertion.text], actual: [actual?.text ?? "(no request understood)"])
                }
            case let .expect(expectation, line):
                // An expectation with no user line before it: nothing can have been said yet.
                if mismatch == nil {
                    mismatch = Mismatch(file: path, line: line, turn: turns, userLine: "(before any user line)",
                                        expected: [expectation.text], actual: [])
                }
            case let .user(text, line):
                turns += 1
                lastUserLine = text
                updatedItems.append(item)
                var expected: [(TranscriptFile.Expectation, Int)] = []
                var trailing: [TranscriptFile.Item] = []
                while index < items.count {
                    if case let .expect(e, l) = items[index] { expected.append((e, l)); index += 1 }
                    else if case .comment = items[index], index + 1 < items.count, case .expect = items[index + 1] { trailing.append(items[index]); index += 1 }
                    else { break }
                }
                let turnEvents = await conversation.respond(to: text)
                events += turnEvents
                let actual = turnEvents.compactMap(\.visibleText)
                // Each expectation against what was said in its place, patterns bounded.
                var outcomes: [Bool] = []
                for (i, said) in actual.enumerated() where i < expected.count {
                    switch expected[i].0 {
                    case let .exact(s):
                        outcomes.append(s == said)
                    case let .pattern(p):
                        let compiled = patterns[p] ?? BoundedPattern(p)
                        patterns[p] = compiled
                        switch compiled?.match(said) ?? .noMatch {
                        case .match: outcomes.append(true)
                        case .noMatch: outcomes.append(false)
                        case .tooMuchWork:
                            return unusable("\(path):\(expected[i].1): <~ \(p): the regular expression takes too much work on “\(said.prefix(80))” "
                                            + "(over \(Limits.patternTicks) rounds of the engine); make it simpler", turns: turns, events: events)
                        }
                    }
                }
                for (i, said) in actual.enumerated() {
                    if i < expected.count, case let .pattern(p) = expected[i].0, outcomes[i] {
                        updatedItems.append(.expect(.pattern(p), line: expected[i].1))
                    } else {
                        updatedItems.append(.expect(.exact(said), line: 0))
                    }
                }
                updatedItems += trailing
                guard mismatch == nil else { continue }
                if actual.count != expected.count || outcomes.contains(false) {
                    let firstBad = outcomes.firstIndex(of: false) ?? min(expected.count, actual.count)
                    let reportLine = firstBad < expected.count ? expected[firstBad].1 : (expected.last?.1 ?? line)
                    mismatch = Mismatch(file: path, line: reportLine, turn: turns, userLine: text,
                                        expected: expected.map { e in
                                            switch e.0 {
                                            case let .exact(s): s
                                            case let .pattern(p): "~ " + p
                                            }
                                        }, actual: actual)
                }
            }
        }
        return ReplayResult(path: path, turns: turns, mismatch: mismatch, events: events, seconds: Date().timeIntervalSince(start),
                            updated: TranscriptFile(path: path, items: updatedItems, crlf: file.crlf))
    }
}
