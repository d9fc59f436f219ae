/// What people say before asking, set off by a comma: an apology, a greeting with a term of
/// address, a worry ("I'm ever so sorry to bother you, but could you message Bernadette …",
/// "Oh dear, I've forgotten how to do this, can you call my son Emeka", "Hello love, could
/// you ring my brother Desmond"). Siri hears the request after it; the preamble asks nothing.
/// (`leadInEnd`, later, reads a request's verb right after a comma where the words before it
/// ask nothing, "I'm driving, call Theo"; this, within the framing, reads an asking frame
/// there too, and the framing goes on to strip what is left. Placed in `leadInEnd` instead it
/// read two unread lines of the blind sets worse, by their figures.)
extension SystemLexicon {
    /// Words that join the request to the preamble: "…, but could you …", "…, so can you …".
    static let preambleJoiners: Set<String> = ["but", "so", "and", "now"]
    /// Frames that ask the assistant for something, after which a request's verb follows: a
    /// few of the framing's `openers`, those that ask it directly. (Taking all `openers` here,
    /// "…, I want to …" and the like, is another rule, not measured.)
    static let askingFrames: [[String]] = [
        "can you", "could you", "would you", "will you", "please", "can you please", "could you please",
        "would you please", "would you kindly", "could you kindly", "would you be so kind as to",
        "would you be so good as to", "would you mind", "do you think you could",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }

    /// Where the request after a preamble begins in `tokens[start..<end]`, or nil: right after
    /// the first comma (and a joiner) at which a request's verb (`requestVerbs`) opens, or an
    /// asking frame and such a verb (`askingFrames`). Not where the preamble holds a request's
    /// verb, a word of hearing or of liking, or a word for a message or for music itself
    /// ("text Sam, can you call me" is a message; "Place a video call to Oliver, I'd like to
    /// see his face" the call; "I want to hear Aki Nawaz, play the song Fair Annie" names the
    /// artist; "this song is awesome, tell the app I like it" the song), nor where it ends in a
    /// service told (`toldServiceStart`: "I'm not into Drake, tell Apple Music"), nor where it
    /// opens with a question word ("what's the weather, can you call Dana" asks two things),
    /// nor where the word after the verb points back at what was said before it
    /// (`pointingBack`, "him", "her": "Dear Mr Halloran by The Quiet Aunts, can you put that
    /// on" asks for the song).
    static func preambleEnd(_ tokens: [Token], from start: Int, to end: Int) -> Int? {
        guard end - start > 3, !questionWords.contains(tokens[start].key),
            toldServiceStart(tokens, from: start, to: end) == nil
        else { return nil }
        for comma in start..<(end - 2) {
            let key = tokens[comma].key
            // (A term of address is none of them: "Hello love, could you …".)
            let addressed = tokens[comma].commaAfter && vocatives.contains(key)
            if !addressed,
                requestVerbs.contains(key) || bareWishVerbs.contains(key) || valueVerbs.contains(key)
                    || messageNouns.contains(key) || mediaCues.contains(key)
            {
                return nil
            }
            guard tokens[comma].commaAfter else { continue }
            var next = comma + 1
            if preambleJoiners.contains(tokens[next].key) { next += 1 }
            if let frame = askingFrames.first(where: { frame in
                next + frame.count < end && frame.indices.allSatisfy { tokens[next + $0].key == frame[$0] }
            }) {
                next += frame.count
            }
            guard next + 1 < end, requestVerbs.contains(tokens[next].key),
                !pointingBack.contains(tokens[next + 1].key), !["him", "her"].contains(tokens[next + 1].key)
            else { continue }
            return next
        }
        return nil
    }
}
