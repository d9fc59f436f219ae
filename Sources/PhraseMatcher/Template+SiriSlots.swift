/// An app's example read against Siri's own phrases for its intent: where the example is one
/// of them word for word but for a few words standing where Siri's phrase has a name's slot
/// (a title, a person, a group), those words are that value, not phrasing of the app's.
extension TemplateCompiler {
    /// The longest run of words one slot takes.
    static let slotWordsAtMost = 4

    static func valuesInSiriSlots(_ pieces: [Piece], builtIn: [[Piece]]) -> [Piece] {
        for siri in builtIn {
            if let aligned = align(pieces, 0, siri, 0), aligned.converted { return aligned.pieces }
        }
        return pieces
    }

    /// One way the example reads as Siri's phrase from (i, j) on, nil when it does not.
    struct Alignment {
        var pieces: [Piece]
        var converted: Bool
    }

    static func align(_ example: [Piece], _ i: Int, _ siri: [Piece], _ j: Int) -> Alignment? {
        if j == siri.count { return i == example.count ? Alignment(pieces: [], converted: false) : nil }
        guard i < example.count else { return nil }
        switch (siri[j], example[i]) {
        case (.word(let a), .word(let b)):
            guard a.key == b.key, var rest = align(example, i + 1, siri, j + 1) else { return nil }
            rest.pieces.insert(example[i], at: 0)
            return rest
        case (.slot(let p), .slot(let q)):
            guard p.name == q.name, var rest = align(example, i + 1, siri, j + 1) else { return nil }
            rest.pieces.insert(example[i], at: 0)
            return rest
        case (.slot(let p), .word):
            guard [.title, .people, .group].contains(p.kind.family) else { return nil }
            var end = i
            while end < example.count, end - i < slotWordsAtMost, case .word = example[end] {
                end += 1
                if var rest = align(example, end, siri, j + 1) {
                    rest.pieces.insert(.slot(p), at: 0)
                    rest.converted = true
                    return rest
                }
            }
            return nil
        case (.word, .slot):
            return nil
        }
    }
}
