import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Store
import SystemIntents

/// One session with Siri: a state machine that turns each user line into events.
///
/// It has no I/O of its own. The TUI, the line mode and the transcript replayer all call
/// `respond(to:)` and render the events it returns, so a transcript tests exactly what a
/// person sees. A request follows SiriKit (DESIGN §1): `Router` picks the app, the matcher
/// reads the request, the intent's spec builds it, `Dispatcher` hands it to the app or its
/// extension, and `ResolutionLoop` resolves, confirms, handles and donates.
public final class Conversation {
    public let siri: Siri
    public var turn: Int { log.turn }
    /// The events of the session so far (for `:save`, the inspector and the trace).
    public private(set) var history: [ConversationEvent] = []
    /// The last match, for `:why`.
    public private(set) var lastMatch: MatchResult?
    /// The apps App Selection weighed for the last request, for `:why`.
    public private(set) var lastRoute: [RouteCandidate] = []
    /// Why the last request understood went to no app, for `:why`.
    var lastRefusal: String?
    /// The apps the last App Selection left out before weighing, with why.
    var lastSetAside: [AppSelection.SetAside] = []
    /// The voice shortcut the last request ran, for `:why`.
    var lastShortcut: VoiceShortcutRecord?
    /// The question waiting for an answer, if any.
    public var pendingPrompt: Prompt? { pending?.prompt }
    /// The longest utterance read; longer ones are refused, not truncated silently.
    public var maximumUtteranceLength = 4096

    let log = EventLog()
    let memory = SessionMemory()
    lazy var loop = ResolutionLoop(siri: siri, log: log, memory: memory)
    var pending: Pending?

    /// What `:reset` does beyond the conversation: the runtime reseeds the apps' data.
    let onReset: () throws -> Void

    public init(siri: Siri, onReset: @escaping () throws -> Void = {}) {
        self.siri = siri
        self.onReset = onReset
    }

