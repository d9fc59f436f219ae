/// The system's built-in value words: what Siri itself understands for SiriKit's enum-like
/// parameters, independent of any app. Intent phrasing never lives here (that comes from
/// each app's IntentPhrases); only the names of values and a few grammatical joints.
public enum SystemLexicon {
    /// Value lists: list name → (case name, phrases).
    public static let lists: [String: [(caseName: String, phrases: [String])]] = [
        "callCapability": [
            ("videoCall", ["video", "video call", "facetime", "face time", "videocall"]),
            ("audioCall", ["audio", "audio call", "voice", "voice call", "phone call"]),
        ],
        "messageAttribute": [
            ("read", ["read"]),
            ("unread", ["unread", "new", "unopened"]),
            ("flagged", ["flagged", "flag", "starred", "important"]),
            ("unflagged", ["unflagged", "unflag", "unstarred"]),
            ("played", ["played"]),
        ],
        "dateRange": [
            ("today", ["today"]),
            ("thisMorning", ["this morning"]),
            ("thisAfternoon", ["this afternoon"]),
            ("thisEvening", ["this evening", "tonight"]),
            ("yesterday", ["yesterday"]),
            ("lastNight", ["last night"]),
            ("thisWeek", ["this week"]),
            ("lastWeek", ["last week"]),
        ],
    ]

    /// Words that join the items of a list ("Maria and Juan").
    public static let listJoiners: Set<String> = ["and", "&", "plus"]

    /// Words that put an app's name into a request ("… in Chatter", "… using Chatter").
    public static let appJoiners: Set<String> = ["in", "on", "using", "with", "via", "through", "from", "use"]

    /// Words that turn a relationship into a reference to a person ("my sister").
    public static let relationshipOwners: [String] = ["my"]

    /// The lexicon entries as matcher entities.
    public static var entities: [Entity] {
        var out: [Entity] = []
        for (list, values) in lists.sorted(by: { $0.key < $1.key }) {
            for (caseName, phrases) in values {
                for phrase in phrases {
                    out.append(Entity(kind: .lexicon(list), identifier: caseName, phrase: phrase, source: .system))
                }
            }
        }
        return out
    }
}
