import Foundation

/// The rule-based matcher: compiled from every installed app's IntentPhrases, it reads an
/// utterance as (app, intent, raw parameter values), ranked, with a score that can be
/// explained.
///
/// Rule order (most specific first):
/// 1. An app named in the utterance ("… in Chatter", an alternative name) limits the
///    candidates to that app; the name and its joining word are removed.
/// 2. Each example template is aligned with the utterance: its words must appear in order
///    (typing errors allowed), its slots take the recognised entities of their kind, or
///    unknown words where a person or group is expected, or any words for free text.
/// 3. Words the example lacks cost their weight, unless they name a value a parameter of
///    the intent takes ("… on video"), which fills it.
/// 4. score = credit / (example weight + unexplained words' weight); rare words weigh more.
/// 5. Below `threshold` nothing is chosen; ties break by the app's IntentsSupported order.
public final class PhraseMatcher: Sendable {
    public let grammars: [AppGrammar]
    public let threshold: Double
    let thesaurus: Thesaurus
    let templates: [Template]
    let systemIndex: EntityIndex
    let appIndexes: [String: EntityIndex]
    /// Each app's names alone, for routing.
    let nameIndexes: [String: EntityIndex]
    /// Every example word, numbered, and its weight.
    let literals: LiteralIndex
    let literalWeights: [Double]
    /// Per template: each element's word number (-1 for a slot), and the weight of its slots.
    let templateLiteralIDs: [[Int]]
    let templateSlotWeights: [Double]
    let templateLiteralWeights: [[Double]]
    /// Word number → the templates holding it, with how many times.
    let templatesByLiteral: [[(Int, Int)]]
    let templateWeights: [Double]
    /// Each app's phrasing words: the literals of its templates.
    let phrasing: [String: Set<String>]
    let allPhrasing: Set<String>
    /// Per app, the vocabulary types it has names of.
    let knownVocabularies: [String: Set<String>]
    /// Per template, looked up once: its intent's schema, carriers, and a number for its
    /// (app, intent) pair.
    let templateSchemas: [IntentSchema]
    let templateCarriers: [Set<String>]
    let templateIntentIDs: [Int]
    let intentKeys: [String]

    static let unknownWordWeight = 1.0

    public init(apps: [AppGrammar], systemEntities: [Entity], threshold: Double = 0.55, thesaurus: Thesaurus = .standard) {
        grammars = apps
        self.thesaurus = thesaurus
        self.threshold = threshold
        let systemIndex = EntityIndex(systemEntities + SystemLexicon.entities)
        var appIndexes: [String: EntityIndex] = [:]
        var templates: [Template] = []
        var knownVocabularies: [String: Set<String>] = [:]
        var nameIndexes: [String: EntityIndex] = [:]
        for app in apps {
            nameIndexes[app.bundleIdentifier] = EntityIndex(app.entities.filter { $0.kind == .appName })
            for entity in app.entities {
                if case let .vocabulary(type) = entity.kind { knownVocabularies[app.bundleIdentifier, default: []].insert(type) }
            }
            let index = EntityIndex(app.entities)
            appIndexes[app.bundleIdentifier] = index
            templates += TemplateCompiler.compile(app, appIndex: index, systemIndex: systemIndex)
        }
        var documentFrequency: [String: Int] = [:]
        for template in templates {
            for key in Set(template.elements.compactMap { if case let .literal(k) = $0 { k } else { nil } }) {
                documentFrequency[key, default: 0] += 1
            }
        }
        let n = Double(max(templates.count, 1))
        let weights = documentFrequency.mapValues { min(3, max(0.2, log(1 + n / Double($0)))) }
        let literals = LiteralIndex(words: documentFrequency.keys.sorted(), thesaurus: thesaurus)
        self.literals = literals
        literalWeights = literals.keys.map { weights[$0] ?? Self.unknownWordWeight }
        templateLiteralIDs = templates.map { t in
            t.elements.map { element in if case let .literal(key) = element { literals.id(key) ?? -1 } else { -1 } }
        }
        let numberedWeights = literals.keys.map { weights[$0] ?? Self.unknownWordWeight }
        templateLiteralWeights = templates.map { t in
            t.elements.map { element in if case let .literal(key) = element { literals.id(key).map { numberedWeights[$0] } ?? 0 } else { 0 } }
        }
        templateSlotWeights = templates.map { t in
            t.elements.reduce(0) { sum, e in if case let .slot(p) = e { sum + Self.slotWeight(p.kind) } else { sum } }
        }
        var byLiteral = [[(Int, Int)]](repeating: [], count: literals.keys.count)
        for (t, ids) in templateLiteralIDs.enumerated() {
            var counts: [Int: Int] = [:]
            for id in ids where id >= 0 { counts[id, default: 0] += 1 }
            for (id, count) in counts.sorted(by: { $0.key < $1.key }) { byLiteral[id].append((t, count)) }
        }
        templatesByLiteral = byLiteral
        self.systemIndex = systemIndex
        self.nameIndexes = nameIndexes
        self.knownVocabularies = knownVocabularies
        self.appIndexes = appIndexes
        self.templates = templates
        var phrasing: [String: Set<String>] = [:]
        for template in templates {
            for case let .literal(key) in template.elements { phrasing[template.app, default: []].insert(key) }
        }
        self.phrasing = phrasing
        allPhrasing = phrasing.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var carriers: [String: Set<String>] = [:]
        for template in templates {
            for (i, element) in template.elements.enumerated() where i > 0 {
                if case let .slot(p) = element, p.kind == .freeText, case let .literal(key) = template.elements[i - 1] {
                    carriers["\(template.app)|\(template.intent)", default: []].insert(key)
                }
            }
        }
        let byID = Dictionary(apps.map { ($0.bundleIdentifier, $0) }, uniquingKeysWith: { a, _ in a })
        templateSchemas = templates.map { byID[$0.app]!.schema(for: $0.intent) }
        templateCarriers = templates.map { carriers["\($0.app)|\($0.intent)"] ?? [] }
        var intentIDs: [String: Int] = [:]
        var intentKeys: [String] = []
        templateIntentIDs = templates.map { t in
            let key = "\(t.app)|\(t.intent)"
            if let id = intentIDs[key] { return id }
            intentIDs[key] = intentKeys.count
            intentKeys.append(key)
            return intentKeys.count - 1
        }
        self.intentKeys = intentKeys
        self.templateWeights = templates.map { t in
            t.elements.reduce(0) { sum, e in
                switch e {
                case let .literal(k): sum + (weights[k] ?? Self.unknownWordWeight)
                case let .slot(p): sum + Self.slotWeight(p.kind)
                }
            }
        }
    }

