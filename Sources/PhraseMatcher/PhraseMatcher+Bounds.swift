/// The bound that decides which templates are worth aligning (see `PhraseMatcher.match`):
/// what each slot can earn given the names found, and how far values without a slot can
/// lift a reading.
extension PhraseMatcher {
    /// The most a slot of each kind (by number) can earn in this utterance, given the names
    /// found in it: a kind none of whose names stands in the utterance earns only what words
    /// taken from their place earn (`SegmentTable`), or nothing.
    func slotCeilings(_ spans: [EntitySpan], tokens: [Token]) -> [Double] {
        let hasNumber = tokens.contains { $0.key.allSatisfy(\.isNumber) }
        var best: [EntityKind: Double] = [:]
        for span in spans where span.quality > (best[span.entity.kind] ?? 0) { best[span.entity.kind] = span.quality }
        return slotKinds.map { key in
            let kind = key.kind
            let weight = Self.slotWeight(kind)
            // Terms of the global vocabulary registered for this parameter alone.
            let scoped = key.vocabularyKey.map { best[.vocabulary($0)] ?? 0 } ?? 0
            // Names of other kinds a slot admits in its place earn 85 % (`SegmentTable`).
            var admitted: Double {
                0.85 * best.reduce(0.0) { key.admitsInPlace($1.key) ? max($0, $1.value) : $0 }
            }
            switch kind {
            case .people: return weight * max(best[.person] ?? 0, scoped, admitted, 0.45)
            case .group: return weight * max(best[.group] ?? 0, scoped, admitted, 0.3)
            case .title(let types):
                let known = types.reduce(0.0) { max($0, best[.vocabulary($1)] ?? 0) }
                return weight * max(known, scoped, admitted, 0.75)
            case .lexicon(let list): return weight * max(best[.lexicon(list)] ?? 0, scoped)
            case .vocabulary(let type): return weight * max(best[.vocabulary(type)] ?? 0, scoped)
            case .number: return hasNumber ? weight : 0
            case .freeText: return weight
            }
        }
    }

    /// The most weight values without a slot can bring to a reading of `intent`: per
    /// starting word, the heaviest known value there of a kind the intent takes.
    func extraWeight(_ intent: IntentPlan, known: [(start: Int, kind: EntityKind)], tokenCount: Int) -> Double {
        guard !intent.extras.isEmpty else { return 0 }
        var heaviest = [Double](repeating: 0, count: tokenCount)
        for (start, entityKind) in known where start < tokenCount {
            for extra in intent.extras {
                let key = slotKinds[extra.kind]
                if key.accepts(entityKind) || key.admitsInPlace(entityKind) {
                    heaviest[start] = max(heaviest[start], Self.slotWeight(key.kind))
                }
            }
        }
        return heaviest.reduce(0, +)
    }
}

/// One app's side of reading an utterance.
final class AppReading {
    /// The system's and the app's names found in the utterance.
    let spans: [EntitySpan]
    /// The most a slot of each kind can earn (`PhraseMatcher.slotCeilings`).
    let ceilings: [Double]
    /// Which kinds of names start at which word, each once (`PhraseMatcher.extraWeight`).
    let knownStarts: [(start: Int, kind: EntityKind)]
    /// The candidate slot values, made when the first of the app's templates is aligned.
    var table: SegmentTable?

    init(spans: [EntitySpan], ceilings: [Double]) {
        self.spans = spans
        self.ceilings = ceilings
        var seen = Set<StartKind>()
        knownStarts = spans.compactMap {
            seen.insert(StartKind(start: $0.start, kind: $0.entity.kind)).inserted ? ($0.start, $0.entity.kind) : nil
        }
    }
}

/// A kind of name starting at a word of the utterance.
private struct StartKind: Hashable {
    var start: Int
    var kind: EntityKind
}
