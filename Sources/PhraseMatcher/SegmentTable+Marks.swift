/// The marks typed after a token, which the tokenizer keeps no key for: a colon, a question
/// or exclamation mark.
extension SegmentTable {
    /// Whether a colon follows token `i` as typed ("Anjali: …").
    func colonAfter(_ i: Int) -> Bool { markAfter(i).map { $0 == ":" } ?? false }

    /// Whether a question or exclamation mark follows token `i` as typed: a sentence ends there
    /// ("play tag? what are the rules").
    func sentenceEndsAfter(_ i: Int) -> Bool { markAfter(i).map { $0 == "?" || $0 == "!" } ?? false }

    /// The first character after token `i` as typed, past spaces.
    private func markAfter(_ i: Int) -> Character? {
        let original = tokens[i].original
        var k = original.endIndex
        let base = original.base
        while k < base.endIndex, base[k] == " " { k = base.index(after: k) }
        return k < base.endIndex ? base[k] : nil
    }
}
