import Foundation

/// A candidate value for a slot: where it ends, the credit it earns, and the fills (one,
/// or several for a list of people; kept inline so that most candidates allocate nothing).
struct Segment {
    var end: Int
    var credit: Double
    var fill: SlotFill
    var more: [SlotFill] = []
    /// Whether only the example's own words around it make this a title
    /// (`SegmentTable.unknownTitles`).
    var enclosure: Enclosure = .free

    init(_ end: Int, _ credit: Double, _ fill: SlotFill, more: [SlotFill] = [], enclosure: Enclosure = .free) {
        self.end = end
        self.credit = credit
        self.fill = fill
        self.more = more
        self.enclosure = enclosure
    }

    var fills: [SlotFill] { more.isEmpty ? [fill] : [fill] + more }
    var count: Int { 1 + more.count }
    var allKnown: Bool { fill.entity != nil && more.allSatisfy { $0.entity != nil } }
}

/// What a title taken from its place needs around it, when its own words do not make it one.
enum Enclosure {
    /// Nothing: the words are a title wherever the example puts one.
    case free
    /// A word of the example right before it and the example's next word right after it: a
    /// run that opens with a word that places ("add in the heart of the world to …").
    case betweenExampleWords
    /// A word of the example right before it, and after it the example's next word or the end
    /// of both the example and the request: a run that ends with an object pronoun ("add shame
    /// on you to my … playlist", "play shape of you"). Where the request ends with the example,
    /// nothing follows that the pronoun could belong to.
    case afterExampleWord
    /// A word of the example right before it, and after it the end of both the example and the
    /// request: everything said after a verb asking for something to hear
    /// (`SegmentTable.titlesAfterListening`).
    case restOfRequest
}

/// The candidate slot values of one utterance for one app, built once per slot kind and
/// shared by every template the utterance is aligned with.
final class SegmentTable {
    let tokens: [Token]
    let spans: [EntitySpan]
    /// The literal words of the app's examples.
    let phrasing: Set<String>
    /// The literal words of every app's examples: never a name on their own.
    let allPhrasing: Set<String>
    /// Every word of the system's value lists.
    let lexiconWords = SystemLexicon.words
    /// Every slot kind, by number (`PhraseMatcher.slotKinds`); the caches go by these numbers.
    let slotKinds: [SlotKey]
    private var cache: [[[Segment]]?]
    private var knownOnlyCache: [[[Segment]]?]
    /// Free text by intent: what counts as a carrier word differs from intent to intent.
    private var freeTextCache: [Int: [[Segment]]] = [:]
    private var extrasCache: [Int: [[[Segment]]]] = [:]
    private var extrasAtCache: [Int: [[ExtraCandidate]]] = [:]

    /// Whether the utterance goes on past the last token read (`PhraseMatcher.readTokens`):
    /// content that reaches the last token then takes the rest of the utterance, whole.
    var runsOn = false
    /// What the request says as a whole, for the rules that weigh every reading by it.
    var request = RequestFacts()

    /// The vocabulary types the app has at least one name of.
    let knownVocabularies: Set<String>

    /// What each token can match among the examples' words.
    let hits: [[LiteralIndex.Hit]]
    /// Each token's weight when nothing explains it.
    let weights: [Double]
    /// Whether each token may open a name taken from its place: not a word that introduces
    /// a name in the app's examples ("by" before an artist).
    let opensName: [Bool]
    /// What each token is, whatever the app (`TokenFacts`): a phrasing word, an everyday one
    /// (a title taken from its place needs one that is not: "another", "a" name nothing), the
    /// word "playlist" (which frames a playlist's name wherever it stands), a possessive
    /// ("Jaime's … playlist" is Jaime's, not a name) …
    let facts: TokenFacts
    /// Whether each token stands inside a name, after its first word (`tokensInsideNames`).
    private(set) lazy var insideName: [Bool] = tokensInsideNames()
    /// Whether each token goes on with the name written with capitals before it
    /// (`tokensCarryingNames`).
    private(set) lazy var carriesName: [Bool] = tokensCarryingNames()
    /// Whether each token stands in a playlist's name of one word or more framed by its owner
    /// and the word "playlist" ("my Fleetwood Favourites playlist", "my favorites playlist"), no
    /// linking word inside.
    private(set) lazy var inPlaylistName: [Bool] = {
        var inside = [Bool](repeating: false, count: tokens.count)
        for k in tokens.indices where facts[.owner, k] || facts.isPossessive[k] {
            var end = k + 1
            while end < tokens.count, end - k <= 6, !facts[.playlist, end],
                !facts[.linking, end], !tokens[end].commaAfter
            {
                end += 1
            }
            if end - k > 1, end < tokens.count, facts[.playlist, end] {
                for i in (k + 1)..<end { inside[i] = true }
            }
        }
        return inside
    }()
    /// Whether a word of some example ends right before each token (and after the last): a
    /// run of titles starting there may be one only the example's words make
    /// (`Segment.enclosure`). Made once, for the first title slot.
    private(set) lazy var literalEndsAt: [Bool] = {
        var ends = [Bool](repeating: false, count: tokens.count + 1)
        for k in tokens.indices {
            for hit in hits[k] where k + hit.length <= tokens.count { ends[k + hit.length] = true }
        }
        return ends
    }()
    /// A table with no candidate at any token, shared.
    private lazy var noCandidates = [[Segment]](repeating: [], count: tokens.count + 1)
    /// What each slot kind takes (`SlotRules`), by the numbers of `slotKinds`.
    let rules: SlotRules
    /// The number of each span's kind of name (`SlotRules.number(of:)`).
    let spanKinds: [Int]

