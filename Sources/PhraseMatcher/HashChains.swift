/// A multimap from 64-bit hashes to numbers (word numbers, form numbers), for indexes that
/// take hundreds of thousands of entries at a boot: one open-addressed table of hashes,
/// each with a chain of its numbers in the order they came, in two flat arrays. No entry
/// allocates, and nothing is hashed twice: the caller's hash places the entry.
///
/// A hash is not the thing it was made from: callers check what a chain gives them (the
/// word, the form), unless the hash is a one-to-one function of the key (`mix` of a word
/// pair).
struct HashChains: Sendable {
    /// A hash and its chain's first and last link (-1 for an empty slot), side by side: a
    /// lookup in a table of millions costs one cache miss, not three.
    private struct Slot {
        var hash: UInt64 = 0
        var head: Int32 = -1
        var tail: Int32 = -1
    }

    private var slots: [Slot]
    /// Per link: the number it holds and the next link of its chain (-1 at the end).
    private var numbers: [Int32] = []
    private var next: [Int32] = []
    private var occupied = 0

    init(expected: Int = 0) {
        var size = 16
        while size < expected * 2 { size *= 2 }
        slots = Array(repeating: Slot(), count: size)
    }

    /// The numbers appended at `hash`, oldest first.
    func chain(at hash: UInt64) -> Chain {
        Chain(link: slots[slot(for: hash)].head, numbers: numbers, links: next)
    }

    /// The first number at `hash` that `accepts`.
    func first(at hash: UInt64, where accepts: (Int32) -> Bool) -> Int32? {
        var link = slots[slot(for: hash)].head
        while link >= 0 {
            if accepts(numbers[Int(link)]) { return numbers[Int(link)] }
            link = next[Int(link)]
        }
        return nil
    }

    /// Adds `number` at the end of `hash`'s chain.
    mutating func append(_ number: Int32, at hash: UInt64) {
        if (occupied + 1) * 2 > slots.count { grow() }
        let slot = slot(for: hash)
        let link = Int32(numbers.count)
        numbers.append(number)
        next.append(-1)
        if slots[slot].head < 0 {
            slots[slot] = Slot(hash: hash, head: link, tail: link)
            occupied += 1
        } else {
            next[Int(slots[slot].tail)] = link
            slots[slot].tail = link
        }
    }

    /// The slot holding `hash`, or the empty one where it would go (linear probing; the
    /// table is never more than half full).
    private func slot(for hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].head >= 0 && slots[slot].hash != hash { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        for entry in old where entry.head >= 0 { slots[slot(for: entry.hash)] = entry }
    }

    /// One hash's numbers.
    struct Chain: Sequence, IteratorProtocol {
        fileprivate var link: Int32
        fileprivate let numbers: [Int32]
        fileprivate let links: [Int32]

        mutating func next() -> Int32? {
            guard link >= 0 else { return nil }
            defer { link = links[Int(link)] }
            return numbers[Int(link)]
        }
    }

    // MARK: Hashes

    /// A word's hash: FNV-1a over its UTF-8, mixed so that the low bits place it well.
    static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash = fnvStart
            for byte in bytes { hash = fnv(hash, byte) }
            return mix(hash)
        }
    }

    /// The hashes of the word and of every way of writing it with one letter (Unicode
    /// scalar) left out, as `hash` would give for each of `Probe.deletionVariants(word)`,
    /// without making those strings.
    static func deletionHashes(_ word: String) -> [UInt64] {
        var word = word
        return word.withUTF8 { bytes in
            // Where each scalar starts: a byte that is not a UTF-8 continuation byte.
            var starts: [Int] = []
            starts.reserveCapacity(bytes.count)
            for (i, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 { starts.append(i) }
            var out: [UInt64] = []
            out.reserveCapacity(starts.count + 1)
            var whole = fnvStart
            for byte in bytes { whole = fnv(whole, byte) }
            out.append(mix(whole))
            for (n, start) in starts.enumerated() {
                let end = n + 1 < starts.count ? starts[n + 1] : bytes.count
                var hash = fnvStart
                for i in 0..<start { hash = fnv(hash, bytes[i]) }
                for i in end..<bytes.count { hash = fnv(hash, bytes[i]) }
                out.append(mix(hash))
            }
            return out
        }
    }

    /// FNV's starting value, moved by a number drawn once per process: names that collide
    /// on purpose (a Contacts.json made to slow a boot down) cannot be made in advance.
    /// Nothing depends on the hashes' values: chains keep insertion order, and no table
    /// outlives its process.
    private static let fnvStart: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64.random(in: 0...UInt64.max)

    private static func fnv(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Folds `value` into `hash` (for keys of several parts).
    static func combine(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        mix(hash ^ (value &+ 0x9e37_79b9_7f4a_7c15 &+ (hash << 6) &+ (hash >> 2)))
    }

    /// MurmurHash3's finaliser: one to one, so distinct values keep distinct hashes.
    static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x = x &* 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return x
    }
}
