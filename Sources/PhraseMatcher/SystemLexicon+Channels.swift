/// Words passed on by text: "say to Hiroshi by message that I am home safe", "say hi to Ana in
/// a text", "Update Dad by text, the score's 2-1", "I'd like to wish my brother happy
/// anniversary by text". The channel named ("by text", "in a message", "via email") makes the
/// verb of saying one of sending: the request is read as "text Hiroshi that I am home safe".
extension SystemLexicon {
    /// Verbs of saying that a channel of messages turns into sending.
    static let sayingVerbs: Set<String> = ["say", "wish", "update", "holler"]
    /// Words before a channel ("by text", "in a text", "via email", "over text", "on text").
    static let channelLinks: Set<String> = ["by", "in", "via", "over", "on"]
    /// The channels, as their keys.
    static let channels: Set<String> = ["text", "message", "email", "sms", "imessage", "dm", "mail"]

    /// The tokens read as a message sent, where a verb of saying opens them and a channel of
    /// messages is named after it; the tokens as they are otherwise.
    static func sentByChannel(_ tokens: [Token]) -> [Token] {
        guard tokens.count >= 4, sayingVerbs.contains(tokens[0].key) else { return tokens }
        var channel: Range<Int>?
        for c in 2..<(tokens.count - 1) where channelLinks.contains(tokens[c].key) {
            var k = c + 1
            if ["a", "an"].contains(tokens[k].key), k + 1 < tokens.count { k += 1 }
            if channels.contains(tokens[k].key) {
                channel = c..<(k + 1)
                break
            }
        }
        guard let channel else { return tokens }
        let verb = Token(original: tokens[0].original, key: "text", quoted: false, commaAfter: false)
        var after = Array(tokens[channel.upperBound...])
        // (A name read across the channel left out is read word by word: `Token.afterOmission`.)
        if !after.isEmpty { after[0].afterOmission = true }
        var rest = Array(tokens[1..<channel.lowerBound]) + after
        if let last = tokens[channel].last, last.commaAfter, channel.lowerBound > 1, !rest.isEmpty {
            // ("Update Dad by text, the score's 2-1": the comma that ended the channel ends the name.)
            rest[channel.lowerBound - 2].commaAfter = true
        }
        if tokens[0].key == "say" {
            // "say to X …" names X first; "say hi to X …" names what is said first.
            if rest.first?.key == "to" {
                rest.removeFirst()
            } else if let to = rest.firstIndex(where: { $0.key == "to" }), to > 0 {
                let said = Array(rest[..<to])
                rest = Array(rest[(to + 1)...]) + said
            }
        }
        if tokens[0].key == "holler", rest.first?.key == "at" { rest.removeFirst() }
        return [verb] + rest
    }
}
