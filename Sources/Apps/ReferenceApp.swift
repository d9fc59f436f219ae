import Foundation
import Formats
import IntentModel
import Store

/// An app bundle's code side, for bundles written without Swift: its Data.json seeds the
/// local data model, and the reference handlers act on it. The same handler objects sit
/// behind the app and its Intents extension; the system asks whichever one the bundle's
/// Info.plist files name for an intent.
public final class ReferenceApp: AppConnection {
    public let bundleIdentifier: String
    public let data: AppData
    let store: Store
    let clock: DeviceClock
    let messaging: MessagingHandler
    let calls: CallHandler

    /// Loads the bundle's Data.json (if any) and seeds the store the first time.
    public convenience init(bundlePath: String, bundleIdentifier: String, store: Store, clock: DeviceClock) throws {
        let dataPath = (bundlePath as NSString).appendingPathComponent("Data.json")
        let data = FileManager.default.fileExists(atPath: dataPath)
            ? try AppData.load(path: dataPath, app: bundleIdentifier)
            : AppData(seed: Store.Seed(), launchVocabulary: [], indexSpotlight: false)
        try self.init(bundleIdentifier: bundleIdentifier, data: data, store: store, clock: clock)
    }

    /// An app whose Data.json has been read already, seeding the store the first time.
    public init(bundleIdentifier: String, data: AppData, store: Store, clock: DeviceClock) throws {
        self.bundleIdentifier = bundleIdentifier
        self.store = store
        self.clock = clock
        self.data = data
        messaging = MessagingHandler(app: bundleIdentifier, store: store, clock: clock)
        calls = CallHandler(app: bundleIdentifier, store: store, clock: clock)
        try seedIfNeeded()
    }

    /// Puts the seed data in the store unless this state already has it.
    public func seedIfNeeded() throws {
        try store.seed(app: bundleIdentifier, with: data.seed, at: clock.now)
    }

    public var appHandlerProvider: (any INIntentHandlerProviding)? { Provider(messaging: messaging, calls: calls) }
    public var extensionHandlerProvider: (any INIntentHandlerProviding)? { Provider(messaging: messaging, calls: calls) }

    struct Provider: INIntentHandlerProviding {
        let messaging: MessagingHandler
        let calls: CallHandler

        func handler(for intent: any INIntent) -> (any Sendable)? {
            switch intent {
            case is INSendMessageIntent, is INSearchForMessagesIntent, is INSetMessageAttributeIntent, is INUnsendMessagesIntent, is INEditMessageIntent:
                messaging
            case is INStartCallIntent:
                calls
            default:
                nil
            }
        }
    }

    public func launch(vocabulary: any INVocabularyRegistering) {
        for (type, strings) in data.launchVocabulary {
            vocabulary.setVocabulary(strings, of: type)
        }
    }

    public var dataNames: [AppDataName] {
        var names: [AppDataName] = []
        for contact in (try? store.contacts(app: bundleIdentifier)) ?? [] {
            names.append(AppDataName(kind: .person, identifier: contact.record.customIdentifier, name: contact.record.displayName))
            for alias in contact.aliases {
                names.append(AppDataName(kind: .person, identifier: contact.record.customIdentifier, name: alias))
            }
            if let relationship = contact.record.relationship {
                names.append(AppDataName(kind: .person, identifier: contact.record.customIdentifier, name: "my \(relationship)"))
            }
        }
        for group in (try? store.groups(app: bundleIdentifier)) ?? [] {
            names.append(AppDataName(kind: .group, identifier: group.group.identifier, name: group.group.name))
        }
        var seen = Set<String>()
        func add(_ kind: AppDataName.Kind, _ identifier: String, _ name: String?) {
            guard let name, !name.isEmpty, seen.insert("\(kind.rawValue)|\(name.lowercased())").inserted else { return }
            names.append(AppDataName(kind: kind, identifier: identifier, name: name))
        }
        for item in (try? store.mediaItems(app: bundleIdentifier)) ?? [] {
            switch item.type {
            case "album": add(.mediaAlbum, item.identifier, item.title)
            case "artist": add(.mediaArtist, item.identifier, item.title)
            case "genre": add(.mediaGenre, item.identifier, item.title)
            case "playlist", "podcastPlaylist": add(.mediaPlaylist, item.identifier, item.title)
            case "podcastShow": add(.mediaShow, item.identifier, item.title)
            case "audioBook":
                add(.mediaAudiobook, item.identifier, item.title)
                add(.mediaAuthor, "author:\(item.artist ?? "")", item.artist)
                continue
            default: add(.mediaTitle, item.identifier, item.title)
            }
            switch item.type {
            case "podcastEpisode", "podcastShow":
                add(.mediaShow, "show:\(item.album ?? item.artist ?? "")", item.album ?? item.artist)
            case "song", "album", "musicVideo":
                add(.mediaArtist, "artist:\(item.artist ?? "")", item.artist)
                if item.type != "album" { add(.mediaAlbum, "album:\(item.album ?? "")", item.album) }
            default:
                break
            }
            add(.mediaGenre, "genre:\(item.genre ?? "")", item.genre)
        }
        for playlist in (try? store.playlists(app: bundleIdentifier)) ?? [] {
            add(.mediaPlaylist, playlist.playlist.identifier, playlist.playlist.title)
        }
        for workout in (try? store.namedItems(app: bundleIdentifier, kind: "workout")) ?? [] { add(.workout, workout.identifier, workout.name) }
        for note in (try? store.namedItems(app: bundleIdentifier, kind: "note")) ?? [] { add(.note, note.identifier, note.name) }
        return names
    }
}
