/// A genre said alone, read by Siri's one example that is a lone slot (`SystemLexicon.asksAlone`).
extension Aligner {
    /// Whether the example is a lone slot for a genre and the genre it read, one Siri knows,
    /// is every word the request says past those set aside: "reggae", "jazz please" ask to
    /// play it with no word of an example (`RequestFacts.loneGenre`).
    func readsOnlyAGenre(_ walk: Walk) -> Bool {
        guard plan.template.elements.count == 1, case .slot(let parameter) = plan.template.elements[0],
            parameter.kind == .lexicon("genre"), let genre = table.request.loneGenre
        else { return false }
        return walk.filled.contains { item in item.fills.contains { $0.entity != nil && $0.tokens == genre } }
    }
}
