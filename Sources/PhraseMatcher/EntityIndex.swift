/// Finds entities in token sequences: exact names, first or last names alone, typing
/// errors within an edit distance that grows with word length, and pronunciation hints.
///
/// One-word names are found by their word, longer names by their first two words, so a
/// common first word ("The …" of ten thousand song titles) costs nothing until the
/// second word agrees.
public struct EntityIndex: Sendable {
    private var entities: [Entity] = []
    /// The token keys of each way of saying each entity.
    private var forms: [(entity: Int, keys: [String], partial: Bool)] = []
    /// Other entities with the same name and kind as a form's own, by form.
    private var namesakes: [Int: [Int]] = [:]
    /// Every word that opens a form or stands second in one, numbered (by the hash of the
    /// word): lookups compare numbers rather than hash strings.
    private var keyNumbers = HashChains()
    private var keys: [String] = []
    /// One-word forms by their word's number.
    private var single: [[Int32]] = []
    /// Longer forms by the numbers of their first two words (`pair`, mixed).
    private var pairs = HashChains()
    /// Single-deletion variant (by its hash) → the numbered words it comes from, for
    /// typo-tolerant lookup.
    private var deletions = HashChains()
    /// Forms by the hash of what makes two forms one: the same words for the same kind of
    /// thing, whole or partial.
    private var formsBySignature = HashChains()

    public init() {}

    public init<S: Sequence>(_ entities: S) where S.Element == Entity {
        let expected = entities.underestimatedCount
        self.entities.reserveCapacity(expected)
        forms.reserveCapacity(expected)
        formsBySignature = HashChains(expected: expected)
        for entity in entities { add(entity) }
    }

    public var count: Int { entities.count }
    public var allEntities: [Entity] { entities }

    public mutating func add(_ entity: Entity) {
        let id = entities.count
        entities.append(entity)
        let keys = Tokenizer.keys(entity.phrase)
        guard !keys.isEmpty else { return }
        addForm(id, keys, partial: false)
        if let hint = entity.pronunciation {
            let hintKeys = Tokenizer.keys(hint)
            if !hintKeys.isEmpty && hintKeys != keys { addForm(id, hintKeys, partial: false) }
        }
        // People are also called by their first name alone, and sometimes by the last.
        // ("my sister" is a relationship, not a first and last name.)
        if entity.kind == .person && keys.count >= 2 && !SystemLexicon.relationshipOwners.contains(keys[0]) {
            addForm(id, [keys[0]], partial: true)
            addForm(id, [keys[keys.count - 1]], partial: true)
            // A first or last name of several words ("Jean-Luc", "María José") whole, too.
            // (A name of letters, digits, apostrophes and spaces has none.)
            let words = Self.hasOneKeyWords(entity.phrase) ? [] : entity.phrase.split(whereSeparator: \.isWhitespace)
            if words.count >= 2 {
                for word in [words[0], words[words.count - 1]] {
                    let wordKeys = Tokenizer.keys(String(word))
                    if wordKeys.count >= 2 && wordKeys.count < keys.count { addForm(id, wordKeys, partial: true) }
                }
            }
        }
    }

