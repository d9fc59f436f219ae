/// Where a business called is, said after it: "call the pizza place on Main Street", "ring the
/// pharmacy near me", "phone the Thai restaurant in town". The place tells which one; Siri
/// calls the business named, so the words are read past as a circumstance of the call.
extension SystemLexicon {
    /// Words that end a street's name ("Main Street", "Elm Rd").
    static let streetWords: Set<String> = [
        "street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "drive", "boulevard", "blvd", "way", "square",
        "parade",
    ]

    /// Where the place of a business called begins, or nil: after a verb of calling opening
    /// the request and a business's kind word (`businessKinds`), "on", "in", "near" or "at"
    /// with a street to the end ("on main street"), or "near me", "nearby", "in town",
    /// "downtown" ending the request.
    static func businessPlaceStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 4, callVerbs.contains(tokens[0].key) else { return nil }
        let keys = tokens.map(\.key)
        if ["nearby", "downtown"].contains(keys[n - 1]), businessKinds.contains(keys[n - 2]) { return n - 1 }
        for start in 2..<(n - 1) where ["on", "in", "near", "at"].contains(keys[start]) {
            guard businessKinds.contains(keys[start - 1]) else { continue }
            let rest = keys[(start + 1)...]
            if streetWords.contains(keys[n - 1]) && rest.count <= 4 { return start }
            if Array(rest) == ["me"] || Array(rest) == ["town"] { return start }
        }
        return nil
    }
}
