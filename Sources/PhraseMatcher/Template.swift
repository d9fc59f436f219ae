import IntentModel

/// One piece of a compiled example: a word to match, or a slot a parameter goes in.
public enum TemplateElement: Sendable, Hashable {
    case literal(String)
    case slot(ParameterSpec)
}

/// An IntentExample compiled for matching.
///
/// Where the example mentions something the app knows (a contact, a group, a vocabulary
/// term, a built-in value), that span becomes a slot for the parameter that kind of thing
/// fills. Free text (message content) is found by comparing the intent's examples: words
/// that recur across examples are the phrasing, a run of words peculiar to one example at
/// the end is content, and `{parameter}` or `{parameter: sample text}` marks a slot
/// explicitly where an example names nothing.
public struct Template: Sendable, Hashable {
    public var app: String
    public var intent: String
    public var example: String
    public var elements: [TemplateElement]
    /// Position of the app among its intents in IntentsSupported order, for tie breaks.
    public var intentRank: Int
    /// Whether the example is one of Siri's own phrases rather than the app's IntentPhrases.
    public var builtIn: Bool
    /// Values the example's wording says without a word for them: "never play {reference}
    /// again" is a dislike. Written `{affinityType=dislike}` in Siri's own phrases.
    public var implied: [ImpliedValue] = []

    public var key: IntentKey { IntentKey(app: app, intent: intent) }
}

/// A value of a lexicon parameter that an example says by its wording alone.
public struct ImpliedValue: Sendable, Hashable {
    public var parameter: ParameterSpec
    /// The lexicon's case name ("dislike").
    public var caseName: String

