import Formats
import Foundation
import IntentModel
import Store
import SystemIntents

/// Shortcuts: the ones apps donated, the phrases the user records for them ("Add to Siri"),
/// and running one by its phrase.
extension Conversation {
    /// `:shortcuts`, `:shortcuts add "PHRASE" ID`, `:shortcuts edit "OLD" "NEW"`,
    /// `:shortcuts delete "PHRASE"`, `:shortcuts forget ID…|group G [APP]|all APP`.
    func shortcutsCommand(_ arguments: String) -> [String] {
        let usage = [
            "Usage: :shortcuts | add \"PHRASE\" ID | add \"PHRASE\" [APP] INTENT [name=value …] | edit \"OLD\" \"NEW\" | delete \"PHRASE\" | forget ID…|group G [APP]|all APP"
        ]
        let verb = String(arguments.prefix { !$0.isWhitespace }).lowercased()
        let rest = arguments.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
        let library = ShortcutLibrary(siri: siri)
        do {
            switch verb {
            case "":
                return try listShortcuts(library)
            case "add":
                // The phrase is the first quoted text; what follows (values may be quoted too) is the source.
                let (phrases, _) = Self.quoted(rest)
                guard let phrase = phrases.first, let close = Self.endOfFirstQuote(rest) else { return usage }
                let tail = rest[close...].trimmingCharacters(in: .whitespaces)
                guard !tail.isEmpty else { return usage }
                return try addVoiceShortcut(phrase: phrase, source: tail, library: library)
            case "edit":
                let (phrases, _) = Self.quoted(rest)
                guard phrases.count == 2 else { return usage }
                guard
                    var shortcut = try siri.store.voiceShortcuts().first(where: {
                        ShortcutLibrary.key($0.phrase) == ShortcutLibrary.key(phrases[0])
                    })
                else {
                    return ["No voice shortcut “\(phrases[0])”."]
                }
                if let taken = try phraseTaken(phrases[1], except: shortcut.identifier) { return [taken] }
                shortcut.phrase = phrases[1]
                try siri.store.saveVoiceShortcut(shortcut)
                log.emit(
                    shortcut.app, shortcut.intentClass,
                    .shortcut(action: .edited, phrase: shortcut.phrase, identifier: shortcut.identifier))
                return ["“\(phrases[0])” is now “\(phrases[1])”."]
            case "delete":
                let (phrases, _) = Self.quoted(rest)
                guard phrases.count == 1 else { return usage }
                guard
                    let shortcut = try siri.store.voiceShortcuts().first(where: {
                        ShortcutLibrary.key($0.phrase) == ShortcutLibrary.key(phrases[0])
                    })
                else {
                    return ["No voice shortcut “\(phrases[0])”."]
                }
                try siri.store.deleteVoiceShortcut(identifier: shortcut.identifier)
                log.emit(
                    shortcut.app, shortcut.intentClass,
                    .shortcut(action: .deleted, phrase: shortcut.phrase, identifier: shortcut.identifier))
                return ["Deleted the voice shortcut “\(shortcut.phrase)”."]
            case "forget":
                return try forgetShortcuts(rest)
            default:
                return usage
            }
        } catch {
            return ["Could not read the shortcuts: \(error)"]
        }
    }

    private func listShortcuts(_ library: ShortcutLibrary) throws -> [String] {
        let donated = try library.donated()
        var lines = ["Donated shortcuts (most recent first):"]
        if donated.isEmpty { lines.append("  none yet") }
        for s in donated {
            let app = siri.app(s.app)?.displayName ?? s.app
            lines.append(
                "  \(s.identifier)  \(app)  \(s.title)"
                    + (s.suggestedInvocationPhrase.map { "  (suggested: “\($0)”)" } ?? ""))
        }
        let voice = try siri.store.voiceShortcuts()
        lines.append("Voice shortcuts:")
        if voice.isEmpty { lines.append("  none yet: :shortcuts add \"PHRASE\" ID") }
        for v in voice {
            lines.append(
                "  “\(v.phrase)” → \(siri.app(v.app)?.displayName ?? v.app) \(v.intentClass ?? "user activity") (from \(v.source == "Shortcuts" ? "the Shortcuts app" : v.source))"
            )
        }
        return lines
    }

