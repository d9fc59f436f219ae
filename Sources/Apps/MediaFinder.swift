import Foundation
import IntentModel
import Store

/// What a media search found in an app's library.
enum MediaMatch {
    /// The items to play (or add, or rate), in order, and the collection they play in.
    case found(items: [MediaItemRecord], container: INMediaItem?)
    /// Several things fit equally well: the user picks one.
    case ambiguous([INMediaItem])
    /// The app has nothing of that kind.
    case unsupportedType(INMediaItemType)
    case notFound
}

/// Turns an INMediaSearch into the library's items, as Apple advises a media app to: the
/// best match for a name, an artist's or album's or genre's or mood's songs, a show's
/// newest episode, something sensible for "play some music", and a question only when the
/// choice is truly open (the same title by two artists the user plays alike).
struct MediaFinder {
    let library: MediaLibrary

    /// How many songs a request for "music" plays at most.
    static let queueLength = 10

    func find(_ asked: INMediaSearch) -> MediaMatch {
        if asked.reference == .currentlyPlaying { return playing(asked.mediaType) }
        var search = asked
        // "Play the artist X", "play the genre Y": the name is the artist's or the genre's.
        if search.mediaType == .artist, search.artistName == nil, let name = search.mediaName {
            search.artistName = name
            search.mediaName = nil
            search.mediaType = .song
        } else if search.mediaType == .genre, let name = search.mediaName {
            search.genreNames = (search.genreNames ?? []) + [name]
            search.mediaName = nil
            search.mediaType = .song
        } else if search.mediaType == .artist || search.mediaType == .genre {
            search.mediaType = .song
        }
        if search.mediaType != .unknown, search.mediaType != .music, !has(search.mediaType) {
            return .unsupportedType(search.mediaType)
        }
        if let id = search.mediaIdentifier {
            if let playlist = library.playlist(id) { return playlistMatch(playlist.playlist) }
            if let item = library.item(id) { return expand(item, search: search) }
        }
        if let name = search.mediaName { return byName(name, search: search) }
        if let album = search.albumName { return byAlbum(album, artist: search.artistName, search: search) }
        if let artist = search.artistName { return byArtist(artist, search: search) }
        if let genres = search.genreNames, !genres.isEmpty { return byGenres(genres, search: search) }
        if let moods = search.moodNames, !moods.isEmpty { return byMoods(moods, search: search) }
        if search.reference == .my, search.mediaType == .playlist {
            let lists = library.playlists.map { library.mediaItem($0.playlist) }
            return lists.count == 1
                ? playlistMatch(library.playlists[0].playlist) : lists.isEmpty ? .notFound : .ambiguous(lists)
        }
        return somethingSensible(search)
    }

    // MARK: What is playing

    /// "This song" is the item playing; "this album", "this playlist", "this podcast" and
    /// "this artist" the collection it plays in, or else the song's own album or artist.
    private func playing(_ kind: INMediaItemType) -> MediaMatch {
        guard let now = library.nowPlaying, let item = library.item(now.item) else { return .notFound }
        let playingIn = now.container.flatMap(container)
        switch kind {
        case .album, .playlist, .podcastPlaylist, .podcastShow:
            if let playingIn, Self.sameKind(playingIn.type, kind), let id = playingIn.identifier {
                if let playlist = library.playlist(id) { return playlistMatch(playlist.playlist) }
                if let record = library.item(id) { return expand(record, search: INMediaSearch()) }
            }
            if kind == .album, let album = item.album,
                case .found(let tracks, let container) = byAlbum(album, artist: item.artist, search: INMediaSearch())
            {
                return .found(items: tracks, container: container)
            }
        case .artist:
            if let artist = item.artist {
                return .found(items: [item], container: INMediaItem(identifier: nil, title: artist, type: .artist))
            }
        case .unknown, .song, .genre, .podcastEpisode, .musicStation, .audioBook, .movie, .tvShow, .tvShowEpisode,
            .musicVideo, .podcastStation,
            .radioStation, .station, .music, .algorithmicRadioStation, .news:
            break
        }
        return .found(items: [item], container: playingIn)
    }

    /// A playlist is a playlist, whether of songs or of episodes.
    static func sameKind(_ a: INMediaItemType, _ b: INMediaItemType) -> Bool {
        let playlists: Set<INMediaItemType> = [.playlist, .podcastPlaylist]
        return a == b || playlists.contains(a) && playlists.contains(b)
    }

