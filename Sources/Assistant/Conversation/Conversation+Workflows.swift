import Formats
import Foundation
import IntentModel
import Store
import SystemIntents

/// Workflows (named multi-step shortcuts, as the Shortcuts app makes them), relevant
/// shortcuts and where the device is.
extension Conversation {
    /// `:relevant`: the relevant shortcuts apps gave that hold now, here.
    func relevantCommand() -> [String] {
        do {
            let now = siri.clock.now
            let location = siri.location
            var lines: [String] = []
            for record in try siri.store.relevantShortcuts() {
                let providers = try Self.providers(record.providersJSON)
                guard providers.allSatisfy({ Relevance.holds($0, now: now, location: location) }) else { continue }
                let title = try Self.title(of: record)
                let why = providers.map(Relevance.describe).joined(separator: ", ")
                lines.append(
                    "\(title) (\(record.role.rawValue)) in \(siri.app(record.app)?.displayName ?? record.app): \(why.isEmpty ? "always" : why)"
                )
            }
            return lines.isEmpty ? ["Nothing is relevant at \(DateParsing.iso(now)), \(location)."] : lines
        } catch {
            return ["Could not read the relevant shortcuts: \(error)"]
        }
    }

    /// `:location`, `:location 37.33,-122.03 [work]`, `:location home`.
    func locationCommand(_ arguments: String) -> [String] {
        guard !arguments.isEmpty else { return ["The device is at \(siri.location)."] }
        guard let location = DeviceLocation.parse(arguments) else {
            return ["Usage: :location LATITUDE,LONGITUDE [home|work|school|gym] or :location home"]
        }
        siri.setLocation(location)
        return ["The device is now at \(location)."]
    }

    static func providers(_ json: String) throws -> [INRelevanceProvider] {
        var parser = JSONParser(data: Data(json.utf8), file: "relevant shortcut")
        let root = NodeReader(try parser.parseDocument(), file: "relevant shortcut")
        var out: [INRelevanceProvider] = []
        for entry in try root.array() {
            if entry["date"].exists {
                out.append(
                    .date(start: try entry["date"]["start"].date(), end: try entry["date"]["end"].optionalDate()))
            } else if let name = try entry["dailyRoutine"].optionalString(),
                let situation = INDailyRoutineSituation(rawValue: name)
            {
                out.append(.dailyRoutine(situation))
            } else if entry["location"].exists {
                let l = entry["location"]
                out.append(
                    .location(
                        latitude: try l["latitude"].double(), longitude: try l["longitude"].double(),
                        radius: try l["radius"].double(),
                        name: try l["name"].optionalString()))
            }
        }
        return out
    }

    static func title(of record: RelevantShortcutRecord) throws -> String {
        var parser = JSONParser(data: Data(record.payloadJSON.utf8), file: "relevant shortcut")
        let payload = NodeReader(try parser.parseDocument(), file: "relevant shortcut")
        switch record.kind {
        case .intent: return ShortcutLibrary.title(record.intentClass ?? "", payload)
        case .userActivity: return try payload["title"].optionalString() ?? payload["activityType"].string()
        }
    }

    // MARK: Workflows

