/// A name taken back as it is said, and another said in its place: "Play Carlos Vives, wait,
/// no, Juanes", "Phone Mr Abernathy, sorry, Mr Abernethy from the bowls club", "text Tom, I
/// mean Tim, that the match is off". Siri acts on the name said last; the one taken back and
/// the words that take it back are left out. (A request said again from its verb after such
/// words is `restartAfterCorrection`'s.)
extension SystemLexicon {
    /// Words that may stay before a name taken back, saying what kind of thing or person it
    /// is ("play the album Blue, sorry, Red" plays the album Red).
    static let keptBeforeCorrectedName: Set<String> = [
        "the", "my", "our", "a", "song", "album", "playlist", "artist", "podcast", "station", "audiobook", "to",
    ]

    /// Words that take a name back after a comma: those that take back a request
    /// (`corrections`), and some that take back only a word ("sorry", "no", "I meant").
    static let nameCorrections: [[String]] = (corrections + wordCorrections).sorted { $0.count > $1.count }
    static let wordCorrections: [[String]] = [
        "sorry", "no", "actually", "or rather", "i meant", "make that", "rather",
    ].map { $0.split(separator: " ").map(String.init) }

    /// Those that say other things as often ("no rush", "sorry about that"): before a name
    /// written with a capital only.
    static let bareNameCorrections: Set<[String]> = [["no"], ["sorry"], ["actually"], ["rather"], ["wait"]]

    /// The request with the name taken back left out, or nil where none is: after a request's
    /// verb opening it, a comma, words that take back (`nameCorrections`), and the name said
    /// instead (in a message only one written with a capital, since a message's words may
    /// say sorry: "text Sam, sorry I'm late"; never a pronoun or a request's verb). What is
    /// dropped runs from the first word after the verb that is no word of
    /// `keptBeforeCorrectedName` to the end of the words taking it back.
    static func correctedName(_ tokens: [Token]) -> [Token]? {
        let n = tokens.count
        guard n >= 4, requestVerbs.contains(tokens[0].key) else { return nil }
        let sending = sendingVerbs.contains(tokens[0].key)
        for comma in 1..<(n - 2) where tokens[comma].commaAfter {
            guard
                let correction = nameCorrections.first(where: { words in
                    comma + 1 + words.count < n
                        && words.indices.allSatisfy {
                            tokens[comma + 1 + $0].key == words[$0] && !tokens[comma + 1 + $0].quoted
                        }
                })
            else { continue }
            let name = comma + 1 + correction.count
            let said = tokens[name]
            let capitalised = said.original.first?.isUppercase == true
            guard !requestVerbs.contains(said.key), !firstPerson.contains(said.key),
                !subjectPronouns.contains(said.key),
                capitalised || (!sending && !bareNameCorrections.contains(correction))
            else { continue }
            var first = 1
            while first < comma, keptBeforeCorrectedName.contains(tokens[first].key) { first += 1 }
            var out = Array(tokens[..<first]) + Array(tokens[name...])
            out[first].afterOmission = true
            return out
        }
        return nil
    }
}
