import Formats
import Foundation
import Store

/// Seeded stores kept between runs, so that a new state or a replay of apps with large
/// Data.json files copies their rows rather than reading and inserting them again.
///
/// An entry is a template store (`Store.saveTemplate`) seeded with a list of apps, in
/// order. Its name is a hash of what the rows come from: each app's identifier and its
/// Data.json's device, inode, size, modification time and change time (to the
/// nanosecond; the change time moves with any write, even one that sets the modification
/// time back, and cannot be set by hand), and the sirisim executable's size and
/// modification time (a new build, whose schema or checks may differ, makes new entries).
/// Nothing is read to name an entry: hashing the contents cost a tenth of a replay. Only sets of apps whose Data.json files hold `minimumBytes` or more are kept:
/// smaller ones seed in a few milliseconds. The newest `kept` entries stay.
///
/// The folder is `$SIRISIM_CACHE` (`off` for none), else `$XDG_CACHE_HOME/sirisim/seeds`,
/// else `~/.cache/sirisim/seeds`. An entry that cannot be read is passed over and made
/// again: the cache only ever saves time.
public struct SeedCache: Sendable {
    public let folder: String
    /// The Data.json bytes (all the apps' together) from which a set of apps is kept.
    public let minimumBytes: Int
    public static let kept = 4
    /// Changed when what an entry holds changes in a way the executable's identity misses.
    static let formatVersion = 1

    public init(folder: String, minimumBytes: Int = 1_000_000) {
        self.folder = folder
        self.minimumBytes = minimumBytes
    }

    /// The cache the environment asks for, nil when `SIRISIM_CACHE=off` or no folder is known.
    public static func standard(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SeedCache? {
        if let chosen = environment["SIRISIM_CACHE"], !chosen.isEmpty {
            return chosen == "off" ? nil : SeedCache(folder: Paths.absolute(chosen))
        }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return SeedCache(folder: Paths.join(base, "sirisim/seeds"))
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return SeedCache(folder: Paths.join(home, ".cache/sirisim/seeds"))
        }
        return nil
    }

    /// The entry's file for these apps' Data.json files (nil for a missing one), when they
    /// are large enough to keep and can all be read; nil otherwise (they are then seeded
    /// as usual, and a file that cannot be read is reported by the seeding's own read).
    func entry(for apps: [(identifier: String, dataPath: String)]) -> String? {
        var description = "sirisim seed cache \(Self.formatVersion)"
        guard let executable = Self.identity(of: "/proc/self/exe") else { return nil }
        description += "|\(executable.size):\(executable.modifiedStamp)"
        var total = 0
        for app in apps {
            guard let file = Self.identity(of: app.dataPath) else {
                description += "|\(app.identifier):none"
                continue
            }
            total += file.size
            description +=
                "|\(app.identifier):\(file.size):\(file.modifiedStamp):\(file.changedStamp):\(file.inodeStamp)"
        }
        guard total >= minimumBytes else { return nil }
        return Paths.join(folder, ContentHash(Array(description.utf8)).hex + ".seed.sqlite")
    }

    /// The template kept at `entry`, or nil when there is none that this build can use.
    func template(at entry: String) -> Store? {
        guard Paths.kind(entry) == .file else { return nil }
        do { return try Store(templateAt: entry) } catch {
            // A damaged entry, or one of another schema: made again by the caller.
            return nil
        }
    }

    /// Keeps `store` as the entry `entry`, written beside it and moved into place, then
    /// removes all but the newest `kept` entries. Errors are for a warning: the session
    /// goes on without the cache.
    func save(_ store: Store, as entry: String) throws {
        try makeFolder()
        let temporary = Paths.join(folder, ".\(getpid())-\(UInt64.random(in: 0...UInt64.max)).partial")
        do {
            try store.saveTemplate(to: temporary)
            guard rename(temporary, entry) == 0 else {
                throw WriteError(path: entry, reason: "cannot move it into place: \(String(cString: strerror(errno)))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
        try prune()
    }

    /// Makes the cache's folder (and those above it) unless it exists; a file where the
    /// folder should be, or a folder that cannot be made, is an error naming it.
    func makeFolder() throws(WriteError) {
        switch Paths.kind(folder) {
        case .folder:
            return
        case .file, .other:
            throw WriteError(path: folder, reason: "is not a folder")
        case .missing:
            // The nearest folder above that exists must be one (a file in the way is named).
            var above = Paths.parent(folder)
            while Paths.kind(above) == .missing, above != "/" { above = Paths.parent(above) }
            guard Paths.kind(above) == .folder else { throw WriteError(path: above, reason: "is not a folder") }
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw WriteError(path: folder, reason: "cannot make the folder")
            }
        }
    }

    /// Removes the oldest entries beyond `kept`; only files named as entries and marked as
    /// sirisim's databases are touched (the folder may be one the user chose).
    func prune() throws {
        try removeOldest(keeping: Self.kept) { name in
            Self.isEntryName(name) && StateFile.status(of: Paths.join(folder, name)) == .sirisim
        }
    }

    /// Removes all but the newest `kept` of the folder's files that `isOurs` (by name and
    /// content: the folder may be one the user chose).
    func removeOldest(keeping kept: Int, of isOurs: (String) -> Bool) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter(isOurs)
        let dated = names.map { name in (name, Self.identity(of: Paths.join(folder, name))?.modifiedStamp ?? "") }
        for (name, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(kept) {
            unlink(Paths.join(folder, name))
        }
    }

    static func isEntryName(_ name: String) -> Bool { isHashName(name, suffix: ".seed.sqlite") }

    /// Whether `name` is 32 lower-case hexadecimal digits and `suffix`, as entries are named.
    static func isHashName(_ name: String, suffix: String) -> Bool {
        name.hasSuffix(suffix) && name.utf8.count == 32 + suffix.utf8.count
            && name.utf8.prefix(32).allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// A file's size, modification and change times (to the nanosecond), and device and
    /// inode; nil when it cannot be seen.
    static func identity(of path: String) -> FileIdentity? { FileIdentity(of: path) }
}

/// A 128-bit hash of bytes, for naming entries (not for security):
/// two 64-bit multiply-and-fold lanes over 8 bytes at a time.
struct ContentHash {
    var high: UInt64 = 0x6A09_E667_F3BC_C908
    var low: UInt64 = 0xBB67_AE85_84CA_A73B

    init(_ bytes: [UInt8]) {
        high ^= UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            for (shift, byte) in raw[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
            mix(tail)
        }
    }

    private mutating func mix(_ word: UInt64) {
        high = (high ^ word) &* 0x9E37_79B9_7F4A_7C15
        high ^= high >> 31
        low = (low ^ word ^ high) &* 0xC2B2_AE3D_27D4_EB4F
        low ^= low >> 29
    }

    var hex: String {
        String(format: "%016llx%016llx", high, low)
    }
}
