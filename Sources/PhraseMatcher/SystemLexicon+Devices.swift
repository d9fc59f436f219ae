/// The device a request is for, said at its end: "call Kofi on my AirPods", "play Adele on my
/// HomePod", "put some jazz on the kitchen speaker", "play the movie Paddington 2 on the
/// Apple TV". Siri routes the audio to the device; it names nothing to play or to call, so
/// its words are read past as a circumstance (as a room is: `roomClauseStart`).
extension SystemLexicon {
    /// Devices that play or take a call, by the words people name them with (lower case, as
    /// the tokens' keys are). A room or a person's name may stand before them ("the kitchen
    /// speaker", "the bedroom HomePod").
    static let devices: Set<String> = [
        "airpods", "airpods pro", "airpods max", "homepod", "homepod mini", "homepods", "apple tv", "apple watch",
        "watch", "iphone", "ipad", "mac", "macbook", "phone", "speaker", "speakers", "headphones", "earphones",
        "earbuds", "headset", "beats", "stereo", "car stereo", "sonos", "soundbar", "tv", "television",
        "bluetooth speaker", "smart speaker",
    ]

    /// The verbs of requests that a device at the end routes: to play or hear, to call, and
    /// a liking said as the verb. Others keep the device as theirs ("pause the music on the
    /// Sonos", "turn on noise cancellation on my AirPods" are the device's own controls).
    static let routedVerbs: Set<String> = playingVerbs.union(listeningVerbs).union(callVerbs).union(
        ["hear", "listen", "stream", "queue", "like", "love", "dislike", "hate"])

    /// Where a device named at the end begins, or nil: in a request opened by a verb of
    /// `routedVerbs`, "on", "through", "to", "via" or "over", then "my", "the" or "our", then
    /// up to two words naming a room or a place in the home (`rooms`) and a device
    /// (`devices`) that ends the request. Not at the request's first two words.
    static func deviceClauseStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 5, routedVerbs.contains(tokens[0].key) else { return nil }
        for start in max(2, n - 6)...(n - 3) {
            guard ["on", "through", "to", "via", "over"].contains(tokens[start].key),
                ["my", "the", "our"].contains(tokens[start + 1].key)
            else { continue }
            // (The words' keys are gathered only here, past the joiner and its owner: most
            // requests to play or call name no device.)
            let words = tokens[(start + 2)...].map(\.key)
            for split in words.indices {
                let device = words[split...].joined(separator: " ")
                let room = words[words.startIndex..<split].joined(separator: " ")
                if devices.contains(device), room.isEmpty || rooms.contains(room) { return start }
            }
        }
        return nil
    }
}
