import Foundation
import Formats
import IntentModel
import PhraseMatcher
import Store

/// A colon command, the same in the TUI, the line mode and transcripts.
public struct ColonCommand: Sendable, Hashable {
    /// Where `:help` lists it.
    public var group: CommandGroup = .apps
    public var name: String
    public var usage: String
    public var summary: String
}

/// The groups `:help` shows the commands in.
public enum CommandGroup: Sendable, Hashable, CaseIterable {
    case talking, device, apps, session

    var title: String {
        switch self {
        case .talking: "talking"
        case .device: "the device"
        case .apps: "apps"
        case .session: "the session"
        }
    }
}

extension Conversation {
    /// The commands the conversation itself knows; apps add theirs (`:messages`, …), and
    /// front ends add `:save` and `:quit`.
    public static let builtInCommands: [ColonCommand] = [
        ColonCommand(group: .session, name: "help", usage: ":help", summary: "list the commands"),
        ColonCommand(group: .apps, name: "apps", usage: ":apps", summary: "the installed apps, their names and the intents they handle"),
        ColonCommand(group: .talking, name: "guide", usage: ":guide [app]", summary: "what you can say: each app's sample phrases"),
        ColonCommand(group: .talking, name: "why", usage: ":why", summary: "why the last request matched what it matched"),
        ColonCommand(group: .apps, name: "vocab", usage: ":vocab [app]", summary: "the vocabulary apps have registered"),
        ColonCommand(group: .apps, name: "vocab set", usage: ":vocab set APP TYPE a, b", summary: "register user vocabulary (a [id] (hint), …; replaces that type)"),
        ColonCommand(group: .apps, name: "vocab clear", usage: ":vocab clear APP", summary: "remove all of an app's user vocabulary"),
        ColonCommand(group: .apps, name: "donations", usage: ":donations [app]", summary: "the interactions donated so far (by Siri and by apps)"),
        ColonCommand(group: .apps, name: "donations delete", usage: ":donations delete …",
                     summary: "delete donations: ID…, group G [APP] or all APP (INInteraction.delete)"),
        ColonCommand(group: .apps, name: "spotlight", usage: ":spotlight [words]", summary: "search the Spotlight index apps built, with the offer to play"),
        ColonCommand(group: .apps, name: "suggestions", usage: ":suggestions", summary: "the audio Siri would suggest, from donations apps can play"),
        ColonCommand(group: .apps, name: "in", usage: ":in APP ACTION", summary: "do something inside an app (:in Tunes play \"Workout Mix\")"),
        ColonCommand(group: .talking, name: "shortcuts", usage: ":shortcuts [add|edit|delete|forget …]",
                     summary: "donated shortcuts and voice phrases (add \"PHRASE\" ID or [APP] INTENT name=value …, edit, delete)"),
        ColonCommand(group: .apps, name: "donate", usage: ":donate APP INTENT [name=value …]", summary: "donate an intent as the app's code would (INInteraction.donate)"),
        ColonCommand(group: .talking, name: "relevant", usage: ":relevant", summary: "the relevant shortcuts that hold now, here"),
        ColonCommand(group: .device, name: "location", usage: ":location [LAT,LON] [home|work|…]", summary: "where the device is"),
        ColonCommand(group: .talking, name: "workflow", usage: ":workflow [add NAME: …|NAME]", summary: "run a multi-step shortcut in the background (add, delete)"),
        ColonCommand(group: .device, name: "lock", usage: ":lock", summary: "lock the device (:unlock unlocks it)"),
        ColonCommand(group: .device, name: "unlock", usage: ":unlock", summary: "unlock the device"),
        ColonCommand(group: .device, name: "contacts-access", usage: ":contacts-access on|off", summary: "let Siri read the device's Contacts, or not"),
        ColonCommand(group: .apps, name: "script", usage: ":script [APP PHASE INTENT …]", summary: "make an app answer a code, answer late or twice (:script clear APP)"),
        ColonCommand(group: .device, name: "time", usage: ":time", summary: "the device clock"),
        ColonCommand(group: .device, name: "wait", usage: ":wait 90s|5m|2h|1d", summary: "move the device clock on"),
        ColonCommand(group: .session, name: "reset", usage: ":reset", summary: "forget everything: app data back to its seed, donations and vocabulary cleared"),
        ColonCommand(group: .session, name: "save", usage: ":save FILE", summary: "write the session so far as a transcript (:save! FILE replaces a file)"),
        ColonCommand(group: .session, name: "quit", usage: ":quit", summary: "leave (Ctrl-D too)"),
    ]

