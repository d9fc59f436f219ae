import Formats
import Foundation

/// Walks a source folder for files, as far as a developer's app files go: a few levels
/// deep, past build products, dependencies and version control, a bounded number of
/// entries, in a stable order.
enum FolderWalk {
    /// Folders never entered: what build tools and package managers make.
    static let skipped: Set<String> = [
        "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "vendor", "fastlane",
    ]

    static func files(
        in folder: String, depth: Int = 6, limit: Int = 20_000, where wanted: (String) -> Bool
    ) -> [String] {
        var found: [String] = []
        var pending: [(String, Int)] = [(folder, 0)]
        var seen = 0
        while !pending.isEmpty, seen < limit {
            let (current, level) = pending.removeFirst()
            let names: [String]
            // A folder that cannot be listed holds nothing to read.
            do { names = try FileManager.default.contentsOfDirectory(atPath: current) } catch { continue }
            for name in names.sorted() where seen < limit {
                seen += 1
                if name.hasPrefix(".") || skipped.contains(name) || name.hasSuffix(".xcodeproj")
                    || name.hasSuffix(".xcworkspace")
                    || name.hasPrefix(".build")
                {
                    continue
                }
                let path = Paths.join(current, name)
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR where level < depth: pending.append((path, level + 1))
                case S_IFREG where wanted(name): found.append(path)
                default: continue
                }
            }
        }
        return found
    }
}
