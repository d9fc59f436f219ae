import Foundation

/// Spoken numbers written as words become digits, so "twenty two" matches "22" and
/// "nineteen ninety nine" matches "1999" (a title, a track, a count).
public enum NumberWords {
    static let units: [String: Int] = [
        "zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9,
    ]
    static let teens: [String: Int] = [
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17,
        "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    /// The number a short text says, in digits or words ("thirty", "2.5"); nil otherwise.
    public static func number(in text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let direct = Double(trimmed), direct.isFinite { return direct }
        let keys = Tokenizer.keys(trimmed).filter { $0 != "and" && $0 != "a" }
        // The tokenizer has already turned a run of number words into digits ("six" → "6").
        if keys.count == 1, let merged = Double(keys[0]), merged.isFinite { return merged }
        return value(keys).flatMap(Double.init)
    }

    static func isNumberWord(_ key: String) -> Bool {
        (units[key] != nil && key != "oh") || teens[key] != nil || tens[key] != nil || key == "hundred"
            || key == "thousand"
    }

    /// The digits a run of number words says, or nil when it is not a number.
    static func value(_ words: [String]) -> String? {
        if words.contains("hundred") || words.contains("thousand") {
            var total = 0
            var current = 0
            for word in words {
                if let v = units[word] ?? teens[word] ?? tens[word] {
                    current += v
                } else if word == "hundred" {
                    current = max(current, 1) * 100
                } else if word == "thousand" {
                    total += max(current, 1) * 1000
                    current = 0
                } else {
                    return nil
                }
            }
            return String(total + current)
        }
        // Two-digit chunks: "twenty two" is 22, "nineteen ninety nine" is 1999, "one two" is 12.
        var chunks: [Int] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if let t = tens[word] {
                if index + 1 < words.count, let u = units[words[index + 1]], u > 0 {
                    chunks.append(t + u)
                    index += 2
                } else {
                    chunks.append(t)
                    index += 1
                }
            } else if let t = teens[word] {
                chunks.append(t)
                index += 1
            } else if let u = units[word] {
                chunks.append(u)
                index += 1
            } else {
                return nil
            }
        }
        guard !chunks.isEmpty else { return nil }
        if chunks.count == 1 { return String(chunks[0]) }
        // "twenty oh five" → 2005.
        return chunks.enumerated().map { i, c in i > 0 && c < 10 && chunks[0] >= 10 ? "0\(c)" : String(c) }.joined()
    }

    /// Merges runs of number words in `tokens` into single tokens keyed by their digits.
    static func merge(_ tokens: [Token]) -> [Token] {
        var out: [Token] = []
        var index = 0
        while index < tokens.count {
            // "oh" opens a number said digit by digit ("dial oh two oh seven …"), not "oh, play …".
            let opensWithOh =
                tokens[index].key == "oh" && !tokens[index].commaAfter && index + 1 < tokens.count
                && tokens[index + 1].key != "oh" && units[tokens[index + 1].key] != nil
            guard isNumberWord(tokens[index].key) || opensWithOh else {
                out.append(tokens[index])
                index += 1
                continue
            }
            var end = index
            while end < tokens.count,
                isNumberWord(tokens[end].key) || ((end > index || opensWithOh) && tokens[end].key == "oh"),
                !tokens[end - (end > index ? 1 : 0)].commaAfter || end == index
            {
                end += 1
            }
            let run = tokens[index..<end]
            if let digits = value(run.map(\.key)) {
                let first = run.first!
                let last = run.last!
                let original = first.original.base[first.original.startIndex..<last.original.endIndex]
                out.append(Token(original: original, key: digits, quoted: first.quoted, commaAfter: last.commaAfter))
            } else {
                out.append(contentsOf: run)
            }
            index = end
        }
        return joinDecimals(out)
    }

    /// "ninety eight point one" → one token "98.1": a decimal said aloud (a radio frequency,
    /// a distance) is one number, not two and a word.
    static func joinDecimals(_ tokens: [Token]) -> [Token] {
        guard tokens.count >= 3, tokens.contains(where: { $0.key == "point" }) else { return tokens }
        var out: [Token] = []
        var index = 0
        while index < tokens.count {
            if index + 2 < tokens.count, tokens[index].isDigits, tokens[index + 1].key == "point",
                tokens[index + 2].isDigits, !tokens[index].commaAfter, !tokens[index + 1].commaAfter
            {
                let (first, last) = (tokens[index], tokens[index + 2])
                let original = first.original.base[first.original.startIndex..<last.original.endIndex]
                out.append(
                    Token(
                        original: original, key: first.key + "." + last.key, quoted: first.quoted,
                        commaAfter: last.commaAfter))
                index += 3
            } else {
                out.append(tokens[index])
                index += 1
            }
        }
        return out
    }
}
