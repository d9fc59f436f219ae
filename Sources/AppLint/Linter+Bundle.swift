import Apps
import Assistant
import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Runtime
import Store
import SystemIntents
import XcodeProject

extension Linter {
    /// What is wrong in one bundle's own files: the intents its Info.plists declare, and its
    /// AppIntentVocabulary.plist.
    static func checkBundle(_ bundle: AppBundle) -> [LintFinding] {
        var findings = checkAlternativeNames(bundle)
        findings += MediaCategoryCheck.check(bundle)
        findings += checkDeclaredIntents(bundle)
        // Siri understands system intents with its own phrases; a custom intent is understood
        // only from the app's IntentPhrases.
        // A custom intent is run by voice through a shortcut (one the user adds, one the app
        // donates): IntentPhrases for it are sirisim's convenience, not something Siri reads.
        guard let vocabularyFile = bundle.vocabulary.file else { return findings }
        findings += checkIntentPhrases(bundle, file: vocabularyFile)
        for vocabulary in bundle.vocabulary.parameterVocabularies {
            findings += checkParameterVocabulary(vocabulary, of: bundle, file: vocabularyFile)
        }
        findings += VocabularyAdvice.checkGlobalVocabulary(bundle, file: vocabularyFile)
        return findings
    }

    /// Whether sirisim knows `intent`: a system intent, or one of the bundle's custom intents.
    static func isKnown(_ intent: String, in bundle: AppBundle) -> Bool {
        IntentRegistry.system.isSystemIntent(intent) || bundle.customIntents.classNamed(intent) != nil
    }

    /// What to say of an intent sirisim does not know.
    static func unknownIntent(_ intent: String) -> String {
        KnownIntents.domain(of: intent).map { "\(intent) is a \($0) intent, which sirisim does not simulate yet" }
            ?? "unknown intent \(intent)"
    }

    /// Siri uses at most three alternative app names.
    static func checkAlternativeNames(_ bundle: AppBundle) -> [LintFinding] {
        guard bundle.alternativeNames.count > 3 else { return [] }
        let location = SourceLocation(file: bundle.infoPlistFile, line: 0, keyPath: "INAlternativeAppNames")
        return [
            LintFinding(
                location: location,
                message: "\(bundle.alternativeNames.count) alternative app names; Siri uses at most 3")
        ]
    }

    /// The intents the app and its extension declare: each known, each restricted one
    /// supported, and each declared only by the app reachable there.
    static func checkDeclaredIntents(_ bundle: AppBundle) -> [LintFinding] {
        var findings: [LintFinding] = []
        let info = bundle.infoPlistFile
        for intent in bundle.appIntents where !isKnown(intent, in: bundle) {
            findings.append(
                LintFinding(
                    location: SourceLocation(file: info, line: 0, keyPath: "INIntentsSupported"),
                    message: unknownIntent(intent),
                    severity: KnownIntents.domain(of: intent) == nil ? .warning : .note))
        }
        if let ext = bundle.intentsExtension {
            let file = bundle.extensionInfoFiles.first ?? Paths.join(bundle.path, "IntentsExtension/Info.plist")
            for intent in ext.intentsSupported where !isKnown(intent, in: bundle) {
                findings.append(
                    LintFinding(
                        location: SourceLocation(file: file, line: 0, keyPath: "IntentsSupported"),
                        message: unknownIntent(intent),
                        severity: KnownIntents.domain(of: intent) == nil ? .warning : .note))
            }
            for intent in ext.restrictedWhileLocked where !ext.intentsSupported.contains(intent) {
                let location = SourceLocation(file: file, line: 0, keyPath: "IntentsRestrictedWhileLocked")
                let message = "\(intent) is restricted while locked but not in IntentsSupported"
                findings.append(LintFinding(location: location, message: message))
            }
        }
        // An intent only the app declares reaches it only where it can handle intents itself.
        for intent in bundle.appIntents
        where !(bundle.intentsExtension?.intentsSupported.contains(intent) ?? false) && !bundle.supportsMultipleScenes {
            let message =
                "\(intent) is declared only by the app, which does not support multiple scenes "
                + "(UIApplicationSceneManifest → UIApplicationSupportsMultipleScenes): no iOS version sends it there"
            findings.append(
                LintFinding(
                    location: SourceLocation(file: info, line: 0, keyPath: "INIntentsSupported"),
                    message: message))
        }
        return findings
    }

