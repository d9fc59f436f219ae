import Foundation
import Formats
import IntentModel
import PhraseMatcher
import Store

/// One session with Siri: a state machine that turns each user line into events.
///
/// It has no I/O of its own. The TUI, the line mode and the transcript replayer all call
/// `respond(to:)` and render the events it returns, so a transcript tests exactly what a
/// person sees. The loop follows SiriKit: route → match → dispatch → resolve each
/// parameter in declaration order → confirm → handle → donate.
public final class Conversation {
    public let siri: Siri
    public private(set) var turn = 0
    /// The events of the session so far (for `:save`, the inspector and the trace).
    public private(set) var history: [ConversationEvent] = []
    /// The last match, for `:why`.
    public private(set) var lastMatch: MatchResult?
    /// The question waiting for an answer, if any.
    public var pendingPrompt: Prompt? { pending?.prompt }
    /// The longest utterance read; longer ones are refused, not truncated silently.
    public var maximumUtteranceLength = 4096

    let faults = FaultLog()
    var pending: Pending?
    var events: [ConversationEvent] = []
    /// Identifiers of the messages Siri last read out, which "mark them as read" refers to.
    var lastReadMessageIdentifiers: [String] = []

    /// An intent on its way through the loop.
    struct Run {
        var app: InstalledApp
        var descriptor: IntentDescriptor
        var intent: any INIntent
        var handler: any Sendable
        var target: String
        var parameterIndex = 0
        /// The words the user said for each parameter, for prompts ("Which Maria?").
        var spoken: [String: [String]] = [:]
    }

    /// What the loop waits for.
    enum Pending {
        case value(Run, parameter: Int, element: Int?, prompt: Prompt)
        case disambiguation(Run, parameter: Int, element: Int, options: [ParameterValue], prompt: Prompt)
        case confirmValue(Run, parameter: Int, element: Int, value: ParameterValue, prompt: Prompt)
        case confirmIntent(Run, prompt: Prompt)

        var prompt: Prompt {
            switch self {
            case let .value(_, _, _, p), let .disambiguation(_, _, _, _, p), let .confirmValue(_, _, _, _, p), let .confirmIntent(_, p): p
            }
        }
    }

    /// What `:reset` does beyond the conversation: the runtime reseeds the apps' data.
    let onReset: () throws -> Void

    public init(siri: Siri, onReset: @escaping () throws -> Void = {}) {
        self.siri = siri
        self.onReset = onReset
    }

    /// Reads one line the user typed or said, and returns what happened.
    public func respond(to rawLine: String) async -> [ConversationEvent] {
        events = []
        turn += 1
        let line = Self.clean(rawLine)
        emit(nil, nil, .utterance(text: line.count > 200 ? String(line.prefix(200)) + "…" : line))
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.count > maximumUtteranceLength {
            say("That's too long for me. Try saying it in fewer words.")
        } else if trimmed.hasPrefix(":") {
            await command(trimmed)
        } else if trimmed.isEmpty {
            if let pending { reprompt(pending) }
        } else if let waiting = pending {
            pending = nil
            await answer(trimmed, to: waiting)
        } else {
            await request(trimmed)
        }
        flushFaults(nil)
        history += events
        return events
    }

