import Foundation
import Runtime
import Apps
import Assistant
import Formats
import IntentModel
import PhraseMatcher
import Store
import SystemIntents
import XcodeProject

/// One thing `sirisim lint` found, at a file and line: a warning (what a developer should
/// fix: exit 1) or a note (what loads but is worth knowing).
public struct LintFinding: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: Sendable, Equatable {
        case warning, note
    }

    public var location: SourceLocation
    public var message: String
    public var severity: Severity = .warning

    public init(location: SourceLocation, message: String, severity: Severity = .warning) {
        self.location = location
        self.message = message
        self.severity = severity
    }

    public var description: String { "\(location): \(severity == .note ? "note: " : "")\(message)" }
}

/// What `sirisim lint` says of a set of apps: what it read from where, and its findings.
public struct LintReport: Sendable {
    /// Per app, what was read from where (an Xcode project's target and files).
    public var reading: [(app: String, notes: [String])]
    public var findings: [LintFinding]

    public var warnings: [LintFinding] { findings.filter { $0.severity == .warning } }
    public var notes: [LintFinding] { findings.filter { $0.severity == .note } }
}

/// Checks app bundles the way App Store review and Siri would read them: plist structure,
/// intent and parameter names, vocabulary Apple advises against, and whether every
/// IntentExample reads back as its own intent.
public enum Linter {
    /// Lints the bundles at `paths`. Throws when a file cannot be read at all (exit 2);
    /// returns findings otherwise (exit 1 when there are any).
    public static func lint(paths: [String], contactsPath: String? = nil, reading: AppReading = AppReading()) throws -> [LintFinding] {
        try report(paths: paths, contactsPath: contactsPath, reading: reading).findings
    }

