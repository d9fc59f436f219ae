import Assistant
import Formats
import Runtime
import SystemIntents
import XcodeProject

/// Lint's checks of what an app's files leave to its build and its languages: settings
/// nothing defines, every `.lproj`'s strings and vocabulary, what a definition loads but
/// Siri cannot use, and response templates that only the app's code can fill.
enum ProjectCheck {
    static func check(_ bundle: AppBundle) -> [LintFinding] {
        var findings: [LintFinding] = []
        for problem in bundle.vocabulary.problems {
            findings.append(LintFinding(location: problem.location, message: problem.message))
        }
        for variable in bundle.unknownVariables {
            findings.append(
                LintFinding(
                    location: variable.location,
                    message:
                        "$(\(variable.name)) is set nowhere (not in the project, its .xcconfig files or --set): it reads as nothing; give --set \(variable.name)=VALUE"
                ))
        }
        for definition in bundle.definitionFiles {
            let file = definition.file ?? bundle.path
            for note in definition.notes {
                findings.append(
                    LintFinding(
                        location: SourceLocation(
                            file: definition.stringsFile.map {
                                Paths.lastComponent($0) == Paths.lastComponent(file) ? $0 : file
                            } ?? file,
                            line: note.line, keyPath: note.keyPath),
                        message: note.message, severity: .note))
            }
            findings += holes(definition)
        }
        findings += otherLanguages(bundle)
        // A custom intent no target lists is run by a shortcut only by opening the app.
        for definition in bundle.definitionFiles {
            for intent in definition.intents
            where !bundle.supportedIntents.contains(where: { definition.classNamed($0) == intent.className }) {
                findings.append(
                    LintFinding(
                        location: SourceLocation(
                            file: definition.file ?? "", line: intent.line, keyPath: "INIntentName"),
                        message:
                            "\(intent.className) is in no IntentsSupported (Intents extension) or INIntentsSupported (app): "
                            + "run by a shortcut, it opens the app with a user activity instead of reaching a handler",
                        severity: .note))
            }
        }
        return findings
    }

    /// Response templates that speak a property only the app's code sets (one named like no
    /// parameter): an app of plist files alone says the concise form, or Siri's own words.
    static func holes(_ definition: CustomIntentDefinitions) -> [LintFinding] {
        var findings: [LintFinding] = []
        for intent in definition.intents {
            let parameters = Set(intent.parameters.map(\.name))
            for code in intent.response.codes {
                guard let template = code.template else { continue }
                let unset = template.names.filter { !parameters.contains($0) }
                guard !unset.isEmpty else { continue }
                let fallback =
                    code.conciseTemplate.map { concise in
                        concise.names.allSatisfy(parameters.contains)
                            ? "the concise form (“\(concise)”)" : "Siri's own words"
                    } ?? "Siri's own words"
                findings.append(
                    LintFinding(
                        location: SourceLocation(
                            file: definition.file ?? "", line: code.line, keyPath: "INIntentResponseCodeFormatString"),
                        message:
                            "\(intent.className) \(code.name): “\(template)” speaks \(unset.map { "${\($0)}" }.joined(separator: ", ")), which only the app's code sets; without it Siri says \(fallback)",
                        severity: .note))
            }
        }
        return findings
    }

    /// Every localization the app has, read as a device in that language would read it.
    static func otherLanguages(_ bundle: AppBundle) -> [LintFinding] {
        var findings: [LintFinding] = []
        let sources: AppSources
        do { sources = try AppLocator.locate(bundle.path) } catch { return [] }
        for (region, file) in sources.vocabularies.sorted(by: { $0.key < $1.key }) where file != bundle.vocabulary.file
        {
            do {
                for problem in try AppIntentVocabulary.load(path: file).problems {
                    findings.append(LintFinding(location: problem.location, message: "\(region): \(problem.message)"))
                }
            } catch {
                findings.append(LintFinding(location: error.location, message: "\(region): \(error.message)"))
            }
        }
        for definition in sources.definitions {
            for (region, strings) in definition.strings.sorted(by: { $0.key < $1.key }) {
                do {
                    let table = try LocalizedStrings.load(strings)
                    let read = try CustomIntentDefinitions.load(
                        path: definition.localizedDefinitions[region] ?? definition.file, strings: table)
                    let loaded = bundle.definitionFiles.contains { $0.stringsFile == strings }
                    guard !loaded else { continue }
                    for note in read.notes where note.message.contains(Paths.lastComponent(strings)) {
                        findings.append(
                            LintFinding(
                                location: SourceLocation(file: strings, line: 0, keyPath: note.keyPath),
                                message: "\(region): \(note.message)", severity: .note))
                    }
                } catch {
                    findings.append(LintFinding(location: error.location, message: "\(region): \(error.message)"))
                }
            }
        }
        return findings
    }
}
