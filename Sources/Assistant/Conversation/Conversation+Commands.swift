import Foundation
import IntentModel

extension Conversation {
    /// Every command available now, as `:help` and Tab completion list them: the built-in
    /// ones, then the apps' own.
    public var commands: [CommandHelp] {
        CommandRegistry.commands(for: siri).flatMap(\.help)
    }

    /// The words Tab completes for commands, in both front ends: `:why`, `:vocab`, …
    public var commandWords: [String] {
        commands.compactMap { $0.name.split(separator: " ").first.map { ":" + $0 } }
    }

    func output(_ lines: [String]) {
        log.output(lines)
    }

    /// Runs a colon command: a built-in one from the registry, or else whatever the apps
    /// answer to its name.
    func command(_ line: String) async {
        let (name, arguments) = CommandRegistry.split(line)
        if let command = CommandRegistry.command(named: name) {
            await command.run(arguments, in: self)
        } else {
            AppConsoleCommand.ask(name, arguments, in: self)
        }
    }

    /// `:vocab set Chatter contactName Siobhan, Aoife` and `:vocab clear Chatter`.
    func vocabularyCommand(_ arguments: String) -> [String] {
        let words = arguments.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2,
            let app = siri.apps.first(where: { Answers.phrase($0.displayName) == Answers.phrase(words[1]) })
        else {
            return [
                "Usage: :vocab set APP TYPE term, term… or :vocab clear APP (apps: \(siri.apps.map(\.displayName).joined(separator: ", ")))"
            ]
        }
        if words[0] == "clear" {
            do { try siri.removeVocabulary(app: app.bundleIdentifier) } catch {
                return ["Could not remove \(app.displayName)'s vocabulary: \(error)"]
            }
            return ["Removed \(app.displayName)'s user vocabulary."]
        }
        guard words.count >= 3, let type = INVocabularyStringType(rawValue: words[2]) else {
            return [
                "Unknown vocabulary type. Types: \(INVocabularyStringType.allCases.map(\.rawValue).joined(separator: ", "))"
            ]
        }
        let rest =
            arguments.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).dropFirst(3).first.map(
                String.init) ?? ""
        let terms = rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let before = siri.vocabularyWarnings.count
        siri.registerVocabulary(terms.map(Self.speakable), of: type, app: app.bundleIdentifier)
        let kept: [INSpeakableString]
        do { kept = try siri.vocabulary(app: app.bundleIdentifier)[type] ?? [] } catch {
            return ["Could not read \(app.displayName)'s vocabulary back: \(error)"]
        }
        let shown = kept.map { s in
            s.spokenPhrase + (s.vocabularyIdentifier.map { " [\($0)]" } ?? "")
                + (s.pronunciationHint.map { " (\($0))" } ?? "")
        }
        return ["\(app.displayName) \(type.rawValue): \(kept.isEmpty ? "(none)" : shown.joined(separator: ", "))"]
            + siri.vocabularyWarnings.dropFirst(before).map { "Warning: \($0.message)" }
    }

    /// A term as `:vocab set` takes it: `Siobhan Kelly [c-siobhan] (shiv awn kelly)`, the
    /// identifier in brackets and the pronunciation hint in parentheses, both optional.
    static func speakable(_ term: String) -> INSpeakableString {
        var phrase = term
        var identifier: String?
        var hint: String?
        if let open = phrase.firstIndex(of: "["), let close = phrase[open...].firstIndex(of: "]") {
            identifier = String(phrase[phrase.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
            phrase.removeSubrange(open...close)
        }
        if let open = phrase.firstIndex(of: "("), let close = phrase[open...].firstIndex(of: ")") {
            hint = String(phrase[phrase.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
            phrase.removeSubrange(open...close)
        }
        return INSpeakableString(
            vocabularyIdentifier: identifier.flatMap { $0.isEmpty ? nil : $0 },
            spokenPhrase: phrase.trimmingCharacters(in: .whitespaces),
            pronunciationHint: hint.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// "90s", "5m", "2h", "1d", or a bare number of seconds.
    public static func duration(_ text: String) -> TimeInterval? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let unit = t.last else { return nil }
        let factor: Double
        var number = t
        switch unit {
        case "s":
            factor = 1
            number.removeLast()
        case "m":
            factor = 60
            number.removeLast()
        case "h":
            factor = 3600
            number.removeLast()
        case "d":
            factor = 86_400
            number.removeLast()
        default: factor = 1
        }
        guard let value = Double(number), value >= 0, (value * factor).isFinite else { return nil }
        return value * factor
    }
}
