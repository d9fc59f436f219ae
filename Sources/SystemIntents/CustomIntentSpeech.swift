import Foundation
import IntentModel

/// What Siri says for a custom intent, from its definition: the parameters' prompt dialogs
/// (Primary, DisambiguationIntroduction and DisambiguationSelection, Confirmation), the
/// unsupported and confirmation reasons' words, and the response codes' templates filled
/// from the response's properties. Where the definition has no words, Siri's generic ones.
struct CustomIntentSpeech: Sendable {
    let spec: CustomIntentSpec

    var intent: CustomIntentDefinitions.Intent { spec.intent }

    var speech: IntentSpeech {
        var dialogs = IntentDialogs()
        dialogs.value = { name, intent in valuePrompt(name, spec.custom(intent)) }
        dialogs.disambiguation = { name, spoken, options, intent in
            disambiguation(name, spoken: spoken, options: options, spec.custom(intent))
        }
        dialogs.confirmValue = { name, value, reason, intent in
            confirmValue(name, value: value, reason: reason, spec.custom(intent))
        }
        dialogs.unsupported = { name, said, reason, intent in
            unsupported(name, said: said, reason: reason, spec.custom(intent))
        }
        dialogs.confirmation = { response, intent, context in
            confirmation(response, intent: spec.custom(intent), context: context)
        }
        dialogs.failure = { response, intent, _ in template(of: response, intent: spec.custom(intent)).map { [$0] } }
        return IntentSpeech(
            declined: "OK, I won't.", dialogs: dialogs,
            respond: { response, intent, context in respond(response, intent: spec.custom(intent), context: context) })
    }

    // MARK: Prompts

    /// A prompt dialog filled from the intent's values; `overrides` says some values otherwise
    /// (the words said, the value to confirm, `count`).
    func fill(
        _ template: CustomIntentDefinitions.Template, _ custom: INCustomIntent?, overrides: [String: String] = [:]
    ) -> String {
        template.fill { name in
            if let override = overrides[name] { return override }
            guard let parameter = intent.parameter(name), let value = custom?.parameters[name] else { return nil }
            return spec.values.spoken(value, type: parameter.type, parameter: parameter)
        }
    }

    /// The Primary dialog (else the Concise one), or "What's the cup size?" from the
    /// parameter's display name.
    func valuePrompt(_ name: String, _ custom: INCustomIntent?) -> String? {
        guard let parameter = intent.parameter(name) else { return nil }
        if let primary = parameter.dialogs[.primary] ?? parameter.dialogs[.concise] { return fill(primary, custom) }
        return parameter.type == .person ? "Who's the \(parameter.spokenName)?" : "What's the \(parameter.spokenName)?"
    }

    /// "There are 2 people called Maria. Who's it for? Maria Ruiz or Maria Lopez?": the
    /// introduction (`${count}` the number of choices), the selection question, the choices.
    func disambiguation(_ name: String, spoken: String?, options: [String], _ custom: INCustomIntent?) -> String? {
        guard let parameter = intent.parameter(name) else { return nil }
        let introduction = parameter.dialogs[.disambiguationIntroduction]
        let selection = parameter.dialogs[.disambiguationSelection]
        guard introduction != nil || selection != nil else { return nil }
        var overrides = ["count": String(options.count)]
        if let spoken { overrides[name] = spoken }
        let intro: String? = introduction.map { fill($0, custom, overrides: overrides) }
        let question: String = selection.map { fill($0, custom, overrides: overrides) } ?? "Which one?"
        return [intro, question, Speech.list(options) + "?"].compactMap { $0 }.filter { !$0.isEmpty }.joined(
            separator: " ")
    }

    /// The confirmation reason's words, else the Confirmation dialog, with the value to confirm.
    func confirmValue(_ name: String, value: ParameterValue, reason: String?, _ custom: INCustomIntent?) -> String? {
        guard let parameter = intent.parameter(name) else { return nil }
        // Xcode's strings may write the Confirmation out for each enum value.
        let byValue = value.caseName.flatMap { parameter.dialogsByValue[.confirmation]?[$0] }
        let template =
            reason.flatMap { code in parameter.confirmationReasons.first { $0.code == code }?.template }
            ?? byValue ?? parameter.dialogs[.confirmation]
        return template.map { fill($0, custom, overrides: [name: value.spoken]) }
    }

