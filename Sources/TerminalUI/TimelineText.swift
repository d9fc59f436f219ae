import Assistant
import Formats

/// What the timeline shows for a turn's events: each system step in a line, every resolve
/// step, the app on every donation, and a run of one app's donations (an app launching)
/// summed up in one line rather than flooding the pane.
enum TimelineText {
    static func lines(for events: [ConversationEvent], appName: (String) -> String?) -> [(String, Style)] {
        var out: [(String, Style)] = []
        var run: (app: String, identifiers: [String], group: String?)?
        func flush() {
            guard let current = run else { return }
            if current.identifiers.count == 1 {
                out.append(
                    (
                        "donate \(current.app) \(current.identifiers[0])" + (current.group.map { " (\($0))" } ?? ""),
                        .siri
                    ))
            } else {
                out.append(
                    (
                        "donate \(current.app): \(current.identifiers.count) interactions "
                            + "(\(current.identifiers[0]) … \(current.identifiers[current.identifiers.count - 1]))",
                        .siri
                    ))
            }
            run = nil
        }
        var resolves: (result: String, names: [String])?
        func flushResolves() {
            guard let current = resolves else { return }
            out.append(("resolve \(ResolveNames.compact(current.names)) \(current.result)", .dim))
            resolves = nil
        }
        for event in events {
            let app = event.app.flatMap(appName).map(TerminalSafe.visible)
            // Consecutive resolves with one result are one line: a media step of nine items
            // reads "resolve mediaItems[0…8] success", not nine lines.
            if case .resolve(let parameter, let result, nil, _, let index, _) = event.kind {
                flush()
                let name = index.map { "\(parameter)[\($0)]" } ?? parameter
                if resolves?.result == result.rawValue {
                    resolves?.names.append(name)
                } else {
                    flushResolves()
                    resolves = (result.rawValue, [name])
                }
                continue
            }
            flushResolves()
            if case .donate(let identifier, let group, _) = event.kind {
                let name = app ?? "?"
                if run?.app == name {
                    run?.identifiers.append(TerminalSafe.visible(identifier))
                } else {
                    flush()
                    run = (name, [TerminalSafe.visible(identifier)], group.map(TerminalSafe.visible))
                }
                continue
            }
            flush()
            if let line = line(for: event, app: app) { out.append(line) }
        }
        flush()
        flushResolves()
        return out
    }

    static func line(for event: ConversationEvent, app: String?) -> (String, Style)? {
        switch event.kind {
        case .fault(let method, _):
            return ("fault  \(method)", .fault)
        case .refused(let reason):
            return ("refused  \(TerminalSafe.visible(reason))", .dim)
        case .match(let score, _, _, _, _):
            guard let intent = event.intent else { return ("match  nothing (best \(format(score)))", .plain) }
            return ("match  \(app ?? "?") \(intent) \(format(score))", .plain)
        case .route(let reason, _):
            return ("route  \(app ?? "?") (\(reason.rawValue))", .dim)
        case .dispatch(let target, _):
            return ("dispatch → \(target.rawValue)", .plain)
        case .launch(let mode, _):
            return ("launch \(app ?? "?") \(mode.rawValue)", .title)
        case .resolve(let parameter, let result, let reason, _, let index, _):
            let name = index.map { "\(parameter)[\($0)]" } ?? parameter
            return (
                "resolve \(name) \(result.rawValue)" + (reason.map { " (\(TerminalSafe.visible($0)))" } ?? ""), .dim
            )
        case .shortcut(let action, let phrase, let identifier):
            return (
                "shortcut \(action.rawValue) "
                    + (phrase.map { "“\(TerminalSafe.visible($0))”" } ?? TerminalSafe.visible(identifier)), .title
            )
        case .confirm(let code):
            return ("confirm \(code)", .dim)
        case .handle(let code, _):
            return ("handle \(code)", code.hasPrefix("failure") ? .fault : .dim)
        case .utterance, .say, .prompt, .output, .donate:
            return nil
        }
    }

    static func format(_ score: Double) -> String { String(format: "%.2f", score) }
}

/// Parameter names in a list, elements of one parameter run together: `mediaItems[0…8]`.
enum ResolveNames {
    static func compact(_ names: [String]) -> String {
        var parts: [String] = []
        var run: (base: String, first: Int, last: Int)?
        func flush() {
            if let r = run {
                parts.append(r.first == r.last ? "\(r.base)[\(r.first)]" : "\(r.base)[\(r.first)…\(r.last)]")
            }
            run = nil
        }
        for name in names {
            if let open = name.firstIndex(of: "["), name.hasSuffix("]"),
                let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)])
            {
                let base = String(name[..<open])
                if let r = run, r.base == base, r.last + 1 == index {
                    run?.last = index
                    continue
                }
                flush()
                run = (base, index, index)
            } else {
                flush()
                parts.append(name)
            }
        }
        flush()
        return parts.joined(separator: ", ")
    }
}