    public var templateCount: Int { templates.count }

    /// How each IntentExample was read: `play the {mediaSearch.sortOrder} … {mediaSearch.mediaName}`.
    public func describeTemplates(app: String? = nil) -> [(app: String, intent: String, example: String, template: String)] {
        templates.filter { app == nil || $0.app == app }.map { t in
            let text = t.elements.map { element -> String in
                switch element {
                case let .literal(key): key
                case let .slot(p): "{\(p.name)}"
                }
            }.joined(separator: " ")
            return (t.app, t.intent, t.example, text)
        }
    }

    static func slotWeight(_ kind: SlotKind) -> Double {
        switch kind {
        case .people, .group, .title: 2
        case .lexicon, .vocabulary, .number: 1.5
        case .freeText: 1
        }
    }


    /// Reads an utterance. `app` limits the candidates to one app (a route already decided).
    /// Utterances longer than this are declined unread: nobody says a page to Siri.
    public static let maximumUtteranceLength = 4096

    public func match(_ utterance: String, app restrictedApp: String? = nil) -> MatchResult {
        guard utterance.utf8.count <= Self.maximumUtteranceLength * 4, utterance.count <= Self.maximumUtteranceLength else {
            return MatchResult(utterance: String(utterance.prefix(200)), mention: nil, candidates: [], best: nil, threshold: threshold)
        }
        var tokens = SystemLexicon.stripFraming(Array(Tokenizer.tokenize(utterance).prefix(64)))
        var mention: AppMention?
        if restrictedApp == nil, let found = findAppMention(tokens) {
            mention = found.mention
            tokens.removeSubrange(found.range)
        }
        let onlyApp = restrictedApp ?? mention?.app
        // The system's value words are short and common: a typing error in one ("hear"
        // for "heart") is more likely another word, so they match as typed below six letters.
        let systemSpans = systemIndex.spans(in: tokens).filter { span in
            guard case .lexicon = span.entity.kind, span.quality < 0.99 else { return true }
            return tokens[span.start..<span.end].allSatisfy { $0.key.count >= 6 }
        }
        let hits = literals.hits(tokens, synonymCredit: Aligner.synonymCredit)
        let tokenWeights = tokens.map { token in literals.id(token.key).map { literalWeights[$0] } ?? Self.unknownWordWeight }

        // A cheap upper bound first, from the example words present; alignment only for the
        // templates whose bound could matter, best bound first.
        var literalCredit = [Double](repeating: 0, count: templates.count)
        var best: [Int: Double] = [:]
        for tokenHits in hits {
            for hit in tokenHits where hit.factor > (best[hit.id] ?? 0) { best[hit.id] = hit.factor }
        }
        for (id, factor) in best.sorted(by: { $0.key < $1.key }) {
            for (t, count) in templatesByLiteral[id] { literalCredit[t] += literalWeights[id] * factor * Double(count) }
        }
        // Each app's names in the utterance, found once.
        var appSpans: [String: [EntitySpan]] = [:]
        for grammar in grammars where onlyApp == nil || grammar.bundleIdentifier == onlyApp {
            appSpans[grammar.bundleIdentifier] = appIndexes[grammar.bundleIdentifier]?.spans(in: tokens) ?? []
        }
        let entityCount = systemSpans.count + (appSpans.values.map(\.count).max() ?? 0)
        var shortlist: [(Int, Double)] = []
        for t in templates.indices where onlyApp == nil || templates[t].app == onlyApp {
            guard literalCredit[t] > 0 || (entityCount >= 2 && templateSlotWeights[t] > 0) else { continue }
            let bound = (literalCredit[t] + templateSlotWeights[t]) / max(templateWeights[t], 0.001)
            if bound >= threshold * 0.6 { shortlist.append((t, bound)) }
        }
        shortlist.sort { $0.1 > $1.1 }

        var matches: [Int: Match] = [:]
        var tables: [String: SegmentTable] = [:]
        var bestScore = 0.0
        for (rank, (t, bound)) in shortlist.enumerated() {
            // Past a few dozen, stop once no template left can come near the best reading.
            // (Known values without a slot can lift a reading to at most 0.5.)
            // Runners-up are kept for `:why`: at least four readings before stopping early.
            if rank >= 24 || (rank >= 6 && matches.count >= 4 && max(bound, 0.5) < bestScore - 0.25) { break }
            let template = templates[t]
            let table: SegmentTable
            if let existing = tables[template.app] {
                table = existing
            } else {
                table = SegmentTable(tokens: tokens, spans: systemSpans + (appSpans[template.app] ?? []),
                                     phrasing: phrasing[template.app] ?? [], allPhrasing: allPhrasing,
                                     knownVocabularies: knownVocabularies[template.app] ?? [], hits: hits, weights: tokenWeights)
                tables[template.app] = table
            }
            let aligner = Aligner(table: table, template: template, literalIDs: templateLiteralIDs[t],
                                  literalWeights: templateLiteralWeights[t], templateWeight: templateWeights[t],
                                  schema: templateSchemas[t], carriers: templateCarriers[t], intentID: templateIntentIDs[t])
            guard let match = aligner.align() else { continue }
            bestScore = max(bestScore, match.score)
            let key = templateIntentIDs[t]
            if let existing = matches[key], existing.score >= match.score { continue }
            matches[key] = match
        }
        let appOrder = Dictionary(uniqueKeysWithValues: grammars.enumerated().map { ($1.bundleIdentifier, $0) })
        let candidates = matches.values.sorted { a, b in
            if abs(a.score - b.score) > 1e-9 { return a.score > b.score }
            if a.intentRank != b.intentRank { return a.intentRank < b.intentRank }
            return (appOrder[a.app] ?? 0) < (appOrder[b.app] ?? 0)
        }
        // Naming the app is strong evidence: the bar is lower for the app the user named.
        let bar = mention == nil ? threshold : threshold * 0.8
        let chosen = candidates.first.flatMap { $0.score >= bar ? $0 : nil }
        return MatchResult(utterance: utterance, mention: mention, candidates: Array(candidates.prefix(6)), best: chosen, threshold: bar)
    }

