import Formats

/// An app in a folder without a readable Xcode project: its Info.plist files are found
/// and told apart by what they declare (an Intents extension's `NSExtensionPointIdentifier`,
/// an app's bundle keys), and the definitions and vocabulary files beside them are taken.
/// Every choice is noted for lint.
enum InfoPlistSearch {
    /// The Info.plist files under `folder` (named `Info.plist` or `…-Info.plist`).
    static func infoPlists(in folder: String) -> [String] {
        FolderWalk.files(in: folder) { $0 == "Info.plist" || $0.hasSuffix("-Info.plist") }
    }

    static func sources(
        in folder: String, target: String?, overrides: [String: String] = [:]
    ) throws(FormatError) -> AppSources {
        var apps: [String] = []
        var watchApps: [String] = []
        var extensions: [String] = []
        var others: [String] = []
        for plist in infoPlists(in: folder) {
            let root = NodeReader(try PropertyListParser.parse(contentsOf: plist), file: plist)
            let point = try root["NSExtension"]["NSExtensionPointIdentifier"].optionalString()
            if point == "com.apple.intents-service" {
                extensions.append(plist)
            } else if point == nil, root["NSExtension"].exists == false,
                (try root["CFBundlePackageType"].optionalString()).map({ $0 == "APPL" || $0.hasPrefix("$(") }) ?? true
            {
                // A watchOS app is the iOS app's companion, not the app Siri on the phone runs;
                // an app's partial Info.plist (the rest made from build settings) is an app's.
                let watch = ["WKWatchKitApp", "WKApplication", "WKWatchOnly", "WKCompanionAppBundleIdentifier"].contains
                { root[$0].exists }
                if watch { watchApps.append(plist) } else { apps.append(plist) }
            } else {
                others.append(plist)
            }
        }
        if apps.isEmpty { apps = watchApps } else { others += watchApps }
        var notes: [String] = ["\(folder): no Xcode project; the folder was searched for an app's files"]
        let location = SourceLocation(file: folder, line: 0)
        let chosen: String
        if let target {
            guard let named = apps.first(where: { Paths.lastComponent(Paths.parent($0)) == target }) else {
                throw FormatError(
                    location,
                    "--target \(target): no app Info.plist in a folder of that name (found: \(apps.map { Paths.relative($0, from: folder) }.joined(separator: ", ")))"
                )
            }
            chosen = named
        } else {
            var siriApp: String?
            for app in apps.sorted(by: { $0.count < $1.count }) where siriApp == nil {
                if try isSiriApp(app) { siriApp = app }
            }
            guard let first = siriApp ?? apps.min(by: { $0.count < $1.count }) else {
                return try withoutAppInfoPlist(folder, extensions: extensions, overrides: overrides, notes: notes)
            }
            chosen = first
        }
        notes.append("Info.plist: \(chosen)")
        for other in apps where other != chosen { notes.append("passed over (another app's Info.plist): \(other)") }
        for other in others { notes.append("passed over (not an app or an Intents extension): \(other)") }
        for ext in extensions { notes.append("Intents extension: \(ext)") }
        let definitions = searchedDefinitions(folder)
        for definition in definitions { notes.append("definition: \(definition.file)") }
        let settings = guessedSettings(target: Paths.lastComponent(Paths.parent(chosen)), overrides: overrides)
        notes.append(guessNote(settings))
        return AppSources(
            origin: .searchedFolder, folder: folder,
            infoPlist: AppSources.InfoPlist(file: chosen, generated: generatedKeys, settings: settings),
            intentsExtensions: extensions.map {
                AppSources.InfoPlist(
                    file: $0,
                    settings: guessedSettings(target: Paths.lastComponent(Paths.parent($0)), overrides: overrides))
            },
            definitions: definitions, vocabularies: searchedVocabularies(folder, notes: &notes),
            dataFile: Paths.join(folder, "sirisim/Data.json"), notes: notes)
    }

