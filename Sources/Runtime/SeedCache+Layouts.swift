import Formats
import Foundation

/// Layouts of large Data.json files (`TopLevelLayout`), kept beside the seeded stores: a
/// launch on a state that holds an app's data, or a replay copying it from the cache,
/// reads only the bytes around the data rather than the whole file.
///
/// An entry is named by a hash of the file's path and identity (device, inode, size,
/// modification and change times, as for seeded stores) and of the executable's; any
/// change to the file makes a new name. A layout that does not fit is passed over
/// (`JSONParser.parse(contentsOf:skipping:layout:)` checks it against the bytes) and the
/// file is read whole. The newest `keptLayouts` stay.
extension SeedCache {
    public static let keptLayouts = 16

    /// The layout kept for the file at `path` as it is now; nil when none is kept, or the
    /// file is too small to be worth one.
    func layout(of path: String) -> TopLevelLayout? {
        guard let entry = layoutEntry(for: path), Paths.kind(entry) == .file else { return nil }
        do {
            let bytes = try FileReading.bytes(entry, limit: 1 << 20)
            return TopLevelLayout(text: String(decoding: bytes, as: UTF8.self))
        } catch {
            return nil  // an entry that cannot be read only costs the whole read of the file
        }
    }

    /// Keeps `layout`, taken from the file at `path` as it is now, unless one is kept
    /// already; then removes all but the newest `keptLayouts`.
    func keep(_ layout: TopLevelLayout, of path: String) throws {
        guard let entry = layoutEntry(for: path), Paths.kind(entry) == .missing else { return }
        try makeFolder()
        try FileWriting.write(layout.text, to: entry)
        try pruneLayouts()
    }

    /// The entry's file for the file at `path`, when it is large enough to keep one for.
    func layoutEntry(for path: String) -> String? {
        guard let executable = Self.identity(of: "/proc/self/exe"), let file = Self.identity(of: path),
            file.size >= minimumBytes
        else { return nil }
        let description =
            "sirisim layout \(Self.formatVersion)|\(executable.size):\(executable.modifiedStamp)"
            + "|\(file.size):\(file.modifiedStamp):\(file.changedStamp):\(file.inodeStamp)|\(Paths.absolute(path))"
        return Paths.join(folder, ContentHash(Array(description.utf8)).hex + ".layout")
    }

    /// Removes the oldest layouts beyond `keptLayouts`: only files named as layouts whose
    /// first line is a layout's.
    func pruneLayouts() throws {
        try removeOldest(keeping: Self.keptLayouts) { name in
            Self.isHashName(name, suffix: ".layout") && Self.startsAsLayout(Paths.join(folder, name))
        }
    }

    private static func startsAsLayout(_ path: String) -> Bool {
        do {
            let bytes = try FileReading.bytes(path, limit: 1 << 20)
            return bytes.starts(with: Array((TopLevelLayout.header + "\n").utf8))
        } catch {
            return false  // not one of ours to remove
        }
    }
}
