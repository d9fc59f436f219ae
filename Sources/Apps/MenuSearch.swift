import Foundation
import Store

/// Finds the drinks of a menu a spoken name means: by the identifier Siri passes (from the
/// app's vocabulary), by the name (singular or plural), by the words of a name ("brew" in
/// "cold brew"), or, for a name off by a letter or two, the drink to ask about.
struct MenuSearch {
    let menu: [MenuItem]

    enum Found: Equatable {
        case one(MenuItem)
        case several([MenuItem])
        /// Nothing by that name, but one drink is spelt nearly so: the app asks "Did you mean …?".
        case close(MenuItem)
        case none
    }

    func find(identifier: String?, name: String) -> Found {
        if let identifier, let item = menu.first(where: { $0.identifier == identifier }) { return .one(item) }
        var said = Self.singular(ContactDirectory.fold(name))
        // "a mocha" is the mocha: the article is not part of the name.
        for article in ["a ", "an ", "the ", "some "] where said.hasPrefix(article) {
            said = String(said.dropFirst(article.count))
        }
        guard !said.isEmpty else { return .none }
        if let item = menu.first(where: { Self.singular(ContactDirectory.fold($0.name)) == said }) { return .one(item) }
        let words = Set(said.split(separator: " ").map(String.init)).subtracting([
            "a", "an", "the", "my", "some", "coffee",
        ])
        let partial = menu.filter { item in
            let named = Set(ContactDirectory.fold(item.name).split(separator: " ").map { Self.singular(String($0)) })
            return !words.isEmpty && (words.isSubset(of: named) || named.isSubset(of: words))
        }
        switch partial.count {
        case 1: return .one(partial[0])
        case 2...: return .several(partial)
        default: break
        }
        let close = menu.map { ($0, Self.distance(Self.singular(ContactDirectory.fold($0.name)), said)) }
            .filter { $0.1 <= (said.count > 6 ? 2 : 1) }.min { $0.1 < $1.1 }
        return close.map { .close($0.0) } ?? .none
    }

    /// Levenshtein distance: letters to add, drop or change to go from one name to the other.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var row = [i + 1]
            for (j, y) in b.enumerated() {
                row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = row
        }
        return previous[b.count]
    }

    /// "cappuccinos" → "cappuccino", word by word.
    static func singular(_ text: String) -> String {
        text.split(separator: " ").map { word in
            word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : String(word)
        }.joined(separator: " ")
    }
}
