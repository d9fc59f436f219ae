import Foundation
import IntentModel
import PhraseMatcher
import SystemIntents

extension ResolutionLoop {
    /// Reads the user's answer to the question the loop waits on.
    func answer(_ text: String, to waiting: Pending) async -> AnswerOutcome {
        if Answers.isCancel(text) {
            log.say("OK, I've cancelled it.", waiting.run)
            return .finished
        }
        let matcher: PhraseMatcher
        do { matcher = try siri.matcher } catch {
            log.say("Sorry, I can't read what the apps told me: \(error)", waiting.run)
            return .finished
        }
        switch waiting {
        case .disambiguation(let run, let parameterIndex, let element, let options, let prompt):
            let picked = Answers.choice(text, options: prompt.options)
            // A request of its own ("play the sound of rain" at "Which one?") starts anew unless
            // it names at least half of the option it shares words with ("play Purple Rain").
            if isNewRequest(text, kind: .person, matcher: matcher),
                picked.map({ Answers.coverage(of: prompt.options[$0], by: text) < 0.5 }) ?? true
            {
                return .newRequest
            }
            guard let choice = picked else {
                log.say("Sorry, I didn't catch which one.", run)
                return again(waiting)
            }
            var next = run
            let parameter = run.handling.parameters[parameterIndex]
            next.intent = parameter.apply(
                run.intent,
                replacing(
                    element, of: parameter.current(run.intent), with: [options[choice]], multiple: parameter.multiple))
            if var said = next.spoken[parameter.name], element < said.count {
                said[element] = options[choice].spoken
                next.spoken[parameter.name] = said
            }
            return outcome(await proceed(next))
        case .confirmValue(let run, let parameterIndex, let element, let value, _):
            let parameter = run.handling.parameters[parameterIndex]
            if Answers.isYes(text) {
                var next = run
                next.intent = parameter.apply(
                    run.intent,
                    replacing(element, of: parameter.current(run.intent), with: [value], multiple: parameter.multiple))
                next.parameterIndex += 1
                return outcome(await proceed(next))
            } else if Answers.isNo(text) {
                let prompt = Prompt(kind: .value, text: run.valuePrompt(for: parameter.name), options: [], summary: [])
                let next = Pending.value(
                    run, parameter: parameterIndex, element: parameter.multiple ? element : nil, prompt: prompt)
                log.ask(next)
                return .waiting(next)
            } else if isNewRequest(text, kind: .name, matcher: matcher) {
                return .newRequest
            } else {
                log.say("Sorry, was that a yes or a no?", run)
                return again(waiting)
            }
        case .value(let run, let parameterIndex, let element, _):
            let parameter = run.handling.parameters[parameterIndex]
            if isNewRequest(text, kind: parameter.valueKind, matcher: matcher, asking: run.spec.className) {
                return .newRequest
            }
            guard
                let values = values(
                    from: text, kind: parameter.valueKind, multiple: parameter.multiple, app: run.app, matcher: matcher),
                !values.isEmpty
            else {
                log.say("Sorry, I didn't get that.", run)
                return again(waiting)
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
            return outcome(await proceed(next))
        case .unlock(let run, _):
            if Answers.isYes(text) || Answers.phrase(text) == "unlock" {
                siri.setLocked(false)
                log.say("Unlocked.", run)
                return outcome(await proceed(run))
            } else if Answers.isNo(text) {
                log.say("OK, I won't.", run)
                return .finished
            } else {
                log.say("Sorry, was that a yes or a no?", run)
                return again(waiting)
            }
        case .confirmIntent(let run, _):
            if Answers.isYes(text) {
                return outcome(await handle(run))
            } else if Answers.isNo(text) {
                log.say(run.handling.speech.declined, run)
                return .finished
            } else if isNewRequest(text, kind: .name, matcher: matcher) {
                // "Call Maria Ruiz" at "Ready to send it?" is a new request, never a yes.
                return .newRequest
            } else {
                log.say("Sorry, was that a yes or a no?", run)
                return again(waiting)
            }
        }
    }

    private func again(_ waiting: Pending) -> AnswerOutcome {
        log.ask(waiting)
        return .waiting(waiting)
    }

    private func outcome(_ pending: Pending?) -> AnswerOutcome {
        pending.map(AnswerOutcome.waiting) ?? .finished
    }

    /// Whether an answer to a question about a name or a value is really a new request
    /// ("Unsend my last message" when asked who to call). Free-text answers never are.
    /// Two words are one only where the first is a request's verb and names what it acts on
    /// ("call Juan" asked which playlist); two words without one are a name ("Road Trip").
    /// A request for the intent that asks (`asking`), its verb said and a value given, says the
    /// answer again as a request ("play shape of you" at "What do you want to hear?"): it is
    /// read anew, as Siri would, wherever it reaches the threshold.
    func isNewRequest(_ text: String, kind: ValueKind, matcher: PhraseMatcher, asking: String? = nil) -> Bool {
        let count = Tokenizer.tokenize(text).count
        guard count >= 2, let result = Optional(matcher.match(text, readings: 1)), let best = result.best else {
            return false
        }
        // A request that names its app ("play Ticking Clock in Static") is a new request,
        // whatever Siri was waiting for; otherwise free text (a message) is the answer.
        if result.mention != nil { return true }
        guard kind != .string else { return false }
        if best.intent == asking, best.saidVerb, !best.parameters.isEmpty, best.score >= result.threshold {
            return true
        }
        if count == 2 { return best.saidVerb && best.score >= 0.75 && !best.parameters.isEmpty }
        return best.score >= 0.75 && !best.parameters.isEmpty || best.score >= 0.9
    }

    private func replacing(
        _ element: Int, of current: [ParameterValue], with values: [ParameterValue], multiple: Bool
    ) -> [ParameterValue] {
        guard multiple, element < current.count else { return values }
        var copy = current
        copy.replaceSubrange(element...element, with: values)
        return copy
    }

    /// Turns an answer into values of a parameter's kind, as Siri would hear them.
    func values(
        from text: String, kind: ValueKind, multiple: Bool, app: InstalledApp, matcher: PhraseMatcher
    ) -> [ParameterValue]? {
        switch kind {
        case .string, .name:
            return [.string(text)]
        case .group:
            let known = matcher.lookup(text, app: app.bundleIdentifier).first {
                $0.entity.kind == .group && $0.quality >= 0.99
            }
            return [.speakable(INSpeakableString(vocabularyIdentifier: known?.entity.identifier, spokenPhrase: text))]
        case .person:
            let names = multiple ? Self.splitList(text) : [text]
            return names.map { name in
                let known = matcher.lookup(name, app: app.bundleIdentifier)
                    .filter { $0.entity.kind == .person && $0.entity.app != nil && $0.quality >= 0.99 }.max {
                        $0.quality < $1.quality
                    }
                return .person(
                    siri.person(for: SlotFill(text: name, entity: known?.entity, quality: known?.quality ?? 0)))
            }
        case .number:
            return NumberWords.number(in: text).map { [.number($0)] }
        case .boolean:
            if Answers.isYes(text) { return [.boolean(true)] }
            if Answers.isNo(text) { return [.boolean(false)] }
            return nil
        case .lexicon(let list):
            let found = matcher.lookup(text, app: app.bundleIdentifier).filter { $0.entity.kind == .lexicon(list) }
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
}
