import Formats
import XcodeProject

/// A folder of apps given where an app is expected (`lint Apps`, as `replay` takes a folder of
/// transcripts): each app in it, in name order.
public enum AppFolder {
    /// The apps `path` stands for: itself when it is an app, else the apps directly inside it
    /// when it is a folder of them (at least one in sirisim's layout, with a Data.json or an
    /// Intents extension, or one Xcode project folder), else itself, to be searched for an
    /// app's files as before.
    public static func apps(at path: String) throws(BootError) -> [String] {
        guard AppLocator.kind(of: path) == .searchedFolder else { return [path] }
        let children = try BundledFiles.folders(in: path)
        let apps = children.filter { child in
            switch AppLocator.kind(of: child) {
            case .bundleFolder, .xcodeProject: true
            case .searchedFolder, .notAnApp: false
            }
        }
        let ours = apps.contains { child in
            Paths.kind(Paths.join(child, "Data.json")) == .file
                || Paths.kind(Paths.join(child, "IntentsExtension/Info.plist")) == .file
                || AppLocator.kind(of: child).isProject
        }
        return ours ? apps : [path]
    }
}
