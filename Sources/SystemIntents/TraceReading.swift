import Formats
import Foundation
import IntentModel

/// Reads SiriKit values back from their trace JSON (`TraceJSON`), so that a shortcut keeps
/// an intent with its inputs frozen and runs it again.
enum TraceReading {
    static func person(_ r: NodeReader) throws(FormatError) -> INPerson {
        var handle: INPersonHandle?
        if r["personHandle"].exists {
            let h = r["personHandle"]
            handle = INPersonHandle(
                value: try h["value"].optionalString(),
                type: INPersonHandleType(rawValue: try h["type"].optionalString() ?? "unknown") ?? .unknown,
                label: try h["label"].optionalString())
        }
        return INPerson(
            personHandle: handle, displayName: try r["displayName"].string(), image: try r["image"].optionalString(),
            contactIdentifier: try r["contactIdentifier"].optionalString(),
            customIdentifier: try r["customIdentifier"].optionalString(),
            relationship: try r["relationship"].optionalString())
    }

    static func people(_ r: NodeReader) throws(FormatError) -> [INPerson]? {
        guard r.exists else { return nil }
        var out: [INPerson] = []
        for entry in try r.array() { out.append(try person(entry)) }
        return out
    }

    static func speakable(_ r: NodeReader) throws(FormatError) -> INSpeakableString? {
        guard r.exists else { return nil }
        return INSpeakableString(
            vocabularyIdentifier: try r["vocabularyIdentifier"].optionalString(),
            spokenPhrase: try r["spokenPhrase"].string(),
            pronunciationHint: try r["pronunciationHint"].optionalString())
    }

    static func speakables(_ r: NodeReader) throws(FormatError) -> [INSpeakableString]? {
        guard r.exists else { return nil }
        var out: [INSpeakableString] = []
        for entry in try r.array() { if let value = try speakable(entry) { out.append(value) } }
        return out
    }

    static func strings(_ r: NodeReader) throws(FormatError) -> [String]? {
        r.exists ? try r.stringArray() : nil
    }

    static func dateRange(_ r: NodeReader) throws(FormatError) -> INDateComponentsRange? {
        guard r.exists else { return nil }
        return INDateComponentsRange(
            startDate: try r["startDate"].optionalDate(), endDate: try r["endDate"].optionalDate())
    }

    /// Message attributes by their names (`INMessageAttributeOptions.names`).
    static func attributes(_ r: NodeReader) throws(FormatError) -> INMessageAttributeOptions {
        guard r.exists else { return [] }
        var options: INMessageAttributeOptions = []
        for (index, name) in try r.stringArray().enumerated() {
            guard let attribute = INMessageAttribute(rawValue: name), let option = INMessageAttributeOptions(attribute)
            else {
                throw r[index].error(
                    "\"\(name)\" is not a message attribute (read, unread, flagged, unflagged, played)")
            }
            options.insert(option)
        }
        return options
    }

    static func mediaItem(_ r: NodeReader) throws(FormatError) -> INMediaItem {
        INMediaItem(
            identifier: try r["identifier"].optionalString(), title: try r["title"].optionalString(),
            type: INMediaItemType(rawValue: try r["type"].optionalString() ?? "unknown") ?? .unknown,
            artist: try r["artist"].optionalString())
    }

    static func mediaItems(_ r: NodeReader) throws(FormatError) -> [INMediaItem]? {
        guard r.exists else { return nil }
        var out: [INMediaItem] = []
        for entry in try r.array() { out.append(try mediaItem(entry)) }
        return out
    }

    static func mediaSearch(_ r: NodeReader) throws(FormatError) -> INMediaSearch? {
        guard r.exists else { return nil }
        return INMediaSearch(
            mediaType: try enumCase(r["mediaType"], or: INMediaItemType.unknown),
            sortOrder: try enumCase(r["sortOrder"], or: INMediaSortOrder.unknown),
            mediaName: try r["mediaName"].optionalString(), artistName: try r["artistName"].optionalString(),
            albumName: try r["albumName"].optionalString(),
            genreNames: r["genreNames"].exists ? try r["genreNames"].stringArray() : nil,
            moodNames: r["moodNames"].exists ? try r["moodNames"].stringArray() : nil,
            reference: try enumCase(r["reference"], or: INMediaReference.unknown),
            mediaIdentifier: try r["mediaIdentifier"].optionalString())
    }

    static func mediaDestination(_ r: NodeReader) throws(FormatError) -> INMediaDestination? {
        guard r.exists else { return nil }
        if let name = try r["playlistName"].optionalString() { return .playlist(name) }
        return .library
    }

    static func enumCase<E: RawRepresentable>(_ r: NodeReader, or fallback: E) throws(FormatError) -> E
    where E.RawValue == String {
        guard let name = try r.optionalString() else { return fallback }
        guard let value = E(rawValue: name) else { throw r.error("\"\(name)\" is not a case of \(E.self)") }
        return value
    }
}
