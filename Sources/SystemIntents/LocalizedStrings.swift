import Formats

/// An `Intents.strings` file: the texts of a definition in one language, keyed by the
/// `…ID` values the definition gives each text (`INIntentTitleID`, `…FormatStringID`).
/// Xcode also writes keys `PROMPTID-VALUEID` for a prompt with one enum value filled in.
public struct LocalizedStrings: Sendable {
    public var file: String
    public var table: [String: String]

    public init(file: String, table: [String: String]) {
        self.file = file
        self.table = table
    }

    /// Reads a `.strings` file (`"ID" = "text";` entries, comments allowed).
    public static func load(_ path: String) throws(FormatError) -> LocalizedStrings {
        let root = NodeReader(try OldStylePlistParser.parseStrings(contentsOf: path), file: path)
        var table: [String: String] = [:]
        for key in try root.keys() { table[key] = try root[key].string() }
        return LocalizedStrings(file: path, table: table)
    }

    public subscript(id: String?) -> String? { id.flatMap { table[$0] } }
}
