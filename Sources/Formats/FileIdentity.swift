import Foundation

/// What tells one file, and one version of it, from another without reading it: the
/// device and inode (the file, whatever path or hard link names it), and its size and
/// modification and change times to the nanosecond (the version).
public struct FileIdentity: Sendable, Hashable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int
    public var modified: timespec
    public var changed: timespec

    /// The file at `path`, through symbolic links; nil when there is none.
    public init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file open as `descriptor`.
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
    }

    /// The same file (device and inode), whatever its version.
    public func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }

    /// The modification time as fixed-width text, which sorts as the times do.
    public var modifiedStamp: String { String(format: "%020ld.%09ld", modified.tv_sec, modified.tv_nsec) }
    public var changedStamp: String { String(format: "%ld.%09ld", changed.tv_sec, changed.tv_nsec) }
    public var inodeStamp: String { "\(device):\(inode)" }

    public static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.isSameFile(as: b) && a.size == b.size && a.modified.tv_sec == b.modified.tv_sec
            && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
        hasher.combine(size)
    }
}
