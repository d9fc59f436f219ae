import Foundation
import Formats
import IntentModel
import PhraseMatcher
import Store

extension Conversation {
    /// Resolves the parameters from `run.parameterIndex` on, then confirms and handles.
    func proceed(_ start: Run) async {
        var run = start
        let parameters = run.descriptor.parameters
        while run.parameterIndex < parameters.count {
            let parameter = parameters[run.parameterIndex]
            let outcome: HandlerOutcome<[ElementResolution]> = await callHandler(
                "resolve\(parameter.name.prefix(1).uppercased())\(parameter.name.dropFirst())", timeout: siri.handlerTimeout, faults: faults
            ) { [intent = run.intent, handler = run.handler] completion in
                parameter.resolve(handler, intent, completion)
            }
            flushFaults(run)
            let results: [ElementResolution]
            switch outcome {
            case .notAdopted:
                run.parameterIndex += 1
                continue
            case .timedOut:
                emit(run, .fault(method: "resolve \(parameter.name)", problem: "did not call its completion handler within \(siri.handlerTimeout)"))
                say(Speech.timeOut(app: run.app.displayName), run)
                return
            case let .completed(value):
                results = value
            }
            for (index, element) in results.enumerated() {
                emit(run, .resolve(parameter: parameter.name, result: element.kind, reason: element.reason, values: element.values,
                                   index: parameter.multiple ? index : nil))
            }
            // The first element that needs the user decides the prompt.
            if let (element, result) = results.enumerated().first(where: { $0.element.kind != .success && $0.element.kind != .notRequired }) {
                ask(for: parameter, element: element, result: result, all: results, in: run)
                return
            }
            // Every element resolved: SiriKit copies the resolved values back into the intent.
            let current = parameter.current(run.intent)
            var values: [ParameterValue] = []
            for (index, element) in results.enumerated() {
                if element.kind == .success { values += element.values } else if index < current.count, !parameter.multiple || results.count == current.count {
                    values.append(current[index])
                }
            }
            if results.contains(where: { $0.kind == .success }) || parameter.multiple {
                run.intent = parameter.apply(run.intent, values)
            }
            run.parameterIndex += 1
        }
        await confirm(run)
    }

    private func ask(for parameter: ParameterDescriptor, element: Int, result: ElementResolution, all: [ElementResolution], in run: Run) {
        let spoken = run.spoken[parameter.name]
        let intentName = run.descriptor.className
        switch result.kind {
        case .disambiguation:
            let options = result.values.map { Speech.option($0, among: result.values) }
            let current = parameter.current(run.intent)
            let said = element < (spoken?.count ?? 0) ? spoken?[element] : (element < current.count ? current[element].spoken : nil)
            let samePerson = Set(result.values.compactMap { $0.person?.displayName }).count == 1 && result.values.count > 1
            let prompt = Prompt(kind: .disambiguation, text: Speech.disambiguationPrompt(spoken: samePerson ? "one" : said, options: options),
                                options: options, summary: [])
            ask(run, .disambiguation(run, parameter: run.parameterIndex, element: element, options: result.values, prompt: prompt))
        case .confirmationRequired:
            let value = result.values.first ?? parameter.current(run.intent).dropFirst(element).first ?? .string("")
            let prompt = Prompt(kind: .confirmation, text: "Did you mean \(value.spoken)?", options: ["yes", "no"], summary: [])
            ask(run, .confirmValue(run, parameter: run.parameterIndex, element: element, value: value, prompt: prompt))
        case .unsupported:
            let current = parameter.current(run.intent)
            let value = element < current.count ? current[element].spoken : spoken?.first
            say(Speech.unsupported(app: run.app.displayName, parameter: parameter.name, value: value, reason: result.reason), run)
            let prompt = Prompt(kind: .value, text: Speech.valuePrompt(intent: intentName, parameter: parameter.name), options: [], summary: [])
            ask(run, .value(run, parameter: run.parameterIndex, element: answerReplaces(element, all, parameter), prompt: prompt))
        case .needsValue:
            let prompt = Prompt(kind: .value, text: Speech.valuePrompt(intent: intentName, parameter: parameter.name), options: [], summary: [])
            ask(run, .value(run, parameter: run.parameterIndex, element: answerReplaces(element, all, parameter), prompt: prompt))
        case .success, .notRequired:
            break
        }
    }

    /// Which element an answer replaces: the one that failed, or all of them when every
    /// element failed (one answer then stands for the whole parameter).
    private func answerReplaces(_ element: Int, _ all: [ElementResolution], _ parameter: ParameterDescriptor) -> Int? {
        let failing = all.filter { $0.kind != .success && $0.kind != .notRequired }.count
        return parameter.multiple && all.count > 1 && failing < all.count ? element : nil
    }

    /// Whether an answer to a question about a name or a value is really a new request
    /// ("Unsend my last message" when asked who to call). Free-text answers never are.
    func isNewRequest(_ text: String, kind: ValueKind) -> Bool {
        guard kind != .string, Tokenizer.tokenize(text).count >= 3, let best = siri.matcher.match(text, readings: 1).best else { return false }
        return best.score >= 0.75 && !best.parameters.isEmpty || best.score >= 0.9
    }

