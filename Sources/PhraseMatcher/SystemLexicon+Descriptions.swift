/// A thing described, then named after a comma: "Please ring the taxi firm, the one called
/// Star Cabs", "that song from the car, the one called Rolling Thunder Road, play it". The
/// name is what Siri looks for; the description only led up to it.
extension SystemLexicon {
    /// Words that name what was described: "the one called …", "the one named …" (by the
    /// tokens' keys, which write "one" as "1").
    static let namingAfterDescription: [[String]] = [
        "the 1 called", "the 1 named", "the 1 titled", "the 1 thats called", "its called",
    ].map { $0.split(separator: " ").map(String.init) }

    /// Drops the description and the words that name it, where a comma sets the naming off:
    /// from the word after the request's verb (or from the first word, where the request
    /// does not open with one) to the end of "the one called". Only for a description of up
    /// to six words.
    static func nameAfterDescription(_ request: inout [Token]) {
        let n = request.count
        let start = requestVerbs.contains(request.first?.key ?? "") ? 1 : 0
        for comma in start..<min(n, start + 6) where request[comma].commaAfter {
            guard
                let naming = namingAfterDescription.first(where: { words in
                    comma + 1 + words.count < n
                        && words.indices.allSatisfy { request[comma + 1 + $0].key == words[$0] }
                })
            else { continue }
            request.removeSubrange(start...(comma + naming.count))
            request[start].afterOmission = true
            return
        }
    }
}
