import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Store
import SystemIntents

/// SiriKit's resolve → confirm → handle protocol for one intent at a time (DESIGN §1,
/// steps 4 to 6): each parameter in the order the handler protocol declares it, a prompt
/// whenever the app needs the user, then confirm, the confirmation question, handle, what
/// Siri says, and the donation. It returns what it waits for; the conversation keeps it.
struct ResolutionLoop {
    let siri: Siri
    let log: EventLog
    let memory: SessionMemory

    var timeout: Duration { siri.handlerTimeout }

    /// Resolves the parameters from `run.parameterIndex` on, then confirms and handles.
    func proceed(_ start: IntentRun) async -> Pending? {
        var run = start
        let parameters = run.handling.parameters
        while run.parameterIndex < parameters.count {
            let parameter = parameters[run.parameterIndex]
            let input = parameter.current(run.intent)
            let rule = run.app.connection.scriptRule(
                intent: run.spec.className, phase: .resolve, parameter: parameter.name)
            let answer = { (code: String) in INResolutionKind(rawValue: code).map { [ElementResolution(kind: $0)] } }
            let real = {
                [intent = run.intent, handler = run.handler] (
                    completion: @escaping @Sendable ([ElementResolution]) -> Void
                ) in
                parameter.resolve(handler, intent, completion)
            }
            let body = Scripts.body(rule, answer: answer, real: real)
            let outcome: HandlerOutcome<[ElementResolution]> = await callHandler(
                parameter.methodName, timeout: timeout, faults: log.faults, body)
            log.flushFaults(run)
            let results: [ElementResolution]
            switch outcome {
            case .notAdopted:
                run.parameterIndex += 1
                continue
            case .timedOut:
                timedOut("resolve \(parameter.name)", run)
                return nil
            case .cancelled:
                stoppedWaiting(run)
                return nil
            case .completed(let value):
                results = value
            }
            for (index, element) in results.enumerated() {
                let given = parameter.multiple ? (index < input.count ? input[index] : nil) : input.first
                log.emit(
                    run,
                    .resolve(
                        parameter: parameter.name, result: element.kind, reason: element.reason, values: element.values,
                        index: parameter.multiple ? index : nil, input: given))
            }
            // The first element that needs the user decides the prompt.
            if let (element, result) = results.enumerated().first(where: {
                $0.element.kind != .success && $0.element.kind != .notRequired
            }) {
                return question(for: parameter, element: element, result: result, all: results, in: run)
            }
            // Every element resolved: SiriKit copies the resolved values back into the intent.
            var values: [ParameterValue] = []
            for (index, element) in results.enumerated() {
                if element.kind == .success {
                    values += element.values
                } else if index < input.count, !parameter.multiple || results.count == input.count {
                    values.append(input[index])
                }
            }
            if results.contains(where: { $0.kind == .success }) || parameter.multiple {
                run.intent = parameter.apply(run.intent, values)
            }
            run.parameterIndex += 1
        }
        return await confirm(run)
    }

    func timedOut(_ method: String, _ run: IntentRun) {
        memory.lastRun = .failed
        log.emit(run, .fault(method: method, problem: "did not call its completion handler within \(timeout)"))
        log.say(Speech.timeOut(app: run.app.displayName), run)
    }

    /// The user stopped waiting for a slow handler (Ctrl-C): the request ends here, and
    /// Siri does not claim to know whether the app finished what it was doing.
    func stoppedWaiting(_ run: IntentRun) {
        memory.lastRun = .failed
        log.say("OK, I've stopped waiting for \(run.app.displayName).", run)
    }

    /// The question for a parameter the app could not resolve on its own.
    private func question(
        for parameter: ResolvableParameter, element: Int, result: ElementResolution, all: [ElementResolution],
        in run: IntentRun
    ) -> Pending? {
        let spoken = run.spoken[parameter.name]
        let speech = run.handling.speech
        let valuePrompt = Prompt(kind: .value, text: run.valuePrompt(for: parameter.name), options: [], summary: [])
        let waiting: Pending
        switch result.kind {
        case .disambiguation:
            let options = result.values.map { Speech.option($0, among: result.values) }
            let current = parameter.current(run.intent)
            let said =
                element < (spoken?.count ?? 0)
                ? spoken?[element] : (element < current.count ? current[element].spoken : nil)
            let samePerson =
                Set(result.values.compactMap { $0.person?.displayName }).count == 1 && result.values.count > 1
            let prompt = Prompt(
                kind: .disambiguation,
                text: speech.disambiguationPrompt(
                    for: parameter.name, spoken: samePerson ? "one" : said,
                    options: options, intent: run.intent),
                options: options, summary: [])
            waiting = .disambiguation(
                run, parameter: run.parameterIndex, element: element, options: result.values, prompt: prompt)
        case .confirmationRequired:
            let value = result.values.first ?? parameter.current(run.intent).dropFirst(element).first ?? .string("")
            let prompt = Prompt(
                kind: .confirmation,
                text: speech.confirmValuePrompt(
                    for: parameter.name, value: value, reason: result.reason, intent: run.intent),
                options: ["yes", "no"], summary: [])
            waiting = .confirmValue(run, parameter: run.parameterIndex, element: element, value: value, prompt: prompt)
        case .unsupported:
            let current = parameter.current(run.intent)
            let value = element < current.count ? current[element].spoken : spoken?.first
            let words = speech.unsupported(
                app: run.app.displayName, parameter: parameter, value: value,
                reason: result.reason, intent: run.intent)
            log.say(words, run)
            // (A value Siri never asks for ends the request where the app cannot use it.)
            guard parameter.askable else {
                memory.lastRun = .failed
                return nil
            }
            waiting = .value(
                run, parameter: run.parameterIndex, element: answerReplaces(element, all, parameter),
                prompt: valuePrompt)
        case .needsValue:
            waiting = .value(
                run, parameter: run.parameterIndex, element: answerReplaces(element, all, parameter),
                prompt: valuePrompt)
        case .success, .notRequired:
            return nil
        }
        memory.lastRun = .asked
        log.ask(waiting)
        return waiting
    }

    /// Which element an answer replaces: the one that failed, or all of them when every
    /// element failed (one answer then stands for the whole parameter).
    private func answerReplaces(_ element: Int, _ all: [ElementResolution], _ parameter: ResolvableParameter) -> Int? {
        let failing = all.filter { $0.kind != .success && $0.kind != .notRequired }.count
        return parameter.multiple && all.count > 1 && failing < all.count ? element : nil
    }
}
