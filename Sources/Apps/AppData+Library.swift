import Formats
import Foundation
import IntentModel
import Store

extension AppData {
    /// The app's media items and playlists: a playlist's items must be its media.
    static func readLibrary(
        _ root: NodeReader, app: String, into seed: inout AppStore.Seed, seen: inout SeenIdentifiers
    ) throws(FormatError) {
        let mediaEntries = try root["media"].optionalArray()
        seen.media.reserveCapacity(mediaEntries.count)
        seed.media.reserveCapacity(mediaEntries.count)
        for entry in mediaEntries {
            // Most items are read straight from the document (a library has them by the
            // hundred thousand); one that is not exactly right is read again through
            // readers, which say what is wrong.
            if let quick = QuickFields(entry, Self.mediaKeys), let record = Self.mediaItem(quick, app: app) {
                if let first = seen.media[record.identifier] {
                    throw entry["identifier"].error("\"\(record.identifier)\" is used twice (first on line \(first))")
                }
                seen.media[record.identifier] = entry.line
                seed.media.append(record)
                continue
            }
            let record = try Self.mediaItem(entry, app: app) { id, reader throws(FormatError) in
                if let first = seen.media[id] { throw reader.error("\"\(id)\" is used twice (first on line \(first))") }
            }
            seen.media[record.identifier] = entry.line
            seed.media.append(record)
        }
        for entry in try root["playlists"].optionalArray() {
            try entry.rejectUnknownKeys(["identifier", "title", "items", "editable"])
            let id = try entry["identifier"].string()
            if let first = seen.playlists[id] {
                throw entry["identifier"].error("\"\(id)\" is used twice (first on line \(first))")
            }
            seen.playlists[id] = entry.line
            seed.playlists.append(
                PlaylistRecord(
                    app: app, identifier: id, title: try entry["title"].string(),
                    editable: try entry["editable"].optionalBool() ?? true))
            for (position, item) in try entry["items"].optionalArray().enumerated() {
                let itemID = try item.string()
                guard seen.media[itemID] != nil else {
                    throw item.error("\"\(itemID)\" is not a media item's identifier")
                }
                seed.playlistItems.append(PlaylistItemRecord(app: app, playlist: id, position: position, item: itemID))
            }
        }
    }

    /// Workouts and notes: items with a name (a note's title), each identifier once.
    static func readNamedItems(_ root: NodeReader, app: String, into seed: inout AppStore.Seed) throws(FormatError) {
        for (key, kind, nameKey) in [("workouts", NamedItemKind.workout, "name"), ("notes", .note, "title")] {
            var lines: [String: Int] = [:]
            for entry in try root[key].optionalArray() {
                try entry.rejectUnknownKeys(["identifier", nameKey, "body"] + (kind == .note ? ["modifiedDate"] : []))
                let id = try entry["identifier"].string()
                if let first = lines[id] {
                    throw entry["identifier"].error("\"\(id)\" is used twice (first on line \(first))")
                }
                lines[id] = entry.line
                seed.namedItems.append(
                    NamedItemRecord(
                        app: app, kind: kind, identifier: id, name: try entry[nameKey].string(),
                        body: try entry["body"].optionalString()))
                if kind == .note, let modified = try entry["modifiedDate"].optionalDate() {
                    seed.noteDates.append(NoteDateRecord(app: app, identifier: id, modifiedAt: modified))
                }
            }
        }
    }

    /// The media user context the app gives Siri (`INMediaUserContext`), if any.
    static func readUserContext(_ context: NodeReader) throws(FormatError) -> INMediaUserContext? {
        guard context.exists else { return nil }
        do {
            try context.rejectUnknownKeys(["subscriptionStatus", "numberOfLibraryItems"])
            let statusName = try context["subscriptionStatus"].optionalString() ?? "unknown"
            guard let status = INMediaUserContext.SubscriptionStatus(rawValue: statusName) else {
                throw context["subscriptionStatus"].error(
                    "\"\(statusName)\" is not a subscription status (unknown, notSubscribed, subscribed)")
            }
            let count = try context["numberOfLibraryItems"].optionalInt(in: Self.libraryCounts)
            return INMediaUserContext(subscriptionStatus: status, numberOfLibraryItems: count)
        }
    }
}
