import Formats

/// An Xcode project (`NAME.xcodeproj/project.pbxproj`) as sirisim needs it: its targets with
/// their build settings resolved for one configuration (Release, else the first), their
/// files, and the project's development region and known regions.
///
/// Reading follows the object graph Xcode writes: the root `PBXProject`, its
/// `XCConfigurationList`s and `XCBuildConfiguration`s (with `baseConfigurationReference`
/// .xcconfig files), `PBXNativeTarget`s and their build phases, and the group tree that
/// gives each `PBXFileReference` and `PBXVariantGroup` its path.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public var path: String
    /// The folder holding it (`SRCROOT`, `PROJECT_DIR`).
    public var folder: String
    public var name: String
    public var developmentRegion: String
    public var knownRegions: [String]
    public var targets: [Target]
    /// The configuration whose settings were read.
    public var configuration: String
    /// What could not be read and was passed over (a missing .xcconfig), for lint.
    public var notes: [String]

    /// The file that holds the project's objects.
    public var pbxprojPath: String { Paths.join(path, "project.pbxproj") }

    public func target(named name: String) -> Target? { targets.first { $0.name == name } }
    public func target(id: String) -> Target? { targets.first { $0.id == id } }

    /// Reads the project at `path` (the `.xcodeproj` folder). `overrides` are settings the
    /// user supplies (`--set VAR=VALUE`), above every level the project has.
    public static func load(_ path: String, overrides: [String: String] = [:]) throws(FormatError) -> XcodeProject {
        let file = Paths.join(path, "project.pbxproj")
        let root = NodeReader(try OldStylePlistParser.parse(contentsOf: file), file: file)
        return try ProjectReader(root: root, path: path, overrides: overrides).read()
    }
}
