import Foundation
import Formats
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
    /// Custom intents from Intents.intentdefinition.
    public var customIntents: CustomIntentDefinitions = .none
    /// The localization the vocabulary was read from (`Base` or a language code).
    public var localization: String
    /// Whether the app supports multiple scenes (Info.plist `UIApplicationSceneManifest`
    /// → `UIApplicationSupportsMultipleScenes`), which in-app intent handling needs.
    public var supportsMultipleScenes = false
    /// Every file the bundle was read from (plists, definitions, strings), so that a run
    /// never writes an output over one of them.
    public var sourceFiles: [String] = []

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

        public init(intentsSupported: [String], restrictedWhileLocked: [String] = [], supportedMediaCategories: [INMediaCategory] = []) {
            self.intentsSupported = intentsSupported
            self.restrictedWhileLocked = restrictedWhileLocked
            self.supportedMediaCategories = supportedMediaCategories
        }
    }

    /// A bundle made in code (tests, benchmarks), as if read from its plist files.
    public init(path: String, bundleIdentifier: String, displayName: String, alternativeNames: [AlternativeAppName] = [],
                appIntents: [String] = [], intentsExtension: IntentsExtension?, vocabulary: AppIntentVocabulary = .empty,
                localization: String = "Base") {
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

    public static let empty = AppIntentVocabulary(file: nil, intentPhrases: [], parameterVocabularies: [])
}

extension AppBundle {
    /// Reads a bundle folder's plist files. `locale` picks `<locale>.lproj` over `Base.lproj`.
    public static func load(path: String, locale: String? = nil) throws(FormatError) -> AppBundle {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FormatError(SourceLocation(file: path, line: 0), "no app bundle folder here")
        }
        let infoPath = (path as NSString).appendingPathComponent("Info.plist")
        guard fm.fileExists(atPath: infoPath) else {
            throw FormatError(SourceLocation(file: infoPath, line: 0), "missing: every app bundle needs an Info.plist")
        }
        let info = NodeReader(try PropertyListParser.parse(contentsOf: infoPath), file: infoPath)
        let bundleIdentifier = try info["CFBundleIdentifier"].string()
        guard !bundleIdentifier.isEmpty else { throw info["CFBundleIdentifier"].error("is empty") }
        let displayName: String
        if let name = try info["CFBundleDisplayName"].optionalString() { displayName = name } else { displayName = try info["CFBundleName"].string() }
        var alternatives: [AlternativeAppName] = []
        for entry in try info["INAlternativeAppNames"].optionalArray() {
            try entry.rejectUnknownKeys(["INAlternativeAppName", "INAlternativeAppNamePronunciationHint"])
            alternatives.append(AlternativeAppName(name: try entry["INAlternativeAppName"].string(),
                                                   pronunciationHint: try entry["INAlternativeAppNamePronunciationHint"].optionalString()))
        }
        let appIntents = try info["INIntentsSupported"].optionalStringArray()

        var intentsExtension: IntentsExtension?
        let extensionInfo = (path as NSString).appendingPathComponent("IntentsExtension/Info.plist")
        if fm.fileExists(atPath: extensionInfo) {
            let root = NodeReader(try PropertyListParser.parse(contentsOf: extensionInfo), file: extensionInfo)
            let attributes = root["NSExtension"]["NSExtensionAttributes"]
            guard attributes.exists else { throw root["NSExtension"].error("needs NSExtensionAttributes with IntentsSupported") }
            intentsExtension = IntentsExtension(
                intentsSupported: try attributes["IntentsSupported"].stringArray(),
                restrictedWhileLocked: try attributes["IntentsRestrictedWhileLocked"].optionalStringArray(),
                supportedMediaCategories: try mediaCategories(attributes["SupportedMediaCategories"]))
        }

        var localization = "Base"
        var vocabularyPath: String?
        if let locale {
            for candidate in [locale, String(locale.prefix(while: { $0 != "_" && $0 != "-" }))] {
                let p = (path as NSString).appendingPathComponent("\(candidate).lproj/AppIntentVocabulary.plist")
                if fm.fileExists(atPath: p) { vocabularyPath = p; localization = candidate; break }
            }
        }
        if vocabularyPath == nil {
            let base = (path as NSString).appendingPathComponent("Base.lproj/AppIntentVocabulary.plist")
            if fm.fileExists(atPath: base) { vocabularyPath = base }
        }
        let vocabulary = try vocabularyPath.map { p throws(FormatError) in try AppIntentVocabulary.load(path: p) } ?? .empty

        let definitionPath = (path as NSString).appendingPathComponent("Intents.intentdefinition")
        let customIntents = fm.fileExists(atPath: definitionPath) ? try CustomIntentDefinitions.load(path: definitionPath) : .none
        var bundle = AppBundle(path: path, bundleIdentifier: bundleIdentifier, displayName: displayName,
                               alternativeNames: alternatives, appIntents: appIntents, intentsExtension: intentsExtension,
                               vocabulary: vocabulary, localization: localization)
        bundle.customIntents = customIntents
        bundle.supportsMultipleScenes = try info["UIApplicationSceneManifest"]["UIApplicationSupportsMultipleScenes"].optionalBool() ?? false
        bundle.appMediaCategories = try mediaCategories(info["INSupportedMediaCategories"])
        bundle.sourceFiles = [infoPath] + [extensionInfo, definitionPath].filter { fm.fileExists(atPath: $0) } + (vocabularyPath.map { [$0] } ?? [])
        return bundle
    }
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
    public static func load(path: String) throws(FormatError) -> AppIntentVocabulary {
        let root = NodeReader(try PropertyListParser.parse(contentsOf: path), file: path)
        try root.rejectUnknownKeys(["IntentPhrases", "ParameterVocabularies"])
        var phrases: [IntentPhrase] = []
        for entry in try root["IntentPhrases"].optionalArray() {
            try entry.rejectUnknownKeys(["IntentName", "IntentExamples"])
            phrases.append(IntentPhrase(intentName: try entry["IntentName"].string(),
                                        examples: try entry["IntentExamples"].stringArray(),
                                        line: entry.location.line))
        }
        var vocabularies: [ParameterVocabulary] = []
        for entry in try root["ParameterVocabularies"].optionalArray() {
            try entry.rejectUnknownKeys(["ParameterNames", "ParameterVocabulary"])
            var items: [Item] = []
            for item in try entry["ParameterVocabulary"].array() {
                try item.rejectUnknownKeys(["VocabularyItemIdentifier", "VocabularyItemSynonyms"])
                var synonyms: [Synonym] = []
                for synonym in try item["VocabularyItemSynonyms"].array() {
                    try synonym.rejectUnknownKeys(["VocabularyItemPhrase", "VocabularyItemPronunciation", "VocabularyItemExamples"])
                    synonyms.append(Synonym(phrase: try synonym["VocabularyItemPhrase"].string(),
                                            pronunciation: try synonym["VocabularyItemPronunciation"].optionalString(),
                                            examples: try synonym["VocabularyItemExamples"].optionalStringArray()))
                }
                items.append(Item(identifier: try item["VocabularyItemIdentifier"].string(), synonyms: synonyms, line: item.location.line))
            }
            vocabularies.append(ParameterVocabulary(parameterNames: try entry["ParameterNames"].stringArray(), items: items,
                                                    line: entry.location.line))
        }
        return AppIntentVocabulary(file: path, intentPhrases: phrases, parameterVocabularies: vocabularies)
    }

    /// The examples for one intent, across entries.
    public func examples(for intent: String) -> [String] {
        intentPhrases.filter { $0.intentName == intent }.flatMap(\.examples)
    }
}