    // MARK: By name

    private func byName(_ name: String, search: INMediaSearch) -> MediaMatch {
        let said = MediaLibrary.fold(name)
        let tight = MediaLibrary.compact(name)
        let wantsPlaylist = search.mediaType == .playlist || search.mediaType == .podcastPlaylist
        // A playlist by that name, unless another kind is asked for.
        if search.mediaType == .unknown || search.mediaType == .music || wantsPlaylist,
            let playlist = library.playlists.first(where: { MediaLibrary.compact($0.playlist.title) == tight })?
                .playlist
        {
            return playlistMatch(playlist)
        }
        if wantsPlaylist {
            // "My Kitchen Disco playlist" is a playlist or nothing, never a song that shares a word.
            return library.playlist(named: name).map(playlistMatch) ?? .notFound
        }
        var candidates = library.items.filter { MediaLibrary.compact($0.title) == tight }
        if candidates.isEmpty {
            // Every word said, in a longer title ("the Hobbit" → "The Hobbit: An Unexpected …");
            // what is a sound needs not say so ("rain sounds" → "Rain on a Tin Roof").
            let words = Set(said.split(separator: " ").map(String.init)).subtracting([
                "the", "a", "an", "sound", "sounds", "noises",
            ])
            if !words.isEmpty {
                candidates = library.items.filter {
                    words.isSubset(of: Set(MediaLibrary.fold($0.title).split(separator: " ").map(String.init)))
                }
            }
        }
        candidates = filter(candidates, type: search.mediaType, artist: search.artistName)
        guard !candidates.isEmpty else { return .notFound }
        return choose(candidates, search: search)
    }

    /// One of several items that share a title: the asked-for kind and artist narrow them;
    /// items of one artist are one choice (the song before the album); the user's own
    /// listening settles two artists when one is played far more; otherwise they ask.
    private func choose(_ candidates: [MediaItemRecord], search: INMediaSearch) -> MediaMatch {
        let artists = Dictionary(grouping: candidates) { MediaLibrary.fold($0.artist ?? "") }
        if artists.count == 1 {
            let preferred = candidates.sorted { rank($0) < rank($1) }[0]
            return expand(preferred, search: search)
        }
        let byPlays = artists.values.map { group in (group, group.map(\.playCount).reduce(0, +)) }.sorted {
            $0.1 > $1.1
        }
        if byPlays.count >= 2, byPlays[0].1 >= 3 * max(byPlays[1].1, 1) {
            return expand(byPlays[0].0.sorted { rank($0) < rank($1) }[0], search: search)
        }
        return .ambiguous(byPlays.map { library.mediaItem($0.0.sorted { rank($0) < rank($1) }[0]) })
    }

    /// Songs and episodes before collections, collections before people.
    private func rank(_ item: MediaItemRecord) -> Int {
        switch item.type {
        case .song, .podcastEpisode, .audioBook, .musicVideo: 0
        case .album, .playlist, .podcastShow, .podcastPlaylist: 1
        default: 2
        }
    }

    /// What playing one item means: a song plays; an album, its tracks; a show, its newest
    /// episode (or the order asked for); an artist, their songs; a genre, its songs.
    private func expand(_ item: MediaItemRecord, search: INMediaSearch) -> MediaMatch {
        let type = item.type
        switch type {
        case .album:
            let tracks = library.items.filter {
                $0.type == .song && $0.album.map(MediaLibrary.compact) == MediaLibrary.compact(item.title)
            }
            return .found(items: tracks.isEmpty ? [item] : tracks, container: library.mediaItem(item))
        case .podcastShow:
            let episodes = sorted(
                library.items.filter {
                    $0.type == .podcastEpisode && $0.album.map(MediaLibrary.compact) == MediaLibrary.compact(item.title)
                },
                by: search.sortOrder == .unknown ? .newest : search.sortOrder)
            return .found(items: episodes.isEmpty ? [item] : [episodes[0]], container: library.mediaItem(item))
        case .artist:
            return byArtist(item.title, search: search)
        case .genre:
            return byGenres([item.title], search: search)
        case .radioStation, .station, .musicStation, .podcastStation, .algorithmicRadioStation:
            // A station plays as its own container: what the app donates is the station.
            return .found(items: [item], container: library.mediaItem(item))
        default:
            return .found(items: [item], container: nil)
        }
    }

