import Foundation

/// `:save FILE` and `:save! FILE` as typed in a session: write the session so far as a
/// transcript; with `!`, even over a file that exists and the session did not write.
struct SaveCommand: Equatable {
    var path: String
    var replacing: Bool

    /// The command on `line`; nil when the line is no `:save` (`:saved` is not one). A
    /// command without a file has an empty `path`.
    init?(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":save") else { return nil }
        var rest = trimmed.dropFirst(5)
        replacing = rest.first == "!"
        if replacing { rest = rest.dropFirst() }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        path = rest.trimmingCharacters(in: .whitespaces)
    }

    init(path: String, replacing: Bool) {
        self.path = path
        self.replacing = replacing
    }

    static let usage = "Usage: :save FILE (:save! FILE replaces a file the session did not write)"
}
