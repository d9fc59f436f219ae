import IntentModel
import PhraseMatcher

/// Media: play, add, like or dislike, and search. Siri understands these requests on its
/// own (their schemas and phrases); running them through an app's media handlers is not
/// built yet, so Siri says the app cannot do that.
public enum Media: SystemDomain {
    public static var specs: [IntentSpec] { [play, add, updateAffinity, search] }

    /// The spoken parts of an INMediaSearch, as `mediaSearch.<property>`.
    static let mediaSearch: [ParameterSpec] = [
        ParameterSpec("mediaSearch.mediaType", .lexicon("mediaType"), leadingWordFills: false),
        ParameterSpec("mediaSearch.sortOrder", .lexicon("sortOrder")),
        ParameterSpec("mediaSearch.reference", .lexicon("mediaReference")),
        ParameterSpec("mediaSearch.genreNames", .lexicon("genre")),
        ParameterSpec("mediaSearch.moodNames", .lexicon("mood")),
        ParameterSpec("mediaSearch.artistName", .title(["mediaMusicArtistName", "mediaAudiobookAuthorName"])),
        ParameterSpec("mediaSearch.albumName", .title(["mediaAlbumName"])),
        ParameterSpec("mediaSearch.mediaName", .title(["mediaTitle", "mediaPlaylistTitle", "mediaShowTitle", "mediaAudiobookTitle"])),
    ]

    /// "Play some jazz", "Play Purple Rain by Prince", "Shuffle my Road Trip playlist".
    static let play = IntentSpec(domain: .media, schema: IntentSchema(className: "INPlayMediaIntent", parameters: mediaSearch), handling: nil)

    /// "Search for songs by Adele", "Find the album Blue".
    static let search = IntentSpec(domain: .media, schema: IntentSchema(className: "INSearchForMediaIntent", parameters: mediaSearch),
                                   handling: nil)

    /// "Add this song to my Road Trip playlist", "Add Blue to my library".
    static let add = IntentSpec(domain: .media, schema: IntentSchema(className: "INAddMediaIntent", parameters: [
        // Before the media name, so that a playlist's name is where things go.
        ParameterSpec("mediaDestination.playlistName", .title(["mediaPlaylistTitle"])),
    ] + mediaSearch), handling: nil)

    /// "I like this song", "I hate this song", "My favorite singer is Adele".
    static let updateAffinity = IntentSpec(domain: .media, schema: IntentSchema(className: "INUpdateMediaAffinityIntent", parameters: [
        ParameterSpec("affinityType", .lexicon("affinityType")),
    ] + mediaSearch), handling: nil)
}
