import Foundation
import GRDB
import Synchronization

/// The apps' side of the device's state: each app's local data (contacts and groups,
/// messages and calls, the media library and what plays, workouts, orders and cards, notes,
/// rides), keyed by the app's bundle identifier. It shares its writer with `SystemStore`;
/// every method that changes data runs in one transaction.
public final class AppStore: Sendable {
    let writer: any DatabaseWriter
    /// Where the state's file is, or nil for a state in memory.
    public let path: String?
    /// Each app's contacts as last read (`contacts(app:)`); emptied by whatever writes them.
    let contactCache = Mutex<[String: [StoredContact]]>([:])
    /// Apps whose data was copied in from a template (`Store.init(copying:)`) and that are
    /// yet to be seeded: their seed then only records that it was.
    let preloaded = Mutex<Set<String>>([])

    init(writer: any DatabaseWriter, path: String?) {
        self.writer = writer
        self.path = path
    }

    /// Whether the data of `app` came with a template and is yet to be seeded.
    public func isPreloaded(app: String) -> Bool {
        preloaded.withLock { $0.contains(app) }
    }

    /// Forgets what it keeps beside the database, after the database changed under it.
    func forget(preloading apps: Set<String> = []) {
        contactCache.withLock { $0 = [:] }
        preloaded.withLock { $0 = apps }
    }

    /// The seed data of one app, as records ready to insert.
    public struct Seed: Sendable {
        public var contacts: [ContactRecord] = []
        public var handles: [ContactHandleRecord] = []
        public var aliases: [ContactAliasRecord] = []
        public var groups: [GroupRecord] = []
        public var members: [GroupMemberRecord] = []
        public var messages: [MessageRecord] = []
        public var recipients: [MessageRecipientRecord] = []
        public var attachments: [AttachmentRecord] = []
        public var media: [MediaItemRecord] = []
        public var playlists: [PlaylistRecord] = []
        public var playlistItems: [PlaylistItemRecord] = []
        public var namedItems: [NamedItemRecord] = []
        public var menuItems: [MenuItemRecord] = []
        public var menuPrices: [MenuPriceRecord] = []
        public var cards: [CardRecord] = []
        public var noteDates: [NoteDateRecord] = []
        public var rideOptions: [RideOptionRecord] = []
        public init() {}
    }
}
