import Assistant
import Formats
import Foundation
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
    /// The bundle identifier and class of the intent shown, to tell when another one runs.
    var key: (app: String?, intent: String?)
    var intent: String?
    /// How the intent came to run when no match announced it: a voice shortcut.
    var via: String?
    var score: Double?
    var phrase: String?
    var target: String?
    var parameters: [Parameter] = []
    var prompt: String?
    var confirm: String?
    var handle: String?
    /// The apps App Selection weighed for the request shown, best first, each with its name.
    var weighed: [(name: String, candidate: RouteCandidate)] = []
    /// A route event comes just before its match, which starts the inspector afresh: it waits here.
    private var routed: [(name: String, candidate: RouteCandidate)] = []

    mutating func apply(_ event: ConversationEvent, appName: (String) -> String) {
        switch event.kind {
        case .route(let reason, let candidates):
            routed = reason == .selection && candidates.count > 1 ? candidates.map { (appName($0.app), $0) } : []
        case .match(let score, let phrase, _, _, _):
            let selection = routed
            self = Inspector()
            weighed = selection
            key = (event.app, event.intent)
            app = event.app.map(appName)
            intent = event.intent ?? "(nothing understood)"
            self.score = score
            self.phrase = phrase
        case .dispatch(let target, let ios):
            // A voice shortcut, a workflow's next step or a hand-off runs an intent no match
            // announced: the inspector follows the intent that runs, never mixing two.
            if event.intent != nil, key.app != event.app || key.intent != event.intent {
                let shortcut = via
                self = Inspector()
                via = shortcut
                key = (event.app, event.intent)
                app = event.app.map(appName)
                intent = event.intent
            }
            self.target = "\(target.rawValue), iOS \(ios)"
        case .launch(let mode, _):
            // Who handles it now: the app, launched in the background, or the user, in the app.
            switch mode {
            case .handleInApp: target = (target.map { $0 + " → " } ?? "") + "app in the background"
            case .continueInApp: target = (target.map { $0 + " → " } ?? "") + "app in the foreground"
            }
        case .resolve(let parameter, let result, let reason, let values, let index, let input):
            let shown = values.map { TerminalSafe.visible($0.spoken) }.joined(separator: ", ")
            let name = index.map { "\(parameter)[\($0)]" } ?? parameter
            var given = ""
            if case .person(let person)? = input {
                // The count is of the names listed, so the two always agree.
                let matches = (person.siriMatches ?? []).map { TerminalSafe.visible($0.displayName) }
                given =
                    "given “\(TerminalSafe.visible(person.displayName))”"
                    + (person.customIdentifier.map { " [\(TerminalSafe.visible($0))]" } ?? "")
                    + (person.image.map { ", image \(TerminalSafe.visible($0))" } ?? "")
                    + (matches.isEmpty
                        ? ", no siriMatches"
                        : ", \(matches.count) siriMatch\(matches.count == 1 ? "" : "es"): \(matches.joined(separator: "; "))")
            }
            let entry = Parameter(
                name: name, result: result.rawValue + (reason.map { " (\($0))" } ?? ""), values: shown, given: given)
            if let i = parameters.firstIndex(where: { $0.name == name }) {
                parameters[i] = entry
            } else {
                parameters.append(entry)
            }
            prompt = nil
        case .prompt(let p):
            prompt = "\(p.kind.rawValue): \(TerminalSafe.visible(p.text))"
        case .confirm(let code):
            confirm = code
            prompt = nil
        case .handle(let code, _):
            handle = code
            prompt = nil
        case .shortcut(let action, let phrase, _) where action == .run:
            via = "voice shortcut" + (phrase.map { " “\(TerminalSafe.visible($0))”" } ?? "")
            key = (nil, nil)
        default:
            break
        }
    }

    /// The lines at any width; App Selection's bars are packed to `width` so that no bar is
    /// split across rows (`SignalBars`).
    var lines: [(String, Style)] { lines(width: .max) }

    func lines(width: Int) -> [(String, Style)] {
        guard let intent else { return [("Say something to Siri.", .dim)] }
        var out: [(String, Style)] = []
        out.append(("app     \(app ?? "-")" + (target.map { " (\($0))" } ?? ""), .plain))
        out.append(("intent  \(intent)", .title))
        if let via { out.append(("via     \(via)", .dim)) }
        if let score { out.append(("score   \(String(format: "%.2f", score))", .dim)) }
        if let phrase { out.append(("like    “\(TerminalSafe.visible(phrase))”", .dim)) }
        // App Selection comes before the parameters, as it does in the run: each app weighed,
        // the chosen one first, with its signals as bars.
        if !weighed.isEmpty { out.append(("App Selection", .plain)) }
        for (name, candidate) in weighed {
            out.append(
                (
                    "  \(TerminalSafe.visible(name)) \(String(format: "%.2f", candidate.score))",
                    candidate.app == key.app ? .siri : .plain
                ))
            out += SignalBars.lines(candidate.signals, indent: "    ", width: width).map { ($0, .dim) }
        }
        if !parameters.isEmpty { out.append(("parameters", .plain)) }
        // A list of many values (a media step's items) shows its first three, then a count.
        var shown: [String: Int] = [:]
        for (i, p) in parameters.enumerated() {
            let base = String(p.name.prefix { $0 != "[" })
            shown[base, default: 0] += 1
            if shown[base]! == 4 {
                let rest = parameters[i...].filter { $0.name.hasPrefix(base + "[") }
                out.append(
                    (
                        "  \(base): \(rest.count) more (\(Set(rest.map(\.result)).sorted().joined(separator: ", ")))",
                        .dim
                    ))
            }
            if shown[base]! > 3 { continue }
            out.append(
                (
                    "  \(p.name): \(p.result)",
                    p.result.hasPrefix("success") || p.result == "notRequired" ? .siri : .prompt
                ))
            if !p.given.isEmpty { out.append(("    \(p.given)", .dim)) }
            if !p.values.isEmpty { out.append(("    \(p.values)", .dim)) }
        }
        if let prompt { out.append(("waiting \(prompt)", .prompt)) }
        if let confirm { out.append(("confirm \(confirm)", .plain)) }
        if let handle { out.append(("handle  \(handle)", handle.hasPrefix("failure") ? .fault : .siri)) }
        return out
    }

    /// The lines wrapped to the pane's width, never cut: a long line goes on below, indented
    /// under its value (two columns past its own indentation).
    static func rows(_ lines: [(String, Style)], width: Int) -> [(String, Style)] {
        lines.flatMap { line -> [(String, Style)] in
            let rows = Screen.wrap(line.0, width: width)
            guard rows.count > 1 else { return rows.map { ($0, line.1) } }
            // "like    “…”": under the value; "  name: …": two past the indentation.
            let lead = line.0.prefix { $0 == " " }.count
            let key = line.0.dropFirst(lead).prefix { $0 != " " }.count
            let gap = line.0.dropFirst(lead + key).prefix { $0 == " " }.count
            let hang = gap >= 2 && lead + key + gap < width / 2 ? lead + key + gap : lead + 2
            let indent = String(repeating: " ", count: hang)
            let rest = rows.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            return [(rows[0], line.1)] + Screen.wrap(indent + rest, width: width).map { ($0, line.1) }
        }
    }

    /// At most `rows` rows: when the whole does not fit, the details (what the app was given,
    /// each value) are left out first, then the last row says how many more there are.
    /// App Selection's bars are kept longer than the other details: before they go, the
    /// parameters the intent did not need (notRequired) are counted on one row.
    func fitted(rows: Int, width: Int) -> [(String, Style)] {
        guard rows > 0 else { return [] }
        let lines = lines(width: width)
        let whole = Self.rows(lines, width: width)
        if whole.count <= rows { return whole }
        if !weighed.isEmpty {
            let bars = Set(weighed.flatMap { SignalBars.lines($0.candidate.signals, indent: "    ", width: width) })
            let withBars = lines.filter { !$0.0.hasPrefix("    ") || bars.contains($0.0) }
            let fitting = Self.rows(withBars, width: width)
            if fitting.count <= rows { return fitting }
            let unneeded = withBars.filter {
                $0.0.hasPrefix("  ") && !$0.0.hasPrefix("   ") && $0.0.hasSuffix(": notRequired")
            }
            if unneeded.count > 1, let first = withBars.firstIndex(where: { $0.0 == unneeded[0].0 }) {
                var folded = withBars.filter { line in !unneeded.contains { $0.0 == line.0 } }
                folded.insert(("  \(unneeded.count) parameters: notRequired", .siri), at: first)
                let rowsFolded = Self.rows(folded, width: width)
                if rowsFolded.count <= rows { return rowsFolded }
            }
        }
        let brief = Self.rows(lines.filter { !$0.0.hasPrefix("    ") }, width: width)
        if brief.count <= rows { return brief }
        let kept = brief.prefix(rows - 1)
        return Array(kept) + [("… \(brief.count - kept.count) more rows (:why tells all)", .dim)]
    }
}