    /// The unsupported reason's words, with the value as the user said it.
    func unsupported(_ name: String, said: String?, reason: String?, _ custom: INCustomIntent?) -> String? {
        guard let parameter = intent.parameter(name), let reason else { return nil }
        guard let template = parameter.unsupportedReasons.first(where: { $0.code == reason })?.template else {
            // Xcode's bounds without words of the definition's: Siri says the bound.
            let what = parameter.spokenName
            switch reason {
            case "greaterThanMaximumValue":
                return parameter.maximum.map { "The \(what) can be at most \(Speech.number($0))." }
            case "lessThanMinimumValue":
                return parameter.minimum.map { "The \(what) must be at least \(Speech.number($0))." }
            case "negativeNumbersNotSupported": return "The \(what) can't be negative."
            default: return nil
            }
        }
        // Xcode's default reasons speak the parameter's name and its bounds.
        var overrides = ["displayName": parameter.displayName ?? parameter.spokenName]
        if let minimum = parameter.minimum { overrides["minimumValue"] = Speech.number(minimum) }
        if let maximum = parameter.maximum { overrides["maximumValue"] = Speech.number(maximum) }
        if let said { overrides[name] = said }
        return fill(template, custom, overrides: overrides)
    }

    // MARK: Confirmation and responses

    /// For an intent that needs the user's confirmation: confirm's response in its template
    /// (a `ready` code's), then the question its verb asks ("Ready to order?").
    func confirmation(_ response: ErasedResponse, intent custom: INCustomIntent?, context: SpeechContext) -> String? {
        guard intent.userConfirmationRequired else { return nil }
        return [template(of: response, intent: custom), question].compactMap { $0 }.joined(separator: " ")
    }

    /// "Ready to order?" for the verbs that say what will happen; "Do you want me to go ahead?" otherwise.
    var question: String {
        let verb = (intent.verb ?? intent.category ?? "").lowercased()
        let saying: Set<String> = [
            "order", "book", "buy", "pay", "send", "post", "share", "start", "set", "add", "create", "download",
            "request",
        ]
        return saying.contains(verb) ? "Ready to \(verb)?" : "Do you want me to go ahead?"
    }

    /// A response code's template filled from the response's properties. A template with a
    /// value missing is never said with a hole: the code's concise form is said if it has
    /// every value, else nil (and Siri's own words for the outcome are said).
    func template(of response: ErasedResponse, intent custom: INCustomIntent? = nil) -> String? {
        guard let code = intent.response.code(response.code),
            let properties = (response.response as? INCustomIntentResponse)?.properties
        else { return nil }
        func spoken(_ name: String) -> String? {
            guard let property = intent.response.property(name), let value = properties[name] else { return nil }
            // A property named like a parameter says the value the way the parameter does.
            return spec.values.spoken(value, type: property.type, parameter: intent.parameter(name))
        }
        for template in [code.template, code.conciseTemplate].compactMap({ $0 })
        where template.names.allSatisfy({ spoken($0).map { !$0.isEmpty } ?? false }) {
            return template.fill(spoken)
        }
        return nil
    }

    /// What Siri says of handle's response: the code's template, else Siri's words for the outcome.
    func respond(_ response: ErasedResponse, intent custom: INCustomIntent?, context: SpeechContext) -> [String] {
        if let said = template(of: response, intent: custom) { return [said] }
        switch response.outcome {
        case .success: return ["Done."]
        case .inProgress: return ["OK, \(context.app) is on it."]
        case .continueInApp: return ["Continue in \(context.app)."]
        case .ready, .unspecified, .handleInApp, .userConfirmationRequired: return ["OK."]
        case .failure, .failureRequiringAppLaunch: return [Speech.failure(app: context.app, outcome: response.outcome)]
        }
    }
}
