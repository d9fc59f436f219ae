import Formats
import Foundation
import IntentModel
import Store
import SystemIntents

/// Intents set up by hand, with no request said: a voice shortcut made in the Shortcuts app
/// for an intent it can configure, and a donation as the app's code would make it.
extension Conversation {
    /// The app and intent that `[APP] INTENT` words name: the app by its name (or any of
    /// its names), else the one app that handles the intent.
    func appAndIntent(_ words: [String]) -> Result<(InstalledApp, String), ConfigurationError> {
        guard let last = words.last else { return .failure(ConfigurationError("name an intent")) }
        if words.count > 1 {
            let name = words.dropLast().joined(separator: " ")
            guard let app = app(named: name) else {
                return .failure(ConfigurationError("No app called “\(name)” is installed."))
            }
            return .success((app, siri.className(last, app: app)))
        }
        let handling = siri.apps.filter { app in
            app.bundle.supportedIntents.contains { siri.className($0, app: app) == siri.className(last, app: app) }
                || app.bundle.customIntents.classNamed(last) != nil
        }
        switch handling.count {
        case 1: return .success((handling[0], siri.className(last, app: handling[0])))
        case 0:
            return .failure(
                ConfigurationError(
                    KnownIntents.notSimulated(last).map { $0 + "." } ?? "No installed app handles \(last)."))
        default:
            return .failure(
                ConfigurationError(
                    "\(handling.map(\.displayName).joined(separator: " and ")) handle \(last): name the app first."))
        }
    }

    /// `:shortcuts add "PHRASE" [APP] INTENT [name=value …]`: a voice shortcut for an intent
    /// as the Shortcuts app sets one up (iOS 13 and later, an intent its definition makes
    /// configurable); its inputs are frozen, a parameter not given takes its default.
    func addConfiguredShortcut(phrase: String, words: String) throws -> [String] {
        let (pairs, rest) = Siri.namedValues(words)
        let app: InstalledApp
        let className: String
        switch appAndIntent(rest) {
        case .success(let found): (app, className) = found
        case .failure(let error): return [error.description]
        }
        guard siri.iosVersion >= 13 else {
            return ["The Shortcuts app sets up an app's intents from iOS 13; this device runs iOS \(siri.iosVersion)."]
        }
        let definition = app.bundle.definitionFiles.first { $0.intent(className: className) != nil }
        // An intent of the app's definition may be set up even where no target lists it: run,
        // it opens the app.
        guard
            definition != nil
                || app.bundle.supportedIntents.contains(where: { siri.className($0, app: app) == className })
        else {
            return ["\(app.displayName) does not handle \(className)."]
        }
        let configurable =
            definition?.intent(className: className)?.configurable
            ?? app.bundle.definitionFiles.compactMap { $0.customizations[className] }.first?.configurable ?? false
        guard configurable else {
            return [
                "\(className) is not configurable (its definition's INIntentConfigurable is off): the Shortcuts app offers it only as a shortcut "
                    + "the app donates (:donate \(app.displayName) \(className) …, then :shortcuts add \"\(phrase)\" ID)."
            ]
        }
        guard !ShortcutLibrary.key(phrase).isEmpty else { return ["A voice shortcut needs words."] }
        if let taken = try phraseTaken(phrase, except: nil) { return [taken] }
        let intent: any INIntent
        do { intent = try siri.configuredIntent(className, app: app, values: pairs, memory: memory) } catch {
            return ["Not added: \(error.description)."]
        }
        guard let handling = siri.spec(className, app: app.bundleIdentifier)?.handling else {
            return ["\(className) cannot run here."]
        }
        let identifier = "voice-\(try siri.store.nextSequence("voiceShortcut"))"
        try siri.store.saveVoiceShortcut(
            VoiceShortcutRecord(
                identifier: identifier, phrase: phrase, app: app.bundleIdentifier, kind: .intent,
                intentClass: className,
                payloadJSON: handling.describe(intent).serialized(), source: "Shortcuts", createdAt: siri.clock.now))
        log.emit(app.bundleIdentifier, className, .shortcut(action: .added, phrase: phrase, identifier: identifier))
        let title = definition?.intent(className: className)?.title ?? className
        return ["Added “\(phrase)”: say it to run \(title) in \(app.displayName)."]
    }

    /// `:donate APP INTENT [name=value …]`: donates the intent as the app's code would
    /// (`INInteraction.donate`), with no request said.
    func donateCommand(_ arguments: String) -> [String] {
        let usage = ["Usage: :donate APP INTENT [name=value …] (values with spaces in quotes: content=\"on my way\")"]
        let (pairs, rest) = Siri.namedValues(arguments)
        guard rest.count >= 2 else { return usage }
        let app: InstalledApp
        let className: String
        switch appAndIntent(rest) {
        case .success(let found): (app, className) = found
        case .failure(let error): return [error.description]
        }
        guard app.bundle.supportedIntents.contains(where: { siri.className($0, app: app) == className }) else {
            return ["\(app.displayName) does not handle \(className): an app donates only intents it declares."]
        }
        do {
            let intent = try siri.configuredIntent(className, app: app, values: pairs, memory: memory)
            try siri.services(for: app).interactions.donate(
                INInteraction(
                    intent: intent, response: nil, identifier: "",
                    dateInterval: DateInterval(start: siri.clock.now, duration: 0),
                    intentHandlingStatus: .success))
        } catch let error as ConfigurationError {
            return ["Not donated: \(error.description)."]
        } catch {
            return ["Not donated: \(error)."]
        }
        log.reportDonations(siri)
        return ["\(app.displayName) donated \(className)."]
    }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { true } else { false }
    }
}