    /// Whether every word of `phrase` is one key: ASCII letters, digits and apostrophes
    /// between single spaces.
    private static func hasOneKeyWords(_ phrase: String) -> Bool {
        phrase.utf8.allSatisfy { byte in
            (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 0x27
                || byte == 0x20
        }
    }

    private mutating func addForm(_ entity: Int, _ keys: [String], partial: Bool) {
        // Many things share a name (five hundred songs called "Love"): one form per name and
        // kind is enough to find it; which one is meant is for the app to resolve.
        let kind = entities[entity].kind
        let signature = Self.signature(kind: kind, partial: partial, keys: keys)
        let same = formsBySignature.first(at: signature) { existing in
            let form = Int(existing)
            return forms[form].partial == partial && forms[form].keys == keys
                && entities[forms[form].entity].kind == kind
        }
        if let same {
            namesakes[Int(same), default: []].append(entity)
            return
        }
        let form = forms.count
        formsBySignature.append(Int32(form), at: signature)
        forms.append((entity, keys, partial))
        let first = number(keys[0])
        if keys.count == 1 {
            single[Int(first)].append(Int32(form))
        } else {
            pairs.append(Int32(form), at: HashChains.mix(Self.pair(first, number(keys[1]))))
        }
    }

    /// The hash of a form's kind, wholeness and words.
    private static func signature(kind: EntityKind, partial: Bool, keys: [String]) -> UInt64 {
        var hash: UInt64 = partial ? 1 : 2
        switch kind {
        case .person: hash = HashChains.combine(hash, 3)
        case .group: hash = HashChains.combine(hash, 4)
        case .appName: hash = HashChains.combine(hash, 5)
        case .lexicon(let name): hash = HashChains.combine(HashChains.combine(hash, 6), HashChains.hash(name))
        case .vocabulary(let type): hash = HashChains.combine(HashChains.combine(hash, 7), HashChains.hash(type))
        }
        for key in keys { hash = HashChains.combine(hash, HashChains.hash(key)) }
        return hash
    }

    /// The number of a known word that opens or stands second in a form.
    private func known(_ key: String) -> Int32? {
        keyNumbers.first(at: HashChains.hash(key)) { keys[Int($0)] == key }
    }

    /// The number of a word that opens or stands second in a form, numbered on first sight.
    private mutating func number(_ key: String) -> Int32 {
        let hash = HashChains.hash(key)
        if let known = keyNumbers.first(at: hash, where: { keys[Int($0)] == key }) { return known }
        let number = Int32(keys.count)
        keyNumbers.append(number, at: hash)
        keys.append(key)
        single.append([])
        if allowedTypos(forLength: key.count) > 0 {
            for variant in HashChains.deletionHashes(key) { deletions.append(number, at: variant) }
        }
        return number
    }

    private static func pair(_ first: Int32, _ second: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: first)) << 32 | UInt64(UInt32(bitPattern: second))
    }

    /// Known keys within typing distance of `key`, with their similarity.
    private func candidates(_ probe: Probe, exactOnly: Bool) -> [(Int32, Double)] {
        let key = probe.key
        var out: [(Int32, Double)] = []
        let exact = known(key)
        if let exact { out.append((exact, 1)) }
        // The known word's length sets the tolerance ("bok" may be "book").
        let limit = allowedTypos(forLength: probe.length + 1)
        guard !exactOnly, probe.nameTypos, limit > 0, probe.length >= 3, probe.length <= 40 else { return out }
        var seen: [Int32] = exact.map { [$0] } ?? []
        for variant in CollectionOfOne(key) + probe.variants {
            for candidate in deletions.chain(at: HashChains.hash(variant)) where !seen.contains(candidate) {
                seen.append(candidate)
                let word = keys[Int(candidate)]
                let d = editDistance(key, word, limit: limit)
                if d <= limit && d <= allowedTypos(forLength: word.count) {
                    out.append((candidate, 1 - 0.15 * Double(d)))
                }
            }
        }
        return out
    }

    private func similarity(_ a: String, _ b: String) -> Double {
        if a == b { return 1 }
        let limit = a.count >= 3 ? allowedTypos(forLength: b.count) : 0
        guard limit > 0 else { return 0 }
        let d = editDistance(a, b, limit: limit)
        return d <= limit ? 1 - 0.15 * Double(d) : 0
    }

    /// Every entity mention in `tokens`, overlapping ones included: one per name and kind,
    /// or one per entity when `namesakes` is true (Siri's contact matches need them all).
    public func spans(in tokens: [Token], namesakes includeNamesakes: Bool = false) -> [EntitySpan] {
        spans(in: tokens, probes: Probe.probes(tokens), namesakes: includeNamesakes)
    }

    /// The same, with the utterance's probes already made; `exactOnly` skips the search
    /// for typing errors (app names must be typed as they are).
    func spans(
        in tokens: [Token], probes: [Probe], namesakes includeNamesakes: Bool = false, exactOnly: Bool = false
    ) -> [EntitySpan] {
        var out: [EntitySpan] = []
        func emit(_ start: Int, _ end: Int, _ formID: Int, _ quality: Double) {
            let form = forms[formID]
            out.append(EntitySpan(start: start, end: end, entity: entities[form.entity], quality: quality))
            if includeNamesakes {
                for other in namesakes[formID] ?? [] {
                    out.append(EntitySpan(start: start, end: end, entity: entities[other], quality: quality))
                }
            }
        }
        let options = probes.map { candidates($0, exactOnly: exactOnly) }
        for start in tokens.indices {
            for (first, firstSimilarity) in options[start] {
                for formID in single[Int(first)] {
                    emit(
                        start, start + 1, Int(formID),
                        forms[Int(formID)].partial ? firstSimilarity * 0.9 : firstSimilarity)
                }
                guard start + 1 < tokens.count else { continue }
                for (second, secondSimilarity) in options[start + 1] {
                    for formNumber in pairs.chain(at: HashChains.mix(Self.pair(first, second))) {
                        let formID = Int(formNumber)
                        let form = forms[formID]
                        guard start + form.keys.count <= tokens.count else { continue }
                        var quality = firstSimilarity * secondSimilarity
                        for offset in 2..<max(2, form.keys.count) {
                            quality *= similarity(tokens[start + offset].key, form.keys[offset])
                            if quality == 0 { break }
                        }
                        guard quality > 0 else { continue }
                        emit(start, start + form.keys.count, formID, form.partial ? quality * 0.9 : quality)
                    }
                }
            }
        }
        return out
    }

    /// Entities whose name matches `text` as a whole (for answers to a prompt).
    public func lookup(_ text: String) -> [EntitySpan] {
        let tokens = Tokenizer.tokenize(text)
        return spans(in: tokens, namesakes: true).filter { $0.start == 0 && $0.end == tokens.count }
    }
}
