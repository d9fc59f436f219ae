import Formats

/// Reads the object graph of a project.pbxproj into an `XcodeProject`.
struct ProjectReader {
    let root: NodeReader
    let path: String
    let overrides: [String: String]
    let objects: NodeReader
    let folder: String
    /// Each group member's group, by id (the group tree read upwards).
    private var parents: [String: String] = [:]

    init(root: NodeReader, path: String, overrides: [String: String]) throws(FormatError) {
        self.root = root
        self.path = path
        self.overrides = overrides
        objects = root["objects"]
        folder = Paths.parent(path)
        for id in try objects.keys() {
            let object = objects[id]
            guard let isa = try object["isa"].optionalString(), Self.groupKinds.contains(isa) else { continue }
            for child in try object["children"].optionalStringArray() where parents[child] == nil {
                parents[child] = id
            }
        }
    }

    static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]

    func object(_ id: String, at reference: NodeReader) throws(FormatError) -> NodeReader {
        let found = objects[id]
        guard found.exists else { throw reference.error("\(id) is no object of this project") }
        return found
    }

    func read() throws(FormatError) -> XcodeProject {
        let rootKey = root["rootObject"]
        let project = try object(try rootKey.string(), at: rootKey)
        guard try project["isa"].string() == "PBXProject" else { throw rootKey.error("rootObject is not a PBXProject") }
        let developmentRegion = try project["developmentRegion"].optionalString() ?? "en"
        let knownRegions = try project["knownRegions"].optionalStringArray()
        let name = Paths.lastComponent(path).replacingOccurrences(of: ".xcodeproj", with: "")
        var notes: [String] = []
        let projectConfigurations = try configurations(project["buildConfigurationList"])
        let configuration = Self.chosenConfiguration(projectConfigurations.map(\.name))
        let projectLevel = projectConfigurations.first { $0.name == configuration }
        var targets: [Target] = []
        let products = try productOwners(project["targets"])
        for (position, targetKey) in try project["targets"].array().enumerated() {
            let id = try targetKey.string()
            let target = try object(id, at: project["targets"][position])
            guard try target["isa"].string() == "PBXNativeTarget" else { continue }
            let targetName = try target["name"].string()
            let productType = ProductType(try target["productType"].optionalString() ?? "")
            let own = try configurations(target["buildConfigurationList"]).first { $0.name == configuration }
            var levels = [
                BuildSettings.Level(
                    name: "Xcode's defaults",
                    values: defaults(
                        target: targetName, product: productType,
                        configuration: configuration, region: developmentRegion))
            ]
            for (level, label) in [(projectLevel, "the project"), (own, "target \(targetName)")] {
                guard let level else { continue }
                if let xcconfig = level.xcconfig {
                    do {
                        levels.append(
                            BuildSettings.Level(
                                name: Paths.lastComponent(xcconfig), values: try XCConfig.read(xcconfig)))
                    } catch {
                        notes.append("\(error.description) (the .xcconfig of \(label) is passed over)")
                    }
                }
                levels.append(BuildSettings.Level(name: label, values: level.settings))
            }
            if !overrides.isEmpty {
                levels.append(
                    BuildSettings.Level(name: "--set", values: overrides.mapValues { BuildSettings.Setting($0) }))
            }
            let settings = BuildSettings(levels: levels)
            let platform = Platform(sdk: settings.text("SDKROOT"), supported: settings.text("SUPPORTED_PLATFORMS"))
            var members: [ProjectFile] = []
            for phaseKey in try target["buildPhases"].optionalArray() {
                let phase = try object(try phaseKey.string(), at: phaseKey)
                for fileKey in try phase["files"].optionalArray() {
                    let buildFile = try object(try fileKey.string(), at: fileKey)
                    guard let reference = try buildFile["fileRef"].optionalString(),
                        let file = try projectFile(reference, at: buildFile["fileRef"])
                    else { continue }
                    if !members.contains(file) { members.append(file) }
                }
            }
            var synchronized: [String] = []
            for groupKey in try target["fileSystemSynchronizedGroups"].optionalArray() {
                if let folder = try filePath(try groupKey.string(), at: groupKey) { synchronized.append(folder) }
            }
            var dependencies: [String] = []
            for dependencyKey in try target["dependencies"].optionalArray() {
                let dependency = try object(try dependencyKey.string(), at: dependencyKey)
                if let other = try dependency["target"].optionalString() { dependencies.append(other) }
            }
            // What the target embeds (its copy phases' products) counts as a dependency too.
            for phaseKey in try target["buildPhases"].optionalArray() {
                let phase = try object(try phaseKey.string(), at: phaseKey)
                guard try phase["isa"].string() == "PBXCopyFilesBuildPhase" else { continue }
                for fileKey in try phase["files"].optionalArray() {
                    let buildFile = try object(try fileKey.string(), at: fileKey)
                    if let reference = try buildFile["fileRef"].optionalString(), let owner = products[reference],
                        !dependencies.contains(owner)
                    {
                        dependencies.append(owner)
                    }
                }
            }
            var infoPlist: String?
            if let setting = settings.value("INFOPLIST_FILE"), !setting.text.isEmpty {
                infoPlist = Paths.absolute(setting.text, from: folder)
            }
            targets.append(
                Target(
                    id: id, name: targetName, productType: productType, settings: settings, platform: platform,
                    memberFiles: members, synchronizedFolders: synchronized, dependencies: dependencies,
                    line: target.line, infoPlistPath: infoPlist))
        }
        return XcodeProject(
            path: path, folder: folder, name: name, developmentRegion: developmentRegion, knownRegions: knownRegions,
            targets: targets, configuration: configuration, notes: notes)
    }

    /// Release when there is one, else the first configuration (as `xcodebuild` archives).
    static func chosenConfiguration(_ names: [String]) -> String {
        names.contains("Release") ? "Release" : (names.first ?? "Release")
    }

    // MARK: Configurations

    struct Configuration {
        var name: String
        var settings: [String: BuildSettings.Setting]
        var xcconfig: String?
    }

    func configurations(_ listKey: NodeReader) throws(FormatError) -> [Configuration] {
        guard listKey.exists else { return [] }
        let list = try object(try listKey.string(), at: listKey)
        var out: [Configuration] = []
        for configurationKey in try list["buildConfigurations"].optionalArray() {
            let configuration = try object(try configurationKey.string(), at: configurationKey)
            let settingsNode = configuration["buildSettings"]
            var settings: [String: BuildSettings.Setting] = [:]
            for key in try settingsNode.keys() where !key.contains("[") {
                settings[key] = BuildSettings.Setting(
                    try Self.settingText(settingsNode[key]), at: settingsNode[key].location)
            }
            var xcconfig: String?
            if let reference = try configuration["baseConfigurationReference"].optionalString() {
                xcconfig = try filePath(reference, at: configuration["baseConfigurationReference"])
            }
            out.append(Configuration(name: try configuration["name"].string(), settings: settings, xcconfig: xcconfig))
        }
        return out
    }

    /// A setting's text: a string as it is, a list joined with spaces.
    static func settingText(_ node: NodeReader) throws(FormatError) -> String {
        if case .array? = node.node?.value { return try node.stringArray().joined(separator: " ") }
        return try node.string()
    }

    /// The settings Xcode gives every target before any of the project's.
    func defaults(
        target: String, product: ProductType, configuration: String, region: String
    ) -> [String: BuildSettings.Setting] {
        let (packageType, wrapper): (String, String) =
            switch product {
            case .application, .watchApp, .watchContainer: ("APPL", "app")
            case .appExtension, .watchExtension: ("XPC!", "appex")
            case .framework: ("FMWK", "framework")
            case .test, .other: ("BNDL", "bundle")
            }
        let values: [String: String] = [
            "TARGET_NAME": target,
            "PROJECT_NAME": Paths.lastComponent(path).replacingOccurrences(of: ".xcodeproj", with: ""),
            "PROJECT_DIR": folder, "SRCROOT": folder, "SOURCE_ROOT": folder, "PROJECT_FILE_PATH": path,
            "CONFIGURATION": configuration,
            "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_PREFIX": "", "EXECUTABLE_SUFFIX": "",
            "EXECUTABLE_NAME": "$(EXECUTABLE_PREFIX)$(PRODUCT_NAME)$(EXECUTABLE_SUFFIX)",
            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "DEVELOPMENT_LANGUAGE": region,
            "PRODUCT_BUNDLE_PACKAGE_TYPE": packageType, "WRAPPER_EXTENSION": wrapper,
            "FULL_PRODUCT_NAME": "$(PRODUCT_NAME).$(WRAPPER_EXTENSION)", "CONTENTS_FOLDER_PATH": "$(FULL_PRODUCT_NAME)",
            "SDKROOT": "iphoneos", "PLATFORM_NAME": "$(SDKROOT)",
            "BUILT_PRODUCTS_DIR": "$(PROJECT_DIR)/build/$(CONFIGURATION)-$(PLATFORM_NAME)",
            "TARGET_BUILD_DIR": "$(BUILT_PRODUCTS_DIR)",
            "INFOPLIST_PATH": "$(CONTENTS_FOLDER_PATH)/Info.plist",
        ]
        return values.mapValues { BuildSettings.Setting($0) }
    }

    // MARK: Files

    /// A build file's reference as a project file: a file, or a variant group with a file per
    /// region. Products and files outside the folder (SDK frameworks) are nil.
    func projectFile(_ id: String, at reference: NodeReader) throws(FormatError) -> ProjectFile? {
        let file = try object(id, at: reference)
        switch try file["isa"].string() {
        case "PBXFileReference":
            guard let path = try filePath(id, at: reference) else { return nil }
            return ProjectFile(name: Paths.lastComponent(path), paths: ["": path], line: file.line)
        case "PBXVariantGroup":
            var paths: [String: String] = [:]
            for childKey in try file["children"].optionalArray() {
                let childID = try childKey.string()
                let child = try object(childID, at: childKey)
                guard let path = try filePath(childID, at: childKey) else { continue }
                let region = try child["name"].optionalString() ?? Self.region(of: path) ?? ""
                paths[region] = path
            }
            return ProjectFile(name: try file["name"].optionalString() ?? "", paths: paths, line: file.line)
        default:
            return nil
        }
    }

    /// `xx.lproj` in a path, as a region name.
    static func region(of path: String) -> String? {
        let folder = Paths.lastComponent(Paths.parent(path))
        return folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : nil
    }

    /// Where a file, group or folder of the project is on disk: its path under its group's
    /// (`<group>`), the project folder's (`SOURCE_ROOT`) or the root's (`<absolute>`). Files
    /// under the build or the SDK folders are not on disk here: nil.
    func filePath(_ id: String, at reference: NodeReader, depth: Int = 0) throws(FormatError) -> String? {
        guard depth < 64 else { throw reference.error("the groups holding \(id) loop") }
        let file = try object(id, at: reference)
        let own = try file["path"].optionalString()
        let base: String
        switch try file["sourceTree"].optionalString() ?? "<group>" {
        case "<group>":
            if let parent = parents[id] {
                guard let parentPath = try filePath(parent, at: reference, depth: depth + 1) else { return nil }
                base = parentPath
            } else {
                base = folder
            }
        case "SOURCE_ROOT": base = folder
        case "<absolute>": base = "/"
        default: return nil
        }
        return own.map { Paths.absolute($0, from: base) } ?? base
    }

    /// Each target's product reference, to the target that makes it.
    func productOwners(_ list: NodeReader) throws(FormatError) -> [String: String] {
        var owners: [String: String] = [:]
        for key in try list.optionalArray() {
            let id = try key.string()
            if let product = try objects[id]["productReference"].optionalString() { owners[product] = id }
        }
        return owners
    }
}
