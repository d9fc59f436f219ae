import Formats

/// The app target of a project and the files Siri reads from it and its Intents extensions.
enum ProjectApps {
    static func sources(_ project: XcodeProject, target name: String?) throws(FormatError) -> AppSources {
        let app = try chooseApp(project, name)
        var notes = [
            "\(project.pbxprojPath): target \(app.name) (\(app.platform.rawValue) \(app.productType)), \(project.configuration) configuration"
        ]
        notes += project.notes
        let others = project.targets.filter { $0.productType == .application && $0.id != app.id }
        if name == nil, !others.isEmpty {
            notes.append(
                "other app targets, for --target: "
                    + others.map { "\($0.name) (\($0.platform.rawValue))" }.joined(separator: ", "))
        }
        var extensions: [Target] = []
        for candidate in project.targets where candidate.productType == .appExtension {
            guard try isIntentsExtension(candidate) else { continue }
            if app.dependencies.contains(candidate.id) { extensions.append(candidate) }
        }
        if extensions.isEmpty {
            // An extension no target embeds (a scheme embeds it elsewhere): one of the app's platform.
            for candidate in project.targets
            where candidate.productType == .appExtension && candidate.platform == app.platform {
                if try isIntentsExtension(candidate) {
                    extensions.append(candidate)
                    notes.append(
                        "\(candidate.name) is an Intents extension that \(app.name) does not embed; it is read as the app's"
                    )
                }
            }
        }
        for ext in extensions {
            notes.append("Intents extension: target \(ext.name), Info.plist \(infoPlist(of: ext).shownName)")
        }
        notes.append("Info.plist: \(infoPlist(of: app).shownName)")

        // Definitions: the app's and its extensions' (and the frameworks they link).
        var owners = [app] + extensions
        for owner in owners {
            for dependency in owner.dependencies {
                if let framework = project.target(id: dependency), framework.productType == .framework,
                    !owners.contains(where: { $0.id == framework.id })
                {
                    owners.append(framework)
                }
            }
        }
        var definitions: [AppSources.Definition] = []
        var vocabularies: [String: String] = [:]
        for owner in owners {
            for file in owner.memberFiles where file.name.hasSuffix(".intentdefinition") {
                if let definition = Self.definition(file, developmentRegion: project.developmentRegion),
                    !definitions.contains(where: { $0.file == definition.file })
                {
                    definitions.append(definition)
                    notes.append("definition: \(definition.file) (in \(owner.name))")
                }
            }
            for folder in owner.synchronizedFolders {
                for found in FolderWalk.files(in: folder, where: { $0.hasSuffix(".intentdefinition") })
                where !definitions.contains(where: { $0.file == found }) {
                    definitions.append(plainDefinition(found))
                    notes.append("definition: \(found) (in \(owner.name)'s folder \(Paths.lastComponent(folder)))")
                }
            }
        }
        // A definition kept in another target of the app's platform (a widget extension's
        // configuration intents, a shared framework no one links here) is the app's too.
        for other in project.targets
        where other.platform == app.platform && !owners.contains(where: { $0.id == other.id }) {
            for file in other.memberFiles where file.name.hasSuffix(".intentdefinition") {
                guard let definition = Self.definition(file, developmentRegion: project.developmentRegion),
                    !definitions.contains(where: { $0.file == definition.file })
                else { continue }
                definitions.append(definition)
                notes.append("definition: \(definition.file) (in \(other.name), which \(app.name) does not embed)")
            }
        }
        for file in app.memberFiles where file.name == "AppIntentVocabulary.plist" {
            for (region, path) in file.paths {
                vocabularies[region.isEmpty ? (ProjectReader.region(of: path) ?? "") : region] = path
            }
        }
        for folder in app.synchronizedFolders {
            for found in FolderWalk.files(in: folder, where: { $0 == "AppIntentVocabulary.plist" }) {
                vocabularies[ProjectReader.region(of: found) ?? ""] = found
            }
        }
        for (region, path) in vocabularies.sorted(by: { $0.key < $1.key }) {
            notes.append("vocabulary: \(path)" + (region.isEmpty ? "" : " (\(region))"))
        }
        return AppSources(
            origin: .xcodeProject(path: project.path, target: app.name), folder: project.folder,
            infoPlist: infoPlist(of: app),
            intentsExtensions: extensions.map(infoPlist(of:)), definitions: definitions, vocabularies: vocabularies,
            developmentRegion: project.developmentRegion, dataFile: Paths.join(project.folder, "sirisim/Data.json"),
            notes: notes)
    }