    /// Lints the apps at `paths` (bundle folders, Xcode projects, folders to search), read as
    /// `reading` says, with what was read from where.
    public static func report(paths: [String], contactsPath: String? = nil, reading: AppReading = AppReading()) throws -> LintReport {
        var findings: [LintFinding] = []
        var bundles: [AppBundle] = []
        let paths = paths.map { Paths.absolute($0) }
        for path in paths {
            let bundle: AppBundle
            do {
                bundle = try AppBundle.load(path: path, locale: reading.locale, target: AppLocator.kind(of: path).isProject ? reading.target : nil,
                                            overrides: reading.settings)
            } catch {
                throw BootError(error)
            }
            bundles.append(bundle)
            findings += checkBundle(bundle)
            findings += ProjectCheck.check(bundle)
            let dataPath = bundle.dataFile.isEmpty ? Paths.join(path, "Data.json") : bundle.dataFile
            if Paths.kind(dataPath) != .missing {
                let root: Node
                do { root = try JSONParser.parse(contentsOf: dataPath) } catch { throw BootError(error) }
                let contacts = try deviceContacts(contactsPath, near: paths)
                do {
                    let data = try AppData.read(root, file: dataPath, app: bundle.bundleIdentifier, declaredIntents: bundle.supportedIntents)
                    for (type, strings) in data.launchVocabulary {
                        let list = NodeReader(root, file: dataPath)["launch"]["vocabulary"][type.rawValue]
                        findings += checkTerms(strings.map(\.spokenPhrase), what: nil, location: list.location, everydayWords: false)
                    }
                    findings += VocabularyAdvice.checkUserVocabulary(data, bundle: bundle, root: NodeReader(root, file: dataPath),
                                                                     deviceContacts: contacts)
                } catch {
                    findings.append(LintFinding(location: error.location, message: error.message))
                }
            }
        }
        // Two bundles with one identifier: a device installs only the first.
        var owners: [String: String] = [:]
        var installable: [String] = []
        for (path, bundle) in zip(paths, bundles) {
            if let first = owners[bundle.bundleIdentifier] {
                findings.append(LintFinding(location: try identifierLocation(bundle),
                                            message: "\(bundle.bundleIdentifier) is also the identifier of \(first); each app needs its own"))
            } else {
                owners[bundle.bundleIdentifier] = path
                installable.append(path)
            }
        }
        // The device's Contacts must be readable: lint reads the examples with them.
        if let contactsPath {
            do { _ = try DeviceContactsFile.load(path: Paths.absolute(contactsPath)) } catch { throw BootError(error) }
        }
        // Every example must read back as its own intent, in its own app.
        var configuration = DeviceConfiguration()
        configuration.appPaths = installable
        configuration.contactsPath = contactsPath
        configuration.locale = reading.locale
        configuration.target = reading.target
        configuration.buildSettings = reading.settings
        configuration.frozenAt = Date(timeIntervalSince1970: 0)
        let device: Device
        let matcher: PhraseMatcher
        do {
            device = try Device(configuration)
            matcher = try device.siri.matcher
        } catch {
            let boot = error as? BootError
            let location = boot?.location ?? SourceLocation(file: installable.first ?? "", line: 0)
            // A mistake already found in a Data.json is why the device cannot start: say it once.
            if !findings.contains(where: { $0.location.file == location.file && $0.location.line == location.line }) {
                findings.append(LintFinding(location: location, message: "the device cannot start with these apps: \(boot?.message ?? "\(error)")"))
            }
            return LintReport(reading: bundles.map { ($0.displayName, $0.notes) }, findings: sorted(findings))
        }
        for bundle in bundles where installable.contains(bundle.path) {
            for phrase in bundle.vocabulary.intentPhrases {
                let expected = IntentRegistry.system.isSystemIntent(phrase.intentName) ? phrase.intentName
                    : bundle.customIntents.classNamed(phrase.intentName) ?? phrase.intentName
                for example in phrase.examples {
                    let cleaned = example.replacingOccurrences(of: #"\{([^}:]*)(:\s*([^}]*))?\}"#, with: "$3", options: .regularExpression)
                    let result = matcher.match(cleaned, readings: 1)
                    guard let best = result.best else {
                        findings.append(LintFinding(location: SourceLocation(file: bundle.vocabulary.file ?? bundle.path, line: phrase.line, keyPath: "IntentPhrases"),
                                                    message: "“\(example)” is not understood as \(expected) (best score \(String(format: "%.2f", result.candidates.first?.score ?? 0)))"))
                        continue
                    }
                    if let message = misreading(example: example, cleaned: cleaned, expected: expected, best: best, bundle: bundle,
                                                bundles: bundles, matcher: matcher) {
                        findings.append(LintFinding(location: SourceLocation(file: bundle.vocabulary.file ?? bundle.path, line: phrase.line, keyPath: "IntentPhrases"),
                                                    message: message))
                    }
                }
            }
        }
        return LintReport(reading: bundles.map { ($0.displayName, $0.notes) }, findings: sorted(findings))
    }

    /// What is wrong with how an example reads, if anything. Another app reading it as the
    /// same intent at the same score is no mistake: App Selection chooses between them, as
    /// in the session (`:why` shows its signals). Another app reading it better, or another
    /// intent, is.
    static func misreading(example: String, cleaned: String, expected: String, best: Match, bundle: AppBundle, bundles: [AppBundle],
                           matcher: PhraseMatcher) -> String? {
        if best.intent == expected && best.app == bundle.bundleIdentifier { return nil }
        let other = bundles.first { $0.bundleIdentifier == best.app }?.displayName ?? best.app
        let score = String(format: "%.2f", best.score)
        if best.intent == expected {
            let own = matcher.match(cleaned, app: bundle.bundleIdentifier, intent: expected, readings: 1).best
            guard let own else { return "“\(example)” is not understood as \(expected) in this app; \(other) takes it (\(score))" }
            if own.score >= best.score - 0.005 { return nil }
            return "“\(example)” reads better in \(other) (\(score)) than in this app (\(String(format: "%.2f", own.score))): "
                + "unless the app is named, Siri may send it to \(other)"
        }
        return "“\(example)” reads as \(best.intent) in \(other) (\(score)), not as \(expected) in this app"
    }

    static func sorted(_ findings: [LintFinding]) -> [LintFinding] {
        findings.sorted { ($0.location.file, $0.location.line, $0.message) < ($1.location.file, $1.location.line, $1.message) }
    }

    /// Where a bundle's Info.plist sets CFBundleIdentifier.
    static func identifierLocation(_ bundle: AppBundle) throws -> SourceLocation {
        let info = bundle.infoPlistFile
        guard Paths.kind(info) == .file else { return SourceLocation(file: info, line: 0, keyPath: "CFBundleIdentifier") }
        do {
            return NodeReader(try PropertyListParser.parse(contentsOf: info), file: info)["CFBundleIdentifier"].location
        } catch {
            throw BootError(error)
        }
    }

    /// The device's Contacts lint checks vocabulary against: the file given, or the one beside the apps.
    static func deviceContacts(_ path: String?, near paths: [String]) throws -> [DeviceContact] {
        guard let path = try path.map({ Paths.absolute($0) }) ?? BundledFiles.contacts(near: paths) else { return [] }
        do { return try DeviceContactsFile.load(path: path) } catch { throw BootError(error) }
    }

    static func checkBundle(_ bundle: AppBundle) -> [LintFinding] {
        var findings: [LintFinding] = []
        let info = bundle.infoPlistFile
        let vocabularyFile = bundle.vocabulary.file ?? Paths.join(bundle.path, "Base.lproj/AppIntentVocabulary.plist")
        func known(_ intent: String) -> Bool {
            IntentRegistry.system.isSystemIntent(intent) || bundle.customIntents.classNamed(intent) != nil
        }
        func unknown(_ intent: String) -> String {
            KnownIntents.domain(of: intent).map { "\(intent) is a \($0) intent, which sirisim does not simulate yet" } ?? "unknown intent \(intent)"
        }
        if bundle.alternativeNames.count > 3 {
            findings.append(LintFinding(location: SourceLocation(file: info, line: 0, keyPath: "INAlternativeAppNames"),
                                        message: "\(bundle.alternativeNames.count) alternative app names; Siri uses at most 3"))
        }
        findings += MediaCategoryCheck.check(bundle)
        for intent in bundle.appIntents where !known(intent) {
            findings.append(LintFinding(location: SourceLocation(file: info, line: 0, keyPath: "INIntentsSupported"), message: unknown(intent),
                                        severity: KnownIntents.domain(of: intent) == nil ? .warning : .note))
        }
        if let ext = bundle.intentsExtension {
            let file = bundle.extensionInfoFiles.first ?? Paths.join(bundle.path, "IntentsExtension/Info.plist")
            for intent in ext.intentsSupported where !known(intent) {
                findings.append(LintFinding(location: SourceLocation(file: file, line: 0, keyPath: "IntentsSupported"), message: unknown(intent),
                                            severity: KnownIntents.domain(of: intent) == nil ? .warning : .note))
            }
            for intent in ext.restrictedWhileLocked where !ext.intentsSupported.contains(intent) {
                findings.append(LintFinding(location: SourceLocation(file: file, line: 0, keyPath: "IntentsRestrictedWhileLocked"),
                                            message: "\(intent) is restricted while locked but not in IntentsSupported"))
            }
        }
        // An intent only the app declares reaches it only where it can handle intents itself.
        for intent in bundle.appIntents where !(bundle.intentsExtension?.intentsSupported.contains(intent) ?? false) && !bundle.supportsMultipleScenes {
            findings.append(LintFinding(location: SourceLocation(file: info, line: 0, keyPath: "INIntentsSupported"),
                                        message: "\(intent) is declared only by the app, which does not support multiple scenes (UIApplicationSceneManifest → UIApplicationSupportsMultipleScenes): no iOS version sends it there"))
        }
        // Siri understands system intents with its own phrases; a custom intent is understood
        // only from the app's IntentPhrases.
        // A custom intent is run by voice through a shortcut (one the user adds, one the app
        // donates): IntentPhrases for it are sirisim's convenience, not something Siri reads.
        guard bundle.vocabulary.file != nil else { return findings }
        if bundle.vocabulary.intentPhrases.isEmpty && !bundle.vocabulary.parameterVocabularies.isEmpty {
            // A global vocabulary alone (ride options, workout names) needs no phrases.
        } else if bundle.vocabulary.intentPhrases.isEmpty {
            findings.append(LintFinding(location: SourceLocation(file: vocabularyFile, line: 0, keyPath: "IntentPhrases"), message: "missing or empty: add sample phrases for each intent"))
        }
        for phrase in bundle.vocabulary.intentPhrases {
            let location = SourceLocation(file: vocabularyFile, line: phrase.line, keyPath: "IntentPhrases")
            if !known(phrase.intentName) {
                findings.append(LintFinding(location: location, message: KnownIntents.domain(of: phrase.intentName) == nil
                                            ? "unknown IntentName \(phrase.intentName)" : unknown(phrase.intentName)))
            } else if !bundle.supportedIntents.contains(where: { $0 == phrase.intentName || bundle.customIntents.classNamed($0) == bundle.customIntents.classNamed(phrase.intentName) && bundle.customIntents.classNamed($0) != nil }) {
                findings.append(LintFinding(location: location, message: "\(phrase.intentName) has phrases but neither the app nor its extension lists it as supported"))
            }
            if phrase.examples.isEmpty {
                findings.append(LintFinding(location: location, message: "\(phrase.intentName) has no IntentExamples"))
            }
        }
        for vocabulary in bundle.vocabulary.parameterVocabularies {
            let location = SourceLocation(file: vocabularyFile, line: vocabulary.line, keyPath: "ParameterVocabularies")
            for name in vocabulary.parameterNames {
                let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
                let schema = parts.count == 2 ? IntentRegistry.system[parts[0]]?.schema ?? bundle.customIntents.classNamed(parts[0]).flatMap { bundle.customIntents.schemas[$0] } : nil
                if schema == nil, VocabularyUse.globalParameters.contains(name) {
                    continue  // documented (ride options), though sirisim runs no ride intents
                } else if schema == nil {
                    findings.append(LintFinding(location: location, message: "ParameterNames: \(name): unknown intent (write Intent.property)"))
                } else if schema?.parameters.contains(where: { $0.name == parts[1] }) != true {
                    findings.append(LintFinding(location: location, message: "ParameterNames: \(name): \(parts[0]) has no parameter \(parts[1]) Siri can fill"))
                }
            }
            // One phrase bound to two identifiers.
            var owner: [String: String] = [:]
            for item in vocabulary.items {
                for synonym in item.synonyms {
                    let key = Tokenizer.keys(synonym.phrase).joined(separator: " ")
                    if let other = owner[key], other != item.identifier {
                        findings.append(LintFinding(location: SourceLocation(file: vocabularyFile, line: item.line, keyPath: "ParameterVocabularies"),
                                                    message: "“\(synonym.phrase)” is bound to both \(other) and \(item.identifier)"))
                    }
                    owner[key] = item.identifier
                }
            }
            let phrases = vocabulary.items.flatMap { $0.synonyms.map(\.phrase) }
            findings += checkTerms(phrases, what: "ParameterVocabulary", location: location, everydayWords: false)
            for phrase in phrases {
                if let finding = VocabularyAdvice.everyday(phrase, location: location) {
                    findings.append(LintFinding(location: location, message: "ParameterVocabulary: " + finding.message))
                }
            }
        }
        findings += VocabularyAdvice.checkGlobalVocabulary(bundle, file: vocabularyFile)
        return findings
    }

    /// Terms Apple advises against: everyday words Siri already knows, and strings over the limit.
    static func checkTerms(_ terms: [String], what: String?, location: SourceLocation, everydayWords: Bool = true) -> [LintFinding] {
        var findings: [LintFinding] = []
        let prefix = what.map { "\($0): " } ?? ""
        for term in terms {
            if everydayWords, let finding = VocabularyAdvice.everyday(term, location: location) {
                findings.append(LintFinding(location: location, message: prefix + finding.message))
            }
            let size = Siri.vocabularyByteCount(term)
            if size > Siri.vocabularyStringLimit {
                findings.append(LintFinding(location: location, message: "\(prefix)a term of \(size) bytes is over the \(Siri.vocabularyStringLimit)-byte limit and would be dropped"))
            }
        }
        return findings
    }
}
