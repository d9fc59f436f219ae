import Foundation
import IntentModel
import Runtime
import Store
import Testing

@testable import Assistant

/// App Selection, dispatch and the donations they learn from, on the bundled sample apps.
@Suite struct AppSelectionTests {
    static let root = SiriMatchesTests.root
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    func device(_ apps: [String], ios: Int = 17) throws -> Device {
        var configuration = DeviceConfiguration()
        configuration.appPaths = apps.map { $0.hasPrefix("/") ? $0 : "\(Self.root)/\($0)" }
        configuration.contactsPath = "\(Self.root)/Apps/Contacts.json"
        configuration.frozenAt = Self.now
        configuration.iosVersion = ios
        return try Device(configuration)
    }

    func sends(_ count: Int, app: String, in siri: Siri) throws {
        for n in 0..<count {
            let record = DonationRecord(
                identifier: "", app: app, intentClass: "INSendMessageIntent", groupIdentifier: nil,
                date: Self.now.addingTimeInterval(Double(-n * 3600)), handlingStatus: .success,
                intentJSON: #"{"content":"hi"}"#, responseJSON: nil)
            try siri.recordDonation(record)
        }
    }

    @Test func donationsSteerAnUnnamedRequestToTheAppTheUserUses() throws {
        let siri = try device(["Apps/Chatter", "Transcripts/understanding/Apps/Whisper"]).siri
        let before = try siri.decideRoute("text Maria Ruiz that I'm late")
        #expect(before.reason == .selection)
        #expect(before.candidates.map(\.app).sorted() == ["com.example.chatter", "com.example.whisper"])
        #expect(before.app == "com.example.chatter")
        try sends(3, app: "com.example.whisper", in: siri)
        let after = try siri.decideRoute("text Maria Ruiz that I'm late")
        #expect(after.app == "com.example.whisper")
        let whisper = try #require(after.candidates.first { $0.app == "com.example.whisper" })
        let donations = try #require(whisper.signals.first { $0.signal == .donations }?.value)
        #expect(donations > 0.1)
        // Deleting them all undoes what they taught.
        try siri.store.deleteAllDonations(app: "com.example.whisper")
        siri.donationsChanged()
        #expect(try siri.decideRoute("text Maria Ruiz that I'm late").app == "com.example.chatter")
    }

    @Test func mediaIntentsReachOnlyAppsOfTheRightCategory() throws {
        let siri = try device(["Apps/Tunes"]).siri
        #expect(try siri.decideRoute("play some music").app == "com.example.tunes")
        let movie = try siri.decideRoute("play a movie")
        #expect(movie.app == nil)
        #expect(movie.candidates.isEmpty)
    }

    @Test func aMediaAppWithNoCategoryGetsNoMediaIntents() throws {
        let folder = NSTemporaryDirectory() + "sirisim-mute-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/IntentsExtension", withIntermediateDirectories: true)
        try
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.mute</string><key>CFBundleDisplayName</key><string>Mute</string></dict></plist>"#
            .write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        try
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>NSExtension</key><dict><key>NSExtensionAttributes</key><dict><key>IntentsSupported</key><array><string>INPlayMediaIntent</string></array></dict></dict></dict></plist>"#
            .write(toFile: folder + "/IntentsExtension/Info.plist", atomically: true, encoding: .utf8)
        let siri = try device([folder]).siri
        #expect(try siri.decideRoute("play some music").app == nil)
    }