    /// The spans slot kind `slot` can take: its kind's, and the terms of the global
    /// vocabulary registered for its parameter alone; by their index in `spans`.
    func spans(for slot: Int) -> [Int] {
        spans.indices.filter { rules.accepts(slot, spanKinds[$0]) }
    }

    /// What a title slot's candidates depend on: the spans it takes as its own, whether its
    /// names are all user-made, and whether the app knows some. Titles alike in both (most, in an
    /// utterance naming none of their things) share one table.
    private struct TitleShape: Hashable {
        var own: [Int]
        var closed: Bool
        var knownOnly: Bool
        /// Names users make read value words as theirs (`SegmentTable.unknownTitles`).
        var userMade: Bool
        /// A title that may be a playlist reads one framed by "my … playlist"; an artist's
        /// name holds no kind word or link in lower case (`SegmentTable.unknownTitles`).
        var holdsUserMade: Bool
        var holdsPlaylists: Bool
        var artist: Bool
    }
    private var titleCache: [TitleShape: [[Segment]]] = [:]

    private func shape(_ slot: Int, knownOnly: Bool) -> TitleShape? {
        guard let traits = rules.titles[slot], case .title(let types) = slotKinds[slot].kind else { return nil }
        return TitleShape(
            own: spans(for: slot), closed: isClosed(types, userMade: traits.userMade),
            knownOnly: knownOnly, userMade: traits.userMade, holdsUserMade: traits.holdsUserMade,
            holdsPlaylists: traits.holdsPlaylists, artist: traits.artist)
    }

    /// Names the user makes (playlists, notebooks) are all known to their app: when the app
    /// knows some, an unknown one is a poor reading. `userMade`: the types are all of names
    /// users make (`SlotKind.namesUserMake`, worked out by the caller, who has it already).
    func isClosed(_ types: Set<String>, userMade: Bool) -> Bool {
        userMade && !types.isDisjoint(with: knownVocabularies)
    }

    /// `build`, shared between titles of the same shape.
    private func buildShared(_ slot: Int, knownOnly: Bool) -> [[Segment]] {
        guard let shape = shape(slot, knownOnly: knownOnly) else { return build(slot, knownOnly: knownOnly) }
        if let table = titleCache[shape] { return table }
        let built = build(slot, knownOnly: knownOnly)
        titleCache[shape] = built
        return built
    }

    /// Whether each token is set aside from names taken from their place: a release date, an
    /// app Siri does not have (`PhraseMatcher.match`).
    let aside: [Bool]
    /// Whether each token names an app or a service the request is routed through, or a
    /// release date: no value of the request's ("… on Apple Music" asks for no music).
    let valueless: [Bool]

    init(
        tokens: [Token], spans: [EntitySpan], phrasing: Set<String>, nameCarriers: Set<String> = [],
        allPhrasing: Set<String>,
        aside: [Bool]? = nil, valueless: [Bool]? = nil, facts: TokenFacts? = nil, knownVocabularies: Set<String>,
        hits: [[LiteralIndex.Hit]], weights: [Double], slotKinds: [SlotKey], rules: SlotRules? = nil
    ) {
        self.slotKinds = slotKinds
        let rules = rules ?? SlotRules(slotKinds)
        self.rules = rules
        spanKinds = spans.map { rules.number(of: $0.entity.kind) }
        opensName = tokens.map { !nameCarriers.contains($0.key) }
        cache = Array(repeating: nil, count: slotKinds.count)
        knownOnlyCache = Array(repeating: nil, count: slotKinds.count)
        self.hits = hits
        self.weights = weights
        let aside = aside ?? [Bool](repeating: false, count: tokens.count)
        self.facts = facts ?? TokenFacts(tokens: tokens, allPhrasing: allPhrasing, aside: aside)
        self.aside = aside
        self.valueless = valueless ?? [Bool](repeating: false, count: tokens.count)
        self.knownVocabularies = knownVocabularies
        self.tokens = tokens
        self.spans = spans
        self.phrasing = phrasing
        self.allPhrasing = allPhrasing
    }

