/// The marks typed after a token, which the tokenizer keeps no key for: a colon, a question
/// or exclamation mark.
extension SegmentTable {
    /// Whether a colon follows token `i` as typed ("Anjali: …").
    func colonAfter(_ i: Int) -> Bool { markAfter(i).map { $0 == ":" } ?? false }

    /// Whether a question or exclamation mark follows token `i` as typed: a sentence ends there
    /// ("play tag? what are the rules").
    func sentenceEndsAfter(_ i: Int) -> Bool { markAfter(i).map { $0 == "?" || $0 == "!" } ?? false }

    /// Whether the comma after token `k` is a title's own, in a run written as a name: after
    /// its first word, every word of `run` capitalised but for the small words a title keeps
    /// in lower case ("Salt, Peanuts", "Coffee, Books and Rain", "Earth, Wind and Fire"). A
    /// comma after a word in lower case ends the title ("play Hotel California, please"), so
    /// does one before the one addressed ("Play Wonderwall, Mum"), and one after a name of
    /// several words, which is its own ("Play Chantal Kreviazuk, Sister Ray": the artist, then
    /// the song).
    func commaInName(_ k: Int, run: Range<Int>) -> Bool {
        guard k == run.lowerBound, k + 1 < run.upperBound, markAfter(k) == ",", facts.isCapitalised[k],
            !(k > 0 && facts.isCapitalised[k - 1]),
            facts.isCapitalised[k + 1], !(k + 2 == run.upperBound && addressed(k + 1))
        else { return false }
        return run.allSatisfy { facts.isCapitalised[$0] || SystemLexicon.titleSmallWords.contains(tokens[$0].key) }
    }

    private func addressed(_ i: Int) -> Bool {
        SystemLexicon.vocatives.contains(tokens[i].key) || SystemLexicon.addressedByName.contains(tokens[i].key)
    }

    /// The first character after token `i` as typed, past spaces.
    private func markAfter(_ i: Int) -> Character? {
        let original = tokens[i].original
        var k = original.endIndex
        let base = original.base
        while k < base.endIndex, base[k] == " " { k = base.index(after: k) }
        return k < base.endIndex ? base[k] : nil
    }
}
