/// Damerau–Levenshtein distance (optimal string alignment) between two words, stopping early
/// once it exceeds `limit`.
public func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
    // Nearly every word is ASCII: compare bytes, in a table on the stack.
    var a = a
    var b = b
    if let distance = a.withUTF8({ x in b.withUTF8 { y in asciiDistance(x, y, limit: limit) } }) { return distance }
    return distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
}

/// The distance between two ASCII words, or nil when either is not ASCII.
private func asciiDistance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
    guard a.allSatisfy({ $0 < 0x80 }), b.allSatisfy({ $0 < 0x80 }) else { return nil }
    return distance(a, b, limit: limit)
}

private func distance<C: RandomAccessCollection>(_ a: C, _ b: C, limit: Int) -> Int
where C.Element: Equatable, C.Index == Int {
    let (m, n) = (a.count, b.count)
    if abs(m - n) > limit { return limit + 1 }
    if m == 0 { return n }
    if n == 0 { return m }
    let a0 = a.startIndex
    let b0 = b.startIndex
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 1)) { rows in
        // Three rows: two back (for transpositions), one back, and the current one.
        var previous2 = 0
        var previous = n + 1
        var current = 2 * (n + 1)
        for j in 0...n {
            rows[previous + j] = j
            rows[previous2 + j] = 0
        }
        for i in 1...m {
            rows[current] = i
            var rowMin = i
            for j in 1...n {
                let cost = a[a0 + i - 1] == b[b0 + j - 1] ? 0 : 1
                var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                if i > 1, j > 1, a[a0 + i - 1] == b[b0 + j - 2], a[a0 + i - 2] == b[b0 + j - 1] {
                    value = min(value, rows[previous2 + j - 2] + 1)
                }
                rows[current + j] = value
                rowMin = min(rowMin, value)
            }
            if rowMin > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return rows[previous + n]
    }
}

/// How many typing errors a word of this length may carry and still match.
func allowedTypos(forLength length: Int) -> Int {
    switch length {
    case ..<4: 0
    case 4..<8: 1
    case 8...40: 2
    default: 0  // no word is this long; it is not worth a typo search
    }
}