    /// A folder with an app's Siri files but no app Info.plist (a definition, an Intents
    /// extension): read as an app named after the folder, as its target would likely be.
    static func withoutAppInfoPlist(
        _ folder: String, extensions: [String], overrides: [String: String], notes: [String]
    ) throws(FormatError) -> AppSources {
        var notes = notes
        let definitions = searchedDefinitions(folder)
        guard !definitions.isEmpty || !extensions.isEmpty else {
            throw FormatError(
                SourceLocation(file: folder, line: 0),
                "no app here: no Info.plist of an app (with CFBundleIdentifier), no Intents extension and no .intentdefinition was found in the folder"
            )
        }
        let settings = guessedSettings(target: Paths.lastComponent(folder), overrides: overrides)
        notes.append("no app Info.plist: the app is read from its build settings alone, named after the folder")
        notes.append(guessNote(settings))
        for definition in definitions { notes.append("definition: \(definition.file)") }
        for ext in extensions { notes.append("Intents extension: \(ext)") }
        return AppSources(
            origin: .searchedFolder, folder: folder,
            infoPlist: AppSources.InfoPlist(
                file: nil, generated: generatedKeys, settings: settings, target: Paths.lastComponent(folder)),
            intentsExtensions: extensions.map { AppSources.InfoPlist(file: $0, settings: settings) },
            definitions: definitions,
            vocabularies: searchedVocabularies(folder, notes: &notes),
            dataFile: Paths.join(folder, "sirisim/Data.json"), notes: notes)
    }

    /// The keys Xcode makes from build settings, which an Info.plist found in a folder may
    /// leave out (its own keys win).
    static let generatedKeys: [String: BuildSettings.Setting] = [
        "CFBundleIdentifier": BuildSettings.Setting("$(PRODUCT_BUNDLE_IDENTIFIER)"),
        "CFBundleName": BuildSettings.Setting("$(PRODUCT_NAME)"),
    ]

    /// The settings Xcode would have made for a target named like the folder its Info.plist
    /// is in, where there is no project to read them from; `--set` goes above them.
    static func guessedSettings(target: String, overrides: [String: String]) -> BuildSettings {
        let guesses: [String: String] = [
            "TARGET_NAME": target, "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
            "PRODUCT_BUNDLE_IDENTIFIER": "local.sirisim.$(PRODUCT_NAME:rfc1034identifier)",
            "DEVELOPMENT_LANGUAGE": "en", "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
        ]
        var levels = [
            BuildSettings.Level(
                name: "guesses without a project", values: guesses.mapValues { BuildSettings.Setting($0) })
        ]
        if !overrides.isEmpty {
            levels.append(BuildSettings.Level(name: "--set", values: overrides.mapValues { BuildSettings.Setting($0) }))
        }
        return BuildSettings(levels: levels)
    }

    static func guessNote(_ settings: BuildSettings) -> String {
        "without a project, PRODUCT_NAME is taken as \(settings.text("PRODUCT_NAME")) and PRODUCT_BUNDLE_IDENTIFIER as "
            + "\(settings.text("PRODUCT_BUNDLE_IDENTIFIER")) (give --set PRODUCT_BUNDLE_IDENTIFIER=… for the real one)"
    }

    /// The definitions under a folder: a definition in a language's `.lproj` beside one of
    /// the same name in `Base.lproj` (or in no `.lproj`) is that one's copy in the language.
    static func searchedDefinitions(_ folder: String) -> [AppSources.Definition] {
        let found = FolderWalk.files(in: folder) { $0.hasSuffix(".intentdefinition") }
        var groups: [String: [String]] = [:]
        for path in found {
            let parent = Paths.parent(path)
            let home = parent.hasSuffix(".lproj") ? Paths.parent(parent) : parent
            groups[Paths.join(home, Paths.lastComponent(path)), default: []].append(path)
        }
        var out: [AppSources.Definition] = []
        for key in groups.keys.sorted() {
            let paths = groups[key] ?? []
            let base =
                paths.first { ProjectReader.region(of: $0) == nil || ProjectReader.region(of: $0) == "Base" }
                ?? paths[0]
            var definition = ProjectApps.plainDefinition(base)
            for path in paths where path != base {
                definition.localizedDefinitions[ProjectReader.region(of: path) ?? ""] = path
            }
            out.append(definition)
        }
        return out
    }

    static func searchedVocabularies(_ folder: String, notes: inout [String]) -> [String: String] {
        var vocabularies: [String: String] = [:]
        for found in FolderWalk.files(in: folder, where: { $0 == "AppIntentVocabulary.plist" }) {
            let region = ProjectReader.region(of: found) ?? ""
            if let kept = vocabularies[region] {
                notes.append(
                    "passed over (a second vocabulary for \(region.isEmpty ? "no region" : region)): \(found), kept \(kept)"
                )
                continue
            }
            vocabularies[region] = found
            notes.append("vocabulary: \(found)")
        }
        return vocabularies
    }

    /// Whether an app's Info.plist says anything to Siri (intents it handles, activity types).
    static func isSiriApp(_ plist: String) throws(FormatError) -> Bool {
        let root = NodeReader(try PropertyListParser.parse(contentsOf: plist), file: plist)
        return root["INIntentsSupported"].exists || root["NSUserActivityTypes"].exists
            || root["NSSiriUsageDescription"].exists
    }
}
