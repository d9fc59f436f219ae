/// Damerau–Levenshtein distance (optimal string alignment) between two words, stopping early
/// once it exceeds `limit`.
public func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowMin = current[0]
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                value = min(value, previous2[j - 2] + 1)
            }
            current[j] = value
            rowMin = min(rowMin, value)
        }
        if rowMin > limit { return limit + 1 }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
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