    /// Reads one line the user typed or said, and returns what happened.
    public func respond(to rawLine: String) async -> [ConversationEvent] {
        log.begin()
        let line = Self.clean(rawLine)
        log.emit(nil, nil, .utterance(text: line.count > 200 ? String(line.prefix(200)) + "…" : line))
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.count > maximumUtteranceLength {
            log.say(
                "That's too long for me: I take up to \(maximumUtteranceLength.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) characters at a time. Try saying it in fewer words."
            )
        } else if trimmed.hasPrefix(":") {
            await command(trimmed)
        } else if trimmed.isEmpty {
            if let pending { log.ask(pending) }
        } else if let waiting = pending {
            pending = nil
            switch await loop.answer(trimmed, to: waiting) {
            case .waiting(let next): pending = next
            case .finished: break
            case .newRequest: await request(trimmed)
            }
        } else {
            await request(trimmed)
        }
        log.flushFaults(nil)
        log.flushAppFaults(siri.apps)
        let events = log.end()
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

    // MARK: A new request

    /// Route, match, build, dispatch, then the resolution loop.
    func request(_ text: String) async {
        // A phrase the user recorded runs its shortcut.
        lastShortcut = nil
        do {
            if let shortcut = try ShortcutLibrary(siri: siri).voiceShortcut(for: text) {
                lastShortcut = shortcut
                await runVoiceShortcut(shortcut)
                return
            }
        } catch {
            log.say("Sorry, I can't read the voice shortcuts: \(error)")
            return
        }
        if HelpRequests.contains(text) {
            lastMatch = nil
            lastRoute = []
            lastRefusal = nil
            sayHelp()
            return
        }
        let matcher: PhraseMatcher
        do { matcher = try siri.matcher } catch {
            log.say("Sorry, I can't read what the apps told me: \(error)")
            return
        }
        let route: Router.Route
        do { route = try Router(siri: siri, matcher: matcher).route(text) } catch {
            log.say("Sorry, I can't read what the apps told me: \(error)")
            return
        }
        lastMatch = route.result
        lastRoute = route.candidates
        lastRefusal = route.refusal?.reason
        lastSetAside = route.setAside
        if let refusal = route.refusal {
            log.emit(
                nil, nil,
                .match(
                    score: route.result.candidates.first?.score ?? 0, phrase: route.result.candidates.first?.example,
                    parameters: .object([]), alternatives: Self.alternatives(route.result.candidates), entities: []))
            let understood = route.result.candidates.first
            log.emit(understood?.app, understood?.intent, .refused(reason: refusal.reason))
            log.say(refusal.spoken)
            return
        }
        guard let match = route.result.best, let app = siri.app(match.app) else {
            log.emit(
                nil, nil,
                .match(
                    score: route.result.candidates.first?.score ?? 0, phrase: nil, parameters: .object([]),
                    alternatives: Self.alternatives(route.result.candidates), entities: []))
            log.say("Sorry, I don't understand “\(Self.short(text))”.")
            log.say(nearest(route.result))
            return
        }
        let key = IntentKey(app: app.bundleIdentifier, intent: match.intent)
        log.emit(key, .route(reason: route.reason, candidates: route.candidates))
        log.emit(
            key,
            .match(
                score: match.score, phrase: match.example, parameters: Self.parametersJSON(match),
                alternatives: Self.alternatives(Array(route.result.candidates.dropFirst())),
                entities: Self.entities(match)))
        guard let spec = siri.spec(match.intent, app: app.bundleIdentifier), let handling = spec.handling else {
            log.say("Sorry, \(app.displayName) can't do that yet.", key)
            return
        }
        var intent: any INIntent
        do {
            intent = try handling.makeIntent(
                IntentReading(match, utterance: text), context: BuildContext(siri: siri, memory: memory))
            intent.identifier = "intent-\(try siri.store.nextSequence("intent"))"
        } catch {
            log.say("Sorry, I couldn't read what I know about \(app.displayName): \(error)", key)
            return
        }
        var spoken: [String: [String]] = [:]
        for parameter in match.parameters { spoken[parameter.parameter.name] = parameter.fills.map(\.text) }
        await start(intent, app: app, spec: spec, handling: handling, spoken: spoken)
    }

    /// Dispatches an intent to the app or its extension and runs the loop (DESIGN §1, steps
    /// 3 on); returns what the loop waits for (also kept in `pending`).
    @discardableResult
    func start(
        _ intent: any INIntent, app: InstalledApp, spec: IntentSpec, handling: IntentHandling,
        spoken: [String: [String]],
        background: Bool = false
    ) async -> Pending? {
        let key = IntentKey(app: app.bundleIdentifier, intent: spec.className)
        let dispatcher = Dispatcher(ios: siri.iosVersion)
        guard let dispatch = dispatcher.dispatch(intent, to: app) else {
            // A custom intent no extension (or, from iOS 14, the app itself) handles opens the
            // app, with a user activity of the intent's class, as the Shortcuts app runs it.
            if spec.domain == .custom {
                memory.lastRun = .openedApp
                log.emit(key, .launch(mode: .continueInApp, userActivity: UserActivity(activityType: spec.className)))
                log.say("Opening \(app.displayName)…", key)
                return nil
            }
            memory.lastRun = .failed
            let reason = dispatcher.unreachable(spec.className, app: app)
            if !background { lastRefusal = reason }
            log.emit(key, .refused(reason: reason))
            log.say("Sorry, \(app.displayName) can't do that.", key)
            return nil
        }
        var run = IntentRun(
            app: app, spec: spec, handling: handling, intent: intent, handler: dispatch.handler, target: dispatch.target
        )
        run.spoken = spoken
        run.background = background
        log.emit(run, .dispatch(target: dispatch.target, ios: siri.iosVersion))
        if dispatch.target == .app { log.emit(run, .launch(mode: .handleInApp, userActivity: nil)) }
        // A locked device keeps what the app restricts while locked until the user unlocks it.
        if siri.isLocked, app.bundle.intentsExtension?.restrictedWhileLocked.contains(spec.className) == true {
            let waiting = Pending.unlock(
                run,
                prompt: Prompt(
                    kind: .confirmation, text: "You'll need to unlock your iPhone first. Unlock it now?",
                    options: ["yes", "no"], summary: []))
            log.ask(waiting)
            pending = waiting
            return waiting
        }
        pending = await loop.proceed(run)
        return pending
    }

    static func short(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    static func parametersJSON(_ match: Match) -> JSON {
        .object(
            match.parameters.map { fill in
                let values = fill.fills.map { JSON.string($0.text) }
                let isList =
                    fill.parameter.kind == .people
                    || fill.parameter.name.hasSuffix("s") && fill.parameter.kind == .group
                return (fill.parameter.name, isList ? JSON.array(values) : values.first ?? .null)
            })
    }

    static func entities(_ match: Match) -> [MatchedEntity] {
        match.parameters.flatMap { parameter in
            parameter.fills.compactMap { fill in
                fill.entity.map {
                    MatchedEntity(
                        parameter: parameter.parameter.name, text: fill.text, source: $0.source,
                        identifier: $0.identifier)
                }
            }
        }
    }

    static func alternatives(_ candidates: [Match]) -> JSON {
        .array(
            candidates.prefix(4).map { c in
                .object([
                    ("app", .string(c.app)), ("intent", .string(c.intent)),
                    ("score", .double((c.score * 1000).rounded() / 1000)),
                    ("phrase", .string(c.example)),
                ])
            })
    }
}

/// What the session remembers between requests, as Siri does within a conversation.
final class SessionMemory {
    /// Identifiers of the messages Siri last read out, which "mark them as read" refers to.
    var lastReadMessageIdentifiers: [String] = []
    /// How the last intent's run ended, for a workflow deciding whether to go on.
    var lastRun: RunEnd = .handled(.success)
}

/// How a run through the loop ended.
enum RunEnd {
    /// The app handled it, with this outcome.
    case handled(INResponseOutcome)
    /// The app opened in the foreground (continueInApp): the user goes on there.
    case openedApp
    /// The loop needed the user (a question).
    case asked
    /// Nothing was handled (a time-out, an unsupported value, no handler).
    case failed
}
