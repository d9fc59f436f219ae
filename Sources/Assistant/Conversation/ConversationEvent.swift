import Formats
import IntentModel
import PhraseMatcher
import Store
import SystemIntents

/// What kind of answer a prompt asks for.
public enum PromptKind: String, Sendable, Hashable {
    case value, disambiguation, confirmation
}

/// A question Siri puts to the user.
public struct Prompt: Sendable, Hashable {
    public var kind: PromptKind
    public var text: String
    /// The choices of a disambiguation, as Siri says them.
    public var options: [String]
    /// For a confirmation: the summary Siri shows of what it is about to do.
    public var summary: [String]
}

/// Why an app was chosen for an utterance.
public enum RouteReason: String, Sendable, Hashable {
    case named, synonym, shortcut, selection
}

/// An app App Selection weighed, with each signal's contribution to its score.
/// A signal App Selection weighs (Apple's documented ones), by its name in the trace.
public enum SelectionSignal: String, Sendable, CaseIterable {
    /// How well the app's own phrases read the request.
    case match
    /// Whether the app declares the media category the request asks for.
    case category
    /// What the user did with the app: its donated interactions, by recency and frequency.
    case donations
    /// The INMediaUserContext the app reports: subscription and library size.
    case userContext
    /// How much of what the request names the app told Siri about.
    case knowledge
    /// Whether the app played last, for a request about what is playing ("I like this song").
    case nowPlaying
    /// How often the user messaged or called this person with the app (its donations).
    case person
}

/// One signal's part of an app's App Selection score.
public struct SignalContribution: Sendable, Equatable {
    public var signal: SelectionSignal
    public var value: Double

    public init(_ signal: SelectionSignal, _ value: Double) {
        self.signal = signal
        self.value = value
    }
}

public struct RouteCandidate: Sendable {
    public var app: String
    public var score: Double
    /// Each signal's contribution, in a fixed order.
    public var signals: [SignalContribution]

    public init(app: String, score: Double, signals: [SignalContribution]) {
        self.app = app
        self.score = score
        self.signals = signals
    }

    var json: JSON {
        .object([
            ("app", .string(app)), ("score", .double((score * 1000).rounded() / 1000)),
            ("signals", .object(signals.map { ($0.signal.rawValue, JSON.double(($0.value * 1000).rounded() / 1000)) })),
        ])
    }
}

/// What happened to a shortcut (the `shortcut` trace event).
public enum ShortcutAction: String, Sendable, Hashable {
    case donated, added, edited, deleted, run
}

/// Where the system sent an intent: the app itself or its Intents extension.
public enum DispatchTarget: String, Sendable, Hashable {
    case app
    case intentsExtension = "extension"
}

/// How the system launched an app to finish an intent.
public enum LaunchMode: String, Sendable, Hashable {
    /// In the foreground, with a user activity: the user goes on in the app.
    case continueInApp
    /// In the background, to handle the intent there; the user stays with Siri.
    case handleInApp

    /// Whether the app comes to the foreground.
    public var foreground: Bool {
        switch self {
        case .continueInApp: true
        case .handleInApp: false
        }
    }
}

/// A name the matcher recognised in an utterance, and where Siri learnt it.
public struct MatchedEntity: Sendable {
    public var parameter: String
    public var text: String
    public var source: EntitySource
    public var identifier: String

    var json: JSON {
        .object([
            ("parameter", .string(parameter)), ("text", .string(text)), ("source", .string(source.rawValue)),
            ("identifier", .string(identifier)),
        ])
    }
}

/// One thing that happened in a conversation, for front ends and the trace (DESIGN §6).
public struct ConversationEvent: Sendable {
    public enum Kind: Sendable {
        case utterance(text: String)
        case route(reason: RouteReason, candidates: [RouteCandidate])
        case match(score: Double, phrase: String?, parameters: JSON, alternatives: JSON, entities: [MatchedEntity])
        case dispatch(target: DispatchTarget, ios: Int)
        /// One element of a resolve call: what the app answered, and the value it was given.
        case resolve(
            parameter: String, result: INResolutionKind, reason: String?, values: [ParameterValue], index: Int?,
            input: ParameterValue?)
        case prompt(Prompt)
        case confirm(code: String)
        case handle(code: String, response: JSON)
        case launch(mode: LaunchMode, userActivity: UserActivity?)
        case donate(identifier: String, groupIdentifier: String?, by: DonationRecord.Donor)
        case say(text: String)
        case shortcut(action: ShortcutAction, phrase: String?, identifier: String)
        /// Output of a colon command: shown, not spoken.
        case output(text: String)
        /// A handler broke the protocol (never completed, completed twice).
        case fault(method: String, problem: String)
        /// A request understood but not taken (no app may take it, an intent this iOS does
        /// not offer), and why.
        case refused(reason: String)
    }

