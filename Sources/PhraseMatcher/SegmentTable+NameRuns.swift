/// Where names run on: which tokens stand inside a name, so that no content starts there and
/// no shorter known name is cut out of it.
extension SegmentTable {
    /// Whether each token stands inside a known person's or group's name, after its first
    /// word: content that starts there cuts the name in two ("Maria | Ruiz and …"). Made
    /// once, for the first free-text slot.
    /// So does a surname after a given name, in any case ("text dana wu can you …"): one that
    /// is no given name and no English word ("jen mike" may be two people, "mike love you"
    /// says something). And so does a word that carries on a name written with capitals
    /// (`carriesName`).
    func tokensInsideNames() -> [Bool] {
        tokens.indices.map { i in
            spans.contains {
                $0.start < i && i < $0.end && $0.quality >= 0.9 - 1e-9
                    && ($0.entity.kind == .person || $0.entity.kind == .group)
            }
                || (i > 0 && !tokens[i - 1].commaAfter && SystemLexicon.givenNames.contains(tokens[i - 1].key)
                    && SystemLexicon.surnames.contains(tokens[i].key)
                    && !SystemLexicon.givenNames.contains(tokens[i].key)
                    && !facts.isPhrasing[i] && !SystemLexicon.isEnglishWord(tokens[i].key))
                || carriesName[i]
        }
    }

    /// Whether each token goes on with the name written with capitals before it, in an
    /// utterance written in mixed case: a capitalised word that is no English word and not
    /// the app's phrasing, right after a capitalised word with no comma between ("María
    /// José", "Chinedu Okafor"), or after a particle that follows one ("Faisal bin Salman":
    /// the particle too). A name the device knows that ends before such a word or starts on
    /// one is only half of what was said: "text María José …" is not to Maria Ruiz, "from
    /// Chinedu Okafor" not from Daniel Okafor.
    func tokensCarryingNames() -> [Bool] {
        let n = tokens.count
        func goesOn(_ i: Int) -> Bool {
            facts.isCapitalised[i] && !facts.isPhrasing[i] && !facts.endsName[i]
                && !SystemLexicon.isEnglishWord(tokens[i].key)
        }
        func opens(_ i: Int) -> Bool { facts.isCapitalised[i] && !facts.isPhrasing[i] && !tokens[i].commaAfter }
        var carries = [Bool](repeating: false, count: n)
        for i in tokens.indices.dropFirst() where opens(i - 1) {
            if goesOn(i) {
                carries[i] = true
                continue
            }
            // ("de la Cruz": particles one after another.)
            var j = i
            while j < n - 1, j - i < 3, SystemLexicon.nameParticles.contains(tokens[j].key), !tokens[j].commaAfter {
                j += 1
            }
            if j > i, goesOn(j) { for k in i...j { carries[k] = true } }
        }
        return carries
    }
}
