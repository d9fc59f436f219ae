import Assistant
import Foundation

extension FullScreen {
    /// Explains the latest step whole: its note, why it matched, every resolve (a run of one
    /// result folded into a line), confirm, handle, launch and donations; the pane is then
    /// scrolled so that the explanation starts at its top.
    func explainLastStep(notes: [String]) {
        guard let last = conversation.history.last?.turn else {
            talk.append("Nothing to explain yet: press space to play the first step.", .dim)
            return
        }
        let events = conversation.history.filter { $0.turn == last }
        let start = talk.lines.count
        talk.append("── explanation ──", .title)
        for note in notes { talk.append("▸ " + note, .title) }
        if let match = conversation.lastMatch,
            events.contains(where: { if case .match = $0.kind { true } else { false } })
        {
            for line in Conversation.explain(match, siri: conversation.siri) {
                talk.append(TerminalSafe.visible(line), .dim)
            }
        }
        var resolves: [(name: String, result: String, shown: String)] = []
        func flushResolves() {
            guard let first = resolves.first else { return }
            if resolves.count == 1 {
                talk.append(
                    "resolve \(first.name) → \(first.result)\(first.shown.isEmpty ? "" : ": \(first.shown)")", .dim)
            } else {
                let values = resolves.map(\.shown).filter { !$0.isEmpty }
                let listed =
                    values.prefix(3).joined(separator: "; ") + (values.count > 3 ? "; … \(values.count - 3) more" : "")
                talk.append(
                    "resolve \(ResolveNames.compact(resolves.map(\.name))) → \(first.result)\(listed.isEmpty ? "" : ": \(listed)")",
                    .dim)
            }
            resolves = []
        }
        for event in events {
            if case .resolve(let parameter, let result, let reason, let values, let index, _) = event.kind {
                let shown = values.map { TerminalSafe.visible($0.spoken) }.joined(separator: ", ")
                let name = index.map { "\(parameter)[\($0)]" } ?? parameter
                let outcome = result.rawValue + (reason.map { " (\(TerminalSafe.visible($0)))" } ?? "")
                if let first = resolves.first, first.result != outcome || reason != nil { flushResolves() }
                resolves.append((name, outcome, shown))
                continue
            }
            flushResolves()
            let app = event.app.flatMap { conversation.siri.app($0)?.displayName } ?? event.app ?? "the app"
            switch event.kind {
            case .route(let reason, _):
                talk.append("Siri routed it to \(app) (\(reason.rawValue)).", .dim)
            case .dispatch(let target, _):
                talk.append(
                    "It handed \(event.intent ?? "the intent") to \(app)'s \(target == .app ? "own handler (the app is launched to handle it)" : "Intents extension").",
                    .dim)
            case .prompt(let prompt):
                talk.append("Siri asked (\(prompt.kind.rawValue)): \(TerminalSafe.visible(prompt.text))", .dim)
            case .confirm(let code):
                talk.append("confirm → \(code): the app says whether it can go ahead.", .dim)
            case .handle(let code, _):
                talk.append("handle → \(code): the app did the work and reported back.", .dim)
            case .donate(let identifier, _, let donor):
                switch donor {
                case .siri:
                    talk.append(
                        "Siri donated the interaction (\(identifier)) so it can learn and suggest it later.", .dim)
                case .app:
                    talk.append(
                        "\(app) donated what the user did (\(identifier)), so Siri can learn and suggest it.", .dim)
                }
            case .launch(let mode, _):
                talk.append("\(app) was launched (\(mode.rawValue)).", .dim)
            case .refused(let reason):
                talk.append("Siri understood it but no app may take it: \(TerminalSafe.visible(reason)).", .dim)
            case .shortcut(let action, let phrase, _) where action == .run:
                talk.append(
                    "A voice shortcut ran: “\(TerminalSafe.visible(phrase ?? ""))”, its inputs frozen, no matching.",
                    .dim)
            default:
                break
            }
        }
        flushResolves()
        talk.showFromTop(line: start)
    }
}