    /// Every command available now, apps' included.
    public var commands: [ColonCommand] {
        var all = Self.builtInCommands
        var seen = Set(all.map(\.name))
        for app in siri.apps {
            for command in app.connection.consoleCommands where seen.insert(command.name).inserted {
                all.append(ColonCommand(name: command.name, usage: ":\(command.name)", summary: command.summary))
            }
        }
        return all
    }

    func output(_ lines: [String]) {
        log.output(lines)
    }

    func command(_ line: String) async {
        let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
        let name = String(body.prefix { !$0.isWhitespace }).lowercased()
        let arguments = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        switch name {
        case "help":
            output(help(arguments))
        case "apps":
            for app in siri.apps {
                let alternatives = app.bundle.alternativeNames.map(\.name)
                output(["\(app.displayName) (\(app.bundleIdentifier))" + (alternatives.isEmpty ? "" : ", also “\(alternatives.joined(separator: "”, “"))”"),
                        app.bundle.supportedIntents.isEmpty ? "  handles no intents (neither its Info.plist nor an Intents extension lists any)"
                            : "  handles: \(app.bundle.supportedIntents.joined(separator: ", "))"])
            }
        case "guide":
            for app in siri.apps where arguments.isEmpty || Answers.phrase(app.displayName) == Answers.phrase(arguments) {
                output(["\(app.displayName):"])
                if app.bundle.vocabulary.intentPhrases.isEmpty {
                    output(["  (no sample phrases: its custom intents run by voice shortcuts, :shortcuts add)"])
                }
                for phrase in app.bundle.vocabulary.intentPhrases {
                    output(phrase.examples.prefix(4).map { "  “\($0)”" })
                }
            }
        case "why":
            output(explain())
        case "vocab" where arguments.hasPrefix("set ") || arguments.hasPrefix("clear"):
            output(vocabularyCommand(arguments))
        case "vocab":
            for app in siri.apps where arguments.isEmpty || Answers.phrase(app.displayName) == Answers.phrase(arguments) {
                let vocabulary: [INVocabularyStringType: [INSpeakableString]]
                do { vocabulary = try siri.vocabulary(app: app.bundleIdentifier) } catch {
                    output(["Could not read \(app.displayName)'s vocabulary: \(error)"])
                    continue
                }
                output(["\(app.displayName):"])
                if vocabulary.values.allSatisfy(\.isEmpty) { output(["  (no user vocabulary)"]) }
                for (type, strings) in vocabulary.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !strings.isEmpty {
                    output(["  \(type.rawValue): " + strings.map { s in s.spokenPhrase + (s.vocabularyIdentifier.map { " [\($0)]" } ?? "") }.joined(separator: ", ")])
                }
            }
        case "donations" where arguments.hasPrefix("delete"):
            output(deleteDonations(String(arguments.dropFirst("delete".count)).trimmingCharacters(in: .whitespaces)))
        case "spotlight":
            output(spotlight(arguments))
        case "script":
            output(scriptCommand(arguments))
        case "shortcuts":
            output(shortcutsCommand(arguments))
        case "donate":
            output(donateCommand(arguments))
        case "relevant":
            output(relevantCommand())
        case "location":
            output(locationCommand(arguments))
        case "workflow":
            await workflowCommand(arguments)
        case "lock":
            siri.setLocked(true)
            output(["The device is locked."])
        case "unlock":
            siri.setLocked(false)
            output(["The device is unlocked."])
        case "contacts-access":
            switch arguments.lowercased() {
            case "on": siri.setContactsAccess(true)
            case "off": siri.setContactsAccess(false)
            case "": break
            default:
                output(["Usage: :contacts-access on|off"])
                return
            }
            output([siri.hasContactsAccess ? "Siri may read your Contacts." : "Siri may not read your Contacts: people reach apps with no siriMatches."])
        case "suggestions":
            output(suggestions())
        case "in":
            output(inApp(arguments))
            log.reportDonations(siri)
        case "donations":
            let app = siri.apps.first { Answers.phrase($0.displayName) == Answers.phrase(arguments) }?.bundleIdentifier
            let donations: [DonationRecord]
            do { donations = try siri.store.donations(app: app) } catch {
                output(["Could not read the donations: \(error)"])
                return
            }
            if donations.isEmpty { output(["No donations yet."]) }
            for d in donations {
                output(["\(d.identifier)  \(DateParsing.iso(d.date))  \(siri.app(d.app)?.displayName ?? d.app)  \(d.intentClass)  \(d.handlingStatus)"
                        + (d.groupIdentifier.map { "  group \($0)" } ?? "") + (d.donor == .app ? "  by the app" : "")])
            }
        case "time":
            output([DateParsing.iso(siri.clock.now)])
        case "wait":
            guard let interval = Self.duration(arguments) else {
                output(["Usage: :wait 90s (s, m, h or d)"])
                return
            }
            // The store keeps dates up to 9999 only: a clock past it would write what it cannot read.
            let moved = siri.clock.now.addingTimeInterval(interval)
            guard DateParsing.range.contains(moved) else {
                output(["The clock cannot go past \(DateParsing.iso(DateParsing.latest)): sirisim keeps dates \(DateParsing.rangeDescription)."])
                return
            }
            siri.clock.set(moved)
            output(["The time is now \(DateParsing.iso(siri.clock.now))."])
        case "save", "quit":
            output([":\(name) works in the interactive session, not here."])
        case "reset":
            pending = nil
            memory.lastReadMessageIdentifiers = []
            do {
                try onReset()
                output(["Everything is back to the start."])
            } catch {
                output(["Could not reset: \(error)"])
            }
        default:
            // An app's view of its data; when several apps answer, each under its name.
            let answers = siri.apps.compactMap { app in app.connection.console(name, arguments: arguments).map { (app, $0) } }
            if answers.isEmpty {
                output(["Unknown command :\(name). Type :help for the list."])
            } else if answers.count == 1 {
                output(answers[0].1)
            } else {
                for (app, lines) in answers { output(["\(app.displayName):"] + lines.map { "  " + $0 }) }
            }
        }
    }

