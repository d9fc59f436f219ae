/// Values of one list said one after another: "I want to hear jazz and blues", "play
/// something happy and upbeat", "find trending reggae, soul or funk songs". SiriKit's genre
/// and mood names are lists (`INMediaSearch.genreNames`, `moodNames`); the example's slot
/// takes one value, and the ones joined to it (by a `SystemLexicon.listJoiners` word or a
/// comma) belong to the same list.
extension Aligner {
    /// Gathers into the value a reading keeps of a list parameter the values of the same
    /// list joined to it: those the reading took as values besides its slots, and those it
    /// left unread.
    func valuesJoinedIntoLists(_ filled: inout [Filled]) {
        let specs = plan.intent.schema.parameters
        let tokens = table.tokens
        /// Whether `b` follows `a` joined to it: one joining word between them, or a comma
        /// where the list goes on after `b` ("jazz, soul and funk"; not "not read yet, read it").
        func joined(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
            guard !a.isEmpty, !b.isEmpty else { return false }
            if b.lowerBound == a.upperBound {
                return tokens[a.upperBound - 1].commaAfter && b.upperBound < tokens.count
                    && (tokens[b.upperBound - 1].commaAfter
                        || SystemLexicon.listJoiners.contains(tokens[b.upperBound].key))
            }
            return b.lowerBound == a.upperBound + 1 && SystemLexicon.listJoiners.contains(tokens[a.upperBound].key)
                && !tokens[a.upperBound].quoted
        }
        func isList(_ parameter: Int) -> Bool {
            if specs[parameter].multiple, case .lexicon = specs[parameter].kind { true } else { false }
        }
        // (Most readings hold no list's value: nothing to gather.)
        guard filled.contains(where: { isList($0.parameter) }) else { return }
        for parameter in Set(filled.map(\.parameter).filter(isList)) {
            let items = filled.indices.filter { filled[$0].parameter == parameter }
            // (The value a reading keeps is its slot's, else the first said.)
            func start(_ index: Int) -> Int { filled[index].fills.first?.tokens.lowerBound ?? 0 }
            guard let keep = items.first(where: { !filled[$0].extra }) ?? items.min(by: { start($0) < start($1) }),
                let kind = filled[keep].fills.first?.entity?.kind
            else { continue }
            var chain = filled[keep].fills.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
            var besides = items.filter { $0 != keep }.flatMap { filled[$0].fills }
            while let first = chain.first, let k = besides.firstIndex(where: { joined($0.tokens, first.tokens) }) {
                chain.insert(besides.remove(at: k), at: 0)
            }
            while let last = chain.last {
                if let k = besides.firstIndex(where: { joined(last.tokens, $0.tokens) }) {
                    chain.append(besides.remove(at: k))
                    continue
                }
                // (A value of the list nobody read: the longest one that opens there.)
                let next =
                    last.tokens.upperBound
                    + (tokens.indices.contains(last.tokens.upperBound)
                        && SystemLexicon.listJoiners.contains(tokens[last.tokens.upperBound].key) ? 1 : 0)
                guard
                    let span = table.spans.filter({ $0.start == next && $0.entity.kind == kind && $0.quality >= 0.99 })
                        .max(by: { $0.end < $1.end }),
                    joined(last.tokens, span.start..<span.end),
                    !filled.contains(where: { $0.fills.contains { $0.tokens.overlaps(span.start..<span.end) } })
                else { break }
                chain.append(
                    SlotFill(text: "", entity: span.entity, quality: span.quality, tokens: span.start..<span.end))
            }
            guard chain.count > filled[keep].fills.count else { continue }
            filled[keep].fills = chain
            for index in items where index != keep {
                filled[index].fills.removeAll { fill in chain.contains { $0.tokens == fill.tokens } }
            }
        }
        filled.removeAll { $0.fills.isEmpty && $0.extra }
    }
}
