/// Radio frequencies: "97.3", "ninety seven point three", "1210 AM", "101.5 FM".
extension SystemLexicon {
    /// The words that say which band a frequency is on, after its number ("1210 am").
    static let bandWords: Set<String> = ["am", "fm", "khz", "mhz", "megahertz", "kilohertz"]
    /// The words that join a frequency's whole and tenths ("ninety seven point three").
    static let decimalWords: Set<String> = ["point", "dot"]
    /// Words that cannot open a station's name said after "radio" or "station": a place, a
    /// time or a person follows instead ("the radio in the kitchen", "the radio for me").
    static let stationNameBarriers: Set<String> = prepositions.union(linkingWords).union(determiners)
        .union(objectPronouns).union(fillers).union(["and", "or", "but", "again", "too", "louder", "quieter"])

    /// Whether token `i` says a band right after a number: "am" in "1210 am" is no verb, and
    /// belongs to the station's name.
    static func isBandAfterNumber(_ tokens: [Token], _ i: Int) -> Bool {
        i > 0 && bandWords.contains(tokens[i].key) && tokens[i - 1].isDigits
    }

    /// Whether a name (its keys, number words already merged into digits) is a radio
    /// frequency said alone: numbers with a decimal point said or written ("97.3" is two
    /// tokens), or a number followed by its band. Siri tunes a radio app to such a name; it
    /// names no song.
    /// (Two numbers without a point or band count only in the FM band's shape, 87 to 108 and
    /// one digit of tenths: "play 22 7" names no station.)
    public static func isRadioFrequency(_ keys: [String]) -> Bool {
        var rest = keys[...]
        if let last = rest.last, bandWords.contains(last) {
            rest = rest.dropLast()
            return !rest.isEmpty && rest.allSatisfy { $0.isAllDigits || decimalWords.contains($0) }
                && rest.first?.isAllDigits == true && rest.last?.isAllDigits == true
        }
        let parts = rest.filter { !decimalWords.contains($0) }
        guard parts.count == 2, parts.allSatisfy(\.isAllDigits), rest.first?.isAllDigits == true else { return false }
        if rest.count == 3, decimalWords.contains(rest[rest.startIndex + 1]) { return true }
        guard rest.count == 2, let whole = Int(parts[0]), parts[1].count == 1 else { return false }
        return (87...108).contains(whole)
    }
}
