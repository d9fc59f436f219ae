import IntentModel

/// What the system keeps of a play it donates: the container and the item played, as
/// SiriKit's donated INPlayMediaIntent carries them, not every item of the container.
///
/// Resolving "play my Road Trip playlist" gives the intent every item of the playlist
/// (the app plays them in order). Donated as it is, a 10,000-item playlist grew the state by
/// 880 KB per play, and a million-item one took seconds and gigabytes. What reads
/// donations needs no more: App Selection weighs a play with a container as a container's
/// (`DonationStats`), audio suggestions list containers (`AudioSuggestions`), a donated
/// shortcut is titled by its container (`ShortcutLibrary`), and the names Siri learns from
/// a donation are the container's and the item's.
enum PlayDonation {
    /// A station plays as its own container, as a playlist does; a play of several items
    /// keeps its container (the intent's, else the one the app said it played in) and the
    /// first item, the one that started playing.
    static func donated(_ intent: INPlayMediaIntent, response: INPlayMediaIntentResponse) -> INPlayMediaIntent {
        var play = intent
        let items = play.mediaItems ?? []
        if play.mediaContainer == nil, items.count == 1,
            [.radioStation, .station, .musicStation, .podcastStation, .algorithmicRadioStation].contains(items[0].type)
        {
            play.mediaContainer = items[0]
            return play
        }
        if play.mediaContainer == nil, let info = response.nowPlayingInfo,
            let id = info[INPlayMediaIntentResponse.containerIdentifierKey]
        {
            let type = info["containerType"].flatMap(INMediaItemType.init(rawValue:)) ?? .unknown
            play.mediaContainer = INMediaItem(identifier: id, title: info["container"], type: type)
        }
        if play.mediaContainer != nil, items.count > 1 {
            play.mediaItems = [items[0]]
        }
        return play
    }
}