    private func addVoiceShortcut(phrase: String, source: String, library: ShortcutLibrary) throws -> [String] {
        guard let shortcut = try library.shortcut(source) else {
            // Not a donated shortcut: an intent the Shortcuts app sets up (`[APP] INTENT name=value …`).
            if source.contains("=") || source.split(separator: " ").count > 1 || appAndIntent([source]).isSuccess {
                return try addConfiguredShortcut(phrase: phrase, words: source)
            }
            return [
                "No donated shortcut \(source). :shortcuts lists them; :shortcuts add \"PHRASE\" [APP] INTENT [name=value …] sets up an intent."
            ]
        }
        if let taken = try phraseTaken(phrase, except: nil) { return [taken] }
        guard !ShortcutLibrary.key(phrase).isEmpty else { return ["A voice shortcut needs words."] }
        let identifier = "voice-\(try siri.store.nextSequence("voiceShortcut"))"
        // The inputs are frozen: the shortcut keeps the intent as it was donated.
        try siri.store.saveVoiceShortcut(
            VoiceShortcutRecord(
                identifier: identifier, phrase: phrase, app: shortcut.app, kind: shortcut.kind,
                intentClass: shortcut.intentClass,
                payloadJSON: shortcut.payloadJSON, source: shortcut.identifier, createdAt: siri.clock.now))
        log.emit(shortcut.app, shortcut.intentClass, .shortcut(action: .added, phrase: phrase, identifier: identifier))
        return [
            "Added “\(phrase)”: say it to run \(shortcut.title) in \(siri.app(shortcut.app)?.displayName ?? shortcut.app)."
        ]
    }

    /// "that phrase is already used by …", or nil when the phrase is free.
    func phraseTaken(_ phrase: String, except identifier: String?) throws -> String? {
        let key = ShortcutLibrary.key(phrase)
        guard
            let other = try siri.store.voiceShortcuts().first(where: {
                ShortcutLibrary.key($0.phrase) == key && $0.identifier != identifier
            })
        else {
            return nil
        }
        return
            "That phrase is already used by “\(other.phrase)” (\(siri.app(other.app)?.displayName ?? other.app) \(other.intentClass ?? "user activity"))."
    }

    /// Deletes donated shortcuts: interactions and user activities, by identifier, group or app.
    private func forgetShortcuts(_ arguments: String) throws -> [String] {
        let words = arguments.split(separator: " ").map(String.init)
        guard let first = words.first else { return ["Usage: :shortcuts forget ID… | group G [APP] | all APP"] }
        var count = 0
        switch first.lowercased() {
        case "all":
            guard words.count == 2 else { return ["Usage: :shortcuts forget all APP"] }
            guard let app = app(named: words[1]) else { return ["No app called “\(words[1])” is installed."] }
            count += try siri.store.deleteAllDonations(app: app.bundleIdentifier)
            count += try siri.store.deleteAllUserActivities(app: app.bundleIdentifier)
        case "group":
            guard words.count >= 2 else { return ["Usage: :shortcuts forget group G [APP]"] }
            var apps = siri.apps
            if words.count >= 3 {
                let name = words.dropFirst(2).joined(separator: " ")
                guard let named = app(named: name) else { return ["No app called “\(name)” is installed."] }
                apps = [named]
            }
            for app in apps {
                count += try siri.store.deleteDonations(app: app.bundleIdentifier, groupIdentifier: words[1])
                count += try siri.store.deleteUserActivities(
                    app: app.bundleIdentifier, persistentIdentifiers: [words[1]])
            }
        default:
            count += try siri.store.deleteDonations(identifiers: words)
            count += try siri.store.deleteUserActivities(identifiers: words)
        }
        siri.donationsChanged()
        return ["Forgot \(count) donated shortcut\(count == 1 ? "" : "s")."]
    }

