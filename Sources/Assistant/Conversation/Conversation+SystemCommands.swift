import Formats
import Foundation
import IntentModel
import Store
import SystemIntents

/// Colon commands about what apps told the system: donations, Spotlight, suggestions, and
/// acting inside an app.
extension Conversation {
    /// `:donations delete ID…`, `:donations delete group G [APP]`, `:donations delete all APP`:
    /// what an app's `INInteraction.delete(with:)`, `delete(with groupIdentifier:)` and
    /// `deleteAll()` do.
    func deleteDonations(_ arguments: String) -> [String] {
        let usage = ["Usage: :donations delete ID… | :donations delete group G [APP] | :donations delete all APP"]
        let words = arguments.split(separator: " ").map(String.init)
        guard let first = words.first else { return usage }
        do {
            switch first.lowercased() {
            case "all":
                guard words.count == 2, let app = app(named: words[1]) else { return usage }
                try siri.store.deleteAllDonations(app: app.bundleIdentifier)
                siri.donationsChanged()
                return ["Deleted every interaction \(app.displayName) donated."]
            case "group":
                guard words.count >= 2 else { return usage }
                let apps = words.count >= 3 ? [app(named: words[2])].compactMap { $0 } : siri.apps
                var count = 0
                for app in apps {
                    count += try siri.store.deleteDonations(app: app.bundleIdentifier, groupIdentifier: words[1])
                }
                siri.donationsChanged()
                return ["Deleted \(count) donation\(count == 1 ? "" : "s") in the group \(words[1])."]
            default:
                let count = try siri.store.deleteDonations(identifiers: words)
                siri.donationsChanged()
                return ["Deleted \(count) donation\(count == 1 ? "" : "s")."]
            }
        } catch {
            return ["Could not delete the donations: \(error)"]
        }
    }

    /// `:spotlight [words]`: the items apps indexed, with how to play each in its app.
    func spotlight(_ query: String) -> [String] {
        let items: [SpotlightItemRecord]
        do { items = try siri.store.spotlightItems() } catch { return ["Could not read the Spotlight index: \(error)"] }
        let words = Self.words(query)
        guard !words.isEmpty else {
            let counts = Dictionary(grouping: items, by: \.app).sorted { $0.key < $1.key }
            if counts.isEmpty { return ["The Spotlight index is empty."] }
            return counts.map { app, list in
                let domains = Set(list.compactMap(\.domainIdentifier)).sorted().joined(separator: ", ")
                return "\(siri.app(app)?.displayName ?? app): \(list.count) item\(list.count == 1 ? "" : "s")"
                    + (domains.isEmpty ? "" : " (\(domains))")
            }
        }
        let found = items.filter { item in
            let text = Self.words(
                [item.title, item.artist ?? "", item.album ?? "", item.genre ?? ""].joined(separator: " "))
            return words.isSubset(of: text)
        }
        if found.isEmpty { return ["Nothing in Spotlight matches “\(query)”."] }
        // From iOS 15 an artist found in Spotlight comes with the offer to listen, in each
        // app that searches its media (INSearchForMediaIntent).
        var listen: [String] = []
        if siri.iosVersion >= 15 {
            var offered = Set<String>()
            for item in found {
                guard let artist = item.artist, words.isSubset(of: Self.words(artist)), let app = siri.app(item.app),
                    app.bundle.supportedIntents.contains(where: {
                        siri.className($0, app: app) == INSearchForMediaIntent.className
                    }),
                    offered.insert("\(item.app)|\(artist.lowercased())").inserted
                else { continue }
                listen.append(
                    "\(artist) (artist) in \(app.displayName): Listen, which searches \(app.displayName) for the artist (INSearchForMediaIntent)"
                )
            }
        }
        var lines =
            listen
            + found.prefix(20).map { item -> String in
                let app = siri.app(item.app)?.displayName ?? item.app
                let kind = item.mediaType.map { Speech.words(forCaseName: $0.rawValue) } ?? "item"
                let by = item.artist.map { " by \($0)" } ?? ""
                return "\(item.title)\(by) (\(kind)) in \(app): say “play \(item.title) in \(app)”"
            }
        if found.count > 20 { lines.append("and \(found.count - 20) more") }
        return lines
    }

    /// `:suggestions`: what Siri would suggest to play, from the donations each app can play
    /// with its container alone, never news, videos, episodes or unknown items.
    func suggestions() -> [String] {
        do {
            let suggestions = try AudioSuggestions(siri: siri).list()
            if suggestions.isEmpty {
                return ["No audio suggestions: no app donated something it can play again by itself."]
            }
            return suggestions.map { s in
                "\(s.title) (\(Speech.words(forCaseName: s.type.rawValue))) in \(siri.app(s.app)?.displayName ?? s.app), "
                    + "played \(s.count) time\(s.count == 1 ? "" : "s"), last \(DateParsing.iso(s.last))"
            }
        } catch {
            return ["Could not read the donations: \(error)"]
        }
    }

