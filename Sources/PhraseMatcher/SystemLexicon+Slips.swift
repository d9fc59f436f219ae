/// Slips of typing: words run together ("playsome jazz", "textmom"), read as the two words
/// meant when both halves are words of some app's phrasing.
extension SystemLexicon {
    /// The tokens with each run-together word split in two: a word in lower case of six
    /// letters or more that is no phrasing word, no everyday word and no value word, whose
    /// two halves (two letters or more each, the first three or more) are both phrasing
    /// words. A word written with a capital is a name, and stays whole.
    static func splitRunTogether(_ tokens: [Token], phrasing: Set<String>) -> [Token] {
        guard tokens.contains(where: { mayBeRunTogether($0, phrasing: phrasing) }) else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count + 1)
        for token in tokens {
            guard mayBeRunTogether(token, phrasing: phrasing), let cut = cut(token.key, phrasing: phrasing) else {
                out.append(token)
                continue
            }
            let original = token.original
            let middle = original.index(original.startIndex, offsetBy: cut)
            out.append(
                Token(
                    original: original[..<middle], key: String(token.key.prefix(cut)), quoted: token.quoted,
                    commaAfter: false))
            out.append(
                Token(
                    original: original[middle...], key: String(token.key.dropFirst(cut)), quoted: token.quoted,
                    commaAfter: token.commaAfter))
        }
        return out
    }

    private static func mayBeRunTogether(_ token: Token, phrasing: Set<String>) -> Bool {
        let key = token.key
        return key.count >= 6 && key.count == token.original.count && token.original.allSatisfy({ $0.isLowercase })
            && !phrasing.contains(key) && !everydayWords.contains(key) && !words.contains(key)
    }

    /// Where a run-together word splits into two phrasing words, the longer first half first.
    private static func cut(_ key: String, phrasing: Set<String>) -> Int? {
        for cut in stride(from: key.count - 2, through: 3, by: -1)
        where phrasing.contains(String(key.prefix(cut))) && phrasing.contains(String(key.dropFirst(cut))) {
            return cut
        }
        return nil
    }
}
