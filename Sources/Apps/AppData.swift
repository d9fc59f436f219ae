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
        var contactLines: [String: Int] = [:]

        for entry in try root["contacts"].optionalArray() {
            // One pass over each contact's keys, in `contactKeys` order.
            let f = try entry.fields(contactKeys)
            let id = try f[0].string()
            guard !id.isEmpty, id != "me" else { throw f[0].error("\"\(id)\" cannot be a customIdentifier") }
            if let first = contactLines[id] { throw f[0].error("\"\(id)\" is used twice (first on line \(first))") }
            contactLines[id] = entry.line
            seed.contacts.append(
                ContactRecord(
                    app: app, customIdentifier: id, displayName: try f[1].string(),
                    contactIdentifier: try f[2].optionalString(),
                    relationship: try f[4].optionalString(), image: try f[6].optionalString()))
            for (position, handle) in try readHandles(f[3]).enumerated() {
                seed.handles.append(
                    ContactHandleRecord(
                        app: app, customIdentifier: id, position: position, value: handle.value ?? "",
                        type: handle.type, label: handle.label))
            }
            for alias in try f[5].optionalStringArray() {
                seed.aliases.append(ContactAliasRecord(app: app, customIdentifier: id, alias: alias))
            }
        }

        func person(_ reader: NodeReader) throws(FormatError) -> String {
            let id = try reader.string()
            guard id == "me" || contactLines[id] != nil else {
                throw reader.error("\"\(id)\" is not a contact's customIdentifier (nor \"me\")")
            }
            return id
        }

        var groupLines: [String: Int] = [:]
        for entry in try root["groups"].optionalArray() {
            try entry.rejectUnknownKeys(groupKeys)
            let id = try entry["identifier"].string()
            if let first = groupLines[id] {
                throw entry["identifier"].error("\"\(id)\" is used twice (first on line \(first))")
            }
            groupLines[id] = entry.line
            seed.groups.append(GroupRecord(app: app, identifier: id, name: try entry["name"].string()))
            for member in try entry["members"].array() {
                let memberID = try person(member)
                guard memberID != "me" else { continue }
                seed.members.append(GroupMemberRecord(app: app, groupIdentifier: id, customIdentifier: memberID))
            }
        }

        var messageLines: [String: Int] = [:]
        for entry in try root["messages"].optionalArray() {
            try entry.rejectUnknownKeys(messageKeys)
            let id = try entry["identifier"].string()
            if let first = messageLines[id] {
                throw entry["identifier"].error("\"\(id)\" is used twice (first on line \(first))")
            }
            messageLines[id] = entry.line
            let sender = try person(entry["sender"])
            var recipients: [String] = []
            for r in try entry["recipients"].optionalArray() { recipients.append(try person(r)) }
            let typeName = try entry["messageType"].optionalString() ?? "text"
            guard let messageType = INMessageType(rawValue: typeName) else {
                throw entry["messageType"].error("\"\(typeName)\" is not an INMessageType case name")
            }
            let groupID = try entry["groupIdentifier"].optionalString()
            if let groupID, groupLines[groupID] == nil {
                throw entry["groupIdentifier"].error("\"\(groupID)\" is not a group's identifier")
            }
            var files: [AttachmentRecord] = []
            for (position, file) in try entry["attachmentFiles"].optionalArray().enumerated() {
                try file.rejectUnknownKeys(["fileName", "typeIdentifier", "fileURL"])
                files.append(
                    AttachmentRecord(
                        app: app, messageIdentifier: id, position: position, fileName: try file["fileName"].string(),
                        typeIdentifier: try file["typeIdentifier"].optionalString()))
            }
            let link = entry["linkMetadata"]
            if link.exists {
                try link.rejectUnknownKeys([
                    "title", "siteName", "summary", "linkURL", "imageURL", "iconURL", "openGraphType",
                ])
            }
            seed.messages.append(
                MessageRecord(
                    app: app, identifier: id,
                    conversationIdentifier: try entry["conversationIdentifier"].optionalString(), sender: sender,
                    content: try entry["content"].optionalString(), dateSent: try entry["dateSent"].date(),
                    messageType: messageType,
                    groupIdentifier: groupID, status: sender == "me" ? .sent : .received,
                    read: try entry["read"].optionalBool() ?? (sender == "me"),
                    flagged: try entry["flagged"].optionalBool() ?? false,
                    numberOfAttachments: try entry["numberOfAttachments"].optionalInt(in: Self.attachmentCounts)
                        ?? (files.isEmpty ? nil : files.count),
                    linkTitle: try link["title"].optionalString(), linkSiteName: try link["siteName"].optionalString(),
                    linkSummary: try link["summary"].optionalString(), linkURL: try link["linkURL"].optionalString()))
            for (position, r) in recipients.enumerated() {
                seed.recipients.append(
                    MessageRecipientRecord(app: app, messageIdentifier: id, position: position, recipient: r))
            }
            seed.attachments += files
        }

        var mediaLines: [String: Int] = [:]
        let mediaEntries = try root["media"].optionalArray()
        mediaLines.reserveCapacity(mediaEntries.count)
        seed.media.reserveCapacity(mediaEntries.count)
        for entry in mediaEntries {
            // Most items are read straight from the document (a library has them by the
            // hundred thousand); one that is not exactly right is read again through
            // readers, which say what is wrong.
            if let quick = QuickFields(entry, Self.mediaKeys), let record = Self.mediaItem(quick, app: app) {
                if let first = mediaLines[record.identifier] {
                    throw entry["identifier"].error("\"\(record.identifier)\" is used twice (first on line \(first))")
                }
                mediaLines[record.identifier] = entry.line
                seed.media.append(record)
                continue
            }
            let record = try Self.mediaItem(entry, app: app) { id, reader throws(FormatError) in
                if let first = mediaLines[id] { throw reader.error("\"\(id)\" is used twice (first on line \(first))") }
            }
            mediaLines[record.identifier] = entry.line
            seed.media.append(record)
        }
        var playlistLines: [String: Int] = [:]
        for entry in try root["playlists"].optionalArray() {
            try entry.rejectUnknownKeys(["identifier", "title", "items", "editable"])
            let id = try entry["identifier"].string()
            if let first = playlistLines[id] {
                throw entry["identifier"].error("\"\(id)\" is used twice (first on line \(first))")
            }
            playlistLines[id] = entry.line
            seed.playlists.append(
                PlaylistRecord(
                    app: app, identifier: id, title: try entry["title"].string(),
                    editable: try entry["editable"].optionalBool() ?? true))
            for (position, item) in try entry["items"].optionalArray().enumerated() {
                let itemID = try item.string()
                guard mediaLines[itemID] != nil else {
                    throw item.error("\"\(itemID)\" is not a media item's identifier")
                }
                seed.playlistItems.append(PlaylistItemRecord(app: app, playlist: id, position: position, item: itemID))
            }
        }
        for (key, kind, nameKey) in [("workouts", NamedItemKind.workout, "name"), ("notes", .note, "title")] {
            var lines: [String: Int] = [:]
            for entry in try root[key].optionalArray() {
                try entry.rejectUnknownKeys(["identifier", nameKey, "body"] + (kind == .note ? ["modifiedDate"] : []))
                let id = try entry["identifier"].string()
                if let first = lines[id] {
                    throw entry["identifier"].error("\"\(id)\" is used twice (first on line \(first))")
                }
                lines[id] = entry.line
                seed.namedItems.append(
                    NamedItemRecord(
                        app: app, kind: kind, identifier: id, name: try entry[nameKey].string(),
                        body: try entry["body"].optionalString()))
                if kind == .note, let modified = try entry["modifiedDate"].optionalDate() {
                    seed.noteDates.append(NoteDateRecord(app: app, identifier: id, modifiedAt: modified))
                }
            }
        }
        try readRideOptions(root, app: app, into: &seed)
        let usual = try readOrders(root, app: app, into: &seed)
        let context = root["userContext"]
        var userContext: INMediaUserContext?
        if context.exists {
            try context.rejectUnknownKeys(["subscriptionStatus", "numberOfLibraryItems"])
            let statusName = try context["subscriptionStatus"].optionalString() ?? "unknown"
            guard let status = INMediaUserContext.SubscriptionStatus(rawValue: statusName) else {
                throw context["subscriptionStatus"].error(
                    "\"\(statusName)\" is not a subscription status (unknown, notSubscribed, subscribed)")
            }
            let count = try context["numberOfLibraryItems"].optionalInt(in: Self.libraryCounts)
            userContext = INMediaUserContext(subscriptionStatus: status, numberOfLibraryItems: count)
        }

        let launch = root["launch"]
        if launch.exists {
            try launch.rejectUnknownKeys([
                "vocabulary", "indexSpotlight", "donations", "userActivities", "relevantShortcuts", "associatedIntents",
            ])
        }
        var vocabulary: [(INVocabularyStringType, [INSpeakableString])] = []
        for typeName in try launch["vocabulary"].keys() {
            let list = launch["vocabulary"][typeName]
            guard let type = INVocabularyStringType(rawValue: typeName) else {
                throw list.error(
                    "\"\(typeName)\" is not an INVocabularyStringType case name (contactName, contactGroupName, …)")
            }
            var strings: [INSpeakableString] = []
            for item in try list.array() {
                try item.rejectUnknownKeys(["vocabularyIdentifier", "spokenPhrase", "pronunciationHint"])
                strings.append(
                    INSpeakableString(
                        vocabularyIdentifier: try item["vocabularyIdentifier"].optionalString(),
                        spokenPhrase: try item["spokenPhrase"].string(),
                        pronunciationHint: try item["pronunciationHint"].optionalString()))
            }
            vocabulary.append((type, strings))
        }
        var donations: [LaunchDonation] = []
        /// A played-media donation: `{intent, items, container, date, …}`.
        func donation(_ entry: NodeReader, extraKeys: [String] = []) throws(FormatError) -> LaunchDonation {
            try entry.rejectUnknownKeys(
                ["intent", "items", "container", "date", "groupIdentifier", "suggestedInvocationPhrase", "parameters"]
                    + extraKeys)
            let intent = try entry["intent"].string()
            guard declaredIntents.contains(intent) else {
                throw entry["intent"].error(
                    "\"\(intent)\" is not an intent the app declares (INIntentsSupported or the extension's IntentsSupported)"
                )
            }
            var items: [String] = []
            for item in try entry["items"].optionalArray() {
                let id = try item.string()
                guard launchOnly || mediaLines[id] != nil else {
                    throw item.error("\"\(id)\" is not a media item's identifier")
                }
                items.append(id)
            }
            let container = try entry["container"].optionalString()
            if !launchOnly, let container, mediaLines[container] == nil, playlistLines[container] == nil {
                throw entry["container"].error("\"\(container)\" is neither a media item's nor a playlist's identifier")
            }
            var parameters: [INConfiguredIntent.ConfiguredValue] = []
            let given = entry["parameters"]
            for name in try given.keys() {
                if case .array? = given[name].node?.value {
                    for value in try given[name].stringArray() { parameters.append(.init(name: name, text: value)) }
                } else {
                    parameters.append(.init(name: name, text: try Self.scalarText(given[name])))
                }
            }
            if intent == "INPlayMediaIntent", !parameters.isEmpty {
                throw given.error("a media play says what played with items and container, not parameters")
            }
            var read = LaunchDonation(
                intent: intent, items: items, container: container,
                date: try entry["date"].optionalDate() ?? Date(timeIntervalSince1970: 0),
                groupIdentifier: try entry["groupIdentifier"].optionalString(),
                suggestedInvocationPhrase: try entry["suggestedInvocationPhrase"].optionalString(), line: entry.line)
            read.parameters = parameters
            return read
        }
        for entry in try launch["donations"].optionalArray() {
            guard entry["date"].exists else { throw entry.error("a donation needs its date") }
            donations.append(try donation(entry))
        }
        var activities: [UserActivity] = []
        for entry in try launch["userActivities"].optionalArray() {
            activities.append(try Self.userActivity(entry))
        }
        var relevant: [LaunchRelevantShortcut] = []
        for entry in try launch["relevantShortcuts"].optionalArray() {
            try entry.rejectUnknownKeys(["role", "intent", "userActivity", "providers"])
            let roleName = try entry["role"].optionalString() ?? "action"
            guard let role = INRelevantShortcutRole(rawValue: roleName) else {
                throw entry["role"].error("\"\(roleName)\" is not a role (action or information)")
            }
            let shortcut: LaunchShortcut
            if entry["userActivity"].exists {
                shortcut = .userActivity(try Self.userActivity(entry["userActivity"]))
            } else if entry["intent"].exists {
                shortcut = .donation(try donation(entry["intent"]))
            } else {
                throw entry.error("a relevant shortcut needs an intent or a userActivity")
            }
            var providers: [INRelevanceProvider] = []
            for provider in try entry["providers"].array() { providers.append(try Self.relevanceProvider(provider)) }
            relevant.append(LaunchRelevantShortcut(shortcut: shortcut, role: role, providers: providers))
        }
        var associated: [AssociatedIntent] = []
        for entry in try launch["associatedIntents"].optionalArray() {
            try entry.rejectUnknownKeys(["with", "intent", "parameter", "suggestedInvocationPhrase"])
            let with = try entry["with"].string()
            let intent = try entry["intent"].string()
            for (key, name) in [("with", with), ("intent", intent)] where !declaredIntents.contains(name) {
                throw entry[key].error("\"\(name)\" is not an intent the app declares")
            }
            associated.append(
                AssociatedIntent(
                    with: with, intent: intent, parameter: try entry["parameter"].string(),
                    suggestedInvocationPhrase: try entry["suggestedInvocationPhrase"].optionalString()))
        }
        var data = AppData(
            seed: seed, launchVocabulary: vocabulary,
            indexSpotlight: try launch["indexSpotlight"].optionalBool() ?? false)
        data.userContext = userContext
        data.launchDonations = donations
        data.launchUserActivities = activities
        data.relevantShortcuts = relevant
        data.associatedIntents = associated
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
