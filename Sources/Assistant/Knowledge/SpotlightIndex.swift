import Foundation
import IntentModel
import Store

/// The device's Spotlight index as one app sees it (`CSSearchableIndex.default()`): the
/// app adds and removes its own items; Siri reads them all to recognise what users name.
struct SpotlightIndex: CSSearchableIndexing {
    let siri: Siri
    let app: String

    func indexSearchableItems(_ items: [CSSearchableItem]) throws {
        try siri.store.indexSpotlightItems(
            items.map { item in
                let a = item.attributeSet
                return SpotlightItemRecord(
                    app: app, uniqueIdentifier: item.uniqueIdentifier, domainIdentifier: item.domainIdentifier,
                    title: a.title,
                    mediaType: a.mediaType, artist: a.artist, album: a.album, genre: a.genre,
                    playCount: a.playCount, lastUsedDate: a.lastUsedDate)
            })
        siri.invalidateMatcher()
    }

    func deleteSearchableItems(withIdentifiers identifiers: [String]) throws {
        try siri.store.deleteSpotlightItems(app: app, identifiers: identifiers)
        siri.invalidateMatcher()
    }

    func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) throws {
        try siri.store.deleteSpotlightItems(app: app, domainIdentifiers: domainIdentifiers)
        siri.invalidateMatcher()
    }

    /// Deleting all of an app's items also deletes every interaction it donated, as Apple
    /// warns in CoreSpotlight's documentation.
    func deleteAllSearchableItems() throws {
        try siri.store.deleteAllSpotlightItems(app: app)
        try siri.store.deleteAllDonations(app: app)
        siri.donationsChanged()
    }
}
