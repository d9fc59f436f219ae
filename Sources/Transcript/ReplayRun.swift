import Assistant
import Formats
import Foundation

/// One transcript played against its conversation, item by item: what `Replayer.replay`
/// does once the device is booted, in named steps.
struct ReplayRun {
    /// Input that could not be used partway through (a `@wait` past 9999, a pattern that
    /// takes too much work): the run stops.
    struct Unusable: Error {
        var message: String
    }

    /// An expectation and its line.
    typealias Expected = (TranscriptFile.Expectation, Int)

    let path: String
    let file: TranscriptFile
    let directives: DirectiveInterpreter
    let conversation: Conversation

    private(set) var events: [ConversationEvent] = []
    /// The transcript as `--update` writes it.
    private(set) var updatedItems: [TranscriptFile.Item] = []
    /// The first line that did not come out as expected.
    private(set) var mismatch: Mismatch?
    private(set) var turns = 0
    private var lastUserLine = "(before any user line)"
    private var patterns: [String: BoundedPattern] = [:]
    /// The next item to play.
    private var index = 0

    init(path: String, file: TranscriptFile, directives: DirectiveInterpreter, conversation: Conversation) {
        self.path = path
        self.file = file
        self.directives = directives
        self.conversation = conversation
    }

    /// Plays every item in order.
    mutating func play() async throws(Unusable) {
        let items = file.items
        while index < items.count {
            let item = items[index]
            index += 1
            switch item {
            case .directive(let line):
                updatedItems.append(item)
                do { _ = try directives.perform(line, on: conversation, talking: turns > 0) } catch {
                    throw Unusable(message: error.description)
                }
            case .comment, .blank:
                updatedItems.append(item)
            case .understood(let assertion, let line):
                updatedItems.append(item)
                check(assertion, line: line)
            case .expect(let expectation, let line):
                // An expectation with no user line before it: nothing can have been said yet.
                report(
                    Mismatch(
                        file: path, line: line, turn: turns, userLine: "(before any user line)",
                        expected: [expectation.text], actual: []))
            case .user(let text, let line):
                updatedItems.append(item)
                try await turn(text, line: line)
            }
        }
    }

    /// Keeps the first mismatch only.
    private mutating func report(_ found: Mismatch) {
        if mismatch == nil { mismatch = found }
    }

    /// `<?`: what Siri understood for the last request.
    private mutating func check(_ assertion: UnderstoodAssertion, line: Int) {
        guard mismatch == nil else { return }
        let actual = assertion.actual(in: events, siri: conversation.siri)
        if actual != assertion {
            report(
                Mismatch(
                    file: path, line: line, turn: turns, userLine: lastUserLine,
                    expected: [assertion.text], actual: [actual?.text ?? "(no request understood)"]))
        }
    }

    /// One user line: the expectations after it, what Siri says, each compared in its place.
    private mutating func turn(_ text: String, line: Int) async throws(Unusable) {
        turns += 1
        lastUserLine = text
        let (expected, trailing) = takeExpectations()
        let turnEvents = await conversation.respond(to: text)
        events += turnEvents
        let actual = turnEvents.compactMap(\.visibleText)
        let outcomes = try compare(actual, with: expected)
        rewrite(actual, expected: expected, outcomes: outcomes)
        updatedItems += trailing
        guard mismatch == nil else { return }
        if actual.count != expected.count || outcomes.contains(false) {
            let firstBad = outcomes.firstIndex(of: false) ?? min(expected.count, actual.count)
            let reportLine = firstBad < expected.count ? expected[firstBad].1 : (expected.last?.1 ?? line)
            report(
                Mismatch(
                    file: path, line: reportLine, turn: turns, userLine: text,
                    expected: expected.map { e in
                        switch e.0 {
                        case .exact(let s): s
                        case .pattern(let p): "~ " + p
                        }
                    }, actual: actual))
        }
    }

    /// The expectations that follow a user line, and the comments between them (kept in
    /// place by `--update` when an expectation follows them).
    private mutating func takeExpectations() -> ([Expected], [TranscriptFile.Item]) {
        let items = file.items
        var expected: [Expected] = []
        var trailing: [TranscriptFile.Item] = []
        while index < items.count {
            if case .expect(let e, let l) = items[index] {
                expected.append((e, l))
                index += 1
            } else if case .comment = items[index], index + 1 < items.count, case .expect = items[index + 1] {
                trailing.append(items[index])
                index += 1
            } else {
                break
            }
        }
        return (expected, trailing)
    }

    /// Each expectation against what was said in its place, patterns bounded.
    private mutating func compare(_ actual: [String], with expected: [Expected]) throws(Unusable) -> [Bool] {
        var outcomes: [Bool] = []
        for (i, said) in actual.enumerated() where i < expected.count {
            switch expected[i].0 {
            case .exact(let s):
                outcomes.append(s == said)
            case .pattern(let p):
                let compiled = patterns[p] ?? BoundedPattern(p)
                patterns[p] = compiled
                switch compiled?.match(said) ?? .noMatch {
                case .match: outcomes.append(true)
                case .noMatch: outcomes.append(false)
                case .tooMuchWork:
                    throw Unusable(
                        message: "\(path):\(expected[i].1): <~ \(p): the regular expression takes too much "
                            + "work on “\(said.prefix(80))” (over \(Limits.patternTicks) rounds of the engine); "
                            + "make it simpler")
                }
            }
        }
        return outcomes
    }

    /// What `--update` writes for the turn: a pattern that matched stays, anything else is
    /// what was said.
    private mutating func rewrite(_ actual: [String], expected: [Expected], outcomes: [Bool]) {
        for (i, said) in actual.enumerated() {
            if i < expected.count, case .pattern(let p) = expected[i].0, outcomes[i] {
                updatedItems.append(.expect(.pattern(p), line: expected[i].1))
            } else {
                updatedItems.append(.expect(.exact(said), line: 0))
            }
        }
    }
}