    // MARK: Answers to prompts

    func answer(_ text: String, to waiting: Pending) async {
        if Answers.isCancel(text) {
            switch waiting {
            case let .value(run, _, _, _), let .disambiguation(run, _, _, _, _), let .confirmValue(run, _, _, _, _), let .confirmIntent(run, _):
                say("OK, I've cancelled it.", run)
            }
            return
        }
        switch waiting {
        case let .disambiguation(run, parameterIndex, element, options, prompt):
            guard let choice = Answers.choice(text, options: prompt.options) else {
                say("Sorry, I didn't catch which one.", run)
                reprompt(waiting)
                return
            }
            var next = run
            let parameter = run.descriptor.parameters[parameterIndex]
            next.intent = parameter.apply(run.intent, replacing(element, of: parameter.current(run.intent), with: [options[choice]], multiple: parameter.multiple))
            if var said = next.spoken[parameter.name], element < said.count { said[element] = options[choice].spoken; next.spoken[parameter.name] = said }
            await proceed(next)
        case let .confirmValue(run, parameterIndex, element, value, _):
            let parameter = run.descriptor.parameters[parameterIndex]
            if Answers.isYes(text) {
                var next = run
                next.intent = parameter.apply(run.intent, replacing(element, of: parameter.current(run.intent), with: [value], multiple: parameter.multiple))
                next.parameterIndex += 1
                await proceed(next)
            } else if Answers.isNo(text) {
                let prompt = Prompt(kind: .value, text: Speech.valuePrompt(intent: run.descriptor.className, parameter: parameter.name), options: [], summary: [])
                ask(run, .value(run, parameter: parameterIndex, element: parameter.multiple ? element : nil, prompt: prompt))
            } else {
                say("Sorry, was that a yes or a no?", run)
                reprompt(waiting)
            }
        case let .value(run, parameterIndex, element, _):
            let parameter = run.descriptor.parameters[parameterIndex]
            if isNewRequest(text, kind: parameter.valueKind) {
                await request(text)
                return
            }
            guard let values = values(from: text, kind: parameter.valueKind, multiple: parameter.multiple), !values.isEmpty else {
                say("Sorry, I didn't get that.", run)
                reprompt(waiting)
                return
            }
            var next = run
            let current = parameter.current(run.intent)
            let merged = element.map { replacing($0, of: current, with: values, multiple: true) } ?? values
            next.intent = parameter.apply(run.intent, merged)
            next.spoken[parameter.name] = merged.map(\.spoken)
            if let element, var said = run.spoken[parameter.name], element < said.count {
                said.replaceSubrange(element...element, with: values.map(\.spoken))
                next.spoken[parameter.name] = said
            }
            await proceed(next)
        case let .confirmIntent(run, _):
            if Answers.isYes(text) {
                await handle(run)
            } else if Answers.isNo(text) {
                say(run.descriptor.className == "INSendMessageIntent" ? "OK, I won't send it." : "OK, I won't.", run)
            } else {
                say("Sorry, was that a yes or a no?", run)
                reprompt(waiting)
            }
        }
    }

    private func replacing(_ element: Int, of current: [ParameterValue], with values: [ParameterValue], multiple: Bool) -> [ParameterValue] {
        guard multiple, element < current.count else { return values }
        var copy = current
        copy.replaceSubrange(element...element, with: values)
        return copy
    }

    /// Turns an answer into values of a parameter's kind, as Siri would hear them.
    func values(from text: String, kind: ValueKind, multiple: Bool) -> [ParameterValue]? {
        switch kind {
        case .string:
            return [.string(text)]
        case .group:
            let known = siri.matcher.lookup(text, app: nil).first { $0.entity.kind == .group }
            return [.speakable(INSpeakableString(vocabularyIdentifier: known?.entity.identifier, spokenPhrase: text))]
        case .person:
            let names = multiple ? Self.splitList(text) : [text]
            return names.map { .person(INPerson(displayName: $0, siriMatches: siri.siriMatches(for: $0))) }
        case let .lexicon(list):
            let found = siri.matcher.lookup(text, app: nil).filter { $0.entity.kind == .lexicon(list) }
                .max { $0.quality < $1.quality }
            guard let caseName = found?.entity.identifier else { return nil }
            return [.enumCase(caseName)]
        }
    }

    /// "Maria, Juan and Ana" → three names.
    static func splitList(_ text: String) -> [String] {
        var parts: [String] = []
        for piece in text.split(separator: ",") {
            var rest = String(piece)
            while let range = rest.range(of: #"\s+(and|&|plus)\s+"#, options: [.regularExpression, .caseInsensitive]) {
                parts.append(String(rest[..<range.lowerBound]))
                rest = String(rest[range.upperBound...])
            }
            parts.append(rest)
        }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .map { $0.hasPrefix("and ") ? String($0.dropFirst(4)) : $0 }
    }

