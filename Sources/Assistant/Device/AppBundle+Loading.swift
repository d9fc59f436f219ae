import Formats
import Foundation
import IntentModel
import SystemIntents
import XcodeProject

extension AppBundle {
    /// Reads the app at `path`: a folder in sirisim's layout, an Xcode project folder or
    /// `.xcodeproj` (`target` picks one of its apps; `overrides` supplies build settings,
    /// `--set`), or a folder searched for an app's files (`AppLocator`). `locale` picks
    /// each localized file's `.lproj` (`Localization`).
    public static func load(
        path: String, locale: String? = nil, target: String? = nil, overrides: [String: String] = [:]
    ) throws(FormatError) -> AppBundle {
        try load(try AppLocator.locate(path, target: target, overrides: overrides), path: path, locale: locale)
    }

    /// Reads an app from the files `sources` names.
    public static func load(_ sources: AppSources, path: String, locale: String?) throws(FormatError) -> AppBundle {
        let info = try InfoPlistValues(sources.infoPlist)
        let identifierLocation = info.location("CFBundleIdentifier")
        guard let bundleIdentifier = try info.string("CFBundleIdentifier") else {
            throw FormatError(identifierLocation, "missing: an app's Info.plist needs CFBundleIdentifier")
        }
        guard !bundleIdentifier.isEmpty else {
            let unset = info.unknown.map { "$(\($0.name))" }
            throw FormatError(
                identifierLocation,
                "is empty"
                    + (unset.isEmpty ? "" : " (\(unset.joined(separator: ", ")) is set nowhere: give --set NAME=VALUE)")
            )
        }
        let displayName: String
        if let name = try info.string("CFBundleDisplayName"), !name.isEmpty {
            displayName = name
        } else if let name = try info.string("CFBundleName"), !name.isEmpty {
            displayName = name
        } else {
            throw FormatError(
                info.location("CFBundleName"), "missing: an app needs CFBundleDisplayName or CFBundleName")
        }
        var alternatives: [AlternativeAppName] = []
        if let names = info["INAlternativeAppNames"] {
            for entry in try names.optionalArray() {
                try entry.rejectUnknownKeys(["INAlternativeAppName", "INAlternativeAppNamePronunciationHint"])
                alternatives.append(
                    AlternativeAppName(
                        name: try info.text(entry["INAlternativeAppName"]),
                        pronunciationHint: try entry["INAlternativeAppNamePronunciationHint"].optionalString()))
            }
        }
        let appIntents =
            try info["INIntentsSupported"].map { reader throws(FormatError) in try info.texts(reader) } ?? []

        info.expandEverything()
        var unknown = info.unknown
        var intentsExtension: IntentsExtension?
        for source in sources.intentsExtensions {
            let extensionInfo = try InfoPlistValues(source)
            guard let root = extensionInfo.root else { continue }
            let attributes = root["NSExtension"]["NSExtensionAttributes"]
            guard attributes.exists else {
                throw root["NSExtension"].error("needs NSExtensionAttributes with IntentsSupported")
            }
            let supported = try extensionInfo.texts(attributes["IntentsSupported"])
            let restricted = try extensionInfo.texts(attributes["IntentsRestrictedWhileLocked"])
            let categories = try mediaCategories(attributes["SupportedMediaCategories"])
            // Several Intents extensions are one to Siri: the app's intents, in order.
            var merged = intentsExtension ?? IntentsExtension(intentsSupported: [])
            merged.intentsSupported += supported.filter { !merged.intentsSupported.contains($0) }
            merged.restrictedWhileLocked += restricted.filter { !merged.restrictedWhileLocked.contains($0) }
            merged.supportedMediaCategories += categories.filter { !merged.supportedMediaCategories.contains($0) }
            intentsExtension = merged
            extensionInfo.expandEverything()
            unknown += extensionInfo.unknown
        }

        let declaredRegion = try info.string("CFBundleDevelopmentRegion")
        let developmentRegion = sources.developmentRegion ?? declaredRegion.flatMap { $0.isEmpty ? nil : $0 } ?? "en"
        var localization = "Base"
        var vocabulary = AppIntentVocabulary.empty
        if let region = Localization.pick(
            sources.vocabularies.keys, locale: locale, developmentRegion: developmentRegion),
            let file = sources.vocabularies[region]
        {
            vocabulary = try AppIntentVocabulary.load(path: file)
            localization = region.isEmpty ? "Base" : region
        }

        var definitionFiles: [CustomIntentDefinitions] = []
        for definition in sources.definitions {
            let region = Localization.pick(
                Set(definition.strings.keys).union(definition.localizedDefinitions.keys), locale: locale,
                developmentRegion: developmentRegion)
            let file = region.flatMap { definition.localizedDefinitions[$0] } ?? definition.file
            let strings = try region.flatMap { definition.strings[$0] }.map { path throws(FormatError) in
                try LocalizedStrings.load(path)
            }
            let read = try CustomIntentDefinitions.load(path: file, strings: strings)
            for intent in read.intents {
                if let other = definitionFiles.first(where: { $0.intent(className: intent.className) != nil }) {
                    throw FormatError(
                        SourceLocation(file: file, line: intent.line, keyPath: "INIntentName"),
                        "\(intent.className) is defined in \(other.file ?? "another definition") too; each intent needs one definition"
                    )
                }
            }
            definitionFiles.append(read)
        }

        var bundle = AppBundle(
            path: path, bundleIdentifier: bundleIdentifier, displayName: displayName,
            alternativeNames: alternatives, appIntents: appIntents, intentsExtension: intentsExtension,
            vocabulary: vocabulary, localization: localization)
        bundle.definitionFiles = definitionFiles
        bundle.supportsMultipleScenes =
            try info["UIApplicationSceneManifest"]?["UIApplicationSupportsMultipleScenes"].optionalBool() ?? false
        bundle.appMediaCategories =
            try info["INSupportedMediaCategories"].map { reader throws(FormatError) in try mediaCategories(reader) }
            ?? []
        bundle.sourceFiles = sources.files
        bundle.dataFile = sources.dataFile
        bundle.developmentRegion = developmentRegion
        bundle.notes = sources.notes
        bundle.unknownVariables = unknown
        bundle.infoPlistFile = sources.infoPlist.shownName
        bundle.extensionInfoFiles = sources.intentsExtensions.map(\.shownName)
        return bundle
    }
}
