import Foundation
import Synchronization

/// The files a run reads (transcripts, the state, app bundles, Contacts) and the outputs it
/// has opened, so that no output can name one of them: a trace written over the transcript
/// being replayed would empty it. Files are told apart by identity (device and inode), so
/// a second spelling, a symbolic link or a hard link names the same input; a file not made
/// yet (a new state) is known by its full path with every link resolved.
public final class InputFiles: Sendable {
    /// What a file is to the run, as a message names it ("is the state of this run").
    public enum Role: Sendable, Equatable, CustomStringConvertible {
        case transcript, state, appFile, contacts, history, output
        /// The utterance file `eval` scores.
        case utterances

        public var description: String {
            switch self {
            case .transcript: "a transcript this run reads"
            case .state: "the state file of this run"
            case .appFile: "a file of an app this run reads"
            case .contacts: "the device's Contacts of this run"
            case .history: "the history file of this run"
            case .output: "another output of this run"
            case .utterances: "the utterances this run scores"
            }
        }
    }

    /// An input, as an output that names it is told.
    public struct Entry: Sendable, Equatable {
        public var path: String
        public var role: Role
    }

    private struct Key: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private struct Contents {
        var byFile: [Key: Entry] = [:]
        var byPath: [String: Entry] = [:]
    }

    private let contents = Mutex(Contents())

    public init() {}

    /// Adds the file at `path` (through links), and its resolved path for when it does not
    /// exist yet.
    public func add(_ path: String, as role: Role) {
        let entry = Entry(path: path, role: role)
        let identity = FileIdentity(of: path)
        let resolved = Paths.resolved(path)
        // An input read after an output claimed its file (a bundle a transcript names) is
        // what the file is known as: the output then may not replace it.
        func keep(_ old: Entry?) -> Entry { old.map { $0.role == .output && role != .output ? entry : $0 } ?? entry }
        contents.withLock { contents in
            if let identity {
                let key = Key(device: identity.device, inode: identity.inode)
                contents.byFile[key] = keep(contents.byFile[key])
            }
            contents.byPath[resolved] = keep(contents.byPath[resolved])
        }
    }

    /// Adds every regular file under `folder` (an app bundle), to a bounded depth and count:
    /// a bundle is a handful of files, and a folder of thousands is not walked whole.
    public func addFiles(under folder: String, as role: Role, depth: Int = 6, limit: Int = 20_000) {
        var pending: [(String, Int)] = [(folder, 0)]
        var seen = 0
        while let (current, level) = pending.popLast(), seen < limit {
            let names: [String]
            // A folder that cannot be listed holds nothing this run can read either.
            do { names = try FileManager.default.contentsOfDirectory(atPath: current) } catch { continue }
            for name in names.sorted() where seen < limit {
                let path = Paths.join(current, name)
                switch Paths.kind(path) {
                case .file:
                    add(path, as: role)
                    seen += 1
                case .folder where level < depth && !Self.isSymbolicLink(path):
                    pending.append((path, level + 1))
                default:
                    continue
                }
            }
        }
    }

    /// The input `path` names, if any: the same file, or the same resolved path.
    public func entry(for path: String) -> Entry? {
        let identity = FileIdentity(of: path)
        let resolved = Paths.resolved(path)
        return contents.withLock { contents in
            if let identity, let entry = contents.byFile[Key(device: identity.device, inode: identity.inode)] {
                return entry
            }
            return contents.byPath[resolved]
        }
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
