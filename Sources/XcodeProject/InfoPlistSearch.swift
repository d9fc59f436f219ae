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

    static func sources(in folder: String, target: String?) throws(FormatError) -> AppSources {
        var apps: [String] = [], extensions: [String] = [], others: [String] = []
        for plist in infoPlists(in: folder) {
            let root = NodeReader(try PropertyListParser.parse(contentsOf: plist), file: plist)
            let point = try root["NSExtension"]["NSExtensionPointIdentifier"].optionalString()
            if point == "com.apple.intents-service" {
                extensions.append(plist)
            } else if point == nil, root["NSExtension"].exists == false,
                      (try root["CFBundlePackageType"].optionalString()).map({ $0 == "APPL" || $0.hasPrefix("$(") }) ?? root["CFBundleIdentifier"].exists {
                apps.append(plist)
            } else {
                others.append(plist)
            }
        }
        var notes: [String] = ["\(folder): no Xcode project; the folder was searched for an app's files"]
        let location = SourceLocation(file: folder, line: 0)
        let chosen: String
        if let target {
            guard let named = apps.first(where: { Paths.lastComponent(Paths.parent($0)) == target }) else {
                throw FormatError(location, "--target \(target): no app Info.plist in a folder of that name (found: \(apps.map { Paths.relative($0, from: folder) }.joined(separator: ", ")))")
            }
            chosen = named
        } else {
            var siriApp: String?
            for app in apps.sorted(by: { $0.count < $1.count }) where siriApp == nil {
                if try isSiriApp(app) { siriApp = app }
            }
            guard let first = siriApp ?? apps.min(by: { $0.count < $1.count }) else {
                throw FormatError(location, "no app here: no Info.plist of an app (with CFBundleIdentifier) was found in the folder")
            }
            chosen = first
        }
        notes.append("Info.plist: \(chosen)")
        for other in apps where other != chosen { notes.append("passed over (another app's Info.plist): \(other)") }
        for other in others { notes.append("passed over (not an app or an Intents extension): \(other)") }
        for ext in extensions { notes.append("Intents extension: \(ext)") }
        let definitions = FolderWalk.files(in: folder) { $0.hasSuffix(".intentdefinition") }.map(ProjectApps.plainDefinition)
        for definition in definitions { notes.append("definition: \(definition.file)") }
        var vocabularies: [String: String] = [:]
        for found in FolderWalk.files(in: folder, where: { $0 == "AppIntentVocabulary.plist" }) {
            let region = ProjectReader.region(of: found) ?? ""
            if let kept = vocabularies[region] {
                notes.append("passed over (a second vocabulary for \(region.isEmpty ? "no region" : region)): \(found), kept \(kept)")
                continue
            }
            vocabularies[region] = found
            notes.append("vocabulary: \(found)")
        }
        return AppSources(origin: .searchedFolder, folder: folder, infoPlist: AppSources.InfoPlist(file: chosen),
                          intentsExtensions: extensions.map { AppSources.InfoPlist(file: $0) }, definitions: definitions,
                          vocabularies: vocabularies, dataFile: Paths.join(folder, "sirisim/Data.json"), notes: notes)
    }

    /// Whether an app's Info.plist says anything to Siri (intents it handles, activity types).
    static func isSiriApp(_ plist: String) throws(FormatError) -> Bool {
        let root = NodeReader(try PropertyListParser.parse(contentsOf: plist), file: plist)
        return root["INIntentsSupported"].exists || root["NSUserActivityTypes"].exists || root["NSSiriUsageDescription"].exists
    }
}
