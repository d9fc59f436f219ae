import Testing

@testable import PhraseMatcher

/// What each slot kind takes, worked out once per matcher by number (`SlotRules`).
@Suite struct SlotRulesTests {
    let keys = [
        SlotKey(kind: .people, vocabularyKey: nil),
        SlotKey(kind: .group, vocabularyKey: nil),
        SlotKey(kind: .title(["mediaTitle", "mediaMusicArtistName"]), vocabularyKey: nil),
        SlotKey(kind: .title(["mediaPlaylistTitle"]), vocabularyKey: nil),
        SlotKey(kind: .lexicon("genre"), vocabularyKey: nil),
        SlotKey(kind: .vocabulary("workoutName"), vocabularyKey: "OrderCoffeeIntent.drink"),
        SlotKey(kind: .number, vocabularyKey: nil),
        SlotKey(kind: .freeText, vocabularyKey: nil),
    ]
    let kinds: [EntityKind] = [
        .person, .group, .appName, .lexicon("genre"), .lexicon("mood"), .vocabulary("mediaTitle"),
        .vocabulary("mediaMusicArtistName"), .vocabulary("mediaPlaylistTitle"), .vocabulary("workoutName"),
        .vocabulary("OrderCoffeeIntent.drink"), .vocabulary("notebookTitle"),
    ]

    @Test func aSlotAcceptsWhatItsKeyAccepts() {
        let rules = SlotRules(keys)
        for (slot, key) in keys.enumerated() {
            for kind in kinds {
                #expect(rules.accepts(slot, rules.number(of: kind)) == key.accepts(kind), "\(key) \(kind)")
            }
        }
    }

    @Test func aSlotAdmitsInItsPlaceOnlyWhatItDoesNotAccept() {
        let rules = SlotRules(keys)
        func admitted(_ slot: Int) -> [EntityKind] {
            kinds.filter { rules.admitsInPlace(slot, rules.number(of: $0), $0) }
        }
        #expect(admitted(0) == [.group])
        #expect(admitted(1) == [.person])
        // A title takes any other vocabulary's name and the system's value words ("Play the
        // Beatles", "Play something upbeat") …
        let titleTakes: [EntityKind] = [
            .lexicon("genre"), .lexicon("mood"), .vocabulary("mediaPlaylistTitle"), .vocabulary("workoutName"),
            .vocabulary("OrderCoffeeIntent.drink"), .vocabulary("notebookTitle"),
        ]
        #expect(admitted(2) == titleTakes)
        // … but a playlist's name holds value words as its own ("my Rock Party playlist").
        #expect(!admitted(3).contains(.lexicon("genre")))
        #expect(admitted(3).contains(.vocabulary("mediaTitle")))
        for slot in 4..<keys.count { #expect(admitted(slot).isEmpty, "\(keys[slot])") }
    }

    @Test func aCeilingIsTheBestNameASlotTakesOrItsFloor() {
        let rules = SlotRules(keys)
        func span(_ kind: EntityKind, _ quality: Double, at start: Int = 0) -> EntitySpan {
            EntitySpan(
                start: start, end: start + 1,
                entity: Entity(kind: kind, identifier: "x", phrase: "x", source: .globalVocabulary), quality: quality)
        }
        let tokens = Tokenizer.tokenize("play 3 songs")
        let none = rules.ceilings([], tokens: tokens)
        // With no name found: people and titles still earn words taken from their place.
        let floors: [Double] = [0.9, 0.6, 1.5, 1.5, 0, 0, 1.5, 1]
        #expect(none == floors)
        let found = rules.ceilings(
            [span(.group, 0.9), span(.vocabulary("OrderCoffeeIntent.drink"), 0.8), span(.lexicon("genre"), 1)],
            tokens: tokens)
        let expected: [Double] = [
            2 * 0.85 * 0.9,  // a group's name in a person's place
            2 * 0.9,
            2 * 0.85,  // a value word in a title's place
            2 * max(0.85 * 0.8, 0.75),  // but not in a playlist's: the drink, admitted, below the floor
            1.5,
            1.5 * 0.8,  // the term registered for the parameter alone
            1.5,  // "3"
            1,
        ]
        for (slot, ceiling) in found.enumerated() { #expect(abs(ceiling - expected[slot]) < 1e-12, "\(keys[slot])") }
        #expect(rules.ceilings([], tokens: Tokenizer.tokenize("play songs"))[6] == 0)
    }
}
