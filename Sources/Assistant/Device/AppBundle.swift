import Formats
import Foundation
import IntentModel
import SystemIntents

/// An installed app as the system sees it: what its plist files declare. Siri knows an app
/// only through these files, its donations, its registered vocabulary and its handlers.
public struct AppBundle: Sendable {
    public var path: String
    public var bundleIdentifier: String
    public var displayName: String
    public var alternativeNames: [AlternativeAppName]
    /// Intents the app handles itself (Info.plist INIntentsSupported), in order.
    public var appIntents: [String]
    /// The Intents extension, when the bundle has one.
    public var intentsExtension: IntentsExtension?
    public var vocabulary: AppIntentVocabulary
    /// Every custom intent of the app's definition files, as one list (each file's intents
    /// keep their own enums and types in `definitionFiles`).
    public var customIntents: CustomIntentDefinitions {
        get {
            guard definitionFiles.count != 1 else { return definitionFiles[0] }
            var merged = CustomIntentDefinitions.none
            for file in definitionFiles {
                merged.intents += file.intents
                merged.enums.merge(file.enums) { first, _ in first }
                merged.types.merge(file.types) { first, _ in first }
            }
            return merged
        }
        set { definitionFiles = newValue.intents.isEmpty && newValue.file == nil ? [] : [newValue] }
    }
    /// The localization the vocabulary was read from (`Base` or a language code).
    public var localization: String
    /// Whether the app supports multiple scenes (Info.plist `UIApplicationSceneManifest`
    /// → `UIApplicationSupportsMultipleScenes`), which in-app intent handling needs.
    public var supportsMultipleScenes = false
    /// Every file the bundle was read from (plists, definitions, strings, the project), so
    /// that a run never writes an output over one of them.
    public var sourceFiles: [String] = []
    /// The app's seed data (`Data.json` in a bundle folder, `sirisim/Data.json` beside an
    /// Xcode project); it may be absent.
    public var dataFile: String = ""
    /// The custom intents of each definition file (a project may have several).
    public var definitionFiles: [CustomIntentDefinitions] = []
    /// The app's development region (`CFBundleDevelopmentRegion`, or the project's).
    public var developmentRegion = "en"
    /// What was read from where, and what was passed over (an Xcode project's targets and
    /// files), for lint.
    public var notes: [String] = []
    /// Settings the app's files name that nothing defines, for lint.
    public var unknownVariables: [UnknownVariable] = []
    /// The app's Info.plist as messages name it (a file, or the target whose settings make it).
    public var infoPlistFile = ""
    /// The Intents extensions' Info.plist files.
    public var extensionInfoFiles: [String] = []

    public struct AlternativeAppName: Sendable, Hashable {
        public var name: String
        public var pronunciationHint: String?

        public init(name: String, pronunciationHint: String? = nil) {
            self.name = name
            self.pronunciationHint = pronunciationHint
        }
    }

    public struct IntentsExtension: Sendable, Hashable {
        public var intentsSupported: [String]
        public var restrictedWhileLocked: [String]
        public var supportedMediaCategories: [INMediaCategory]

        public init(
            intentsSupported: [String], restrictedWhileLocked: [String] = [],
            supportedMediaCategories: [INMediaCategory] = []
        ) {
            self.intentsSupported = intentsSupported
            self.restrictedWhileLocked = restrictedWhileLocked
            self.supportedMediaCategories = supportedMediaCategories
        }
    }

    /// A bundle made in code (tests, benchmarks), as if read from its plist files.
    public init(
        path: String, bundleIdentifier: String, displayName: String, alternativeNames: [AlternativeAppName] = [],
        appIntents: [String] = [], intentsExtension: IntentsExtension?, vocabulary: AppIntentVocabulary = .empty,
        localization: String = "Base"
    ) {
        self.path = path
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.alternativeNames = alternativeNames
        self.appIntents = appIntents
        self.intentsExtension = intentsExtension
        self.vocabulary = vocabulary
        self.localization = localization
    }

    /// Media categories the app declares itself (Info.plist `INSupportedMediaCategories`).
    public var appMediaCategories: [INMediaCategory] = []

    /// Every media category the app or its extension declares: media intents reach the app
    /// only for these.
    public var mediaCategories: Set<INMediaCategory> {
        Set(appMediaCategories + (intentsExtension?.supportedMediaCategories ?? []))
    }

    /// Every intent the app or its extension handles: the extension's first, then the app's
    /// (the order ties break by).
    public var supportedIntents: [String] {
        var seen = Set<String>()
        return ((intentsExtension?.intentsSupported ?? []) + appIntents).filter { seen.insert($0).inserted }
    }
}

