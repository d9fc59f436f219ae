/// What kind of thing a media item is, by Apple's case names.
public enum INMediaItemType: String, Sendable, Hashable, CaseIterable, Codable {
    case unknown, song, album, artist, genre, playlist, podcastShow, podcastEpisode, podcastPlaylist, musicStation
    case audioBook, movie, tvShow, tvShowEpisode, musicVideo, podcastStation, radioStation, station, music
    case algorithmicRadioStation, news
}

extension INMediaItemType {
    /// Whether an item of this kind holds others (an album, a playlist, an artist's songs, a
    /// show's episodes): played "on repeat", all of it repeats, where a song repeats alone.
    public var isCollection: Bool {
        switch self {
        case .album, .artist, .genre, .playlist, .podcastShow, .podcastPlaylist, .audioBook, .music: true
        case .unknown, .song, .podcastEpisode, .musicStation, .movie, .tvShow, .tvShowEpisode, .musicVideo,
            .podcastStation, .radioStation, .station, .algorithmicRadioStation, .news:
            false
        }
    }
}
