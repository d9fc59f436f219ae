import Foundation
import GRDB
import IntentModel
import Testing

@testable import Store

/// Closed-set columns hold their case names, as the strings did before them, and a value
/// the enum does not know (a state file edited by hand) is a thrown error naming the
/// column and the value, never a trap.
@Suite struct StoredEnumTests {
    let day = Date(timeIntervalSince1970: 1_763_629_200)

    func store() throws -> Store {
        let store = try Store()
        var seed = AppStore.Seed()
        seed.media = [
            MediaItemRecord(
                app: "a", identifier: "s1", type: .podcastEpisode, title: "One", artist: nil,
                album: nil, genre: nil, playCount: 0, lastUsedDate: nil)
        ]
        try store.apps.seed(app: "a", with: seed, at: day)
        try store.system.donate(
            DonationRecord(
                identifier: "d1", app: "a", intentClass: "INPlayMediaIntent",
                groupIdentifier: nil, date: day, handlingStatus: .deferredToApplication,
                intentJSON: "{}", responseJSON: nil))
        try store.system.replaceVocabulary(
            app: "a", type: .mediaPlaylistTitle,
            with: [
                VocabularyRecord(
                    app: "a", type: .mediaPlaylistTitle, position: 0, vocabularyIdentifier: nil,
                    spokenPhrase: "Mix", pronunciationHint: nil)
            ])
        try store.system.setRelevantShortcuts(
            app: "a",
            [
                RelevantShortcutRecord(
                    app: "a", position: 0, role: .information, kind: .intent,
                    intentClass: "INPlayMediaIntent", payloadJSON: "{}", providersJSON: "[]")
            ])
        try store.system.indexSpotlightItems([
            SpotlightItemRecord(
                app: "a", uniqueIdentifier: "s1", domainIdentifier: nil, title: "One",
                mediaType: .audioBook, artist: nil, album: nil, genre: nil, playCount: nil,
                lastUsedDate: nil),
            SpotlightItemRecord(
                app: "a", uniqueIdentifier: "n1", domainIdentifier: nil, title: "Note", mediaType: nil,
                artist: nil, album: nil, genre: nil, playCount: nil, lastUsedDate: nil),
        ])
        return store
    }

    /// The text in each column, first row by rowid.
    func stored(_ store: Store, _ column: String, _ table: String) throws -> String? {
        try store.writer.read { db in
            try String.fetchOne(db, sql: "SELECT \(column) FROM \(table) ORDER BY rowid LIMIT 1")
        }
    }

    @Test func theColumnsHoldTheCaseNames() throws {
        let store = try store()
        #expect(try stored(store, "type", "mediaItem") == "podcastEpisode")
        #expect(try stored(store, "handlingStatus", "donation") == "deferredToApplication")
        #expect(try stored(store, "type", "userVocabulary") == "mediaPlaylistTitle")
        #expect(try stored(store, "role", "relevantShortcut") == "information")
        #expect(try stored(store, "mediaType", "spotlightItem") == "audioBook")
        #expect(try store.apps.mediaItems(app: "a").map(\.type) == [.podcastEpisode])
        #expect(try store.system.donations().map(\.handlingStatus) == [.deferredToApplication])
        #expect(try store.system.vocabulary(app: "a").map(\.type) == [.mediaPlaylistTitle])
        #expect(try store.system.relevantShortcuts().map(\.role) == [.information])
        #expect(try Set(store.system.spotlightItems(app: "a").map(\.mediaType)) == [.audioBook, nil])
    }

    @Test(arguments: [
        ("mediaItem", "type"), ("donation", "handlingStatus"), ("userVocabulary", "type"),
        ("relevantShortcut", "role"), ("spotlightItem", "mediaType"),
    ])
    func aValueTheEnumDoesNotKnowIsAnErrorNamingIt(table: String, column: String) throws {
        let store = try store()
        try store.writer.write { db in try db.execute(sql: "UPDATE \(table) SET \(column) = 'Song'") }
        do {
            switch table {
            case "mediaItem": _ = try store.apps.mediaItems(app: "a")
            case "donation": _ = try store.system.donations()
            case "userVocabulary": _ = try store.system.vocabulary(app: "a")
            case "relevantShortcut": _ = try store.system.relevantShortcuts()
            default: _ = try store.system.spotlightItems(app: "a")
            }
            Issue.record("\(table).\(column): no error")
        } catch {
            let text = String(describing: error)
            #expect(text.contains("Song") && text.contains(column), "\(text)")
        }
    }
}
