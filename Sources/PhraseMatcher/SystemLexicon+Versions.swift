/// Which version of a work, said before its title: "find the remix of Daylight Engine", "play
/// the live version of Harbour Lights", "add the 2011 remaster of Copper Bell to …", "search
/// for covers of Wonderwall". SiriKit's media search has no parameter for a version: Siri looks
/// the title up and the app picks among what it has. So the words that name the version are
/// read past, and the title is read as if asked for on its own.
extension SystemLexicon {
    /// Nouns for a version of a work, before "of".
    static let versionNouns: Set<String> = [
        "version", "versions", "remix", "remixes", "cover", "covers", "remaster", "remasters", "rendition",
        "renditions", "edit", "rerecording",
    ]
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
        for noun in 1..<(n - 2)
        where versionNouns.contains(request[noun].key) && request[noun + 1].key == "of" && !request[noun].quoted {
            var first = noun
            while first > 1, versionQualifiers.contains(request[first - 1].key) || request[first - 1].isDigits {
                first -= 1
            }
            if first > 1, request[first - 1].key == "the" {
                first -= 1
            } else if !(first == noun && request[noun].key.hasSuffix("s")) {
                // (Without "the" only a plural names versions to look among: "a cover of"
                // may be a recording of its own, "is there a recording of …".)
                continue
            }
            request.removeSubrange(first...(noun + 1))
            return
        }
    }
}
