/// What the aligner needs of one intent of one app, worked out once when the matcher is
/// built, so that reading an utterance compares numbers rather than hashing names.
final class IntentPlan: Sendable {
    /// A number for the (app, intent) pair, for per-intent caches.
    let id: Int
    let schema: IntentSchema
    /// Words that stand right before free text in this intent's examples, and the system's
    /// content carriers ("saying", `SystemLexicon.contentCarriers`).
    let carriers: Set<String>
    /// The parameters (by index in the schema) whose known values may fill them where an
    /// example has no slot for them ("… on video"), with their slot kinds' numbers.
    let extras: [(parameter: Int, kind: Int)]
    /// Each parameter's slot kind number, by index in the schema.
    let parameterKinds: [Int]
    /// Whether words of other domains speak against its readings (`IntentSchema`).
    let judgesOtherDomains: Bool
    /// For each of `extras`, the words that introduce it in the intent's examples when it is a
    /// person ("from" for senders): after one, someone nobody knows may fill it though the
    /// example has no slot for them ("did I get any new emails today from Claire").
    let extraCarriers: [Set<String>]
    /// For each of `extras`, whether its values describe a thing rather than say what kind
    /// of thing it is (`SystemLexicon.kindLists`): such a value is not read beside a title
    /// taken from its place (`Aligner.fillTable`).
    let extraDescribes: [Bool]
    /// The person parameters that have carrier words in the intent's examples, with them.
    let personCarrierWords: [PersonCarriers]
    /// The parameters taking a value list that every one of Siri's own phrases for the intent
    /// gives a value, by a slot or by its wording (`Template.implied`): what the request is
    /// about ("like" or "dislike" for a media affinity). By index in the schema.
    let alwaysSaid: [Int]
    /// Whether it is an intent of the media domain (`SystemLexicon.mediaIntents`).
    let isMedia: Bool
    /// Whether it starts a call (`SystemLexicon.callIntents`).
    let isCall: Bool
    /// Whether it is asked for with the verb of what Siri is to do (`IntentSchema.commands`).
    let commands: Bool

    init(
        id: Int, schema: IntentSchema, carriers: Set<String>, personCarriers: [String: Set<String>] = [:],
        alwaysSaid: Set<String> = [], kindNumber: (SlotKey) -> Int
    ) {
        self.id = id
        self.schema = schema
        self.alwaysSaid = schema.parameters.indices.filter { alwaysSaid.contains(schema.parameters[$0].name) }
        isMedia = SystemLexicon.mediaIntents.contains(schema.className)
        isCall = SystemLexicon.callIntents.contains(schema.className)
        self.carriers = carriers
        judgesOtherDomains = schema.judgesOtherDomains
        commands = schema.commands
        let kinds = schema.parameters.map { kindNumber($0.slotKey) }
        parameterKinds = kinds
        extras = schema.parameters.indices.filter { schema.parameters[$0].kind != .freeText }.map { ($0, kinds[$0]) }
        extraCarriers = extras.map { personCarriers[schema.parameters[$0.parameter].name] ?? [] }
        personCarrierWords = schema.parameters.indices.compactMap { index in
            guard schema.parameters[index].kind == .people, let words = personCarriers[schema.parameters[index].name],
                !words.isEmpty
            else { return nil }
            return PersonCarriers(parameter: index, words: words)
        }
        extraDescribes = extras.map { extra in
            guard case .lexicon(let list) = schema.parameters[extra.parameter].kind else { return true }
            return !SystemLexicon.kindLists.contains(list)
        }
    }
}

/// One compiled example as the aligner reads it.
final class TemplatePlan: Sendable {
    let template: Template
    /// The app's place among the matcher's grammars.
    let app: Int
    let intent: IntentPlan
    /// Per element: the example word's number (-1 for a slot) and weight (0 for a slot).
    let literalIDs: [Int]
    let literalWeights: [Double]
    /// Per element: the slot's parameter index in the schema and its kind's number (-1 for a word).
    let slotParameters: [Int]
    let slotKinds: [Int]
    /// The kind numbers of its slots alone.
    let slots: [Int]
    /// Per element: whether it is a title slot, and whether one of names users make
    /// (`SlotKind.namesUserMake`: playlists).
    let titleSlots: [Bool]
    let userMadeSlots: [Bool]
    /// Per element: whether it is a word that introduces a name taken by the slot right after
    /// it ("by" before an artist, "from" before a sender), which only another such word may
    /// stand for (`SystemLexicon.nameIntroducers`).
    let introducesName: [Bool]
    /// Per element: whether it says the kind of thing the example names, as a word of a
    /// station ("the radio") or as a slot for a kind ("{mediaType}"): left unsaid with another
    /// word in its place, the reading is a stray one (`Aligner.Walk.strayWordForKind`).
    let kindWords: [Bool]
    let kindSlots: [Bool]
    /// Per element: whether it is a word that credits a work to someone ("by", "from";
    /// `SystemLexicon.creditLinks`), whatever slot follows: left unsaid before a name taken
    /// from its place, nothing said the name is the artist (`Aligner.Walk.uncreditedName`).
    let creditWords: [Bool]
    /// The weight of the whole example, and of its slots alone.
    let weight: Double
    let slotWeight: Double
    /// The element that carries the request's verb: the first that is not an everyday word
    /// ("like" of "I like this song", or the value standing there: "I {affinityType} …").
    let verbElement: Int

