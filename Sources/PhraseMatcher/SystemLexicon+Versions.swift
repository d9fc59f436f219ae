/// Which version of a work, said before its title: "find the remix of Daylight Engine", "play
/// the live version of Harbour Lights", "add the 2011 remaster of Copper Bell to …", "search
/// for covers of Wonderwall", "show me the deluxe edition of …", "put on the remastered …".
/// SiriKit's media search has no parameter for a version: Siri looks the title up and the app
/// picks among what it has. So the words that name the version are
/// read past, and the title is read as if asked for on its own.
extension SystemLexicon {
    /// Nouns for a version of a work, before "of".
    static let versionNouns: Set<String> = [
        "version", "versions", "remix", "remixes", "cover", "covers", "remaster", "remasters", "rendition",
        "renditions", "edit", "rerecording", "edition", "editions",
    ]
    /// Words that say which version as one word before the title, after "the": "put on the
    /// remastered Abbey Road".
    static let versionAdjectives: Set<String> = ["remastered", "remixed", "rerecorded", "unplugged"]
    /// Words that say which version, before its noun: "the live version", "the 2011 remaster".
    static let versionQualifiers: Set<String> = [
        "live", "acoustic", "remastered", "extended", "original", "unplugged", "instrumental", "radio", "orchestral",
        "piano", "slowed", "deluxe", "clean", "explicit", "club", "dance", "karaoke",
        "studio", "demo", "single", "album", "longer", "shorter", "full", "uncut", "remix", "stripped", "cover",
    ]

    /// Drops "the [qualifiers] VERSION of" (or a plural version noun with no article: "covers
    /// of") before a title, where a verb comes before it.
    static func dropVersionWords(_ request: inout [Token]) {
        let n = request.count
        guard n >= 4 else { return }
        if let the = (1..<(n - 2)).first(where: {
            request[$0].key == "the" && versionAdjectives.contains(request[$0 + 1].key) && !request[$0 + 1].quoted
        }) {
            // (With its "the", which was the version's: "put on Abbey Road".)
            request.removeSubrange(the...(the + 1))
            return
        }
        for noun in 1..<(n - 2)
        where versionNouns.contains(request[noun].key) && request[noun + 1].key == "of" && !request[noun].quoted {
            var first = noun
            while first > 1, versionQualifiers.contains(request[first - 1].key) || request[first - 1].isDigits {
                first -= 1
            }
            // (The article stays: "find the acoustic version of Copper Bell" reads as "find the
            // Copper Bell", as "find the {mediaName} …" has it. Without "the" only a plural names
            // versions to look among: "a cover of" may be a recording of its own, "is there a
            // recording of …".)
            let afterThe = first > 1 && request[first - 1].key == "the"
            guard afterThe || (first == noun && request[noun].key.hasSuffix("s")) else { continue }
            request.removeSubrange(first...(noun + 1))
            request[first].afterOmission = true
            return
        }
    }

    /// Words that credit a guest artist: "Glass Rivers featuring DJ Tenzin", "… feat. …".
    static let featuringWords: Set<String> = ["featuring", "feat", "ft", "featured"]

    /// Reads a guest artist's credit as the artist's: "featuring" between a title and a name is
    /// "by", where no "by" credits another ("add Glass Rivers featuring DJ Tenzin to …" names
    /// the song and the artist, as "… by DJ Tenzin" does).
    static func creditFeaturedArtist(_ request: inout [Token]) {
        guard request.count >= 4, !request.contains(where: { creditLinks.contains($0.key) }) else { return }
        // (Not where what features is a thing, not a name: "something featuring a saxophone".)
        for k in 2..<(request.count - 1)
        where featuringWords.contains(request[k].key) && !request[k].quoted
            && !quantifiers.contains(request[k + 1].key) && !["a", "an", "the"].contains(request[k + 1].key)
            && !["something", "anything", "stuff", "music"].contains(request[k - 1].key)
        {
            request[k].key = "by"
            return
        }
    }
}
