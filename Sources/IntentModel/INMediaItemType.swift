/// What kind of thing a media item is, by Apple's case names.
public enum INMediaItemType: String, Sendable, Hashable, CaseIterable, Codable {
    case unknown, song, album, artist, genre, playlist, podcastShow, podcastEpisode, podcastPlaylist, musicStation
    case audioBook, movie, tvShow, tvShowEpisode, musicVideo, podcastStation, radioStation, station, music
    case algorithmicRadioStation, news
}
