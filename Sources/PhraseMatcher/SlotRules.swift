/// What each slot kind takes (the kinds of names it accepts, and those it admits in their
/// place) and so what bounds its credit in an utterance, worked out once per matcher
/// (`PhraseMatcher.slotRules`): reading an utterance looks up each name found once, by
/// number, rather than every slot kind comparing its kinds of names by their text.
struct SlotRules: Sendable {
    /// What a slot kind takes in its place for 85 %, besides its own kinds of names, to be
    /// moved to the parameter it belongs to: a title's place takes other kinds of things and
    /// the system's value words ("Play the Beatles", "Play something upbeat"); a person's
    /// place a group's name, and a group's a person's. A value word in the place of a name
    /// users make is a word of that name ("my Rock Party playlist"), not a value that strayed.
    enum Admits: Sendable {
        case nothing
        /// A person's place takes a group's name.
        case group
        /// A group's place takes a person's name.
        case person
        /// A title's place takes a name of any of the app's vocabularies and, unless it is a
        /// name users make (`SlotKind.namesUserMake`), the system's value words.
        case anyVocabulary(valueWords: Bool)
    }

    /// One slot kind's rule.
    struct Rule: Sendable {
        var weight: Double
        /// The kinds of names that fill it at their full quality, by number in `kindNumbers`.
        var accepted: [Int]
        var admits: Admits
        /// What it earns with no name at all: words taken from their place (`SegmentTable`).
        var floor: Double
        /// A number slot earns its weight when the utterance holds a number.
        var numeric: Bool
    }

    /// What a title slot kind's types say of the names it takes (`SegmentTable`'s title
    /// shapes), worked out from the types' text once.
    struct TitleTraits: Sendable {
        /// Every type is of names users make (`SystemLexicon.closedVocabularies`).
        var userMade: Bool
        /// Some type is.
        var holdsUserMade: Bool
        var holdsPlaylists: Bool
        var artist: Bool

        init(_ types: Set<String>) {
            userMade = SlotKind.title(types).namesUserMake
            holdsUserMade = !types.isDisjoint(with: SystemLexicon.closedVocabularies)
            holdsPlaylists = types.contains("mediaPlaylistTitle")
            artist = types.contains("mediaMusicArtistName")
        }
    }

    /// The numbers of a person's and a group's names (`kindNumbers`).
    static let personNumber = 0
    static let groupNumber = 1

    /// Every kind of name some slot kind accepts, numbered.
    let kindNumbers: [EntityKind: Int]
    /// By slot kind number (`PhraseMatcher.slotKinds`).
    let rules: [Rule]
    /// By slot kind number; nil for a slot kind that is no title.
    let titles: [TitleTraits?]

    init(_ slotKinds: [SlotKey]) {
        var numbers: [EntityKind: Int] = [.person: Self.personNumber, .group: Self.groupNumber]
        func number(_ kind: EntityKind) -> Int {
            if let known = numbers[kind] { return known }
            numbers[kind] = numbers.count
            return numbers.count - 1
        }
        rules = slotKinds.map { key in
            var accepted = key.vocabularyKey.map { [number(.vocabulary($0))] } ?? []
            var admits = Admits.nothing
            var floor = 0.0
            switch key.kind {
            case .people:
                accepted.append(number(.person))
                (admits, floor) = (.group, 0.45)
            case .group:
                accepted.append(number(.group))
                (admits, floor) = (.person, 0.3)
            case .title(let types):
                accepted += types.sorted().map { number(.vocabulary($0)) }
                (admits, floor) = (.anyVocabulary(valueWords: !key.kind.namesUserMake), 0.75)
            case .lexicon(let list): accepted.append(number(.lexicon(list)))
            case .vocabulary(let type): accepted.append(number(.vocabulary(type)))
            case .number, .freeText: break
            }
            return Rule(
                weight: PhraseMatcher.slotWeight(key.kind), accepted: accepted, admits: admits,
                floor: key.kind == .freeText ? 1 : floor, numeric: key.kind == .number)
        }
        kindNumbers = numbers
        titles = slotKinds.map { key in
            if case .title(let types) = key.kind { TitleTraits(types) } else { nil }
        }
    }

    /// The number of a kind of name, or -1 when no slot kind accepts it.
    func number(of kind: EntityKind) -> Int { kindNumbers[kind] ?? -1 }

    /// Whether slot kind `slot` takes a name of `kind` (numbered `number`) as its own.
    func accepts(_ slot: Int, _ number: Int) -> Bool {
        number >= 0 && rules[slot].accepted.contains(number)
    }

    /// Whether slot kind `slot` takes a name of `kind` (numbered `number`), which it does not
    /// accept, in its place for less (`Admits`).
    func admitsInPlace(_ slot: Int, _ number: Int, _ kind: EntityKind) -> Bool {
        if accepts(slot, number) { return false }
        switch (rules[slot].admits, kind) {
        case (.group, .group), (.person, .person), (.anyVocabulary, .vocabulary): return true
        case (.anyVocabulary(let valueWords), .lexicon): return valueWords
        default: return false
        }
    }

    /// The most a slot of each kind can earn, given the names found (`spans`): a kind none of
    /// whose names stands in the utterance earns only what words taken from their place earn,
    /// or nothing.
    func ceilings(_ spans: [EntitySpan], tokens: [Token]) -> [Double] {
        var best = [Double](repeating: 0, count: kindNumbers.count)
        // The best of any app vocabulary, and of any value list, for what a title admits.
        var anyVocabulary = 0.0
        var anyValueWord = 0.0
        for span in spans {
            switch span.entity.kind {
            case .vocabulary: anyVocabulary = max(anyVocabulary, span.quality)
            case .lexicon: anyValueWord = max(anyValueWord, span.quality)
            case .person, .group, .appName: break
            }
            if let number = kindNumbers[span.entity.kind] { best[number] = max(best[number], span.quality) }
        }
        let hasNumber = rules.contains(where: \.numeric) && tokens.contains { $0.key.allSatisfy(\.isNumber) }
        return rules.map { rule in
            if rule.numeric { return hasNumber ? rule.weight : 0 }
            var quality = rule.floor
            for number in rule.accepted { quality = max(quality, best[number]) }
            // Taken over the kinds it accepts as well, which changes nothing: an accepted
            // name's full quality is in the maximum already.
            switch rule.admits {
            case .nothing: break
            case .group: quality = max(quality, 0.85 * best[Self.groupNumber])
            case .person: quality = max(quality, 0.85 * best[Self.personNumber])
            case .anyVocabulary(let valueWords):
                quality = max(quality, 0.85 * max(anyVocabulary, valueWords ? anyValueWord : 0))
            }
            return rule.weight * quality
        }
    }
}
