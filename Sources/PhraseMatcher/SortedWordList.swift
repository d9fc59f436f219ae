/// A list of words in byte order, one a line, searched where it lies: a word list of tens of
/// thousands of words costs one read of its file, not a set built word by word
/// (`SystemLexicon.englishWords`). Lines opening with "#" at its head are its notice.
struct SortedWordList: Sendable {
    private let bytes: [UInt8]

    init(text: String) {
        let all = Array(text.utf8)
        var start = 0
        while start < all.count, all[start] == UInt8(ascii: "#") {
            while start < all.count, all[start] != UInt8(ascii: "\n") { start += 1 }
            start += 1
        }
        bytes = start < all.count ? Array(all[start...]) : []
    }

    /// The number of words.
    var count: Int { bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }

    /// Whether the list holds `word`, by bisecting its lines.
    func contains(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { key in
            var low = 0
            var high = bytes.count
            while low < high {
                // The line holding the middle byte; `low` always starts a line.
                var start = (low + high) / 2
                while start > low, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                switch compare(start..<end, key) {
                case 0: return true
                case ..<0: low = end + 1
                default: high = start
                }
            }
            return false
        }
    }

    /// Whether the words are in byte order, each once (the search relies on it).
    var isSorted: Bool {
        var previous: ArraySlice<UInt8> = []
        var first = true
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            if !first, !previous.lexicographicallyPrecedes(line) { return false }
            previous = line
            first = false
        }
        return true
    }

    private func compare(_ line: Range<Int>, _ key: UnsafeBufferPointer<UInt8>) -> Int {
        var i = line.lowerBound
        var k = 0
        while i < line.upperBound, k < key.count {
            if bytes[i] != key[k] { return Int(bytes[i]) - Int(key[k]) }
            i += 1
            k += 1
        }
        return (line.upperBound - i) - (key.count - k)
    }
}
