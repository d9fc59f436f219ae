import Foundation
import IntentModel

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
    let systemIndex: EntityIndex
    let appIndexes: [String: EntityIndex]
    /// Each app's names alone, for routing.
    let nameIndexes: [String: EntityIndex]
    /// Every example word, numbered, and its weight.
    let literals: LiteralIndex
    let literalWeights: [Double]
    /// Per template, what the aligner needs of it.
    let plans: [TemplatePlan]
    /// Word number → the templates holding it, with how many times.
    let templatesByLiteral: [[(Int, Int)]]
    /// Each app's phrasing words: the literals of its templates.
    let phrasing: [String: Set<String>]
    /// Each app's words that introduce a name in its examples ("by" before an artist, "to"
    /// before a recipient): a name taken from its place never starts with one.
    let nameCarriers: [String: Set<String>]
    let allPhrasing: Set<String>
    /// Per app, the vocabulary types it has names of.
    let knownVocabularies: [String: Set<String>]
    /// Every slot kind of every schema, numbered (`IntentPlan.parameterKinds`).
    let slotKinds: [SlotKey]
    /// What bounds each slot kind's credit in an utterance, by the same numbers.
    let slotRules: SlotRules
    /// What the shortlist reads of every template, in flat arrays.
    let planBounds: PlanBounds
    /// The words that carry examples' requests (`TemplatePlan.verbElement`): "play", "text".
    let verbs: Set<String>

    static let unknownWordWeight = 1.0

    public convenience init(
        apps: [AppGrammar], systemEntities: [Entity], threshold: Double = SimulatorDefaults.matchThreshold,
        thesaurus: Thesaurus = .standard
    ) {
        self.init(apps: apps, systemIndex: Self.systemIndex(systemEntities), threshold: threshold, thesaurus: thesaurus)
    }

    /// The index of the names the system knows apart from any app: `systemEntities` (the
    /// device's contacts) and Siri's own value words. It is the costliest part of a matcher
    /// with many contacts, and the same for every matcher of a device: build it once and
    /// pass it to each (`init(apps:systemIndex:)`).
    public static func systemIndex(_ systemEntities: [Entity]) -> EntityIndex {
        var index = EntityIndex(systemEntities)
        addSystemWords(to: &index)
        return index
    }

    /// Completes a system index made of the device's names (`systemIndex`, or an index
    /// built from them a part at a time) with Siri's own value words.
    public static func addSystemWords(to index: inout EntityIndex) {
        for entity in SystemLexicon.entities { index.add(entity) }
    }

    /// A matcher over `systemIndex`, made by `systemIndex(_:)`.
    public init(
        apps: [AppGrammar], systemIndex: EntityIndex, threshold: Double = SimulatorDefaults.matchThreshold,
        thesaurus: Thesaurus = .standard
    ) {
        grammars = apps
        self.thesaurus = thesaurus
        self.threshold = threshold
        var appIndexes: [String: EntityIndex] = [:]
        var templates: [Template] = []
        var knownVocabularies: [String: Set<String>] = [:]
        var nameIndexes: [String: EntityIndex] = [:]
        for app in apps {
            nameIndexes[app.bundleIdentifier] = EntityIndex(app.entities.filter { $0.kind == .appName })
            for entity in app.entities {
                if case .vocabulary(let type) = entity.kind {
                    knownVocabularies[app.bundleIdentifier, default: []].insert(type)
                }
            }
            let index = EntityIndex(app.entities)
            appIndexes[app.bundleIdentifier] = index
            templates += TemplateCompiler.compile(app, appIndex: index, systemIndex: systemIndex)
        }
        var documentFrequency: [String: Int] = [:]
        for template in templates {
            for key in Set(template.elements.compactMap { if case .literal(let k) = $0 { k } else { nil } }) {
                documentFrequency[key, default: 0] += 1
            }
        }
        let n = Double(max(templates.count, 1))
        let weights = documentFrequency.mapValues { min(3, max(0.2, log(1 + n / Double($0)))) }
        let literals = LiteralIndex(words: documentFrequency.keys.sorted(), thesaurus: thesaurus)
        self.literals = literals
        let literalWeights = literals.keys.map { weights[$0] ?? Self.unknownWordWeight }
        self.literalWeights = literalWeights
        // A given name in an app's own example ("add … to my michael mantler playlist", "isn't
        // keith urban wonderful") is a name the example holds, not phrasing, unless Siri's own
        // phrases use the word or it is an everyday word ("will", "mark"): it may still name
        // someone the user asks for ("did michael text me").
        var builtInWords = Set<String>()
        for template in templates where template.builtIn {
            for case .literal(let key) in template.elements { builtInWords.insert(key) }
        }
        func namesSomeone(_ key: String) -> Bool {
            SystemLexicon.givenNames.contains(key) && !builtInWords.contains(key)
                && !SystemLexicon.understoodWithoutHelp.contains(key)
        }
        var phrasing: [String: Set<String>] = [:]
        for template in templates {
            for case .literal(let key) in template.elements where template.builtIn || !namesSomeone(key) {
                phrasing[template.app, default: []].insert(key)
            }
        }
        nameCarriers = TemplateCompiler.nameCarriers(templates)
        // Words an app's examples put right before content ("… message: hello") introduce it in
        // that app's every phrase for the intent. A word that may open content itself ("the",
        // "my", "to") is never learned so: no example may take it from another phrase's content.
        var carriers: [IntentKey: Set<String>] = [:]
        for template in templates {
            for (i, element) in template.elements.enumerated() where i > 0 {
                if case .slot(let p) = element, p.kind == .freeText, case .literal(let key) = template.elements[i - 1],
                    !SystemLexicon.functionWords.contains(key)
                {
                    carriers[template.key, default: []].insert(key)
                }
            }
        }
        let personCarriers = TemplateCompiler.personCarriers(templates)
        let alwaysSaid = TemplateCompiler.alwaysSaid(templates)
        // Number the slot kinds and the (app, intent) pairs, and plan every template.
        var kindNumbers: [SlotKey: Int] = [:]
        var slotKinds: [SlotKey] = []
        func kindNumber(_ kind: SlotKey) -> Int {
            if let number = kindNumbers[kind] { return number }
            kindNumbers[kind] = slotKinds.count
            slotKinds.append(kind)
            return slotKinds.count - 1
        }
        let byID = Dictionary(apps.map { ($0.bundleIdentifier, $0) }, uniquingKeysWith: { a, _ in a })
        let appNumbers = Dictionary(
            apps.enumerated().map { ($1.bundleIdentifier, $0) }, uniquingKeysWith: { a, _ in a })
        var intentPlans: [IntentKey: IntentPlan] = [:]
        var plans: [TemplatePlan] = []
        for template in templates {
            let key = template.key
            let intent =
                intentPlans[key]
                ?? IntentPlan(
                    id: intentPlans.count, schema: byID[template.app]!.schema(for: template.intent),
                    carriers: (carriers[key] ?? []).union(SystemLexicon.contentCarriers),
                    personCarriers: personCarriers[key] ?? [:], alwaysSaid: alwaysSaid[key] ?? [],
                    kindNumber: kindNumber)
            intentPlans[key] = intent
            plans.append(
                TemplatePlan(
                    template: template, app: appNumbers[template.app]!, intent: intent, literals: literals,
                    literalWeights: literalWeights))
        }
        var byLiteral = [[(Int, Int)]](repeating: [], count: literals.keys.count)
        for (t, plan) in plans.enumerated() {
            var counts: [Int: Int] = [:]
            for id in plan.literalIDs where id >= 0 { counts[id, default: 0] += 1 }
            for (id, count) in counts.sorted(by: { $0.key < $1.key }) { byLiteral[id].append((t, count)) }
        }
        templatesByLiteral = byLiteral
        planBounds = PlanBounds(plans)
        verbs = Set(
            plans.compactMap { plan in
                guard plan.verbElement >= 0, case .literal(let key) = plan.template.elements[plan.verbElement] else {
                    return nil
                }
                return key
            })
        self.plans = plans
        self.slotKinds = slotKinds
        slotRules = SlotRules(slotKinds)
        self.systemIndex = systemIndex
        self.nameIndexes = nameIndexes
        self.knownVocabularies = knownVocabularies
        self.appIndexes = appIndexes
        self.phrasing = phrasing
        allPhrasing = phrasing.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    public var templateCount: Int { plans.count }

    /// How each IntentExample was read: `play the {mediaSearch.sortOrder} … {mediaSearch.mediaName}`.
    public func describeTemplates(
        app: String? = nil
    ) -> [(app: String, intent: String, example: String, template: String)] {
        plans.map(\.template).filter { app == nil || $0.app == app }.map { t in
            let text = t.elements.map { element -> String in
                switch element {
                case .literal(let key): key
                case .slot(let p): "{\(p.name)}"
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
    /// The words of an utterance that are read to understand it: what a request says comes
    /// first, and a message's content that runs on past them is taken whole, unread
    /// (`SegmentTable.runsOn`). Reading is quadratic in the words read; this bounds it.
    public static let readTokens = 64
    /// At most this many templates are aligned per utterance, best bound first.
    static let maximumAlignments = 24
    /// Templates whose bound is below this share of the threshold are not aligned: the best
    /// reading shown for a request not understood is the best from there up.
    public static let floorShare = 0.6
    /// Runners-up are readings that came near: from this share of the threshold up.
    public static let runnerUpShare = 0.8
    /// The readings `:why` and the match event show: the best and three runners-up.
    public static let shownReadings = 4

    /// - Parameter readings: how many readings must be exact: the best and its runners-up
    ///   (`shownReadings`, for `:why`), or 1 where only the best matters (`sirisim parse`,
    ///   `lint`): runners-up cost a third more alignments.
    /// - Parameter intent: reads the utterance only as this intent (App Selection asks each
    ///   app for its reading of the intent already understood).
    public func match(
        _ utterance: String, app restrictedApp: String? = nil, intent onlyIntent: String? = nil,
        readings: Int = shownReadings
    ) -> MatchResult {
        match(utterance, app: restrictedApp, intent: onlyIntent, readings: readings, prune: true)
    }

    /// `prune: false` aligns every shortlisted template, for tests that check the pruning
    /// changes nothing.
    ///
    /// In four steps: the utterance is read once (`PreparedUtterance`), each app reads its
    /// names in it (`appReadings`), the templates that could matter are shortlisted by a
    /// cheap bound (`shortlist`), and those are aligned (`alignShortlist`) and ranked.
    func match(
        _ utterance: String, app restrictedApp: String?, intent onlyIntent: String? = nil, readings: Int,
        prune: Bool
    ) -> MatchResult {
        guard utterance.utf8.count <= Self.maximumUtteranceLength * 4, utterance.count <= Self.maximumUtteranceLength
        else {
            return MatchResult(
                utterance: String(utterance.prefix(200)), mention: nil, candidates: [], best: nil,
                threshold: threshold)
        }
        let readingCount = max(1, readings)
        let prepared = prepare(utterance, restrictedApp: restrictedApp)
        let appReadings = self.appReadings(prepared, onlyApp: restrictedApp ?? prepared.mention?.app)
        let shortlist = self.shortlist(prepared, appReadings: appReadings, onlyIntent: onlyIntent)
        let matches = alignShortlist(
            shortlist, prepared: prepared, appReadings: appReadings, readingCount: readingCount,
            prune: prune)
        return ranked(
            matches, utterance: utterance, mention: prepared.mention, tokens: prepared.tokens,
            appReadings: appReadings, readingCount: readingCount)
    }

    /// The readings in order, the best whatever its score and runners-up only those that came
    /// near, with their values' text read (only for the readings kept); the best is chosen
    /// when it reaches the bar, lower for the app the user named (strong evidence) or where
    /// the utterance names what the reading deals with (`SystemLexicon.domainCue`): "open a
    /// reply to the email" reads poorly as any example, but it is about an email.
    private func ranked(
        _ matches: [Int: Match], utterance: String, mention: AppMention?, tokens: [Token],
        appReadings: [AppReading?], readingCount: Int
    ) -> MatchResult {
        let appOrder = Dictionary(uniqueKeysWithValues: grammars.enumerated().map { ($1.bundleIdentifier, $0) })
        let ranked = matches.values.sorted { a, b in
            if abs(a.score - b.score) > 1e-9 { return a.score > b.score }
            if a.intentRank != b.intentRank { return a.intentRank < b.intentRank }
            return (appOrder[a.app] ?? 0) < (appOrder[b.app] ?? 0)
        }
        let nearFloor = threshold * Self.runnerUpShare
        let candidates = (ranked.prefix(1) + ranked.dropFirst().filter { $0.score >= nearFloor }).prefix(readingCount)
            .map { match in appReadings[appOrder[match.app]!]!.table!.withTexts(match) }
        let lowered = threshold * MatchResult.loweredBar
        var bar = mention == nil ? threshold : lowered
        var cue: String?
        if mention == nil, let best = candidates.first, best.score < threshold, best.score >= lowered,
            let word = SystemLexicon.domainCue(
                for: best.intent, in: tokens, besides: best.saidVerb ? [] : best.exampleWordTokens)
        {
            bar = lowered
            cue = word
        }
        let chosen = candidates.first.flatMap { $0.score >= bar ? $0 : nil }
        return MatchResult(
            utterance: utterance, mention: mention, candidates: candidates, best: chosen, threshold: bar, cue: cue)
    }

    /// The app named in the utterance, if any, and the tokens to drop with it.
    func findAppMention(_ tokens: [Token]) -> (mention: AppMention, range: Range<Int>)? {
        var found: (AppMention, Range<Int>, Double)?
        let probes = Probe.probes(tokens, typos: false)
        // Every app's names, found once (only when some app's name is said at all).
        lazy var knownNames: [EntitySpan] = grammars.flatMap { grammar in
            (appIndexes[grammar.bundleIdentifier]?.spans(in: tokens, probes: probes, exactOnly: true) ?? [])
                .filter { $0.entity.kind != .appName && $0.quality >= 0.99 }
        }
        for grammar in grammars {
            // An app's name must be typed as it is ("chapter" is not "Chatter"), and never
            // counts inside quoted content.
            // Nor inside a longer name the app knows ("cold brew" is not Brew).
            let mentions =
                nameIndexes[grammar.bundleIdentifier]?.spans(in: tokens, probes: probes, exactOnly: true).filter {
                    $0.quality >= 0.99
                } ?? []
            guard !mentions.isEmpty else { continue }
            let names = (appIndexes[grammar.bundleIdentifier]?.spans(in: tokens, probes: probes, exactOnly: true) ?? [])
                .filter { $0.entity.kind != .appName && $0.quality >= 0.99 }
            for span in mentions
            where !tokens[span.start..<span.end].contains(where: \.quoted)
                && !names.contains(where: {
                    $0.start <= span.start && $0.end >= span.end && $0.end - $0.start > span.end - span.start
                })
            {
                var start = span.start
                // Inside a longer name any app knows ("play Tangerine Static", a song of one
                // app, with an app named Static), and not joined to the request as an app
                // ("… in Static"), the name is the title's.
                let joined = start > 0 && SystemLexicon.appJoiners.contains(tokens[start - 1].key)
                if !joined,
                    knownNames.contains(where: {
                        $0.start <= span.start && $0.end >= span.end && $0.end - $0.start > span.end - span.start
                    })
                {
                    continue
                }
                if joined { start -= 1 }
                let reason: AppMention.Reason =
                    Tokenizer.keys(span.entity.phrase) == Tokenizer.keys(grammar.displayName) ? .named : .synonym
                let length = Double(span.end - span.start) + span.quality
                if found == nil || length > found!.2 {
                    found = (
                        AppMention(app: grammar.bundleIdentifier, phrase: span.entity.phrase, reason: reason),
                        start..<span.end, length
                    )
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
