/// The bounds sirisim puts on what it reads, so that no input can exhaust the stack, the
/// memory or the time. Each one that is reached is reported as an error naming the file,
/// the line and the key (README, "Limits").
public enum Limits {
    /// The deepest nesting of arrays and dictionaries in a plist or JSON file.
    public static let nesting = 512
    /// The largest Data.json or Contacts.json (a million contacts take about 150 MB).
    public static let jsonFileBytes = 512 << 20
    /// The largest plist or intentdefinition file.
    public static let plistFileBytes = 64 << 20
    /// The largest transcript.
    public static let transcriptFileBytes = 64 << 20
    /// The longest regular expression after `<~`, in characters.
    public static let patternLength = 1_000
    /// How much work one `<~` expectation may take against one line, in the regular
    /// expression engine's own steps (counted in ticks of its progress callback).
    public static let patternTicks = 1_000
    /// The longest line read from stdin (`parse`, the line mode); longer ones are refused.
    public static let inputLineBytes = 1 << 20
    /// The most history lines recalled at start (the file itself is never shortened).
    public static let historyLines = 1_000
}
