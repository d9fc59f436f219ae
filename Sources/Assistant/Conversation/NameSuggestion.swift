import PhraseMatcher

/// "Did you mean …?" for a name a user typed: a subcommand, an app, a bundled sample, a
/// transcript's `@` directive.
public enum NameSuggestion {
    /// The known name nearest to `typed`, when it is near enough to be a slip of the keys
    /// (case ignored; one edit for short names, about a third of the letters for long ones).
    public static func closest(to typed: String, among names: [String]) -> String? {
        let word = typed.lowercased()
        guard !word.isEmpty else { return nil }
        let limit = max(1, min(3, word.count / 3))
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(word, name.lowercased(), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// ` (did you mean “X”?)`, or nothing.
    public static func hint(for typed: String, among names: [String]) -> String {
        closest(to: typed, among: names).map { " (did you mean “\($0)”?)" } ?? ""
    }
}