    /// `:in APP ACTION`: the user does something inside the app.
    func inApp(_ arguments: String) -> [String] {
        let name = String(arguments.prefix { !$0.isWhitespace })
        let action = arguments.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        guard let app = app(named: name), !action.isEmpty else {
            return ["Usage: :in APP ACTION (apps: \(siri.apps.map(\.displayName).joined(separator: ", ")))"]
        }
        do {
            guard let lines = try app.connection.perform(action, services: siri.services(for: app)) else {
                return ["\(app.displayName) has no action “\(action)”."]
            }
            return lines
        } catch {
            return ["\(app.displayName) failed: \(error)"]
        }
    }

    func app(named name: String) -> InstalledApp? {
        siri.apps.first { Answers.phrase($0.displayName) == Answers.phrase(name) || $0.bundleIdentifier == name }
    }

    static func words(_ text: String) -> Set<String> {
        Set(
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                .split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }
}

extension Conversation {
    /// `:script`, `:script APP PHASE INTENT [PARAMETER] ANSWER|delay 15s|twice`, `:script clear APP`.
    func scriptCommand(_ arguments: String) -> [String] {
        let usage = [
            "Usage: :script APP resolve|confirm|handle INTENT [PARAMETER] CODE [name=value …] | … delay 15s | … twice | :script clear APP"
        ]
        let (pairs, plain) = Siri.namedValues(arguments)
        var words = plain
        // An app's name of several words, quoted or not, comes before the phase.
        if let phaseAt = words.firstIndex(where: { HandlerPhase(rawValue: $0) != nil }), phaseAt > 1 {
            let name = words[0..<phaseAt].joined(separator: " ").trimmingCharacters(
                in: CharacterSet(charactersIn: "\"“”"))
            words = [name] + words[phaseAt...]
        } else if let first = words.first {
            words[0] = first.trimmingCharacters(in: CharacterSet(charactersIn: "\"“”"))
        }
        guard !words.isEmpty else {
            let lines = siri.apps.flatMap { app in
                app.connection.scriptRules.map { "\(app.displayName): \(Self.describe($0))" }
            }
            return lines.isEmpty ? ["No app is scripted."] : lines
        }
        if words[0] == "clear" {
            guard words.count == 2, let app = app(named: words[1]) else { return usage }
            app.connection.setScript(nil)
            return ["\(app.displayName) behaves as written again."]
        }
        guard words.count >= 4, let app = app(named: words[0]), let phase = HandlerPhase(rawValue: words[1]) else {
            return usage
        }
        let intent = siri.className(words[2], app: app)
        guard app.bundle.supportedIntents.contains(where: { siri.className($0, app: app) == intent }) else {
            return ["\(app.displayName) does not declare \(intent)."]
        }
        var rest = Array(words.dropFirst(3))
        var parameter: String?
        if phase == .resolve, rest.count >= 2, rest[0] != "delay" { parameter = rest.removeFirst() }
        let behaviour: ScriptedBehaviour
        switch rest.first {
        case "delay"?:
            guard rest.count == 2, let seconds = ScriptRule.seconds(rest[1]) else { return usage }
            behaviour = .delay(.milliseconds(Int(seconds * 1000)))
        case "twice"?:
            behaviour = .completeTwice
        case let code? where rest.count == 1:
            behaviour = .answer(code)
        default:
            return usage
        }
        guard pairs.isEmpty || (phase != .resolve && rest.count == 1) else { return usage }
        let rule = ScriptRule(
            intent: intent, phase: phase, parameter: parameter, behaviour: behaviour,
            properties: pairs.map { INConfiguredIntent.ConfiguredValue(name: $0.name, text: $0.text) })
        if let problem = Scripts.problem(rule, spec: siri.spec(intent, app: app.bundleIdentifier)) {
            return ["Not scripted: \(problem)."]
        }
        app.connection.setScript(rule)
        return ["\(app.displayName) will \(Self.describe(rule))."]
    }

    static func describe(_ rule: ScriptRule) -> String {
        let at = rule.phase.rawValue + " " + rule.intent + (rule.parameter.map { " \($0)" } ?? "")
        switch rule.behaviour {
        case .answer(let code):
            let properties = rule.properties.map { " \($0.name)=\($0.text.contains(" ") ? "\"\($0.text)\"" : $0.text)" }
                .joined()
            return "answer \(code)\(properties) at \(at)"
        case .delay(let duration): return "answer late (after \(duration)) at \(at)"
        case .completeTwice: return "call its completion handler twice at \(at)"
        }
    }
}
