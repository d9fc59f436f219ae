import Testing

@testable import PhraseMatcher

/// The device a request is for, said at its end (`SystemLexicon.deviceClauseStart`), and a
/// service told what the user says (`SystemLexicon.toldServiceStart`, through the framing).
/// The requests they let through or keep out are in Tests/Fixtures/understanding/requests.tsv.
@Suite struct DevicesAndServicesTests: ReadsFraming {
    static func deviceStart(_ text: String) -> Int? { SystemLexicon.deviceClauseStart(Tokenizer.tokenize(text)) }

    @Test func aDeviceAtTheEndIsWhereItPlays() {
        #expect(Self.deviceStart("call Kofi on my AirPods") == 2)
        #expect(Self.deviceStart("play Adele on my HomePod") == 2)
        #expect(Self.deviceStart("play the movie Paddington 2 on the Apple TV") == 5)
        #expect(Self.deviceStart("put some jazz on the kitchen speaker") == 3)
        #expect(Self.deviceStart("dislike the song on my AirPods") == 3)
        #expect(Self.deviceStart("play the new album through my headphones") == 4)
    }

    @Test func notWhereNoDeviceEndsIt() {
        // A room alone is `roomClauseStart`'s; a device with words after it, or a request that is
        // only the device, names none to route to.
        #expect(Self.deviceStart("play jazz in the kitchen") == nil)
        #expect(Self.deviceStart("play the speaker song by Lila") == nil)
        #expect(Self.deviceStart("connect to my AirPods") == nil)
        #expect(Self.deviceStart("call Kofi on his phone") == nil)
        // Nor where the device's own controls are asked for.
        #expect(Self.deviceStart("pause the music on the Sonos") == nil)
        #expect(Self.deviceStart("turn on noise cancellation on my AirPods") == nil)
    }

    @Test func aServiceToldAtTheEndIsRouting() {
        #expect(Self.stripped("I love this song, tell Apple Music") == "i love this song")
        #expect(Self.stripped("i'm not into drake tell spotify") == "im not into drake")
        // Not a message whose words say it, nor "tell" and a service alone.
        #expect(Self.stripped("text Sam to tell Spotify") == "text sam to tell spotify")
        #expect(Self.stripped("tell spotify") == "tell spotify")
    }
}