    /// `:workflow`, `:workflow add NAME: STEP; STEP`, `:workflow delete NAME`, `:workflow NAME`.
    /// A step is a donated shortcut (`interaction-4`), a voice phrase (`"Coffee time"`), or an
    /// app and one of its intents (`Stride INEndWorkoutIntent`), with values if it takes them
    /// (`Chatter INSendMessageIntent recipients="Maria Ruiz" content="On my way"`).
    func workflowCommand(_ arguments: String) async {
        let usage = [
            "Usage: :workflow | :workflow add NAME: STEP; STEP… | :workflow delete NAME | :workflow NAME",
            "  a step is a donated shortcut's ID, a voice phrase in quotes, or APP INTENT [name=value …]",
        ]
        do {
            if arguments.isEmpty {
                let workflows = try siri.store.workflows()
                log.output(
                    workflows.isEmpty
                        ? ["No workflows yet."]
                        : try workflows.map { w in
                            "\(w.name): " + (try Self.steps(w)).map(\.label).joined(separator: "; ")
                        })
                return
            }
            if arguments.lowercased().hasPrefix("add ") {
                let body = arguments.dropFirst(4)
                guard let colon = body.firstIndex(of: ":") else {
                    log.output(usage)
                    return
                }
                let name = body[..<colon].trimmingCharacters(in: .whitespaces)
                let steps = body[body.index(after: colon)...].split(separator: ";").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.filter { !$0.isEmpty }
                guard !name.isEmpty, !steps.isEmpty else {
                    log.output(usage)
                    return
                }
                var made: [WorkflowStep] = []
                for step in steps {
                    switch try makeStep(step) {
                    case .success(let value): made.append(value)
                    case .failure(let problem):
                        log.output([
                            "Step “\(step.trimmingCharacters(in: CharacterSet(charactersIn: "\"“”")))”: \(problem.description)"
                        ])
                        return
                    }
                }
                try siri.store.saveWorkflow(
                    WorkflowRecord(name: name, stepsJSON: JSON.array(made.map(\.json)).serialized()))
                log.output(["Workflow “\(name)”: \(made.map(\.label).joined(separator: "; "))."])
                return
            }
            if arguments.lowercased().hasPrefix("delete ") {
                let name = arguments.dropFirst(7).trimmingCharacters(in: .whitespaces)
                log.output([
                    try siri.store.deleteWorkflow(name: name)
                        ? "Deleted the workflow “\(name)”." : "No workflow “\(name)”."
                ])
                return
            }
            guard
                let workflow = try siri.store.workflows().first(where: {
                    $0.name.lowercased() == arguments.lowercased()
                })
            else {
                log.output(["No workflow “\(arguments)”."])
                return
            }
            await run(workflow)
        } catch {
            log.output(["Could not read the workflows: \(error)"])
        }
    }

    /// One step of a workflow, as it is kept: what it runs, frozen.
    struct WorkflowStep {
        var label: String
        var app: String
        var kind: ShortcutKind
        var intentClass: String?
        var payload: String

        var json: JSON {
            .object(dropping: [
                ("label", .string(label)), ("app", .string(app)), ("kind", .string(kind.rawValue)),
                ("intentClass", intentClass.map(JSON.string)), ("payload", .string(payload)),
            ])
        }
    }

    /// A step from what the user wrote, or what is wrong with it.
    func makeStep(_ text: String) throws -> Result<WorkflowStep, ShortcutError> {
        let library = ShortcutLibrary(siri: siri)
        // `APP INTENT name=value …`: the intent with those values, as `:donate` takes them.
        let (pairs, rest) = Siri.namedValues(text)
        if !pairs.isEmpty {
            let app: InstalledApp
            let className: String
            switch appAndIntent(rest) {
            case .success(let found): (app, className) = found
            case .failure(let error): return .failure(ShortcutError(error.description))
            }
            guard app.bundle.supportedIntents.contains(where: { siri.className($0, app: app) == className }),
                let handling = siri.spec(className, app: app.bundleIdentifier)?.handling
            else {
                return .failure(ShortcutError("\(app.displayName) does not declare \(className)"))
            }
            let intent: any INIntent
            do { intent = try siri.configuredIntent(className, app: app, values: pairs, memory: memory) } catch {
                return .failure(ShortcutError(error.description))
            }
            let values = pairs.map { "\($0.name)=" + ($0.text.contains(" ") ? "\"\($0.text)\"" : $0.text) }.joined(
                separator: " ")
            return .success(
                WorkflowStep(
                    label: "\(app.displayName) \(className) \(values)", app: app.bundleIdentifier, kind: .intent,
                    intentClass: className, payload: handling.describe(intent).serialized()))
        }
        let (quoted, _) = Self.quoted(text)
        if let phrase = quoted.first {
            guard
                let voice = try siri.store.voiceShortcuts().first(where: {
                    ShortcutLibrary.key($0.phrase) == ShortcutLibrary.key(phrase)
                })
            else {
                return .failure(ShortcutError("no voice shortcut “\(phrase)”"))
            }
            return .success(
                WorkflowStep(
                    label: "“\(voice.phrase)”", app: voice.app, kind: voice.kind, intentClass: voice.intentClass,
                    payload: voice.payloadJSON))
        }
        if let donated = try library.shortcut(text) {
            return .success(
                WorkflowStep(
                    label: "\(donated.title) (\(donated.identifier))", app: donated.app, kind: donated.kind,
                    intentClass: donated.intentClass, payload: donated.payloadJSON))
        }
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 2, let app = app(named: words[0]) else {
            return .failure(ShortcutError("not a donated shortcut, a voice phrase in quotes, or APP INTENT"))
        }
        let intent = siri.className(words[1], app: app)
        guard app.bundle.supportedIntents.contains(where: { siri.className($0, app: app) == intent }) else {
            let declaring = siri.apps.filter { a in
                a.bundle.supportedIntents.contains { siri.className($0, app: a) == intent }
            }.map(\.displayName)
            return .failure(
                ShortcutError(
                    declaring.isEmpty
                        ? "no installed app declares \(intent)"
                        : "\(app.displayName) does not declare \(intent) (\(declaring.joined(separator: ", ")) does)"))
        }
        return .success(
            WorkflowStep(
                label: "\(app.displayName) \(intent)", app: app.bundleIdentifier, kind: .intent, intentClass: intent,
                payload: "{}"))
    }

    static func steps(_ workflow: WorkflowRecord) throws -> [WorkflowStep] {
        var parser = JSONParser(data: Data(workflow.stepsJSON.utf8), file: "workflow \(workflow.name)")
        return try NodeReader(try parser.parseDocument(), file: "workflow \(workflow.name)").array().map { s in
            WorkflowStep(
                label: try s["label"].string(), app: try s["app"].string(),
                kind: try TraceReadingKind.kind(s["kind"]), intentClass: try s["intentClass"].optionalString(),
                payload: try s["payload"].string())
        }
    }

    /// Runs a workflow's steps in order, in the background: a step that needs an answer
    /// asks it and ends the workflow (the answer completes that step); one that can only go
    /// on in its app opens the app and ends it there.
    func run(_ workflow: WorkflowRecord) async {
        let steps: [WorkflowStep]
        do { steps = try Self.steps(workflow) } catch {
            log.say("Sorry, I can't read the workflow “\(workflow.name)”: \(error)")
            return
        }
        log.say("Running “\(workflow.name)”.")
        for (number, step) in steps.enumerated() {
            guard let app = siri.app(step.app) else {
                log.say("Step \(number + 1) needs \(step.app), which is not installed; the workflow stops.")
                return
            }
            do {
                var parser = JSONParser(data: Data(step.payload.utf8), file: "workflow step")
                let reader = NodeReader(try parser.parseDocument(), file: "workflow step")
                switch step.kind {
                case .userActivity:
                    log.emit(
                        app.bundleIdentifier, nil,
                        .launch(mode: .continueInApp, userActivity: try Self.activity(reader)))
                    log.say(
                        "Opening \(app.displayName); the workflow ends there"
                            + Self.skipped(after: number, of: steps.count))
                    return
                case .intent:
                    guard let className = step.intentClass, let spec = siri.spec(className, app: app.bundleIdentifier),
                        let handling = spec.handling,
                        var intent = try handling.restore(reader)
                    else {
                        log.say("Step \(number + 1) cannot run; the workflow stops.")
                        return
                    }
                    intent.identifier = "intent-\(try siri.store.nextSequence("intent"))"
                    memory.lastRun = .failed
                    let waiting = await start(
                        intent, app: app, spec: spec, handling: handling, spoken: [:], background: true)
                    if waiting != nil {
                        // The question stays open, so the answer completes this step; the
                        // steps after it do not run.
                        let rest = steps.count - number - 1
                        log.say(
                            "Step \(number + 1) needs an answer"
                                + (rest > 0 ? ", so the workflow stops after it." : "."))
                        return
                    }
                    switch memory.lastRun {
                    case .openedApp:
                        // The app comes to the foreground: a workflow that opens an app ends there.
                        log.say(
                            "The workflow ends in \(app.displayName)" + Self.skipped(after: number, of: steps.count))
                        return
                    case .failed, .asked, .handled(.failure), .handled(.failureRequiringAppLaunch):
                        log.say("Step \(number + 1) did not work out, so the workflow stops.")
                        return
                    case .handled:
                        continue
                    }
                }
            } catch {
                log.say("Sorry, I can't read step \(number + 1): \(error)")
                return
            }
        }
        log.say("Done with “\(workflow.name)”.")
    }

    /// "." when the step was the last, else what the steps after it are left as.
    static func skipped(after number: Int, of count: Int) -> String {
        let rest = count - number - 1
        return rest == 0 ? "." : "; \(rest == 1 ? "the last step does" : "the \(rest) steps after it do") not run."
    }
}

/// Reads a shortcut kind back.
enum TraceReadingKind {
    static func kind(_ reader: NodeReader) throws(FormatError) -> ShortcutKind {
        let name = try reader.string()
        guard let kind = ShortcutKind(rawValue: name) else { throw reader.error("\"\(name)\" is not a shortcut kind") }
        return kind
    }
}