    /// The IntentPhrases: present (unless the vocabulary is global alone), each for a known
    /// intent the app supports, each with examples.
    static func checkIntentPhrases(_ bundle: AppBundle, file: String) -> [LintFinding] {
        var findings: [LintFinding] = []
        if bundle.vocabulary.intentPhrases.isEmpty && !bundle.vocabulary.parameterVocabularies.isEmpty {
            // A global vocabulary alone (ride options, workout names) needs no phrases.
        } else if bundle.vocabulary.intentPhrases.isEmpty {
            findings.append(
                LintFinding(
                    location: SourceLocation(file: file, line: 0, keyPath: "IntentPhrases"),
                    message: "missing or empty: add sample phrases for each intent"))
        }
        for phrase in bundle.vocabulary.intentPhrases {
            let location = SourceLocation(file: file, line: phrase.line, keyPath: "IntentPhrases")
            if !isKnown(phrase.intentName, in: bundle) {
                let message =
                    KnownIntents.domain(of: phrase.intentName) == nil
                    ? "unknown IntentName \(phrase.intentName)" : unknownIntent(phrase.intentName)
                findings.append(LintFinding(location: location, message: message))
            } else if !isSupported(phrase.intentName, by: bundle) {
                findings.append(
                    LintFinding(
                        location: location,
                        message: "\(phrase.intentName) has phrases but neither "
                            + "the app nor its extension lists it as supported"))
            }
            if phrase.examples.isEmpty {
                findings.append(LintFinding(location: location, message: "\(phrase.intentName) has no IntentExamples"))
            }
        }
        return findings
    }

    /// Whether the app or its extension lists `intent`, by its name or its custom class.
    static func isSupported(_ intent: String, by bundle: AppBundle) -> Bool {
        let custom = bundle.customIntents
        return bundle.supportedIntents.contains {
            $0 == intent || custom.classNamed($0) == custom.classNamed(intent) && custom.classNamed($0) != nil
        }
    }

    /// One ParameterVocabularies entry: parameters Siri can fill, no phrase bound to two
    /// identifiers, and terms Apple advises against.
    static func checkParameterVocabulary(
        _ vocabulary: AppIntentVocabulary.ParameterVocabulary, of bundle: AppBundle,
        file: String
    ) -> [LintFinding] {
        var findings: [LintFinding] = []
        let location = SourceLocation(file: file, line: vocabulary.line, keyPath: "ParameterVocabularies")
        for name in vocabulary.parameterNames {
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            let schema =
                parts.count == 2
                ? IntentRegistry.system[parts[0]]?.schema
                    ?? bundle.customIntents.classNamed(parts[0]).flatMap { bundle.customIntents.schemas[$0] }
                : nil
            if schema == nil, VocabularyUse.globalParameters.contains(name) {
                continue  // documented (ride options), though sirisim runs no ride intents
            } else if schema == nil {
                findings.append(
                    LintFinding(
                        location: location,
                        message: "ParameterNames: \(name): unknown intent (write Intent.property)"))
            } else if schema?.parameters.contains(where: { $0.name == parts[1] }) != true {
                let message = "ParameterNames: \(name): \(parts[0]) has no parameter \(parts[1]) Siri can fill"
                findings.append(LintFinding(location: location, message: message))
            }
        }
        // One phrase bound to two identifiers.
        var owner: [String: String] = [:]
        for item in vocabulary.items {
            for synonym in item.synonyms {
                let key = Tokenizer.keys(synonym.phrase).joined(separator: " ")
                if let other = owner[key], other != item.identifier {
                    let itemLocation = SourceLocation(file: file, line: item.line, keyPath: "ParameterVocabularies")
                    let message = "“\(synonym.phrase)” is bound to both \(other) and \(item.identifier)"
                    findings.append(LintFinding(location: itemLocation, message: message))
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
        return findings
    }
}
