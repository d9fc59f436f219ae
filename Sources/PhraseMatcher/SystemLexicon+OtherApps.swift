/// Apps, services and ways a message goes, named in a request as routing: Siri reads past them.
extension SystemLexicon {
    /// Apps and services Siri does not have, by the names people give them: read past as
    /// routing even where their words are phrasing or value words ("… on Google Music", "…
    /// on Last FM", "… on Slacker Radio").
    static let otherApps: Set<String> = [
        "spotify", "deezer", "pandora", "tidal", "soundcloud", "youtube", "youtube music", "apple music",
        "amazon music", "google music", "google play", "google play music", "last fm", "lastfm", "iheartradio",
        "iheart radio", "iheart", "tunein", "tune in", "audible", "napster", "slacker", "slacker radio", "groove shark",
        "grooveshark", "itunes", "netflix", "vimeo", "zvooq", "whatsapp", "telegram", "signal", "messenger",
        "facebook messenger", "instagram", "slack", "gmail", "outlook", "skype", "viber", "wechat",
    ]

    /// The first word of each name in `otherApps`, to rule most words out before joining any.
    static let otherAppFirstWords = Set(otherApps.map { String($0.prefix { $0 != " " }) })

    /// Services whose name is also a verb of the request ("tune in"): only a joiner before
    /// them ("… on TuneIn") makes them a service.
    static let servicesThatAreVerbs: Set<String> = ["tune in"]

    /// Words that name the app or device a request is for, after what is asked ("… on
    /// Spotify", "… using Deezer") or before it ("use Deezer to …", "open Spotify and …").
    static let trailingAppJoiners: Set<String> = ["on", "using", "via", "through", "off", "with", "in"]
    /// Joiners that more often name a person than an app ("video chat with Soraya", "start a
    /// call with Dana"): they name an app only when it is a service everyone knows ("… with
    /// Spotify").
    static let companyJoiners: Set<String> = ["with"]
    static let leadingAppVerbs: Set<String> = ["use", "using", "open", "launch", "start", "fire", "load", "switch"]
    /// Ways a message goes, said after "by", "via" or "over" ("by text").
    static let messageWays: Set<String> = ["text", "message", "sms", "email", "mail", "imessage", "dm"]
    static let leadingAppParticles: Set<String> = ["up", "to", "into", "onto"]
    static let leadingAppJoiners: Set<String> = ["and", "to"]

    /// Verbs whose "on" is their own where they play something ("put on …").
    static let playingParticleVerbs: Set<String> = ["put", "throw", "stick", "pop"]

    /// Whether `tokens[range]` is a known app or service (`otherApps`), whatever its words are.
    static func isKnownService(_ tokens: [Token], _ range: ClosedRange<Int>) -> Bool {
        otherAppFirstWords.contains(tokens[range.lowerBound].key) && !tokens[range].contains(where: \.quoted)
            && otherApps.contains(tokens[range].map(\.key).joined(separator: " "))
    }

    /// How many words from `start` name a known app or service, the longest first (up to
    /// three, ending by `end`), or nil.
    static func knownServiceLength(_ tokens: [Token], at start: Int, within end: Int) -> Int? {
        (1...3).reversed().first { start + $0 <= end && isKnownService(tokens, start...(start + $0 - 1)) }
    }

