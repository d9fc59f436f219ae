import Formats
import Foundation

/// Finds an app's files (`AppSources`) from a path a user gives: an app folder in sirisim's
/// layout, an Xcode project folder or `.xcodeproj` (one target of it), or any other folder,
/// searched for the same files.
public enum AppLocator {
    /// How a path is read as an app.
    public enum Kind: Sendable, Equatable {
        case bundleFolder
        case xcodeProject(String)
        case searchedFolder
        case notAnApp(String)

        /// Whether it is an Xcode project (which `--target` applies to).
        public var isProject: Bool {
            if case .xcodeProject = self { true } else { false }
        }
    }

    /// What `path` is: a `.xcodeproj`, a folder holding one (the project named like the
    /// folder, else the first), a folder in sirisim's layout (an Info.plist at its top), or
    /// another folder to search.
    public static func kind(of path: String) -> Kind {
        if path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcodeproj/") {
            return Paths.kind(path) == .folder ? .xcodeProject(path) : .notAnApp("no Xcode project folder here")
        }
        guard Paths.kind(path) == .folder else {
            return .notAnApp(
                Paths.kind(path) == .missing
                    ? "no app folder here" : "is a file; give the app's folder or its .xcodeproj")
        }
        let projects = projectFolders(in: path)
        if let project = projects.first(where: { Paths.lastComponent($0) == Paths.lastComponent(path) + ".xcodeproj" })
            ?? projects.first
        {
            return .xcodeProject(project)
        }
        if Paths.kind(Paths.join(path, "Info.plist")) == .file { return .bundleFolder }
        // sirisim's layout without its Info.plist: the bundle's mistake to report, not a folder to search.
        if Paths.kind(Paths.join(path, "Data.json")) == .file
            || Paths.kind(Paths.join(path, "IntentsExtension/Info.plist")) == .file
        {
            return .bundleFolder
        }
        return .searchedFolder
    }

    /// Whether `path` can be read as an app (for `@app` and `--app` to tell a path from a
    /// bundled app's name).
    public static func isApp(_ path: String) -> Bool {
        switch kind(of: path) {
        case .bundleFolder, .xcodeProject: true
        case .searchedFolder:
            !InfoPlistSearch.infoPlists(in: path).isEmpty
                || !FolderWalk.files(in: path, where: { $0.hasSuffix(".intentdefinition") }).isEmpty
        case .notAnApp: false
        }
    }

    /// The app's files. `target` picks a target of a project (default: its iOS app);
    /// `overrides` are build settings the user supplies (`--set`).
    public static func locate(
        _ path: String, target: String? = nil, overrides: [String: String] = [:]
    ) throws(FormatError) -> AppSources {
        switch kind(of: path) {
        case .bundleFolder:
            if let target {
                throw FormatError(
                    SourceLocation(file: path, line: 0),
                    "--target \(target): this folder is an app bundle, not an Xcode project")
            }
            return bundleFolder(path)
        case .xcodeProject(let project):
            let pbxproj = Paths.join(project, "project.pbxproj")
            guard Paths.kind(pbxproj) == .file else {
                var found = try InfoPlistSearch.sources(in: Paths.parent(project), target: target, overrides: overrides)
                found.notes.insert("\(project) has no project.pbxproj: the folder was searched instead", at: 0)
                return found
            }
            return try ProjectApps.sources(try XcodeProject.load(project, overrides: overrides), target: target)
        case .searchedFolder:
            return try InfoPlistSearch.sources(in: path, target: target, overrides: overrides)
        case .notAnApp(let reason):
            throw FormatError(SourceLocation(file: path, line: 0), reason)
        }
    }

    /// A folder in sirisim's layout: Info.plist, IntentsExtension/Info.plist,
    /// Intents.intentdefinition (with `<region>.lproj/Intents.strings`), and
    /// `<region>.lproj/AppIntentVocabulary.plist`.
    static func bundleFolder(_ path: String) -> AppSources {
        let extensionInfo = Paths.join(path, "IntentsExtension/Info.plist")
        var definitions: [AppSources.Definition] = []
        let definition = Paths.join(path, "Intents.intentdefinition")
        if Paths.kind(definition) == .file {
            definitions.append(
                AppSources.Definition(file: definition, strings: regionFiles(in: path, named: "Intents.strings")))
        }
        return AppSources(
            origin: .bundleFolder, folder: path, infoPlist: AppSources.InfoPlist(file: Paths.join(path, "Info.plist")),
            intentsExtensions: Paths.kind(extensionInfo) == .file ? [AppSources.InfoPlist(file: extensionInfo)] : [],
            definitions: definitions, vocabularies: regionFiles(in: path, named: "AppIntentVocabulary.plist"),
            dataFile: Paths.join(path, "Data.json"))
    }

    /// `<folder>/<region>.lproj/<name>` files, by region.
    static func regionFiles(in folder: String, named name: String) -> [String: String] {
        var out: [String: String] = [:]
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: folder) } catch { return [:] }
        for entry in entries where entry.hasSuffix(".lproj") {
            let file = Paths.join(Paths.join(folder, entry), name)
            if Paths.kind(file) == .file { out[String(entry.dropLast(6))] = file }
        }
        return out
    }

    /// The `.xcodeproj` folders directly in `folder`, sorted.
    static func projectFolders(in folder: String) -> [String] {
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: folder) } catch { return [] }
        return entries.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { Paths.join(folder, $0) }.filter {
            Paths.kind($0) == .folder
        }
    }
}
