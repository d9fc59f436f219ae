import Foundation
import Assistant
import Formats

/// Builds the conversation a transcript runs against, from its setup directives.
public protocol ConversationFactory {
    func makeConversation(for setup: ReplaySetup) throws -> Conversation
}

/// What a transcript's setup directives ask for.
public struct ReplaySetup: Sendable {
    /// `@app` arguments as written: a bundled app's name or a path, relative to `folder`
    /// (empty: the default apps).
    public var apps: [(argument: String, line: Int)] = []
    /// The transcript's folder, which relative paths start from.
    public var folder: String = "."
    public var contactsPath: String?
    public var locale: String?
    /// `@now`, or the default start of replay time.
    public var now: Date
    public var handlerTimeout: Duration?
    /// `@ios`: the device's iOS version.
    public var ios: Int?

    public init(folder: String, now: Date) {
        self.folder = folder
        self.now = now
    }
}

/// One line that did not come out as expected.
public struct Mismatch: Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var turn: Int
    public var userLine: String
    public var expected: [String]
    public var actual: [String]

    public var description: String {
        var out = "\(file):\(line): turn \(turn) (> \(userLine))\n"
        let count = max(expected.count, actual.count)
        for i in 0..<count {
            let e = i < expected.count ? expected[i] : "(nothing)"
            let a = i < actual.count ? actual[i] : "(nothing)"
            let same = i < expected.count && i < actual.count && expected[i] == a
            out += same ? "    \(e)\n" : "  - expected: \(e)\n  + actual:   \(a)\n"
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
public struct Replayer {
    /// Where replay time starts when a transcript has no `@now`.
    public static let defaultNow = DateParsing.parse("2026-11-20 09:00")!

    let factory: any ConversationFactory

    public init(factory: any ConversationFactory) {
        self.factory = factory
    }

    public func replay(path: String) async -> ReplayResult {
        let start = Date()
        let file: TranscriptFile
        do { file = try TranscriptFile.load(path: path) } catch {
            return ReplayResult(path: path, turns: 0, unusable: error.description, events: [], seconds: 0)
        }
        let folder = (path as NSString).deletingLastPathComponent
        var setup = ReplaySetup(folder: folder, now: Self.defaultNow)
        for item in file.items {
            guard case let .directive(name, argument, line) = item else { continue }
            switch name {
            case "app":
                setup.apps.append((argument, line))
            case "contacts": setup.contactsPath = Self.resolve(argument, relativeTo: folder)
            case "locale": setup.locale = argument
            case "ios": setup.ios = Int(argument)
            case "timeout": setup.handlerTimeout = TranscriptFile.durationSeconds(argument).map { .milliseconds(Int($0 * 1000)) }
            case "now": if setup.now == Self.defaultNow { setup.now = DateParsing.parse(argument)! }
            default: break
            }
        }
        let conversation: Conversation
        do { conversation = try factory.makeConversation(for: setup) } catch {
            return ReplayResult(path: path, turns: 0, unusable: "\(error)", events: [], seconds: 0)
        }

        var events: [ConversationEvent] = []
        var updatedItems: [TranscriptFile.Item] = []
        var mismatch: Mismatch?
        var turns = 0
        var index = 0
        var sawFirstNow = false
        let items = file.items
        while index < items.count {
            let item = items[index]
            index += 1
            switch item {
            case let .directive(name, argument, _):
                updatedItems.append(item)
                if name == "now" {
                    if sawFirstNow || turns > 0 { conversation.siri.clock.set(DateParsing.parse(argument)!) }
                    sawFirstNow = true
                } else if name == "wait" {
                    conversation.siri.clock.advance(by: TranscriptFile.durationSeconds(argument) ?? 0)
                }
            case .comment, .blank:
                updatedItems.append(item)
            case let .expect(expectation, line):
                // An expectation with no user line before it: nothing can have been said yet.
                if mismatch == nil {
                    mismatch = Mismatch(file: path, line: line, turn: turns, userLine: "(before any user line)",
                                        expected: [expectation.text], actual: [])
                }
            case let .user(text, line):
                turns += 1
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
                for (i, said) in actual.enumerated() {
                    if i < expected.count, case let .pattern(p) = expected[i].0, Self.matches(p, said) {
                        updatedItems.append(.expect(.pattern(p), line: expected[i].1))
                    } else {
                        updatedItems.append(.expect(.exact(said), line: 0))
                    }
                }
                updatedItems += trailing
                guard mismatch == nil else { continue }
                let ok = actual.count == expected.count && zip(expected, actual).allSatisfy { e, a in
                    switch e.0 {
                    case let .exact(s): s == a
                    case let .pattern(p): Self.matches(p, a)
                    }
                }
                if !ok {
                    let firstBad = Array(zip(expected, actual)).firstIndex { e, a in
                        switch e.0 {
                        case let .exact(s): s != a
                        case let .pattern(p): !Self.matches(p, a)
                        }
                    } ?? min(expected.count, actual.count)
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
                            updated: TranscriptFile(path: path, items: updatedItems))
    }

    /// Whether the regular expression matches somewhere in the line (anchor it with ^ and $).
    static func matches(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return regex.firstMatch(in: text, range: range) != nil
    }

    static func resolve(_ argument: String, relativeTo folder: String) -> String {
        argument.hasPrefix("/") ? argument : (folder as NSString).appendingPathComponent(argument)
    }
}