    @Test func iOS14SendsAnIntentBothDeclareToTheAppAndIOS13ToTheExtension() throws {
        let tunes = try #require(try device(["Apps/Tunes"]).siri.apps.first)
        #expect(Dispatcher(ios: 17).dispatch(INPlayMediaIntent(), to: tunes)?.target == .app)
        #expect(Dispatcher(ios: 14).dispatch(INPlayMediaIntent(), to: tunes)?.target == .app)
        #expect(Dispatcher(ios: 13).dispatch(INPlayMediaIntent(), to: tunes)?.target == .intentsExtension)
        // Only the extension declares adding media.
        #expect(Dispatcher(ios: 17).dispatch(INAddMediaIntent(), to: tunes)?.target == .intentsExtension)
        // Without multiple scenes the app never handles intents itself.
        var single = tunes.bundle
        single.supportsMultipleScenes = false
        #expect(
            Dispatcher(ios: 17).dispatch(
                INPlayMediaIntent(), to: InstalledApp(bundle: single, connection: tunes.connection))?.target
                == .intentsExtension)
    }

    @Test func aContainerWeighsMoreThanASongAndOldDonationsFade() throws {
        func record(_ intent: String, daysAgo: Double) -> DonationRecord {
            DonationRecord(
                identifier: "d", app: "a", intentClass: "INPlayMediaIntent", groupIdentifier: nil,
                date: Self.now.addingTimeInterval(-daysAgo * 86_400), handlingStatus: .success, intentJSON: intent,
                responseJSON: nil)
        }
        let playlist = #"{"mediaContainer":{"identifier":"p","title":"Mix","type":"playlist"}}"#
        let song = #"{"mediaItems":[{"identifier":"s","title":"Song","type":"song"}]}"#
        let stats = try DonationStats([record(playlist, daysAgo: 0), record(song, daysAgo: 0)])
        #expect(abs(stats.score(app: "a", intents: ["INPlayMediaIntent"], now: Self.now) - 1.3) < 1e-9)
        let old = try DonationStats([record(playlist, daysAgo: 14)])
        #expect(abs(old.score(app: "a", intents: ["INPlayMediaIntent"], now: Self.now) - 0.5) < 1e-9)
    }

    @Test func deletingEverySpotlightItemDeletesTheAppsDonationsToo() throws {
        let device = try device(["Apps/Tunes"])
        let tunes = try #require(device.siri.apps.first)
        let services = device.siri.services(for: tunes)
        let launched = try device.store.system.donations(app: tunes.bundleIdentifier).count  // Tunes's launch.donations
        _ = try tunes.connection.perform("play Workout Mix", services: services)
        #expect(try device.store.system.donations(app: tunes.bundleIdentifier).count == launched + 1)
        #expect(try device.store.system.spotlightItems(app: tunes.bundleIdentifier).count > 0)
        try services.spotlight.deleteAllSearchableItems()
        #expect(try device.store.system.donations(app: tunes.bundleIdentifier).isEmpty)
        #expect(try device.store.system.spotlightItems(app: tunes.bundleIdentifier).isEmpty)
    }

    @Test func aGenreAMoodAnAlbumOrAMusicArtistMakeAMusicRequest() throws {
        let siri = try device(["Apps/Tunes", "Apps/Groove", "Apps/Podium", "Apps/Hush"]).siri
        for request in ["play some jazz", "play something relaxing", "play the album Abbey Road", "play Bon Iver"] {
            let route = try siri.decideRoute(request)
            #expect(route.app == "com.example.tunes", "\(request)")
            #expect(Set(route.candidates.map(\.app)) == ["com.example.tunes", "com.example.groove"], "\(request)")
            #expect(
                route.candidates.allSatisfy {
                    $0.signals.contains(SignalContribution(.category, AppSelection.categoryWeight))
                }, "\(request)")
        }
    }

    @Test func aRequestAboutWhatIsPlayingGoesToTheAppThatPlayedLast() throws {
        let siri = try device(["Apps/Tunes", "Apps/Groove", "Apps/Podium"]).siri
        // Whoever donated the latest play, Siri or the app, is playing.
        try siri.recordDonation(
            DonationRecord(
                identifier: "", app: "com.example.groove", intentClass: "INPlayMediaIntent", groupIdentifier: nil,
                date: Self.now, handlingStatus: .success, intentJSON: #"{"mediaItems":[]}"#,
                responseJSON: nil, donor: .app))
        for request in ["I like this song", "add this to my library", "I don't like that track"] {
            let route = try siri.decideRoute(request)
            #expect(route.app == "com.example.groove", "\(request)")
            let groove = try #require(route.candidates.first { $0.app == "com.example.groove" })
            #expect(groove.signals.last == SignalContribution(.nowPlaying, AppSelection.nowPlayingWeight))
        }
        // A request that names something is not about what is playing.
        let named = try siri.decideRoute("play Blue Train")
        #expect(named.app == "com.example.tunes")
        #expect(named.candidates.allSatisfy { !$0.signals.contains { $0.signal == .nowPlaying } })
    }

    @Test func onlyAppsThatCanReceiveTheIntentOnThisIOSAreWeighed() throws {
        // Solo declares play only in its app: nothing receives it on iOS 13.
        let old = try device(["Apps/Tunes", "Transcripts/media/Apps/Solo"], ios: 13).siri.decideRoute(
            "play Lone Cello Suite")
        #expect(old.candidates.map(\.app) == ["com.example.tunes"])
        let new = try device(["Apps/Tunes", "Transcripts/media/Apps/Solo"], ios: 14).siri.decideRoute(
            "play Lone Cello Suite")
        #expect(new.app == "com.example.solo")
        // Single declares play only in its app and has no multiple scenes: never a candidate.
        let single = try device(["Transcripts/media/Apps/Single"]).siri.decideRoute("play Only Child")
        #expect(single.app == nil)
        #expect(single.candidates.isEmpty)
    }

    @Test func continuingInTheAppWithoutAnActivityGivesTheAppOneCarryingTheInteraction() async throws {
        let device = try device(["Apps/Tunes"], ios: 13)
        let conversation = Conversation(siri: device.siri)
        _ = await conversation.respond(to: ":script Tunes handle INPlayMediaIntent continueInApp")
        let events = await conversation.respond(to: "play Blue Train")
        let activity = events.compactMap { event -> UserActivity? in
            if case .launch(.continueInApp, let activity) = event.kind { return activity } else { return nil }
        }.first
        #expect(activity?.activityType == "INPlayMediaIntent")
        #expect(activity?.interaction?.intentHandlingStatus == .deferredToApplication)
        #expect((activity?.interaction?.intent as? INPlayMediaIntent)?.mediaItems?.first?.title == "Blue Train")
        #expect(try device.store.apps.nowPlaying(app: "com.example.tunes")?.item == "s-001")
    }
}