    public var turn: Int
    public var app: String?
    public var intent: String?
    public var kind: Kind

    public var name: String {
        switch kind {
        case .utterance: "utterance"
        case .route: "route"
        case .match: "match"
        case .dispatch: "dispatch"
        case .resolve: "resolve"
        case .prompt: "prompt"
        case .confirm: "confirm"
        case .handle: "handle"
        case .launch: "launch"
        case .donate: "donate"
        case .say: "say"
        case .shortcut: "shortcut"
        case .output: "output"
        case .fault: "fault"
        case .refused: "refused"
        }
    }

    /// The lines a person sees for this event, if it shows any: what Siri says and asks,
    /// and the output of commands. These are the lines a transcript expects.
    public var visibleText: String? {
        switch kind {
        case .say(let text), .output(let text): TerminalSafe.visible(text)
        case .prompt(let prompt): TerminalSafe.visible(prompt.text)
        default: nil
        }
    }

    /// One trace line (DESIGN §6).
    public var traceJSON: JSON {
        var pairs: [(String, JSON?)] = [("event", .string(name)), ("turn", .int(turn))]
        if case .donate = kind {
        } else {
            pairs.append(("app", app.map(JSON.string)))
            pairs.append(("intent", intent.map(JSON.string)))
        }
        switch kind {
        case .utterance(let text): pairs.append(("text", .string(text)))
        case .route(let reason, let candidates):
            pairs.append(("reason", .string(reason.rawValue)))
            if !candidates.isEmpty { pairs.append(("candidates", .array(candidates.map(\.json)))) }
        case .match(let score, let phrase, let parameters, let alternatives, let entities):
            pairs += [
                ("score", .double((score * 1000).rounded() / 1000)), ("phrase", phrase.map(JSON.string)),
                ("parameters", parameters), ("alternatives", alternatives), ("entities", .array(entities.map(\.json))),
            ]
            if intent == nil { pairs.append(("intent", .null)) }
        case .dispatch(let target, let ios): pairs += [("target", .string(target.rawValue)), ("ios", .int(ios))]
        case .refused(let reason): pairs += [("reason", .string(reason))]
        case .resolve(let parameter, let result, let reason, let values, let index, let input):
            pairs += [
                ("parameter", .string(parameter)), ("result", .string(result.rawValue)),
                ("reason", reason.map(JSON.string)),
                ("values", .array(values.map(\.json))), ("index", index.map(JSON.int)), ("input", input.map(\.json)),
            ]
        case .prompt(let prompt):
            pairs += [
                ("kind", .string(prompt.kind.rawValue)), ("text", .string(prompt.text)),
                ("options", .array(prompt.options.map(JSON.string))),
            ]
        case .confirm(let code): pairs.append(("code", .string(code)))
        case .handle(let code, let response): pairs += [("code", .string(code)), ("response", response)]
        case .launch(let mode, let activity):
            pairs += [
                ("mode", .string(mode.rawValue)), ("userActivity", activity.map(TraceJSON.userActivity)),
                ("foreground", .bool(mode.foreground)),
            ]
        case .donate(let identifier, let group, let by):
            pairs += [
                ("app", app.map(JSON.string)), ("intent", intent.map(JSON.string)),
                ("identifier", .string(identifier)), ("groupIdentifier", group.map(JSON.string)),
                ("by", .string(by.rawValue)),
            ]
        case .say(let text): pairs.append(("text", .string(text)))
        case .shortcut(let action, let phrase, let identifier):
            pairs += [
                ("action", .string(action.rawValue)), ("phrase", phrase.map(JSON.string)),
                ("identifier", .string(identifier)),
            ]
        case .output(let text): pairs.append(("text", .string(text)))
        case .fault(let method, let problem): pairs += [("method", .string(method)), ("problem", .string(problem))]
        }
        return .object(dropping: pairs)
    }
}