    /// The app named in the utterance, if any, and the tokens to drop with it.
    func findAppMention(_ tokens: [Token]) -> (mention: AppMention, range: Range<Int>)? {
        var found: (AppMention, Range<Int>, Double)?
        for grammar in grammars {
            // An app's name must be typed as it is ("chapter" is not "Chatter"), and never
            // counts inside quoted content.
            // Nor inside a longer name the app knows ("cold brew" is not Brew).
            let mentions = nameIndexes[grammar.bundleIdentifier]?.spans(in: tokens).filter { $0.quality >= 0.99 } ?? []
            guard !mentions.isEmpty else { continue }
            let names = (appIndexes[grammar.bundleIdentifier]?.spans(in: tokens) ?? []).filter { $0.entity.kind != .appName && $0.quality >= 0.99 }
            for span in mentions
            where !tokens[span.start..<span.end].contains(where: \.quoted)
                && !names.contains(where: { $0.start <= span.start && $0.end >= span.end && $0.end - $0.start > span.end - span.start }) {
                var start = span.start
                if start > 0, SystemLexicon.appJoiners.contains(tokens[start - 1].key) { start -= 1 }
                let reason: AppMention.Reason = Tokenizer.keys(span.entity.phrase) == Tokenizer.keys(grammar.displayName) ? .named : .synonym
                let length = Double(span.end - span.start) + span.quality
                if found == nil || length > found!.2 {
                    found = (AppMention(app: grammar.bundleIdentifier, phrase: span.entity.phrase, reason: reason), start..<span.end, length)
                }
            }
        }
        return found.map { ($0.0, $0.1) }
    }

    /// Entities of the given kind that match `text` as a whole, system and app.
    public func lookup(_ text: String, app: String?) -> [EntitySpan] {
        systemIndex.lookup(text) + (app.flatMap { appIndexes[$0]?.lookup(text) } ?? [])
    }

    /// The app's entities (for completion and `:why`).
    public func entities(app: String) -> [Entity] {
        appIndexes[app]?.allEntities ?? []
    }
}
