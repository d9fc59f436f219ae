import Testing

@testable import PhraseMatcher

/// The hash table under the entity index: chains in the order they were made, hashes that
/// share a slot kept apart, and the typing-error variants hashed as their strings would be.
@Suite struct HashChainsTests {
    @Test func chainsKeepTheirOrderAndHashesSharingASlotStayApart() {
        var table = HashChains()
        // 1, 17 and 33 all start at slot 1 of the first table (16 slots).
        for (number, hash) in [(10, 1), (20, 17), (11, 1), (30, 33), (12, 1)] as [(Int32, UInt64)] {
            table.append(number, at: hash)
        }
        #expect(Array(table.chain(at: 1)) == [10, 11, 12])
        #expect(Array(table.chain(at: 17)) == [20])
        #expect(Array(table.chain(at: 33)) == [30])
        #expect(Array(table.chain(at: 49)).isEmpty)
        #expect(table.first(at: 1) { $0 > 10 } == 11)
        #expect(table.first(at: 1) { $0 > 12 } == nil)
    }

    @Test func aTableThatGrowsKeepsEveryChain() {
        var table = HashChains()
        for n in 0..<10_000 { table.append(Int32(n), at: HashChains.mix(UInt64(n % 3_000))) }
        for key in [0, 1, 999, 2_999] {
            #expect(
                Array(table.chain(at: HashChains.mix(UInt64(key))))
                    == stride(from: key, to: 10_000, by: 3_000).map { Int32($0) })
        }
        #expect(Array(table.chain(at: HashChains.mix(3_000))).isEmpty)
    }

    @Test(arguments: ["elwen", "a", "", "maría", "niño", "zoe\u{0308}", "jean-luc", "東京都", "👩‍👩‍👧x", "o'brien"])
    func deletionHashesAreTheHashesOfTheDeletionVariants(word: String) {
        #expect(HashChains.deletionHashes(word) == Probe.deletionVariants(word).map(HashChains.hash))
    }

    @Test func namesakesAndKindsAfterTheTable() {
        let index = EntityIndex([
            Entity(kind: .person, identifier: "c1", phrase: "Elwen Jonemi", source: .userVocabulary),
            Entity(kind: .person, identifier: "c2", phrase: "Elwen Jonemi", source: .userVocabulary),
            Entity(kind: .vocabulary("mediaTitle"), identifier: "m1", phrase: "Elwen Jonemi", source: .spotlight),
        ])
        let exact = index.lookup("elwen jonemi")
        #expect(Set(exact.filter { $0.quality == 1 }.map(\.entity.identifier)) == ["c1", "c2", "m1"])
        // A typing error in each word still finds the people, at a lower quality.
        let typed = index.lookup("elwin jonemy").filter { $0.entity.kind == .person }
        #expect(Set(typed.map(\.entity.identifier)) == ["c1", "c2"])
        #expect(typed.allSatisfy { $0.quality < 1 && $0.quality > 0.5 })
    }
}