    /// The implied values written `{parameter=case}` in `example`, and the example without
    /// them. A marker naming no lexicon parameter of `schema` is left alone: the phrase
    /// files' reader rejects it (`BuiltInPhrases.checkSlots`).
    static func split(_ example: String, schema: IntentSchema) -> (example: String, implied: [ImpliedValue]) {
        var implied: [ImpliedValue] = []
        var kept = ""
        var rest = Substring(example)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inner = rest[rest.index(after: open)..<close]
            let parts = inner.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, let parameter = schema.parameters.first(where: { $0.name == parts[0] }),
                case .lexicon = parameter.kind
            {
                implied.append(ImpliedValue(parameter: parameter, caseName: parts[1]))
                kept += rest[..<open]
            } else {
                kept += rest[...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        kept += rest
        guard !implied.isEmpty else { return (example, []) }
        return (kept.split(separator: " ").joined(separator: " "), implied)
    }
}

/// The phrasing side of one app, as the matcher needs it.
public struct AppGrammar: Sendable {
    public var bundleIdentifier: String
    public var displayName: String
    /// Intent class names in the order of the app's IntentsSupported (ties break by it).
    public var intents: [String]
    /// The app's IntentExamples by intent class name.
    public var examples: [String: [String]]
    /// Siri's own phrases for the system intents the app declares, by class name: every
    /// value in them is an explicit `{parameter}` slot.
    public var builtInExamples: [String: [String]]
    /// The names Siri knows for the app: what it registered, indexed and donated, and its names.
    public var entities: [Entity]
    /// The spoken parameters of each of its intents, by class name.
    public var schemas: [String: IntentSchema]

    public init(
        bundleIdentifier: String, displayName: String, intents: [String], examples: [String: [String]],
        builtInExamples: [String: [String]] = [:], entities: [Entity], schemas: [String: IntentSchema]
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.intents = intents
        self.examples = examples
        self.builtInExamples = builtInExamples
        self.entities = entities
        self.schemas = schemas
    }

    public func schema(for intent: String) -> IntentSchema {
        schemas[intent] ?? IntentSchema(className: intent, parameters: [])
    }
}

enum TemplateCompiler {
    /// Compiles every example of an app.
    static func compile(_ grammar: AppGrammar, appIndex: EntityIndex, systemIndex: EntityIndex) -> [Template] {
        var templates: [Template] = []
        for (rank, intent) in grammar.intents.enumerated() {
            let schema = grammar.schema(for: intent)
            // Siri's own phrases name every value with an explicit slot; the app's examples
            // name real things, which become slots where they are recognised.
            // A value the wording says ("{affinityType=dislike}") is no part of the example's words.
            let builtInSplit = (grammar.builtInExamples[intent] ?? []).map { ImpliedValue.split($0, schema: schema) }
            let builtIn = builtInSplit.map(\.example)
            let examples = builtIn + (grammar.examples[intent] ?? [])
            var prepared = examples.enumerated().map { index, example in
                prepare(
                    example, schema: schema, appIndex: appIndex, systemIndex: systemIndex,
                    recognising: index >= builtIn.count)
            }
            // Words that recur across this intent's examples are its phrasing. Only the part
            // of each example where phrasing stands is counted: up to the word after its last
            // slot, or its first 60% when it has none, and never quoted words; otherwise
            // content that happens to repeat ("I'm …") would pass for phrasing.
            var documentFrequency: [String: Int] = [:]
            for pieces in prepared {
                let lastSlot = pieces.lastIndex { if case .slot = $0 { true } else { false } }
                let end =
                    lastSlot.map { min(pieces.count, $0 + 2) } ?? max(1, Int((Double(pieces.count) * 0.6).rounded(.up)))
                let words = pieces[..<end].compactMap { piece -> String? in
                    if case .word(let t) = piece, !t.quoted { t.key } else { nil }
                }
                for key in Set(words) { documentFrequency[key, default: 0] += 1 }
            }
            // An example of an intent that takes people names one: where it names nobody Siri
            // knows, the word of its own right after its verb is that person, written in lower
            // case ("text dave, I'll be there soon", "give liz a call").
            // Or the word of its own after a joining word that, in Siri's own phrases, mostly
            // introduces a person of one parameter ("did I get an email from sarah": "from"
            // introduces senders).
            if let person = schema.parameters.first(where: { $0.kind == .people }) {
                let carriers = personCarriers(Array(prepared.prefix(builtIn.count)))
                for index in prepared.indices where index >= builtIn.count {
                    prepared[index] = namingTheUnknownPerson(
                        prepared[index], carriers: carriers, documentFrequency: documentFrequency)
                    prepared[index] = namingTheUnknownPerson(
                        prepared[index], person: person, documentFrequency: documentFrequency)
                }
            }
            // An app's example that says one of Siri's own phrases with a value in a slot's
            // place ("Get me a Vroom to the airport" for "get me a {rideOptionName} to
            // {dropOffLocation}") names that value: its words become the slot.
            let siris = Array(prepared[..<builtIn.count])
            for index in prepared.indices where index >= builtIn.count {
                prepared[index] = valuesInSiriSlots(prepared[index], builtIn: siris)
            }
            let freeText = schema.parameters.first { $0.kind == .freeText }
            for (index, (example, pieces)) in zip(examples, prepared).enumerated() {
                // Siri's own phrases mark free text explicitly; only an app's examples are read for it.
                var elements = inferFreeText(
                    pieces, freeText: index < builtIn.count ? nil : freeText, documentFrequency: documentFrequency,
                    exampleCount: examples.count)
                elements = mergeAdjacentSlots(elements)
                // An example with no words of its own tells its intent only by the values it
                // names, and one value says too little ("Maria Ruiz"); two of different
                // parameters say enough ("Dislike this song").
                let slots = elements.compactMap { if case .slot(let p) = $0 { p } else { nil } }
                // (Of Siri's own, a genre alone may: `SystemLexicon.asksAlone`.)
                let alone =
                    index < builtIn.count && elements.count == 1
                    && SystemLexicon.asksAlone(intent: intent, parameter: slots.first?.name ?? "")
                guard slots.count < elements.count || Set(slots.map(\.name)).count >= 2 || alone else { continue }
                templates.append(
                    Template(
                        app: grammar.bundleIdentifier, intent: intent, example: example, elements: elements,
                        intentRank: rank,
                        builtIn: index < builtIn.count,
                        implied: index < builtIn.count ? builtInSplit[index].implied : []))
            }
        }
        return templates
    }

    /// Each app's words that introduce names: at least half of a word's uses in the app's
    /// examples stand right before a name ("by" does; "the", before a name once in a while,
    /// does not).
    /// Per intent of each app, the words that introduce each person parameter in its
    /// examples: a word is one where at least half its uses in the intent's examples stand
    /// right before that parameter's slot ("from" before senders, "to" before recipients).
    static func personCarriers(_ templates: [Template]) -> [IntentKey: [String: Set<String>]] {
        var uses: [IntentKey: [String: Int]] = [:]
        var before: [IntentKey: [String: [String: Int]]] = [:]
        for template in templates {
            for (i, element) in template.elements.enumerated() {
                guard case .literal(let key) = element else { continue }
                uses[template.key, default: [:]][key, default: 0] += 1
                if i + 1 < template.elements.count, case .slot(let p) = template.elements[i + 1], p.kind == .people {
                    before[template.key, default: [:]][p.name, default: [:]][key, default: 0] += 1
                }
            }
        }
        var carriers: [IntentKey: [String: Set<String>]] = [:]
        for (key, parameters) in before {
            carriers[key] = parameters.mapValues { counts in
                Set(counts.filter { word, count in 2 * count >= uses[key]![word]! }.keys)
            }
        }
        return carriers
    }

    /// Per intent of each app, the parameters taking a value list that every one of Siri's own
    /// phrases for it names, by a slot or by its wording (`IntentPlan.alwaysSaid`).
    static func alwaysSaid(_ templates: [Template]) -> [IntentKey: Set<String>] {
        var out: [IntentKey: Set<String>] = [:]
        for template in templates where template.builtIn {
            var said = Set(template.implied.map(\.parameter.name))
            for case .slot(let p) in template.elements { if case .lexicon = p.kind { said.insert(p.name) } }
            out[template.key] = out[template.key].map { $0.intersection(said) } ?? said
        }
        return out
    }

    static func nameCarriers(_ templates: [Template]) -> [String: Set<String>] {
        var counts: [String: [String: (uses: Int, beforeNames: Int)]] = [:]
        for template in templates {
            for (i, element) in template.elements.enumerated() {
                guard case .literal(let key) = element else { continue }
                var count = counts[template.app, default: [:]][key, default: (0, 0)]
                count.uses += 1
                if i + 1 < template.elements.count, case .slot(let p) = template.elements[i + 1] {
                    switch p.kind {
                    case .people, .group, .title: count.beforeNames += 1
                    default: break
                    }
                }
                counts[template.app, default: [:]][key] = count
            }
        }
        return counts.mapValues { words in
            Set(words.filter { 2 * $0.value.beforeNames >= $0.value.uses && $0.value.beforeNames > 0 }.keys)
        }
    }

    enum Piece {
        case word(Token)
        case slot(ParameterSpec)
    }

    /// Splits an example into words and recognised slots.
    static func prepare(
        _ example: String, schema: IntentSchema, appIndex: EntityIndex, systemIndex: EntityIndex,
        recognising: Bool = true
    ) -> [Piece] {
        // Explicit slots: {name} or {name: sample}.
        var pieces: [Piece] = []
        var rest = Substring(example)
        var plain = ""
        func flushPlain() {
            guard !plain.isEmpty else { return }
            if recognising {
                pieces.append(
                    contentsOf: recognise(plain, schema: schema, appIndex: appIndex, systemIndex: systemIndex))
            } else {
                pieces.append(contentsOf: Tokenizer.tokenize(plain).map(Piece.word))
            }
            plain = ""
        }
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            plain += rest[..<open]
            flushPlain()
            let inner = rest[rest.index(after: open)..<close]
            let name =
                inner.split(separator: ":", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if let parameter = schema.parameters.first(where: { $0.name == name }) {
                pieces.append(.slot(parameter))
            }
            rest = rest[rest.index(after: close)...]
        }
        plain += rest
        flushPlain()
        return pieces
    }

    /// Marks the free-text run of an example: a quoted run, or the words peculiar to this
    /// example after its last slot.
    static func inferFreeText(
        _ pieces: [Piece], freeText: ParameterSpec?, documentFrequency: [String: Int], exampleCount: Int
    ) -> [TemplateElement] {
        func literal(_ piece: Piece) -> TemplateElement {
            switch piece {
            case .word(let t): .literal(t.key)
            case .slot(let p): .slot(p)
            }
        }
        guard let freeText,
            !pieces.contains(where: { if case .slot(let p) = $0 { p.kind == .freeText } else { false } })
        else {
            return pieces.map(literal)
        }
        // A quoted run is content.
        if let first = pieces.firstIndex(where: { if case .word(let t) = $0 { t.quoted } else { false } }) {
            var last = first
            while last + 1 < pieces.count, case .word(let t) = pieces[last + 1], t.quoted { last += 1 }
            return pieces[..<first].map(literal) + [.slot(freeText)] + pieces[(last + 1)...].map(literal)
        }
        let lastSlot = pieces.lastIndex { if case .slot = $0 { true } else { false } } ?? -1
        // Content follows phrasing: a slot, or at least one recurring word ("Correct my last
        // message to say …" opens with a verb peculiar to that example, which is not content).
        var start: Int?
        var sawPhrasing = lastSlot >= 0
        for i in (lastSlot + 1)..<pieces.count {
            guard case .word(let t) = pieces[i] else { continue }
            if (documentFrequency[t.key] ?? 0) >= 2 {
                sawPhrasing = true
            } else if sawPhrasing {
                start = i
                break
            }
        }
        guard var start else { return pieces.map(literal) }
        // The phrasing before content says what is asked: a verb or a name, not only everyday
        // words ("That last email needs an answer" is no "that {content}").
        let asks = pieces[..<start].contains { piece in
            switch piece {
            case .slot: true
            case .word(let t):
                !SystemLexicon.functionWords.contains(t.key) && !SystemLexicon.contentCarriers.contains(t.key)
            }
        }
        guard asks else { return pieces.map(literal) }
        // A word that stands before content is phrasing ("… a text saying thanks").
        while start < pieces.count, case .word(let t) = pieces[start], !t.quoted,
            SystemLexicon.contentCarriers.contains(t.key)
        {
            start += 1
        }
        // Content runs to the end, unless recurring words close it ("… to Maria").
        return pieces[..<start].map(literal) + [.slot(freeText)]
    }

    /// "Maria and Juan" in an example is one list slot.
    static func mergeAdjacentSlots(_ elements: [TemplateElement]) -> [TemplateElement] {
        var out: [TemplateElement] = []
        for element in elements {
            if case .slot(let p) = element, case .slot(let q)? = out.last, p == q { continue }
            if case .slot(let p) = element, p.kind == .people, out.count >= 2,
                case .literal(let joiner) = out[out.count - 1], SystemLexicon.listJoiners.contains(joiner),
                case .slot(let q) = out[out.count - 2], q == p
            {
                out.removeLast()
                continue
            }
            out.append(element)
        }
        return out
    }
}