    // MARK: By album, artist, genre, mood

    private func byAlbum(_ album: String, artist: String?, search: INMediaSearch) -> MediaMatch {
        let tight = MediaLibrary.compact(album)
        if let record = filter(
            library.items.filter { $0.type == .album && MediaLibrary.compact($0.title) == tight },
            type: .unknown, artist: artist
        ).first {
            return expand(record, search: search)
        }
        let tracks = filter(
            library.items.filter { $0.album.map(MediaLibrary.compact) == tight }, type: .song, artist: artist)
        return tracks.isEmpty
            ? .notFound
            : .found(
                items: tracks,
                container: INMediaItem(identifier: nil, title: tracks[0].album, type: .album, artist: tracks[0].artist))
    }

    private func byArtist(_ artist: String, search: INMediaSearch) -> MediaMatch {
        let tight = MediaLibrary.compact(artist)
        let theirs = library.items.filter { $0.artist.map(MediaLibrary.compact) == tight }
        guard !theirs.isEmpty else { return .notFound }
        if search.mediaType == .album {
            let albums = sorted(
                theirs.filter { $0.type == .album }, by: search.sortOrder == .unknown ? .newest : search.sortOrder)
            if let album = albums.first { return expand(album, search: search) }
        }
        let songs = sorted(
            theirs.filter { $0.type == .song }, by: search.sortOrder == .unknown ? .popular : search.sortOrder)
        guard !songs.isEmpty else { return expand(theirs[0], search: search) }
        let name = theirs.first?.artist ?? artist
        return .found(
            items: Array(songs.prefix(Self.queueLength)),
            container: INMediaItem(identifier: nil, title: name, type: .artist))
    }

    /// A genre as said may be narrower than the library files music under ("gothic rock",
    /// "indian folk"): where no song is filed under it, the songs of the broader genre its
    /// last words name are found ("rock", "folk").
    private func byGenres(_ genres: [String], search: INMediaSearch) -> MediaMatch {
        func filed(under genres: [String]) -> [MediaItemRecord] {
            let wanted = Set(genres.map(MediaLibrary.compact))
            return library.items.filter {
                $0.type == .song && $0.genre.map { wanted.contains(MediaLibrary.compact($0)) } == true
            }
        }
        var songs = filed(under: genres)
        if songs.isEmpty {
            let broader = genres.compactMap { genre -> String? in
                let words = genre.split(separator: " ")
                return words.count > 1 ? words.dropFirst().joined(separator: " ") : nil
            }
            songs = broader.isEmpty ? [] : filed(under: broader)
        }
        guard !songs.isEmpty else { return .notFound }
        let ordered = sorted(songs, by: search.sortOrder == .unknown ? .popular : search.sortOrder)
        return .found(
            items: Array(ordered.prefix(Self.queueLength)),
            container: INMediaItem(identifier: nil, title: songs[0].genre, type: .genre))
    }

    private func byMoods(_ moods: [String], search: INMediaSearch) -> MediaMatch {
        let wanted = Set(moods.map(MediaLibrary.compact))
        let songs = library.items.filter { item in
            item.type == .song
                && !(item.moods ?? "").split(separator: ",").map { MediaLibrary.compact(String($0)) }.allSatisfy {
                    !wanted.contains($0)
                }
        }
        guard !songs.isEmpty else { return .notFound }
        return .found(
            items: Array(
                sorted(songs, by: search.sortOrder == .unknown ? .popular : search.sortOrder).prefix(Self.queueLength)),
            container: nil)
    }

    // MARK: Nothing named