    /// Drops what must never reach a terminal or a trace as is: control characters
    /// (escape sequences among them) and invalid UTF-8, which arrives as U+FFFD.
    public static func clean(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09: out.append(" ")
            case 0x00..<0x20, 0x7F, 0x80..<0xA0: continue
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    // MARK: Events

    func emit(_ app: String?, _ intent: String?, _ kind: ConversationEvent.Kind) {
        events.append(ConversationEvent(turn: turn, app: app, intent: intent, kind: kind))
    }

    func emit(_ run: Run, _ kind: ConversationEvent.Kind) {
        emit(run.app.bundleIdentifier, run.descriptor.className, kind)
    }

    func say(_ text: String, _ run: Run? = nil) {
        if let run { emit(run, .say(text: text)) } else { emit(nil, nil, .say(text: text)) }
    }

    func flushFaults(_ run: Run?) {
        for fault in faults.drain() {
            if let run { emit(run, .fault(method: fault.method, problem: fault.problem)) } else { emit(nil, nil, .fault(method: fault.method, problem: fault.problem)) }
        }
    }

    func ask(_ run: Run, _ waiting: Pending) {
        pending = waiting
        emit(run, .prompt(waiting.prompt))
    }

    func reprompt(_ waiting: Pending) {
        pending = waiting
        switch waiting {
        case let .value(run, _, _, _), let .disambiguation(run, _, _, _, _), let .confirmValue(run, _, _, _, _), let .confirmIntent(run, _):
            emit(run, .prompt(waiting.prompt))
        }
    }

    // MARK: A new request

    func request(_ text: String) async {
        let result = siri.matcher.match(text)
        lastMatch = result
        guard let match = result.best, let app = siri.app(match.app) else {
            emit(nil, nil, .match(score: result.candidates.first?.score ?? 0, phrase: nil, parameters: .object([]),
                                  alternatives: Self.alternatives(result.candidates)))
            say("Sorry, I don't understand “\(Self.short(text))”.")
            return
        }
        let reason: RouteReason = switch result.mention?.reason {
        case .named?: .named
        case .synonym?: .synonym
        case nil: .selection
        }
        emit(app.bundleIdentifier, match.intent, .route(reason: reason))
        emit(app.bundleIdentifier, match.intent, .match(score: match.score, phrase: match.example, parameters: Self.parametersJSON(match),
                                                         alternatives: Self.alternatives(Array(result.candidates.dropFirst()))))
        guard let descriptor = IntentDescriptor.all[match.intent] else {
            say("Sorry, \(app.displayName) can't do that yet.")
            return
        }
        var intent = buildIntent(match, app: app)
        intent.identifier = "intent-\((try? siri.store.nextSequence("intent")) ?? turn)"
        guard let (handler, target) = dispatch(intent, to: app) else {
            emit(app.bundleIdentifier, match.intent, .say(text: "Sorry, \(app.displayName) can't do that."))
            return
        }
        var run = Run(app: app, descriptor: descriptor, intent: intent, handler: handler, target: target)
        for parameter in match.parameters {
            run.spoken[parameter.parameter.name] = parameter.fills.map(\.text)
        }
        emit(run, .dispatch(target: target))
        if target == "app" { emit(run, .launch(mode: "handleInApp", userActivity: nil)) }
        await proceed(run)
    }

    /// Hands the intent to the app's Intents extension or to the app itself, whichever
    /// declares it in its Info.plist; an intent neither lists is never dispatched.
    func dispatch(_ intent: any INIntent, to app: InstalledApp) -> (any Sendable, String)? {
        let name = type(of: intent).className
        if app.bundle.intentsExtension?.intentsSupported.contains(name) == true,
           let handler = app.connection.extensionHandlerProvider?.handler(for: intent) {
            return (handler, "extension")
        }
        if app.bundle.appIntents.contains(name), let handler = app.connection.appHandlerProvider?.handler(for: intent) {
            return (handler, "app")
        }
        return nil
    }

    static func short(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    static func parametersJSON(_ match: Match) -> JSON {
        .object(match.parameters.map { fill in
            let values = fill.fills.map { JSON.string($0.text) }
            let isList = fill.parameter.kind == .people || fill.parameter.name.hasSuffix("s") && fill.parameter.kind == .group
            return (fill.parameter.name, isList ? JSON.array(values) : values.first ?? .null)
        })
    }

    static func alternatives(_ candidates: [Match]) -> JSON {
        .array(candidates.prefix(4).map { c in
            .object([("app", .string(c.app)), ("intent", .string(c.intent)), ("score", .double((c.score * 1000).rounded() / 1000)),
                     ("phrase", .string(c.example))])
        })
    }
}
