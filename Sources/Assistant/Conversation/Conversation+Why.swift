import Foundation
import PhraseMatcher
import Store

extension Conversation {
    /// `:why`: the phrase behind the last match, its slots and the runners-up.
    func explain() -> [String] {
        if let shortcut = lastShortcut { return explain(shortcut) }
        guard let result = lastMatch else { return ["Nothing to explain yet: say something first."] }
        var lines = Self.explain(result, siri: siri, refusal: lastRefusal, setAside: Set(lastSetAside.map(\.app)))
        // Nothing is handed to an app that was refused.
        if lastRefusal == nil { lines += handedOver(result) }
        lines += resolvedSince()
        lines += faultsSince()
        guard result.mention == nil else { return lines }
        if lastRoute.count > 1 || !lastSetAside.isEmpty && !lastRoute.isEmpty {
            lines.append("  App Selection weighed \(lastRoute.count == 1 ? "1 app" : "\(lastRoute.count) apps"):")
            for candidate in lastRoute {
                let signals = candidate.signals.map { "\($0.signal.rawValue) \(String(format: "%+.2f", $0.value))" }
                    .joined(separator: ", ")
                lines.append(
                    "    \(siri.app(candidate.app)?.displayName ?? candidate.app) \(Self.format(candidate.score)): \(signals)"
                )
                lines += SignalBars.lines(candidate.signals, indent: "      ", width: 80)
            }
        }
        // One line per reason: "not weighed (INMediaCategoryRadio not declared): Tunes, Hush".
        var reasons: [String] = []
        var apps: [String: [String]] = [:]
        for aside in lastSetAside where aside.reason != lastRefusal {
            if apps[aside.reason] == nil { reasons.append(aside.reason) }
            apps[aside.reason, default: []].append(siri.app(aside.app)?.displayName ?? aside.app)
        }
        for reason in reasons {
            lines.append("  not weighed (\(reason)): \(apps[reason, default: []].joined(separator: ", "))")
        }
        return lines
    }

    /// Why the matcher read an utterance the way it did (`:why`, `parse --why`).
    /// Readings in apps App Selection set aside (`setAside`) are no runners-up.
    public static func explain(
        _ result: MatchResult, siri: Siri, refusal: String? = nil, setAside: Set<String> = []
    ) -> [String] {
        var lines = ["“\(result.utterance)”"]
        if let mention = result.mention {
            lines.append(
                "  routed to \(siri.app(mention.app)?.displayName ?? mention.app): you said “\(mention.phrase)” (\(mention.reason.rawValue))"
            )
            if let app = siri.app(mention.app), app.bundle.mediaCategories.isEmpty,
                app.bundle.supportedIntents.contains(where: {
                    siri.spec(siri.className($0, app: app), app: app.bundleIdentifier)?.domain == .media
                })
            {
                lines.append(
                    "  \(app.displayName) declares media intents but no media category, so Siri sends it no media request"
                )
                if result.candidates.isEmpty { return lines }
            }
        }
        guard let best = result.candidates.first else {
            lines.append("  no example of any installed app is close to it")
            return lines
        }
        let verdict =
            refusal.map { "understood, but no app may take it: \($0)" }
            ?? (result.best == nil
                ? "below the threshold \(format(result.threshold)), so nothing was chosen"
                : result.cue.map {
                    "chosen: under the threshold \(format(result.baseThreshold)), but it says “\($0)”, "
                        + "which names what the intent deals with, so the bar is \(format(result.threshold))"
                } ?? "chosen")
        // A score just under the threshold would round to it: show one more digit.
        let score =
            result.best == nil && format(best.score) == format(result.threshold)
            ? String(format: "%.3f", best.score) : format(best.score)
        lines.append("  \(best.intent) in \(siri.app(best.app)?.displayName ?? best.app), score \(score) (\(verdict))")
        lines.append("  closest example: “\(best.example)”" + (best.builtIn ? " (one of Siri's own phrases)" : ""))
        for parameter in best.parameters {
            if let implication = parameter.implied {
                let value = parameter.fills.map(\.text).joined(separator: ", ")
                let why =
                    switch implication {
                    case .exampleWording: "said by the example's wording, not by a word of its own"
                    case .frequencyName: "a radio frequency names a station"
                    }
                lines.append("  \(parameter.parameter.name) = \(value): \(why)")
                continue
            }
            for fill in parameter.fills {
                let source =
                    fill.entity.map {
                        "\($0.kind) “\($0.phrase)”\($0.identifier.isEmpty ? "" : " [\($0.identifier)]") from \($0.source.rawValue)"
                    } ?? "not a known name, taken from its place in the phrase"
                lines.append(
                    "  \(parameter.parameter.name) = “\(fill.text)”: \(source)\(parameter.extra ? " (a word the example has no slot for)" : "")"
                )
            }
        }
        for other in result.candidates.dropFirst().filter({ !setAside.contains($0.app) }).prefix(3) {
            lines.append(
                "  runner-up: \(other.intent) in \(siri.app(other.app)?.displayName ?? other.app), score \(format(other.score)), “\(other.example)”"
            )
        }
        if result.candidates.count == 1 {
            lines.append(
                "  no other reading scored \(format(result.baseThreshold * PhraseMatcher.runnerUpShare)) or more"
            )
        }
        return lines
    }

