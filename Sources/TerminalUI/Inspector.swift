import Assistant
import Formats
import IntentModel

/// What the inspector shows: the current app and intent, each parameter with its
/// resolution kind and values as the loop runs, the pending prompt, the codes.
struct Inspector {
    struct Parameter {
        var name: String
        var result: String
        var values: String
        /// What Siri handed the app: a person with the number of its siriMatches.
        var given: String = ""
    }

    var app: String?
    var intent: String?
    var score: Double?
    var phrase: String?
    var target: String?
    var parameters: [Parameter] = []
    var prompt: String?
    var confirm: String?
    var handle: String?

    mutating func apply(_ event: ConversationEvent, appName: (String) -> String) {
        switch event.kind {
        case let .match(score, phrase, _, _, _):
            self = Inspector()
            app = event.app.map(appName)
            intent = event.intent ?? "(nothing understood)"
            self.score = score
            self.phrase = phrase
        case let .dispatch(target, ios):
            self.target = "\(target.rawValue), iOS \(ios)"
        case let .launch(mode, _):
            // Who handles it now: the app, launched in the background, or the user, in the app.
            switch mode {
            case .handleInApp: target = (target.map { $0 + " → " } ?? "") + "app in the background"
            case .continueInApp: target = (target.map { $0 + " → " } ?? "") + "app in the foreground"
            }
        case let .resolve(parameter, result, reason, values, index, input):
            let shown = values.map { TerminalSafe.visible($0.spoken) }.joined(separator: ", ")
            let name = index.map { "\(parameter)[\($0)]" } ?? parameter
            var given = ""
            if case let .person(person)? = input {
                let matches = person.siriMatches?.count ?? 0
                given = "given “\(TerminalSafe.visible(person.displayName))”" + (person.customIdentifier.map { " [\(TerminalSafe.visible($0))]" } ?? "")
                    + ", \(matches) siriMatch\(matches == 1 ? "" : "es")" + (person.image.map { ", image \(TerminalSafe.visible($0))" } ?? "")
            }
            let entry = Parameter(name: name, result: result.rawValue + (reason.map { " (\($0))" } ?? ""), values: shown, given: given)
            if let i = parameters.firstIndex(where: { $0.name == name }) { parameters[i] = entry } else { parameters.append(entry) }
            prompt = nil
        case let .prompt(p):
            prompt = "\(p.kind.rawValue): \(TerminalSafe.visible(p.text))"
        case let .confirm(code):
            confirm = code
            prompt = nil
        case let .handle(code, _):
            handle = code
            prompt = nil
        default:
            break
        }
    }

    var lines: [(String, Style)] {
        guard let intent else { return [("Say something to Siri.", .dim)] }
        var out: [(String, Style)] = []
        out.append(("app     \(app ?? "-")" + (target.map { " (\($0))" } ?? ""), .plain))
        out.append(("intent  \(intent)", .title))
        if let score { out.append(("score   \(String(format: "%.2f", score))", .dim)) }
        if let phrase { out.append(("like    “\(TerminalSafe.visible(phrase))”", .dim)) }
        if !parameters.isEmpty { out.append(("parameters", .plain)) }
        for p in parameters {
            out.append(("  \(p.name): \(p.result)", p.result.hasPrefix("success") || p.result == "notRequired" ? .siri : .prompt))
            if !p.given.isEmpty { out.append(("    \(p.given)", .dim)) }
            if !p.values.isEmpty { out.append(("    \(p.values)", .dim)) }
        }
        if let prompt { out.append(("waiting \(prompt)", .prompt)) }
        if let confirm { out.append(("confirm \(confirm)", .plain)) }
        if let handle { out.append(("handle  \(handle)", handle.hasPrefix("failure") ? .fault : .siri)) }
        return out
    }
}