    /// `:vocab set Chatter contactName Siobhan, Aoife` and `:vocab clear Chatter`.
    func vocabularyCommand(_ arguments: String) -> [String] {
        let words = arguments.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2, let app = siri.apps.first(where: { Answers.phrase($0.displayName) == Answers.phrase(words[1]) }) else {
            return ["Usage: :vocab set APP TYPE term, term… or :vocab clear APP (apps: \(siri.apps.map(\.displayName).joined(separator: ", ")))"]
        }
        if words[0] == "clear" {
            do { try siri.removeVocabulary(app: app.bundleIdentifier) } catch {
                return ["Could not remove \(app.displayName)'s vocabulary: \(error)"]
            }
            return ["Removed \(app.displayName)'s user vocabulary."]
        }
        guard words.count >= 3, let type = INVocabularyStringType(rawValue: words[2]) else {
            return ["Unknown vocabulary type. Types: \(INVocabularyStringType.allCases.map(\.rawValue).joined(separator: ", "))"]
        }
        let rest = arguments.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).dropFirst(3).first.map(String.init) ?? ""
        let terms = rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let before = siri.vocabularyWarnings.count
        siri.registerVocabulary(terms.map(Self.speakable), of: type, app: app.bundleIdentifier)
        let kept: [INSpeakableString]
        do { kept = try siri.vocabulary(app: app.bundleIdentifier)[type] ?? [] } catch {
            return ["Could not read \(app.displayName)'s vocabulary back: \(error)"]
        }
        let shown = kept.map { s in s.spokenPhrase + (s.vocabularyIdentifier.map { " [\($0)]" } ?? "") + (s.pronunciationHint.map { " (\($0))" } ?? "") }
        return ["\(app.displayName) \(type.rawValue): \(kept.isEmpty ? "(none)" : shown.joined(separator: ", "))"]
            + siri.vocabularyWarnings.dropFirst(before).map { "Warning: \($0.message)" }
    }

    /// A term as `:vocab set` takes it: `Siobhan Kelly [c-siobhan] (shiv awn kelly)`, the
    /// identifier in brackets and the pronunciation hint in parentheses, both optional.
    static func speakable(_ term: String) -> INSpeakableString {
        var phrase = term
        var identifier: String?, hint: String?
        if let open = phrase.firstIndex(of: "["), let close = phrase[open...].firstIndex(of: "]") {
            identifier = String(phrase[phrase.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
            phrase.removeSubrange(open...close)
        }
        if let open = phrase.firstIndex(of: "("), let close = phrase[open...].firstIndex(of: ")") {
            hint = String(phrase[phrase.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
            phrase.removeSubrange(open...close)
        }
        return INSpeakableString(vocabularyIdentifier: identifier.flatMap { $0.isEmpty ? nil : $0 },
                                 spokenPhrase: phrase.trimmingCharacters(in: .whitespaces), pronunciationHint: hint.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// "90s", "5m", "2h", "1d", or a bare number of seconds.
    public static func duration(_ text: String) -> TimeInterval? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let unit = t.last else { return nil }
        let factor: Double
        var number = t
        switch unit {
        case "s": factor = 1; number.removeLast()
        case "m": factor = 60; number.removeLast()
        case "h": factor = 3600; number.removeLast()
        case "d": factor = 86_400; number.removeLast()
        default: factor = 1
        }
        guard let value = Double(number), value >= 0, (value * factor).isFinite else { return nil }
        return value * factor
    }
}
