import Foundation
import IntentModel
import Runtime
import Store
import Testing

@testable import Assistant

/// A play of a playlist is donated with the playlist as its container and the item that
/// started, not every item of the playlist (a 10,000-item playlist grew the state by 880 KB
/// per play); App Selection and audio suggestions still see the container.
@Suite struct PlayDonationTests {
    /// A copy of Tunes with a playlist of `count` songs, "Huge Mix".
    func tunesWithAHugePlaylist(_ count: Int) throws -> String {
        let folder = NSTemporaryDirectory() + "sirisim-play-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(AppSelectionTests.root)/Apps/Tunes", toPath: "\(folder)/Tunes")
        let path = "\(folder)/Tunes/Data.json"
        var data = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var media = data["media"] as? [[String: Any]] ?? []
        var playlists = data["playlists"] as? [[String: Any]] ?? []
        for i in 0..<count {
            media.append([
                "identifier": "big-\(i)", "type": "song", "title": "Track Number \(i)", "artist": "Big Band",
                "playCount": 0,
            ])
        }
        playlists.append([
            "identifier": "pl-huge", "title": "Huge Mix", "items": (0..<count).map { "big-\($0)" }, "editable": true,
        ])
        data["media"] = media
        data["playlists"] = playlists
        try JSONSerialization.data(withJSONObject: data).write(to: URL(fileURLWithPath: path))
        return "\(folder)/Tunes"
    }

    @Test func aPlaylistPlayIsDonatedAsItsContainerAndTheItemPlayed() async throws {
        let app = try tunesWithAHugePlaylist(1_000)
        let device = try AppSelectionTests().device([app])
        let conversation = Conversation(siri: device.siri)
        let said = await conversation.respond(to: "Play my Huge Mix playlist")
        #expect(said.contains { $0.visibleText == "Now playing your Huge Mix playlist on Tunes." })
        let donation = try #require(
            try device.store.system.donations(app: "com.example.tunes").last { $0.donor == .siri })
        // 1,000 items would take about 85 KB.
        #expect(donation.intentJSON.utf8.count < 1_000, "\(donation.intentJSON.prefix(300))")
        let intent = try DonationReader.intent(of: donation)
        #expect(try intent["mediaContainer"]["identifier"].string() == "pl-huge")
        #expect(try intent["mediaContainer"]["type"].string() == "playlist")
        #expect(try intent["mediaItems"].array().count == 1)
        #expect(try intent["mediaItems"][0]["identifier"].string() == "big-0")
        #expect(donation.groupIdentifier == "pl-huge")
        // What reads donations still sees a container's play.
        #expect(try DonationStats.weight(donation) == DonationStats.containerWeight)
        #expect(
            try AudioSuggestions(siri: device.siri).list().contains {
                $0.identifier == "pl-huge" && $0.type == .playlist
            })
    }
}