    /// The known-name candidates of every parameter an intent's examples may lack a slot
    /// for (`IntentPlan.extras`), built once per intent.
    func extras(_ intent: IntentPlan) -> [[[Segment]]] {
        if let cached = extrasCache[intent.id] { return cached }
        let built = intent.extras.enumerated().map { p, extra in
            let known = knownSegments(kind: extra.kind)
            // Someone nobody knows, right after a word that introduces the parameter.
            let carriers = intent.extraCarriers[p]
            guard !carriers.isEmpty, slotKinds[extra.kind].kind == .people else { return known }
            let starts = tokens.indices.dropFirst().filter { carriers.contains(tokens[$0 - 1].key) }
            guard !starts.isEmpty else { return known }
            var table = known
            let all = segments(kind: extra.kind, intent: intent)
            for i in starts { table[i] += all[i].filter { !$0.allKnown && $0.fill.entity == nil } }
            return table
        }
        extrasCache[intent.id] = built
        return built
    }

    /// One known value at a token that could fill a parameter the example lacks a slot for.
    struct ExtraCandidate {
        /// Its place in `IntentPlan.extras`.
        var parameter: Int
        var segment: Int
        var end: Int
        var credit: Double
        var weight: Double
    }

    /// The same, flattened by starting token, so the aligner's inner loop sees only real ones.
    func extrasAt(_ intent: IntentPlan) -> [[ExtraCandidate]] {
        if let cached = extrasAtCache[intent.id] { return cached }
        var out = [[ExtraCandidate]](repeating: [], count: tokens.count + 1)
        for (p, segmentsAt) in extras(intent).enumerated() {
            let weight = PhraseMatcher.slotWeight(slotKinds[intent.extras[p].kind].kind)
            for (i, segments) in segmentsAt.enumerated() {
                // An app's or a service's name gives no value of its own: "… to my Apple Music
                // library" asks for no music.
                // Nor does a word set aside point at what plays: "… and repeat it" asks for no
                // song playing now. (A clause set aside may still say a mood: "… so I can study".)
                for (k, segment) in segments.enumerated()
                where !(i..<segment.end).allSatisfy({ valueless[$0] })
                    && !(segment.fill.entity?.kind == .lexicon("mediaReference")
                        && (i..<segment.end).contains(where: { aside[$0] }))
                {
                    out[i].append(
                        ExtraCandidate(
                            parameter: p, segment: k, end: segment.end, credit: segment.credit, weight: weight))
                }
            }
        }
        extrasAtCache[intent.id] = out
        return out
    }

    /// The candidates made only of known names (for values the example has no slot for).
    func knownSegments(kind: Int) -> [[Segment]] {
        if let table = knownOnlyCache[kind] { return table }
        // Where no name found is one the slot kind takes, it has no candidate at all.
        let takesSome = spans.indices.contains { index in
            rules.accepts(kind, spanKinds[index])
                || rules.admitsInPlace(kind, spanKinds[index], spans[index].entity.kind)
        }
        let built = takesSome ? buildShared(kind, knownOnly: true) : noCandidates
        knownOnlyCache[kind] = built
        return built
    }

    /// The candidate values of a slot kind at every token (`[start][candidate]`).
    func segments(kind: Int, intent: IntentPlan) -> [[Segment]] {
        let slotKind = slotKinds[kind]
        if slotKind.kind == .freeText {
            if let table = freeTextCache[intent.id] { return table }
            let built = buildFreeText(carriers: intent.carriers)
            freeTextCache[intent.id] = built
            return built
        }
        if let table = cache[kind] { return table }
        let built = buildShared(kind, knownOnly: false)
        cache[kind] = built
        return built
    }