    /// Where the first quoted text ends (after its closing quote); nil when there is none.
    static func endOfFirstQuote(_ text: String) -> String.Index? {
        guard let open = text.firstIndex(where: { $0 == "\"" || $0 == "“" }) else { return nil }
        let closing: Character = text[open] == "“" ? "”" : "\""
        return text[text.index(after: open)...].firstIndex(of: closing).map { text.index(after: $0) }
    }

    /// `"Coffee time" shortcut-7` → (["Coffee time"], "shortcut-7").
    static func quoted(_ text: String) -> (phrases: [String], rest: String) {
        var phrases: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(where: { $0 == "\"" || $0 == "“" }) {
            let closing: Character = rest[open] == "“" ? "”" : "\""
            guard let close = rest[rest.index(after: open)...].firstIndex(of: closing) else { break }
            phrases.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return (phrases, rest.trimmingCharacters(in: .whitespaces))
    }

    // MARK: Running a voice shortcut

    /// Runs the shortcut the user's phrase names: an intent with its frozen inputs goes
    /// through dispatch and the loop; a user activity opens its app.
    func runVoiceShortcut(_ shortcut: VoiceShortcutRecord) async {
        log.emit(
            shortcut.app, shortcut.intentClass,
            .shortcut(action: .run, phrase: shortcut.phrase, identifier: shortcut.identifier))
        guard let app = siri.app(shortcut.app) else {
            log.say("Sorry, the app for “\(shortcut.phrase)” is not installed.")
            return
        }
        var reader: NodeReader
        do {
            var parser = JSONParser(
                data: Data(shortcut.payloadJSON.utf8), file: "voice shortcut \(shortcut.identifier)")
            reader = NodeReader(try parser.parseDocument(), file: "voice shortcut \(shortcut.identifier)")
        } catch {
            log.say("Sorry, I can't read the shortcut “\(shortcut.phrase)”: \(error)")
            return
        }
        switch shortcut.kind {
        case .userActivity:
            log.emit(app.bundleIdentifier, nil, .route(reason: .shortcut, candidates: []))
            do {
                let activity = try Self.activity(reader)
                log.emit(app.bundleIdentifier, nil, .launch(mode: .continueInApp, userActivity: activity))
                log.say("Opening \(app.displayName)…")
            } catch {
                log.say("Sorry, I can't read the shortcut “\(shortcut.phrase)”: \(error)")
            }
        case .intent:
            guard let className = shortcut.intentClass, let spec = siri.spec(className, app: app.bundleIdentifier),
                let handling = spec.handling
            else {
                log.say("Sorry, \(app.displayName) can't run “\(shortcut.phrase)”.")
                return
            }
            let key = IntentKey(app: app.bundleIdentifier, intent: className)
            log.emit(key, .route(reason: .shortcut, candidates: []))
            do {
                guard var intent = try handling.restore(reader) else {
                    log.say("Sorry, \(app.displayName) can't run “\(shortcut.phrase)”.", key)
                    return
                }
                intent.identifier = "intent-\(try siri.store.nextSequence("intent"))"
                await start(intent, app: app, spec: spec, handling: handling, spoken: [:])
            } catch {
                log.say("Sorry, I can't read the shortcut “\(shortcut.phrase)”: \(error)", key)
            }
        }
    }

    static func activity(_ reader: NodeReader) throws -> UserActivity {
        var userInfo: [String: String] = [:]
        if let json = try reader["userInfoJSON"].optionalString() {
            var parser = JSONParser(data: Data(json.utf8), file: "user activity")
            let info = NodeReader(try parser.parseDocument(), file: "user activity")
            for key in try info.keys() { userInfo[key] = try info[key].string() }
        }
        return UserActivity(
            activityType: try reader["activityType"].string(), userInfo: userInfo,
            title: try reader["title"].optionalString())
    }
}