    /// The tokens of a clause that names an app or device by a name Siri does not know: one
    /// to three words of their own (no phrasing of any app, no value word, no function word,
    /// no number) after a trailing joiner at the end, or between an opening verb and "and"
    /// or "to"; and a service everyone knows, wherever it stands.
    static func otherAppClause(_ tokens: [Token], phrasing: Set<String>) -> [Int] {
        func isName(_ token: Token) -> Bool {
            // (A word of another domain names what is turned on, no app: "turn on plug".)
            !phrasing.contains(token.key) && !words.contains(token.key) && !functionWords.contains(token.key)
                && !otherDomainWords.contains(token.key) && !token.key.allSatisfy(\.isNumber) && !token.quoted
        }
        func isKnownService(_ range: ClosedRange<Int>) -> Bool { Self.isKnownService(tokens, range) }
        var out: [Int] = []
        let n = tokens.count
        // (Not the "on" right after a verb that takes it to play: "put on Blur", "throw on
        // Gorillaz". "Turn on the plug" turns a device on, and stays someone else's.)
        for length in (1...3).reversed() where n >= length + 2 {
            let joiner = n - length - 1
            if joiner == 1, playingParticleVerbs.contains(tokens[0].key) { continue }
            // (Words after a known service are no part of its name: "via WhatsApp running late"
            // names WhatsApp, and the message goes on.)
            let servicePrefix = (1..<length).contains { isKnownService((joiner + 1)...(joiner + $0)) }
            if trailingAppJoiners.contains(tokens[joiner].key),
                (tokens[(joiner + 1)...].allSatisfy(isName) && !servicePrefix
                    && !companyJoiners.contains(tokens[joiner].key))
                    || isKnownService((joiner + 1)...(n - 1))
            {
                out += Array(joiner..<n)
                break
            }
        }
        // A service everyone knows, named inside the request ("DM Olivia on Instagram that …",
        // "text Ana via WhatsApp I'm late"), is routing too, not a word of the message.
        if out.isEmpty {
            var k = 2
            while k < n - 1 {
                if trailingAppJoiners.contains(tokens[k].key),
                    let length = knownServiceLength(tokens, at: k + 1, within: n - 1)
                {
                    out += Array(k...(k + length))
                    break
                }
                k += 1
            }
        }
        // So is the way a message goes, said by its kind: "tell Mei by message: the clothes are
        // ready", "wish my brother happy anniversary by text".
        if out.isEmpty, n > 3,
            let k = (2..<(n - 1)).first(where: {
                ["by", "via", "over"].contains(tokens[$0].key) && messageWays.contains(tokens[$0 + 1].key)
                    && !tokens[$0 + 1].quoted
            })
        {
            out += [k, k + 1]
        }
        // The verb may take its particle first ("open up Deezer and …", "fire up Spotify and …").
        let first =
            n > 1 && leadingAppVerbs.contains(tokens[0].key) && leadingAppParticles.contains(tokens[1].key) ? 2 : 1
        for length in (1...3).reversed() where n >= length + first + 2 {
            if leadingAppVerbs.contains(tokens[0].key), leadingAppJoiners.contains(tokens[length + first].key),
                tokens[first..<(first + length)].allSatisfy(isName)
                    || isKnownService(first...(first + length - 1))
            {
                out += Array(0...(length + first))
                break
            }
        }
        // A service whose name holds a value word, wherever it stands ("tell Apple Music I like
        // this", "to my Apple Music library"): its words are its name, not music asked for.
        var k = 0
        while k < n - 1 {
            // ("Tune in" is a service and a verb: "a tune in my playlist" names no service.)
            if let length = (2...3).reversed().first(where: { k + $0 <= n && isKnownService(k...(k + $0 - 1)) }),
                !servicesThatAreVerbs.contains(tokens[k..<(k + length)].map(\.key).joined(separator: " ")),
                tokens[k..<(k + length)].contains(where: { words.contains($0.key) })
            {
                out += Array(k..<(k + length)).filter { !out.contains($0) }
                k += length
            } else {
                k += 1
            }
        }
        return out
    }

    /// Where "tell" and a known service end `tokens[start..<end]` ("I love this song, tell
    /// Apple Music", "I'm not into Drake, tell Spotify"), or nil: the user passes the rest on
    /// to the app, and nobody is sent a message. Only after two words of the request or more.
    static func toldServiceStart(_ tokens: [Token], from start: Int, to end: Int) -> Int? {
        for length in [2, 1] where end - length - 1 >= start + 2 {
            let tell = end - length - 1
            if tokens[tell].key == "tell", isKnownService(tokens, (tell + 1)...(end - 1)) { return tell }
        }
        return nil
    }
}