    /// - Parameter knownOnly: only the app's and the system's known names, no words taken
    ///   from their place.
    private func build(_ slot: Int, knownOnly: Bool) -> [[Segment]] {
        let kind = slotKinds[slot].kind
        let n = tokens.count
        var single = [[Segment]](repeating: [], count: n + 1)
        let weight = PhraseMatcher.slotWeight(kind)
        // Recognised entities of the slot's kind; the best one per span.
        var bestPerRange = [Int](repeating: -1, count: (n + 1) * (n + 1))
        var foreign = Set<Int>()
        for index in spans(for: slot) {
            let span = spans[index]
            // (A value word inside a playlist's name is the name's: "to my Fleetwood Favourites
            // playlist" likes nothing.)
            if case .lexicon = kind, (span.start..<span.end).allSatisfy({ inPlaylistName[$0] }) { continue }
            // (Nor is one in an app's or a service's name: "… on Apple Music" asks for no music.)
            if case .lexicon = kind, (span.start..<span.end).allSatisfy({ valueless[$0] }) { continue }
            let key = span.start * (n + 1) + span.end
            if bestPerRange[key] >= 0, spans[bestPerRange[key]].quality >= span.quality { continue }
            bestPerRange[key] = index
        }
        // Known names of other kinds a slot admits in its place (`SlotRules.Admits`),
        // for less; the aligner then moves them to the parameter they belong to.
        // (Not a value word right before the word "playlist" in a title that may be one: it is a
        // word of that playlist's name, "my Latin Jazz playlist".)
        let holdsPlaylists =
            if case .title(let types) = kind { types.contains("mediaPlaylistTitle") } else { false }
        for (index, span) in spans.enumerated() where rules.admitsInPlace(slot, spanKinds[index], span.entity.kind) {
            if holdsPlaylists, span.entity.kind.isLexicon,
                let kind = (span.end..<min(n, span.end + 4)).first(where: {
                    facts.isPhrasing[$0] || facts[.playlist, $0]
                }),
                facts[.playlist, kind]
            {
                continue
            }
            let key = span.start * (n + 1) + span.end
            if bestPerRange[key] < 0 || (foreign.contains(key) && spans[bestPerRange[key]].quality < span.quality) {
                foreign.insert(key)
                bestPerRange[key] = index
            }
        }
        let people = kind == .people || kind == .group
        for (key, index) in bestPerRange.enumerated() where index >= 0 {
            let span = spans[index]
            let range = (key / (n + 1))..<(key % (n + 1))
            if people, carriesName[range.lowerBound] || (range.upperBound < n && carriesName[range.upperBound]) {
                continue
            }
            single[range.lowerBound].append(
                Segment(
                    range.upperBound, weight * span.quality * (foreign.contains(key) ? 0.85 : 1),
                    SlotFill(text: "", entity: span.entity, quality: span.quality, tokens: range)))
        }
        switch knownOnly ? .freeText : kind {
        case .people, .group:
            unknownPeople(into: &single, kind: kind, weight: weight)
        case .title(let types):
            unknownTitles(into: &single, types: types, weight: weight)
            titlesAfterListening(into: &single, types: types, weight: weight)
            artistsNamedInPhrasing(into: &single, types: types, weight: weight)
        case .number:
            for i in 0..<n where tokens[i].key.allSatisfy(\.isNumber) {
                single[i].append(
                    Segment(i + 1, weight, SlotFill(text: "", entity: nil, quality: 1, tokens: i..<(i + 1))))
            }
        case .lexicon("genre"):
            styledGenres(into: &single, weight: weight)
        case .freeText, .lexicon, .vocabulary:
            break
        }
        guard kind == .people else { return single }
        // Lists: "Maria, Juan and Ana".
        var lists = single
        for i in stride(from: n - 1, through: 0, by: -1) {
            for first in single[i] {
                var next = first.end
                // (A colon after a name ends the list: "Text Anjali: Happy anniversary!" says the
                // message next.)
                let joinedByComma = first.end > 0 && tokens[first.end - 1].commaAfter && !colonAfter(first.end - 1)
                if next < n, SystemLexicon.listJoiners.contains(tokens[next].key) {
                    next += 1
                } else if !joinedByComma {
                    continue
                }
                guard next < n else { continue }
                for rest in lists[next] where rest.count < 8 {
                    // Mostly its best name, partly the average: an unknown second name must not
                    // make a list much worse than the known first alone, yet how well each
                    // name reads still counts.
                    let average = (first.credit + rest.credit * Double(rest.count)) / Double(1 + rest.count)
                    let credit = 0.8 * max(first.credit, rest.credit) + 0.2 * average
                    lists[i].append(Segment(rest.end, credit, first.fill, more: rest.fills))
                }
            }
        }
        return lists
    }
}