    /// The app target: the one named, else the project's iOS app (the first that has an
    /// Intents extension or a definition, when there are several).
    static func chooseApp(_ project: XcodeProject, _ name: String?) throws(FormatError) -> Target {
        let listed = project.targets.map { "\($0.name) (\($0.platform.rawValue) \($0.productType))" }.joined(
            separator: ", ")
        let location = SourceLocation(file: project.pbxprojPath, line: 0)
        if let name {
            guard let target = project.target(named: name) else {
                throw FormatError(location, "--target \(name): no such target (the project has \(listed))")
            }
            guard target.productType == .application || target.productType == .watchApp else {
                throw FormatError(
                    location,
                    "--target \(name) is not an app (it builds: \(target.productType)); give the app target that embeds it"
                )
            }
            return target
        }
        let apps = project.targets.filter { $0.productType == .application }
        let candidates = apps.filter { $0.platform == .iOS }.isEmpty ? apps : apps.filter { $0.platform == .iOS }
        guard let first = candidates.first else {
            throw FormatError(
                location, "the project has no app target (it has \(listed.isEmpty ? "no targets" : listed))")
        }
        return candidates.first { candidate in
            candidate.memberFiles.contains { $0.name.hasSuffix(".intentdefinition") }
                || candidate.dependencies.contains { id in
                    project.target(id: id).map { $0.productType == .appExtension } ?? false
                }
        } ?? first
    }

    /// A target's Info.plist: its file, and the keys Xcode makes from its settings.
    static func infoPlist(of target: Target) -> AppSources.InfoPlist {
        var generated: [String: BuildSettings.Setting] = [:]
        if target.generatesInfoPlist {
            let made: [(String, String)] = [
                ("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)"), ("CFBundleName", "$(PRODUCT_NAME)"),
                ("CFBundleExecutable", "$(EXECUTABLE_NAME)"), ("CFBundleDevelopmentRegion", "$(DEVELOPMENT_LANGUAGE)"),
                ("CFBundlePackageType", "$(PRODUCT_BUNDLE_PACKAGE_TYPE)"),
            ]
            for (key, value) in made {
                generated[key] = BuildSettings.Setting(
                    value, at: target.settings.setting(String(value.dropFirst(2).dropLast()))?.location)
            }
            if let version = target.settings.setting("MARKETING_VERSION") {
                generated["CFBundleShortVersionString"] = BuildSettings.Setting(
                    "$(MARKETING_VERSION)", at: version.location)
            }
            if let build = target.settings.setting("CURRENT_PROJECT_VERSION") {
                generated["CFBundleVersion"] = BuildSettings.Setting("$(CURRENT_PROJECT_VERSION)", at: build.location)
            }
            for level in target.settings.levels {
                for (key, setting) in level.values where key.hasPrefix("INFOPLIST_KEY_") {
                    generated[String(key.dropFirst("INFOPLIST_KEY_".count))] = setting
                }
            }
        }
        return AppSources.InfoPlist(
            file: target.infoPlistPath, generated: generated, settings: target.settings, target: target.name)
    }

    /// Whether an app extension target is an Intents extension (its Info.plist's
    /// `NSExtensionPointIdentifier` is `com.apple.intents-service`).
    static func isIntentsExtension(_ target: Target) throws(FormatError) -> Bool {
        guard let file = target.infoPlistPath, Paths.kind(file) == .file else { return false }
        let root = NodeReader(try PropertyListParser.parse(contentsOf: file), file: file)
        return try root["NSExtension"]["NSExtensionPointIdentifier"].optionalString() == "com.apple.intents-service"
    }

    /// A definition from a project file: a variant group's Base (or development region's)
    /// definition with its regions' strings, or a plain file.
    static func definition(_ file: ProjectFile, developmentRegion: String) -> AppSources.Definition? {
        guard file.isLocalized else { return file.paths[""].map(plainDefinition) }
        let definitions = file.paths.filter { $0.value.hasSuffix(".intentdefinition") }
        guard
            let base = definitions["Base"] ?? definitions[developmentRegion]
                ?? definitions.sorted(by: { $0.key < $1.key }).first?.value
        else { return nil }
        let strings = file.paths.filter { $0.value.hasSuffix(".strings") }
        let localized = definitions.filter { $0.value != base }
        return AppSources.Definition(file: base, strings: strings, localizedDefinitions: localized)
    }

    /// A definition that is a file of its own: its strings are `<region>.lproj/NAME.strings`
    /// beside it (or beside the `.lproj` folder it is in).
    static func plainDefinition(_ path: String) -> AppSources.Definition {
        let folder = Paths.parent(path)
        let home = folder.hasSuffix(".lproj") ? Paths.parent(folder) : folder
        let name = Paths.lastComponent(path).replacingOccurrences(of: ".intentdefinition", with: ".strings")
        return AppSources.Definition(file: path, strings: AppLocator.regionFiles(in: home, named: name))
    }
}