    // MARK: Confirm and handle

    func confirm(_ run: Run) async {
        let outcome: HandlerOutcome<ErasedResponse> = await callHandler("confirm", timeout: siri.handlerTimeout, faults: faults) {
            [intent = run.intent, handler = run.handler] completion in
            run.descriptor.confirm(handler, intent, completion)
        }
        flushFaults(run)
        switch outcome {
        case .notAdopted:
            await handle(run)
            return
        case .timedOut:
            emit(run, .fault(method: "confirm", problem: "did not call its completion handler within \(siri.handlerTimeout)"))
            say(Speech.timeOut(app: run.app.displayName), run)
            return
        case let .completed(response):
            emit(run, .confirm(code: response.code))
            switch response.outcome {
            case .ready, .success, .inProgress, .unspecified:
                if let question = confirmationQuestion(run) {
                    ask(run, .confirmIntent(run, prompt: Prompt(kind: .confirmation, text: question, options: ["yes", "no"], summary: summary(run))))
                } else {
                    await handle(run)
                }
            case .userConfirmationRequired:
                ask(run, .confirmIntent(run, prompt: Prompt(kind: .confirmation, text: "Do you want me to go ahead?", options: ["yes", "no"], summary: summary(run))))
            case .failureRequiringAppLaunch, .continueInApp, .handleInApp:
                emit(run, .launch(mode: "continueInApp", userActivity: response.userActivity))
                say(Speech.failure(app: run.app.displayName, code: response.code), run)
            case .failure:
                say(Speech.failure(app: run.app.displayName, code: response.code), run)
            }
        }
    }

    /// The question Siri asks before handing an intent over, for the intents it confirms.
    func confirmationQuestion(_ run: Run) -> String? {
        switch run.descriptor.className {
        case "INSendMessageIntent": "Ready to send it?"
        default: nil
        }
    }

    /// What Siri shows with a confirmation: the intent as it will be handled.
    func summary(_ run: Run) -> [String] {
        guard case let .object(pairs) = run.descriptor.describe(run.intent) else { return [] }
        return pairs.map { key, value in
            let text: String = switch value {
            case let .string(s): s
            case let .array(items): items.map { $0["displayName"]?.stringValue ?? $0["spokenPhrase"]?.stringValue ?? $0.stringValue ?? $0.serialized() }.joined(separator: ", ")
            case let .object(inner): inner.first { $0.0 == "spokenPhrase" || $0.0 == "displayName" }?.1.stringValue ?? value.serialized()
            default: value.serialized()
            }
            return "\(key): \(text)"
        }
    }

    func handle(_ run: Run) async {
        let outcome: HandlerOutcome<ErasedResponse> = await callHandler("handle", timeout: siri.handlerTimeout, faults: faults) {
            [intent = run.intent, handler = run.handler] completion in
            run.descriptor.handle(handler, intent, completion)
        }
        flushFaults(run)
        switch outcome {
        case .notAdopted:
            say("Sorry, \(run.app.displayName) can't do that.", run)
        case .timedOut:
            emit(run, .fault(method: "handle", problem: "did not call its completion handler within \(siri.handlerTimeout)"))
            say(Speech.timeOut(app: run.app.displayName), run)
        case let .completed(response):
            emit(run, .handle(code: response.code, response: response.json))
            switch response.outcome {
            case .continueInApp, .failureRequiringAppLaunch:
                emit(run, .launch(mode: "continueInApp", userActivity: response.userActivity))
            case .handleInApp:
                emit(run, .launch(mode: "handleInApp", userActivity: response.userActivity))
            default:
                break
            }
            for line in speak(response, run: run) { say(line, run) }
            if [.success, .continueInApp, .inProgress, .handleInApp].contains(response.outcome) {
                donate(run, response: response)
            }
        }
    }

    /// The system donates every intent Siri handled, as an INInteraction.
    func donate(_ run: Run, response: ErasedResponse) {
        let status: INIntentHandlingStatus = switch response.outcome {
        case .success: .success
        case .inProgress: .inProgress
        case .continueInApp, .handleInApp: .deferredToApplication
        default: .unspecified
        }
        var group: String?
        if let send = response.response as? INSendMessageIntentResponse {
            group = send.sentMessages?.first?.conversationIdentifier ?? (run.intent as? INSendMessageIntent)?.conversationIdentifier
        }
        guard let identifier = try? siri.store.nextDonationIdentifier() else { return }
        let record = DonationRecord(identifier: identifier, app: run.app.bundleIdentifier, intentClass: run.descriptor.className,
                                    groupIdentifier: group, date: siri.clock.now, handlingStatus: status.rawValue,
                                    intentJSON: run.descriptor.describe(run.intent).serialized(), responseJSON: response.json.serialized())
        do {
            try siri.store.donate(record)
            emit(run, .donate(identifier: identifier, groupIdentifier: group))
        } catch {
            emit(run, .fault(method: "donate", problem: "the store refused the donation: \(error)"))
        }
    }
}