    /// What Siri hands the app for each person named: the INPerson with its identifiers,
    /// image and `siriMatches`, as the resolve method receives it.
    func handedOver(_ result: MatchResult) -> [String] {
        guard let best = result.best else { return [] }
        var lines: [String] = []
        for parameter in best.parameters where parameter.parameter.kind == .people {
            for (index, fill) in parameter.fills.enumerated() {
                let person = siri.person(for: fill)
                var facts: [String] = []
                if let id = person.customIdentifier { facts.append("customIdentifier \(id)") }
                if let image = person.image { facts.append("image \(image)") }
                let matches = (person.siriMatches ?? []).map { match in
                    match.displayName + (match.personHandle?.value.map { " \($0)" } ?? "")
                        + (match.image.map { ", image \($0)" } ?? "")
                }
                facts.append(
                    "siriMatches: "
                        + (matches.isEmpty
                            ? (siri.hasContactsAccess ? "none" : "none (no access to Contacts)")
                            : matches.joined(separator: "; ")))
                lines.append(
                    "  hands the app \(parameter.parameter.name)[\(index)]: INPerson “\(person.displayName)”, \(facts.joined(separator: ", "))"
                )
            }
        }
        return lines
    }

    /// A voice shortcut: the phrase the user recorded, and what it runs, frozen.
    func explain(_ shortcut: VoiceShortcutRecord) -> [String] {
        let app = siri.app(shortcut.app)?.displayName ?? shortcut.app
        let what = shortcut.intentClass.map { "\($0) in \(app)" } ?? "a user activity of \(app)"
        return [
            "“\(shortcut.phrase)”",
            "  a voice shortcut the user recorded: it runs \(what) with the inputs it was donated with (\(shortcut.source)),",
            "  without matching the words to any app's phrases",
        ]
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    /// What each parameter finally resolved to since the last match, and how: after a
    /// disambiguation, the value the user picked, not the first name the matcher heard.
    func resolvedSince() -> [String] {
        guard let start = history.lastIndex(where: { if case .match = $0.kind { true } else { false } }) else {
            return []
        }
        var asked: Set<String> = []
        var lines: [String] = []
        for event in history[start...] {
            guard case .resolve(let parameter, let result, _, let values, let index, _) = event.kind else { continue }
            let name = index.map { "\(parameter)[\($0)]" } ?? parameter
            switch result {
            case .disambiguation:
                asked.insert(name)
            case .success where asked.contains(name):
                let value = values.map(\.spoken).joined(separator: ", ")
                lines.removeAll { $0.hasPrefix("  \(name) resolved to ") }
                lines.append("  \(name) resolved to \(value): the user picked it from the choices the app offered")
            default:
                break
            }
        }
        return lines
    }

    /// What went wrong in the app's handlers since the last match (a store that failed, a
    /// completion called twice): the `fault` events the trace and the timeline show.
    func faultsSince() -> [String] {
        let isMatch = { (event: ConversationEvent) in if case .match = event.kind { true } else { false } }
        guard let start = history.lastIndex(where: isMatch) else { return [] }
        return history[start...].compactMap { event in
            guard case .fault(let method, let problem) = event.kind else { return nil }
            let app = event.app.map { siri.app($0)?.displayName ?? $0 }.map { " of \($0)" } ?? ""
            return "  fault in \(method)\(app): \(problem)"
        }
    }
}
