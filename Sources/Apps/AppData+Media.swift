import Formats
import IntentModel
import Store

extension AppData {
    /// A media item read straight from the document, when every value is as the readers
    /// of `read` would take it (same keys, kinds and ranges); nil otherwise, for them to
    /// read it and say what is wrong.
    static func mediaItem(_ f: QuickFields, app: String) -> MediaItemRecord? {
        guard let id = f.string(0), let type = f.string(1).flatMap(INMediaItemType.init(rawValue:)),
            let title = f.string(2),
            let artist = f.optionalString(3), let album = f.optionalString(4), let genre = f.optionalString(5),
            let playCount = f.optionalInt(6, in: playCounts), let lastUsed = f.optionalDate(7),
            let released = f.optionalDate(8),
            let moods = f.optionalStringArray(9), let inLibrary = f.optionalBool(10)
        else { return nil }
        return MediaItemRecord(
            app: app, identifier: id, type: type, title: title, artist: artist, album: album, genre: genre,
            playCount: playCount ?? 0, lastUsedDate: lastUsed, releaseDate: released,
            moods: moods.joined(separator: ",").nilIfEmpty, inLibrary: inLibrary ?? true)
    }

    /// A media item read value by value through readers, each mistake reported with its
    /// file, line and key; `checkIdentifier` is given the identifier as soon as it is read
    /// (a duplicate is reported before anything else wrong in the item).
    static func mediaItem(
        _ entry: NodeReader, app: String,
        checkIdentifier: (String, NodeReader) throws(FormatError) -> Void
    ) throws(FormatError) -> MediaItemRecord {
        // One pass over the item's keys.
        let f = try entry.fields(Self.mediaKeys)
        let id = try f[0].string()
        try checkIdentifier(id, f[0])
        let typeName = try f[1].string()
        guard let type = INMediaItemType(rawValue: typeName) else {
            throw f[1].error(
                "\"\(typeName)\" is not an INMediaItemType case name (song, album, playlist, podcastEpisode, …)")
        }
        return MediaItemRecord(
            app: app, identifier: id, type: type, title: try f[2].string(),
            artist: try f[3].optionalString(), album: try f[4].optionalString(),
            genre: try f[5].optionalString(), playCount: try f[6].optionalInt(in: Self.playCounts) ?? 0,
            lastUsedDate: try f[7].optionalDate(), releaseDate: try f[8].optionalDate(),
            moods: try f[9].optionalStringArray().joined(separator: ",").nilIfEmpty,
            inLibrary: try f[10].optionalBool() ?? true)
    }
}
