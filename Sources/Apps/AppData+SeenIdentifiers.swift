extension AppData {
    /// The identifiers read so far and the line each stands on, for "used twice" and for
    /// references between the parts of a Data.json.
    struct SeenIdentifiers {
        var contacts: [String: Int] = [:]
        var groups: [String: Int] = [:]
        var messages: [String: Int] = [:]
        var media: [String: Int] = [:]
        var playlists: [String: Int] = [:]
    }
}
