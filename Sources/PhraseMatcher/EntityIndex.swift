/// Finds entities in token sequences: exact names, first or last names alone, typing
/// errors within an edit distance that grows with word length, and pronunciation hints.
public struct EntityIndex: Sendable {
    private var entities: [Entity] = []
    /// The token keys of each way of saying each entity.
    private var forms: [(entity: Int, keys: [String], partial: Bool)] = []
    /// First key of a form → forms starting with it.
    private var byFirstKey: [String: [Int]] = [:]
    /// Single-deletion variants of first keys → those keys, for typo-tolerant lookup.
    private var deletions: [String: Set<String>] = [:]

    public init() {}

    public init<S: Sequence>(_ entities: S) where S.Element == Entity {
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
        }
    }

    private mutating func addForm(_ entity: Int, _ keys: [String], partial: Bool) {
        let form = forms.count
        forms.append((entity, keys, partial))
        let first = keys[0]
        if byFirstKey[first] == nil {
            if allowedTypos(forLength: first.count) > 0 {
                for variant in Self.deletionVariants(first) { deletions[variant, default: []].insert(first) }
            }
        }
        byFirstKey[first, default: []].append(form)
    }

    private static func deletionVariants(_ word: String) -> [String] {
        let chars = Array(word)
        var out = [word]
        for i in chars.indices {
            var copy = chars
            copy.remove(at: i)
            out.append(String(copy))
        }
        return out
    }

    /// Keys within typing distance of `key` that start some form, with their similarity.
    private func firstKeyCandidates(_ key: String) -> [(String, Double)] {
        var out: [(String, Double)] = []
        if byFirstKey[key] != nil { out.append((key, 1)) }
        // The known word's length sets the tolerance ("bok" may be "book").
        let limit = allowedTypos(forLength: key.count + 1)
        guard limit > 0, key.count >= 3 else { return out }
        var seen: Set<String> = [key]
        for variant in Self.deletionVariants(key) {
            for candidate in deletions[variant] ?? [] where !seen.contains(candidate) {
                seen.insert(candidate)
                let d = editDistance(key, candidate, limit: limit)
                if d <= limit && d <= allowedTypos(forLength: candidate.count) {
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

    /// Every entity mention in `tokens`, overlapping ones included, best first at each start.
    public func spans(in tokens: [Token]) -> [EntitySpan] {
        var out: [EntitySpan] = []
        for start in tokens.indices {
            for (firstKey, firstSimilarity) in firstKeyCandidates(tokens[start].key) {
                for formID in byFirstKey[firstKey] ?? [] {
                    let form = forms[formID]
                    guard start + form.keys.count <= tokens.count else { continue }
                    var quality = firstSimilarity
                    for offset in 1..<max(1, form.keys.count) where form.keys.count > 1 {
                        quality *= similarity(tokens[start + offset].key, form.keys[offset])
                        if quality == 0 { break }
                    }
                    guard quality > 0 else { continue }
                    if form.partial { quality *= 0.9 }
                    out.append(EntitySpan(start: start, end: start + form.keys.count, entity: entities[form.entity], quality: quality))
                }
            }
        }
        return out
    }

    /// Entities whose name matches `text` as a whole (for answers to a prompt).
    public func lookup(_ text: String) -> [EntitySpan] {
        let tokens = Tokenizer.tokenize(text)
        return spans(in: tokens).filter { $0.start == 0 && $0.end == tokens.count }
    }
}
