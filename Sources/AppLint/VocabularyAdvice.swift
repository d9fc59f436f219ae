import Apps
import Assistant
import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Runtime
import SystemIntents

/// Apple's advice on vocabulary, as lint findings: register only what Siri could not
/// know, in the right place.
///
/// - a `contactName` term the device's Contacts already has (Siri reads Contacts itself);
/// - an everyday phrase ("My Workout") or word;
/// - a user vocabulary type that no intent the app declares uses;
/// - user-specific names in the global vocabulary, which holds only ride options and
///   workout names (`VocabularyUse.globalParameters`) and an app's own custom intents.
enum VocabularyAdvice {
    /// Findings for what the app registers at launch (Data.json `launch.vocabulary`).
    static func checkUserVocabulary(
        _ data: AppData, bundle: AppBundle, root: NodeReader, deviceContacts: [DeviceContact]
    ) -> [LintFinding] {
        var findings: [LintFinding] = []
        let declared = Set(bundle.supportedIntents)
        let inContacts = Set(deviceContacts.flatMap { [$0.displayName] + ($0.nickname.map { [$0] } ?? []) }.map(fold))
        for (type, strings) in data.launchVocabulary {
            let list = root["launch"]["vocabulary"][type.rawValue]
            if declared.isDisjoint(with: VocabularyUse.intents(using: type)) {
                let users = VocabularyUse.intents(using: type).sorted().joined(separator: ", ")
                findings.append(
                    LintFinding(
                        location: list.location,
                        message: "no intent the app declares uses \(type.rawValue) terms (they serve \(users))"))
            }
            for (index, string) in strings.enumerated() {
                let location = list[index].location
                if type == .contactName, inContacts.contains(fold(string.spokenPhrase)) {
                    findings.append(
                        LintFinding(
                            location: location,
                            message: "“\(string.spokenPhrase)” is in the device's Contacts already; "
                                + "register as contactName only names Contacts does not manage"))
                }
                if let finding = everyday(string.spokenPhrase, location: location) { findings.append(finding) }
            }
        }
        return findings
    }

    /// Findings for the global vocabulary (ParameterVocabularies): where user-specific names
    /// do not belong.
    static func checkGlobalVocabulary(_ bundle: AppBundle, file: String) -> [LintFinding] {
        var findings: [LintFinding] = []
        for vocabulary in bundle.vocabulary.parameterVocabularies {
            let location = SourceLocation(file: file, line: vocabulary.line, keyPath: "ParameterVocabularies")
            for name in vocabulary.parameterNames {
                let intent = String(name.prefix { $0 != "." })
                guard !VocabularyUse.globalParameters.contains(name), bundle.customIntents.classNamed(intent) == nil,
                    IntentRegistry.system.isSystemIntent(intent)
                else { continue }
                findings.append(
                    LintFinding(
                        location: location,
                        message: "ParameterNames: \(name): the global vocabulary holds only ride options "
                            + "and workout names; register user-specific names (people, groups, playlists) as user vocabulary "
                            + "(INVocabulary) when the app launches"))
            }
        }
        return findings
    }

    /// A term Siri knows already: one everyday word, or everyday words after "my" or "the".
    static func everyday(_ term: String, location: SourceLocation) -> LintFinding? {
        let keys = Tokenizer.tokenize(term, numbers: false).map(\.key)
        guard !keys.isEmpty, keys.allSatisfy(SystemLexicon.understoodWithoutHelp.contains) else { return nil }
        let opensWithDeterminer = ["my", "the", "a", "our", "your"].contains(keys[0])
        guard keys.count == 1 || opensWithDeterminer else { return nil }
        return LintFinding(
            location: location,
            message: "“\(term)” is an everyday \(keys.count == 1 ? "word" : "phrase"); "
                + "Apple advises registering only terms Siri could not know")
    }

    static func fold(_ text: String) -> String {
        Tokenizer.keys(text).joined(separator: " ")
    }
}

/// Media categories: an app gets media intents only for the categories it declares.
enum MediaCategoryCheck {
    static func check(_ bundle: AppBundle) -> [LintFinding] {
        let media = bundle.supportedIntents.filter { IntentRegistry.system[$0]?.domain == .media }
        guard !media.isEmpty, bundle.mediaCategories.isEmpty else { return [] }
        let file =
            bundle.intentsExtension != nil
            ? (bundle.path as NSString).appendingPathComponent("IntentsExtension/Info.plist")
            : (bundle.path as NSString).appendingPathComponent("Info.plist")
        let key =
            bundle.intentsExtension != nil
            ? "NSExtension.NSExtensionAttributes.SupportedMediaCategories" : "INSupportedMediaCategories"
        return [
            LintFinding(
                location: SourceLocation(file: file, line: 0, keyPath: key),
                message:
                    "the app declares \(media.joined(separator: ", ")) but no media category, so Siri sends it no media requests "
                    + "(add INMediaCategoryMusic, INMediaCategoryPodcasts, … )")
        ]
    }
}
