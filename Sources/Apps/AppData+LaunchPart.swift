import Formats
import Foundation
import IntentModel
import Store

extension AppData {
    /// What the app does when it launches (Data.json `launch`): the vocabulary it
    /// registers, its donations, user activities, relevant shortcuts and associated intents.
    struct LaunchPart {
        var vocabulary: [(INVocabularyStringType, [INSpeakableString])]
        var indexSpotlight: Bool
        var donations: [LaunchDonation]
        var activities: [UserActivity]
        var relevant: [LaunchRelevantShortcut]
        var associated: [AssociatedIntent]
    }

    /// Reads the launch part. With `launchOnly`, the media a donation names are in the state
    /// already and are not checked against `seen` again.
    static func readLaunchPart(
        _ launch: NodeReader, app: String, declaredIntents: [String], launchOnly: Bool, seen: SeenIdentifiers
    ) throws(FormatError) -> LaunchPart {
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
                guard launchOnly || seen.media[id] != nil else {
                    throw item.error("\"\(id)\" is not a media item's identifier")
                }
                items.append(id)
            }
            let container = try entry["container"].optionalString()
            if !launchOnly, let container, seen.media[container] == nil, seen.playlists[container] == nil {
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
        return LaunchPart(
            vocabulary: vocabulary, indexSpotlight: try launch["indexSpotlight"].optionalBool() ?? false,
            donations: donations, activities: activities, relevant: relevant, associated: associated)
    }
}
