/// The words of every example, numbered, with what each utterance word can stand for:
/// itself, a typing error of it, or a thesaurus relative. Built once; the aligner then
/// compares numbers, not strings.
struct LiteralIndex: Sendable {
    /// A way an utterance word (or phrase, `length` words long) matches an example word.
    struct Hit: Sendable {
        var id: Int
        /// The share of the example word's weight it earns.
        var factor: Double
        var length: Int
        /// Whether the word is a past form of the example's ("emailed", "sent") or it with an
        /// "s" ("emails", "texts"): it tells what happened or names things, so it does not stand
        /// for the verb of an intent that `commands` (`IntentSchema.commands`).
        var statesOnly = false
    }

    private(set) var ids: [String: Int] = [:]
    private(set) var keys: [String] = []
    private var deletions: [String: [Int]] = [:]
    /// Thesaurus phrase → the example words it can stand for.
    private var relatives: [String: [Int]] = [:]
    /// Thesaurus word → the plurals of its relatives that some example writes ("email" →
    /// "messages"): a word stands for them for a little less, as a verb form does.
    private var pluralRelatives: [String: [Int]] = [:]
    /// The first words of the thesaurus phrases of more than one word ("turn", "turn up"):
    /// a phrase read further only while it is one of them.
    private var relativeOpenings: Set<String> = []
    private var longestRelative = 1

    init(words: some Sequence<String>, thesaurus: Thesaurus) {
        for word in words where ids[word] == nil {
            ids[word] = keys.count
            keys.append(word)
        }
        for (id, key) in keys.enumerated() where allowedTypos(forLength: key.count) > 0 {
            for variant in Probe.deletionVariants(key) { deletions[variant, default: []].append(id) }
        }
        for (phrase, related) in thesaurus.alternatives {
            let targets = related.compactMap { ids[$0] }
            if !phrase.contains(" ") {
                let plurals = related.compactMap { ids[$0 + "s"] }.filter { !targets.contains($0) }
                if !plurals.isEmpty { pluralRelatives[phrase] = plurals }
            }
            guard !targets.isEmpty else { continue }
            relatives[phrase] = targets
            let words = phrase.split(separator: " ")
            longestRelative = max(longestRelative, words.count)
            for length in words.indices.dropFirst() { relativeOpenings.insert(words[..<length].joined(separator: " ")) }
        }
    }

    func id(_ key: String) -> Int? { ids[key] }

    /// Whether the past form at `i` tells what happened ("my boss emailed about …"): not at the
    /// start of the request or after a wake word or "please", where it is a mishearing of the
    /// plain verb ("texted Jordan that …"), and not in the passive that asks for an act ("this
    /// needs to be added to …", "I want it added to …").
    static func tellsWhatHappened(_ tokens: [Token], at i: Int) -> Bool {
        guard i > 0, !SystemLexicon.wakeWords.contains(tokens[i - 1].key), tokens[i - 1].key != "please" else {
            return false
        }
        if SystemLexicon.passiveAuxiliaries.contains(tokens[i - 1].key) { return false }
        return !(i > 1 && SystemLexicon.causativeVerbs.contains(tokens[i - 2].key))
    }

    /// The share of its weight an example word earns from another form of it ("calling").
    static let inflectionCredit = 0.9

    /// For each token, the example words it (or the phrase it starts) can match.
    func hits(_ tokens: [Token], probes: [Probe], synonymCredit: Double) -> [[Hit]] {
        var out = [[Hit]](repeating: [], count: tokens.count)
        for (i, token) in tokens.enumerated() {
            var seen: [Int] = []
            if let id = ids[token.key] {
                out[i].append(Hit(id: id, factor: 1, length: 1))
                seen.append(id)
            }
            // A verb form ("calling", "texted", "sent") stands for the plain one the examples
            // write, for a little less, even where some example writes the form itself
            // ("what am I listening to" does not keep "listening" from meaning "listen").
            // Not after a form of "be" ("which teams are playing"): it tells of something going on.
            let progressive =
                i > 0 && token.key.utf8.reversed().starts(with: "gni".utf8)
                && Inflection.auxiliaries.contains(tokens[i - 1].key)
            let bases = progressive ? [] : Inflection.baseForms(of: token.key)
            for base in bases {
                if let id = ids[base], !seen.contains(id) {
                    let past = !token.key.hasSuffix("ing") && Self.tellsWhatHappened(tokens, at: i)
                    out[i].append(Hit(id: id, factor: Self.inflectionCredit, length: 1, statesOnly: past))
                    seen.append(id)
                    break
                }
            }
            if probes[i].typos, probes[i].length >= 4, probes[i].length <= 40 {
                let limit = allowedTypos(forLength: probes[i].length)
                for variant in CollectionOfOne(token.key) + probes[i].variants {
                    for id in deletions[variant] ?? [] where !seen.contains(id) {
                        seen.append(id)
                        let key = keys[id]
                        // A short word with another first letter is more likely another word
                        // ("take" is no typing error for "make").
                        if key.count < 6, key.first != token.key.first { continue }
                        let d = editDistance(key, token.key, limit: min(limit, allowedTypos(forLength: key.count)))
                        if d <= min(limit, allowedTypos(forLength: key.count)) {
                            let plural = token.key == key + "s" || token.key == key + "es"
                            out[i].append(Hit(id: id, factor: 1 - 0.2 * Double(d), length: 1, statesOnly: plural))
                        }
                    }
                }
            }
            var phrase = ""
            for length in 1...longestRelative where i + length <= tokens.count {
                phrase = length == 1 ? token.key : phrase + " " + tokens[i + length - 1].key
                for id in relatives[phrase] ?? [] where !(length == 1 && seen.contains(id)) {
                    out[i].append(Hit(id: id, factor: synonymCredit, length: length))
                }
                // A word also stands for its relative's plural ("an email" for "any messages").
                if length == 1 {
                    for id in pluralRelatives[phrase] ?? [] where !seen.contains(id) {
                        out[i].append(Hit(id: id, factor: synonymCredit * Self.inflectionCredit, length: 1))
                    }
                }
                if !relativeOpenings.contains(phrase) { break }
            }
            // A verb form stands for its plain verb's relatives too, for a little less: "I feel
            // like hearing something upbeat" ("hear" for "play"), "ringing" for "call".
            if relatives[token.key] == nil, let base = bases.first(where: { relatives[$0] != nil }) {
                let past = !token.key.hasSuffix("ing") && Self.tellsWhatHappened(tokens, at: i)
                for id in relatives[base] ?? [] where !seen.contains(id) {
                    out[i].append(
                        Hit(id: id, factor: synonymCredit * Self.inflectionCredit, length: 1, statesOnly: past))
                }
            }
        }
        return out
    }
}