    /// "Play some music", "play the newest podcast": Apple asks media apps never to leave
    /// such a request unanswered. The most recent collection the user played, else the
    /// kind asked for in the order asked for, else the most played songs.
    private func somethingSensible(_ search: INMediaSearch) -> MediaMatch {
        let kinds = kindOf(search.mediaType)
        if search.sortOrder == .unknown, search.mediaType == .unknown || search.mediaType == .music,
            let now = library.nowPlaying, let container = now.container, let playlist = library.playlist(container)
        {
            return playlistMatch(playlist.playlist)
        }
        var pool = library.items.filter { kinds.contains($0.type) }
        if pool.isEmpty, search.mediaType == .unknown || search.mediaType == .music { pool = library.items }
        guard !pool.isEmpty else { return .notFound }
        let order: INMediaSortOrder =
            search.sortOrder == .unknown ? (kinds.contains(.podcastEpisode) ? .newest : .popular) : search.sortOrder
        let ordered = sorted(pool, by: order)
        let single: Set<INMediaItemType> = [.podcastEpisode, .audioBook, .album, .podcastShow, .radioStation, .station]
        let first = ordered[0].type
        if single.contains(first) { return expand(ordered[0], search: search) }
        return .found(items: Array(ordered.prefix(Self.queueLength)), container: nil)
    }

    /// Whether the library has anything of a kind ("playlist" counts its playlists).
    private func has(_ type: INMediaItemType) -> Bool {
        if type == .playlist, !library.playlists.isEmpty { return true }
        let kinds = kindOf(type).union([type])
        return library.items.contains { kinds.contains($0.type) }
    }

    /// The item kinds a requested type stands for: "music" is songs, "a podcast" its episodes.
    private func kindOf(_ type: INMediaItemType) -> Set<INMediaItemType> {
        switch type {
        case .unknown, .music: [.song]
        case .podcastShow, .podcastEpisode: [.podcastEpisode]
        case .radioStation, .station, .musicStation: [.radioStation, .station, .musicStation]
        default: [type]
        }
    }

    // MARK: Helpers

    private func playlistMatch(_ playlist: PlaylistRecord) -> MediaMatch {
        let ids = library.playlist(playlist.identifier)?.items ?? []
        return .found(items: ids.compactMap(library.item), container: library.mediaItem(playlist))
    }

    private func container(_ identifier: String) -> INMediaItem? {
        if let playlist = library.playlist(identifier) { return library.mediaItem(playlist.playlist) }
        return library.item(identifier).map(library.mediaItem)
    }

    private func filter(_ items: [MediaItemRecord], type: INMediaItemType, artist: String?) -> [MediaItemRecord] {
        var out = items
        if type != .unknown, type != .music {
            let kinds: [INMediaItemType] = type == .podcastShow ? [.podcastShow, .podcastEpisode] : [type]
            let typed = out.filter { kinds.contains($0.type) }
            if !typed.isEmpty { out = typed }
        }
        if let artist {
            let tight = MediaLibrary.compact(artist)
            let theirs = out.filter { $0.artist.map(MediaLibrary.compact) == tight }
            out = theirs
        }
        return out
    }

    private func sorted(_ items: [MediaItemRecord], by order: INMediaSortOrder) -> [MediaItemRecord] {
        let distantPast = Date(timeIntervalSince1970: 0)
        switch order {
        case .newest:
            return items.sorted {
                ($0.releaseDate ?? distantPast, $0.identifier) > ($1.releaseDate ?? distantPast, $1.identifier)
            }
        case .oldest:
            return items.sorted {
                ($0.releaseDate ?? .distantFuture, $0.identifier) < ($1.releaseDate ?? .distantFuture, $1.identifier)
            }
        case .popular, .unknown: return items.sorted { ($0.playCount, $1.identifier) > ($1.playCount, $0.identifier) }
        case .unpopular: return items.sorted { ($0.playCount, $0.identifier) < ($1.playCount, $1.identifier) }
        case .best, .recommended:
            return items.sorted {
                (Self.marked($0, .like), $0.playCount, $1.identifier) > (
                    Self.marked($1, .like), $1.playCount, $0.identifier
                )
            }
        case .worst:
            return items.sorted {
                (Self.marked($0, .dislike), -$0.playCount, $1.identifier) > (
                    Self.marked($1, .dislike), -$1.playCount, $0.identifier
                )
            }
        case .trending:
            return items.sorted {
                ($0.lastUsedDate ?? distantPast, $1.identifier) > ($1.lastUsedDate ?? distantPast, $0.identifier)
            }
        }
    }

    /// 1 for an item the user marked with `affinity`, else 0: a sort key.
    static func marked(_ item: MediaItemRecord, _ affinity: INMediaAffinityType) -> Int {
        item.affinity == affinity ? 1 : 0
    }
}
