/// The bound that decides which templates are worth aligning (see `PhraseMatcher.match`):
/// how far values without a slot can lift a reading, and what an app's reading holds
/// (what each slot can earn is `SlotCeilings`).
extension PhraseMatcher {
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
    /// The most a slot of each kind can earn (`SlotCeilings.ceilings`).
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
