import Foundation
import IntentModel
import Store

/// An app's media library as its handlers search it: items, playlists, what plays now.
struct MediaLibrary {
    let items: [MediaItemRecord]
    let playlists: [(playlist: PlaylistRecord, items: [String])]
    let nowPlaying: NowPlayingRecord?
    private let byIdentifier: [String: MediaItemRecord]

    init(store: AppStore, app: String) throws {
        items = try store.mediaItems(app: app)
        playlists = try store.playlists(app: app)
        nowPlaying = try store.nowPlaying(app: app)
        byIdentifier = Dictionary(items.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
    }

    func item(_ identifier: String) -> MediaItemRecord? { byIdentifier[identifier] }

    func playlist(_ identifier: String) -> (playlist: PlaylistRecord, items: [String])? {
        playlists.first { $0.playlist.identifier == identifier }
    }

    /// The playlist a spoken name means: by the whole title, then by its words.
    func playlist(named name: String) -> PlaylistRecord? {
        let said = Self.fold(name)
        // A name said short is the playlist it opens ("workout" for Workout Mix); one said
        // longer is another playlist ("Road Trip 2024" is not Road Trip).
        return playlists.first { Self.fold($0.playlist.title) == said }?.playlist
            ?? playlists.first { Self.fold($0.playlist.title).hasPrefix(said) }?.playlist
    }

    // MARK: Converting

    func mediaItem(_ record: MediaItemRecord) -> INMediaItem {
        INMediaItem(
            identifier: record.identifier, title: record.title, type: record.type,
            artist: record.artist)
    }

    func mediaItem(_ playlist: PlaylistRecord) -> INMediaItem {
        INMediaItem(identifier: playlist.identifier, title: playlist.title, type: .playlist)
    }

    // MARK: Words

    /// Lower case, no diacritics, letters and digits only, single spaces: "Sk8-er Boi" and
    /// "sk8er boi" compare alike after `compact`.
    static func fold(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "&", with: " and ")
        return folded.split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map {
            $0.replacingOccurrences(of: "'", with: "")
        }.joined(separator: " ")
    }

    /// The folded text without spaces, for names whose spacing varies ("hip hop", "hip-hop").
    static func compact(_ text: String) -> String {
        fold(text).replacingOccurrences(of: " ", with: "")
    }
}
