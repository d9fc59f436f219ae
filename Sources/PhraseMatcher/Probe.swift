/// An utterance word made ready for lookups: its key and, for the typing-error search,
/// every way of writing it with one letter left out. An utterance's probes are made once
/// and shared by every index that reads it (the system's, each app's, the literals).
struct Probe: Sendable {
    let key: String
    /// The key's length in Unicode scalars, the unit of the edit distance.
    let length: Int
    /// The key with one letter left out, each way; empty when the key is too short or too
    /// long to carry a typing error.
    let variants: [String]
    /// Whether the word may be a typing error for another. An everyday word ("have",
    /// "many") is what the user meant to type, never a misspelt name ("Rave", "Mana").
    let typos: Bool
    /// Whether it may be a typing error for a name: not when it is a word of the examples'
    /// phrasing or a system value word either ("list" is no misspelt "Lisa"), nor a form of a
    /// word of the phrasing ("calling" is no misspelt "calming").
    let nameTypos: Bool

    /// - Parameters:
    ///   - typos: false for exact lookups, which need no variants.
    ///   - phrasing: words the user means as they are, when they stand in an utterance.
    init(_ key: String, typos: Bool = true, phrasing: Set<String> = []) {
        self.key = key
        let length = key.unicodeScalars.count
        self.length = length
        // (A word of another domain is a word of its own, no slip: "bank" is no "back", "heating"
        // no "healing".)
        self.typos =
            typos && !SystemLexicon.everydayWords.contains(key) && !SystemLexicon.otherDomainWords.contains(key)
        nameTypos =
            self.typos && !phrasing.contains(key) && !SystemLexicon.words.contains(key)
            && (phrasing.isEmpty || !Inflection.baseForms(of: key).contains(where: phrasing.contains))
        variants = self.typos && length >= 3 && length <= 40 ? Self.deletions(key) : []
    }

    static func probes(_ tokens: [Token], typos: Bool = true, phrasing: Set<String> = []) -> [Probe] {
        tokens.map { Probe($0.key, typos: typos, phrasing: phrasing) }
    }

    /// The word with one letter left out, each way (the word itself not included). ASCII
    /// words, nearly all of them, are cut byte by byte; short results need no allocation.
    static func deletions(_ word: String) -> [String] {
        var out: [String] = []
        let utf8 = word.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(utf8)
            out.reserveCapacity(bytes.count)
            for skipped in bytes.indices {
                out.append(
                    String(unsafeUninitializedCapacity: bytes.count - 1) { buffer in
                        var k = 0
                        for (j, byte) in bytes.enumerated() where j != skipped {
                            buffer[k] = byte
                            k += 1
                        }
                        return k
                    })
            }
            return out
        }
        let scalars = Array(word.unicodeScalars)
        out.reserveCapacity(scalars.count)
        for skipped in scalars.indices {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[..<skipped])
            view.append(contentsOf: scalars[(skipped + 1)...])
            out.append(String(view))
        }
        return out
    }

    /// The word and every way of writing it with one letter left out (for building indexes).
    static func deletionVariants(_ word: String) -> [String] { [word] + deletions(word) }
}