/// IntentPhrases and ParameterVocabularies from an AppIntentVocabulary.plist.
public struct AppIntentVocabulary: Sendable, Hashable {
    public struct IntentPhrase: Sendable, Hashable {
        public var intentName: String
        public var examples: [String]
        public var line: Int
    }

    public struct Item: Sendable, Hashable {
        public var identifier: String
        public var synonyms: [Synonym]
        public var line: Int
    }

    public struct Synonym: Sendable, Hashable {
        public var phrase: String
        public var pronunciation: String?
        public var examples: [String]
    }

    public struct ParameterVocabulary: Sendable, Hashable {
        /// `Intent.property` names.
        public var parameterNames: [String]
        public var items: [Item]
        public var line: Int
    }

    public var file: String?
    public var intentPhrases: [IntentPhrase]
    public var parameterVocabularies: [ParameterVocabulary]
    /// What the file has that Siri passes over (an unknown key, a synonym without a
    /// phrase), for lint.
    public var problems: [Problem] = []

    /// One thing Siri passes over, where it is.
    public struct Problem: Sendable, Hashable {
        public var file: String
        public var line: Int
        public var keyPath: String
        public var message: String

        init(_ error: FormatError) {
            file = error.location.file
            line = error.location.line
            keyPath = error.location.keyPath
            message = error.message
        }

        public var location: SourceLocation { SourceLocation(file: file, line: line, keyPath: keyPath) }
    }

    public static let empty = AppIntentVocabulary(file: nil, intentPhrases: [], parameterVocabularies: [])
}

extension AppBundle {
    /// Reads a list of media categories, naming the file, line and key of an unknown one.
    static func mediaCategories(_ reader: NodeReader) throws(FormatError) -> [INMediaCategory] {
        var out: [INMediaCategory] = []
        for (index, name) in try reader.optionalStringArray().enumerated() {
            guard let category = INMediaCategory(rawValue: name) else {
                let known = INMediaCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw reader[index].error("\"\(name)\" is not a media category (\(known))")
            }
            out.append(category)
        }
        return out
    }
}

extension AppIntentVocabulary {
    /// Reads an AppIntentVocabulary.plist. What Siri would pass over (an unknown key such
    /// as Xcode's "New item", a synonym without a phrase) is kept in `problems`, not refused.
    public static func load(path: String) throws(FormatError) -> AppIntentVocabulary {
        let root = NodeReader(try PropertyListParser.parse(contentsOf: path), file: path)
        var problems = root.unknownKeys(["IntentPhrases", "ParameterVocabularies"])
        var phrases: [IntentPhrase] = []
        for entry in try root["IntentPhrases"].optionalArray() {
            problems += entry.unknownKeys(["IntentName", "IntentExamples"])
            phrases.append(
                IntentPhrase(
                    intentName: try entry["IntentName"].string(),
                    examples: try entry["IntentExamples"].optionalStringArray(),
                    line: entry.location.line))
        }
        var vocabularies: [ParameterVocabulary] = []
        for entry in try root["ParameterVocabularies"].optionalArray() {
            problems += entry.unknownKeys(["ParameterNames", "ParameterVocabulary"])
            var items: [Item] = []
            for item in try entry["ParameterVocabulary"].array() {
                problems += item.unknownKeys(["VocabularyItemIdentifier", "VocabularyItemSynonyms"])
                var synonyms: [Synonym] = []
                for synonym in try item["VocabularyItemSynonyms"].array() {
                    problems += synonym.unknownKeys([
                        "VocabularyItemPhrase", "VocabularyItemPronunciation", "VocabularyItemExamples",
                    ])
                    guard let phrase = try synonym["VocabularyItemPhrase"].optionalString(), !phrase.isEmpty else {
                        problems.append(
                            synonym.error(
                                "a synonym needs VocabularyItemPhrase, the words Siri hears; Siri passes over this one")
                        )
                        continue
                    }
                    synonyms.append(
                        Synonym(
                            phrase: phrase, pronunciation: try synonym["VocabularyItemPronunciation"].optionalString(),
                            examples: try synonym["VocabularyItemExamples"].optionalStringArray()))
                }
                items.append(
                    Item(
                        identifier: try item["VocabularyItemIdentifier"].string(), synonyms: synonyms,
                        line: item.location.line))
            }
            vocabularies.append(
                ParameterVocabulary(
                    parameterNames: try entry["ParameterNames"].stringArray(), items: items,
                    line: entry.location.line))
        }
        var vocabulary = AppIntentVocabulary(file: path, intentPhrases: phrases, parameterVocabularies: vocabularies)
        vocabulary.problems = problems.map(Problem.init)
        return vocabulary
    }

    /// The examples for one intent, across entries.
    public func examples(for intent: String) -> [String] {
        intentPhrases.filter { $0.intentName == intent }.flatMap(\.examples)
    }
}
