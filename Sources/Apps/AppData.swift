import Formats
import Foundation
import IntentModel
import Store

/// An app's Data.json: the seed of its local data model and what it does at launch.
public struct AppData: Sendable {
    public var seed: AppStore.Seed
    /// INVocabularyStringType → terms, most important first, registered at launch.
    public var launchVocabulary: [(type: INVocabularyStringType, strings: [INSpeakableString])]
    public var indexSpotlight: Bool
    /// What the app tells the system about its user (`INMediaUserContext`), if anything.
    public var userContext: INMediaUserContext?
    /// Interactions the app donates at launch: what the user did in it before.
    public var launchDonations: [LaunchDonation] = []
    /// How the app misbehaves on purpose (Data.json `script`), a workshop lever.
    public var script: [ScriptRule] = []
    /// User activities the app made current before (donated once, on a fresh state).
    public var launchUserActivities: [UserActivity] = []
    /// The shortcuts the app says are relevant at some times and places.
    public var relevantShortcuts: [LaunchRelevantShortcut] = []
    /// Intents the app donates along with another ("trim silence" with playing a podcast).
    public var associatedIntents: [AssociatedIntent] = []
    /// The order the user has as a rule (Data.json `usual`), for "Order my usual".
    public var usual: UsualOrder?

    static let topKeys = [
        "contacts", "groups", "messages", "media", "playlists", "workouts", "notes", "userContext", "launch", "script",
        "menu", "usual", "card", "rideOptions",
    ]
    static let contactKeys = [
        "customIdentifier", "displayName", "contactIdentifier", "handles", "relationship", "aliases", "image",
    ]
    static let groupKeys = ["identifier", "name", "members"]
    static let mediaKeys = [
        "identifier", "type", "title", "artist", "album", "genre", "playCount", "lastUsedDate", "releaseDate", "moods",
        "inLibrary",
    ]
    /// The keys of an app's own data, which the store keeps once seeded (`loadLaunch`).
    public static let seedKeys: Set<String> = [
        "contacts", "groups", "messages", "media", "playlists", "workouts", "notes", "rideOptions",
    ]
    static let messageKeys = [
        "identifier", "conversationIdentifier", "sender", "recipients", "content", "dateSent", "messageType",
        "attachmentFiles", "numberOfAttachments", "linkMetadata", "read", "flagged", "groupIdentifier",
    ]

    /// The data of a bundle without a Data.json.
    public static let empty = AppData(seed: AppStore.Seed(), launchVocabulary: [], indexSpotlight: false)

    /// The numbers Data.json may hold: a count outside these is a mistake in the file.
    static let attachmentCounts = 0...10_000
    static let playCounts = 0...1_000_000_000
    static let libraryCounts = 0...1_000_000_000

    /// Reads and checks a Data.json; every dangling identifier is reported with its line.
    /// `declaredIntents` are the intents the bundle's Info.plist files list: the app can
    /// donate only those.
    public static func load(path: String, app: String, declaredIntents: [String] = []) throws(FormatError) -> AppData {
        try read(try JSONParser.parse(contentsOf: path), file: path, app: app, declaredIntents: declaredIntents)
    }

    /// Reads and checks a parsed Data.json.
    /// With `launchOnly`, the node holds only what an app needs at launch on a state that
    /// has its data already (`loadLaunch`): identifiers of that data are not checked again.
    public static func read(
        _ node: Node, file path: String, app: String, declaredIntents: [String] = [],
        launchOnly: Bool = false
    ) throws(FormatError) -> AppData {
        let root = NodeReader(node, file: path)
        try root.rejectUnknownKeys(topKeys)
        var seed = AppStore.Seed()
        var seen = SeenIdentifiers()
        try readPeople(root, app: app, into: &seed, seen: &seen)
        try readLibrary(root, app: app, into: &seed, seen: &seen)
        try readNamedItems(root, app: app, into: &seed)
        try readRideOptions(root, app: app, into: &seed)
        let usual = try readOrders(root, app: app, into: &seed)
        let userContext = try readUserContext(root["userContext"])
        let launch = try readLaunchPart(
            root["launch"], app: app, declaredIntents: declaredIntents, launchOnly: launchOnly, seen: seen)
        var data = AppData(seed: seed, launchVocabulary: launch.vocabulary, indexSpotlight: launch.indexSpotlight)
        data.userContext = userContext
        data.launchDonations = launch.donations
        data.launchUserActivities = launch.activities
        data.relevantShortcuts = launch.relevant
        data.associatedIntents = launch.associated
        data.script = try readScript(root["script"], declaredIntents: declaredIntents)
        data.usual = usual
        return data
    }

    static func readHandles(_ reader: NodeReader) throws(FormatError) -> [INPersonHandle] {
        var handles: [INPersonHandle] = []
        for handle in try reader.optionalArray() {
            let f = try handle.fields(["value", "type", "label"])
            let typeName = try f[1].string()
            guard let type = INPersonHandleType(rawValue: typeName), type != .unknown else {
                throw f[1].error("\"\(typeName)\" is not a handle type (phoneNumber or emailAddress)")
            }
            handles.append(INPersonHandle(value: try f[0].string(), type: type, label: try f[2].optionalString()))
        }
        return handles
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

extension AppData {
    /// A value of a donation's parameters as text: a string as it is, a number or a boolean
    /// as written.
    static func scalarText(_ reader: NodeReader) throws(FormatError) -> String {
        switch reader.node?.value {
        case .string(let text)?: return text
        case .integer(let number)?: return String(number)
        case .real(let number)?:
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag)?: return flag ? "yes" : "no"
        default: throw reader.error("expected a string, a number, a boolean or a list of strings")
        }
    }
}
