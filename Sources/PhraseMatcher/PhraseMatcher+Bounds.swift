/// The bound that decides which templates are worth aligning (see `PhraseMatcher.match`):
/// how far values without a slot can lift a reading, and what an app's reading holds
/// (what each slot can earn is `SlotRules`).
extension PhraseMatcher {
    /// The most weight values without a slot can bring to a reading of `intent`: per
    /// starting word, the heaviest known value there of a kind the intent takes.
    func extraWeight(_ intent: IntentPlan, known: [KnownStart], tokenCount: Int) -> Double {
        guard !intent.extras.isEmpty else { return 0 }
        var heaviest = [Double](repeating: 0, count: tokenCount)
        for name in known where name.start < tokenCount {
            for extra in intent.extras
            where slotRules.accepts(extra.kind, name.number)
                || slotRules.admitsInPlace(extra.kind, name.number, name.kind)
            {
                heaviest[name.start] = max(heaviest[name.start], slotRules.rules[extra.kind].weight)
            }
        }
        return heaviest.reduce(0, +)
    }
}

/// One app's side of reading an utterance.
final class AppReading {
    /// The system's and the app's names found in the utterance.
    let spans: [EntitySpan]
    /// The most a slot of each kind can earn (`SlotRules.ceilings`).
    let ceilings: [Double]
    /// Which kinds of names start at which word, each once (`PhraseMatcher.extraWeight`).
    let knownStarts: [KnownStart]
    /// The candidate slot values, made when the first of the app's templates is aligned.
    var table: SegmentTable?

    init(spans: [EntitySpan], rules: SlotRules, tokens: [Token]) {
        self.spans = spans
        ceilings = rules.ceilings(spans, tokens: tokens)
        var seen = Set<KnownStart>()
        knownStarts = spans.compactMap {
            let start = KnownStart(start: $0.start, kind: $0.entity.kind, number: rules.number(of: $0.entity.kind))
            return seen.insert(start).inserted ? start : nil
        }
    }
}

/// A kind of name starting at a word of the utterance, with its number (`SlotRules`).
struct KnownStart: Hashable {
    var start: Int
    var kind: EntityKind
    var number: Int
}