    init(template: Template, app: Int, intent: IntentPlan, literals: LiteralIndex, literalWeights weights: [Double]) {
        self.template = template
        self.app = app
        self.intent = intent
        var literalIDs: [Int] = []
        var literalWeights: [Double] = []
        var slotParameters: [Int] = []
        var slotKinds: [Int] = []
        var weight = 0.0
        var slotWeight = 0.0
        for element in template.elements {
            switch element {
            case .literal(let key):
                let id = literals.id(key) ?? -1
                literalIDs.append(id)
                literalWeights.append(id >= 0 ? weights[id] : 0)
                weight += id >= 0 ? weights[id] : PhraseMatcher.unknownWordWeight
                slotParameters.append(-1)
                slotKinds.append(-1)
            case .slot(let parameter):
                // Slots are made from the schema's parameters; the name finds one otherwise.
                let index =
                    intent.schema.parameters.firstIndex(of: parameter)
                    ?? intent.schema.parameters.firstIndex { $0.name == parameter.name } ?? -1
                literalIDs.append(-1)
                literalWeights.append(0)
                slotParameters.append(index)
                slotKinds.append(index >= 0 ? intent.parameterKinds[index] : -1)
                weight += PhraseMatcher.slotWeight(parameter.kind)
                slotWeight += PhraseMatcher.slotWeight(parameter.kind)
            }
        }
        self.literalIDs = literalIDs
        self.literalWeights = literalWeights
        self.slotParameters = slotParameters
        self.slotKinds = slotKinds
        slots = slotKinds.filter { $0 >= 0 }
        titleSlots = template.elements.map { element in
            guard case .slot(let parameter) = element, case .title = parameter.kind else { return false }
            return true
        }
        userMadeSlots = template.elements.map { element in
            if case .slot(let parameter) = element { parameter.kind.namesUserMake } else { false }
        }
        let elements = template.elements
        introducesName = elements.indices.map { j in
            guard case .literal(let key) = elements[j], SystemLexicon.nameIntroducers.contains(key),
                j + 1 < elements.count, case .slot(let next) = elements[j + 1]
            else { return false }
            switch next.kind {
            case .people, .group, .title: return true
            case .freeText, .lexicon, .vocabulary, .number: return false
            }
        }
        kindWords = elements.map { element in
            if case .literal(let key) = element { SystemLexicon.stationWords.contains(key) } else { false }
        }
        creditWords = elements.map { element in
            if case .literal(let key) = element { SystemLexicon.creditLinks.contains(key) } else { false }
        }
        kindSlots = elements.map { element in
            guard case .slot(let parameter) = element, case .lexicon(let list) = parameter.kind else { return false }
            return SystemLexicon.kindLists.contains(list)
        }
        self.weight = weight
        self.slotWeight = slotWeight
        verbElement =
            template.elements.firstIndex { element in
                if case .literal(let key) = element { !SystemLexicon.functionWords.contains(key) } else { true }
            } ?? -1
    }
}

/// What the shortlist reads of every template (`PhraseMatcher.shortlist`), laid out flat: it
/// visits every template for every utterance, and reading these from the plans (objects)
/// cost a retain and a release each.
struct PlanBounds: Sendable {
    /// Each template's app (its place among the grammars).
    let apps: [Int]
    /// Each template's weight, never below 0.001.
    let weights: [Double]
    /// Whether each template has a slot.
    let hasSlots: [Bool]
    /// The slot kind numbers of all templates, one after another; template t's are
    /// `slotKinds[slotStarts[t]..<slotStarts[t + 1]]`.
    let slotKinds: [Int]
    let slotStarts: [Int]
    /// Templates with slots, grouped by app and slot kinds in order: a template no word of
    /// the utterance touches is bounded by its group's ceilings alone.
    let groups: [SlotGroup]
    /// Templates that open with a slot for a word of a list ("{affinityType} {mediaName}"),
    /// with that slot's kind number: a request that opens with such a word says the
    /// example's verb (`Aligner.opensWithValueForVerb`), whatever else it holds.
    let valueOpened: [ValueOpened]

    struct ValueOpened: Sendable {
        let template: Int
        let slotKind: Int
    }

    /// Templates of one app whose slots are of the same kinds in the same order.
    struct SlotGroup: Sendable {
        let app: Int
        let slotKinds: [Int]
        /// Lightest first, then in file order: the order of their bounds when no word counts.
        let templates: [Int]
    }

    init(_ plans: [TemplatePlan]) {
        apps = plans.map(\.app)
        let weights = plans.map { max($0.weight, 0.001) }
        self.weights = weights
        hasSlots = plans.map { $0.slotWeight > 0 }
        var kinds: [Int] = []
        var starts = [0]
        var members: [GroupKey: [Int]] = [:]
        for (t, plan) in plans.enumerated() {
            kinds += plan.slots
            starts.append(kinds.count)
            if plan.slotWeight > 0 { members[GroupKey(app: plan.app, slotKinds: plan.slots), default: []].append(t) }
        }
        slotKinds = kinds
        slotStarts = starts
        valueOpened = plans.indices.compactMap { t in
            guard case .slot(let parameter) = plans[t].template.elements.first, case .lexicon = parameter.kind,
                plans[t].slotKinds[0] >= 0
            else { return nil }
            return ValueOpened(template: t, slotKind: plans[t].slotKinds[0])
        }
        groups = members.map { key, templates in
            SlotGroup(
                app: key.app, slotKinds: key.slotKinds,
                templates: templates.sorted { weights[$0] != weights[$1] ? weights[$0] < weights[$1] : $0 < $1 })
        }
        .sorted { $0.templates[0] < $1.templates[0] }
    }

    private struct GroupKey: Hashable {
        var app: Int
        var slotKinds: [Int]
    }
}

/// A person parameter of an intent and the words that introduce it in its examples ("to"
/// before recipients).
struct PersonCarriers: Sendable {
    let parameter: Int
    let words: Set<String>
}
