import Foundation
import Formats
import IntentModel
import Store

extension AppData {
    /// What an app needs at launch when its data is in the state already: the vocabulary it
    /// registers, whether it indexes Spotlight, its user context. Data.json's other keys
    /// are read past without being built (`JSONParser.parse(contentsOf:keeping:)`), so a
    /// session on an existing state does not read a large library again.
    public static func loadLaunch(path: String, app: String) throws(FormatError) -> AppData {
        let root = NodeReader(try JSONParser.parse(contentsOf: path, keeping: ["launch", "userContext"]), file: path)
        let launch = root["launch"]
        var data = AppData(seed: Store.Seed(), launchVocabulary: try readLaunchVocabulary(launch),
                           indexSpotlight: try launch["indexSpotlight"].optionalBool() ?? false)
        data.userContext = try readUserContext(root)
        return data
    }

    static func readUserContext(_ root: NodeReader) throws(FormatError) -> INMediaUserContext? {
        let context = root["userContext"]
        guard context.exists else { return nil }
        try context.rejectUnknownKeys(["subscriptionStatus", "numberOfLibraryItems"])
        let statusName = try context["subscriptionStatus"].optionalString() ?? "unknown"
        guard let status = INMediaUserContext.SubscriptionStatus(rawValue: statusName) else {
            throw context["subscriptionStatus"].error("\"\(statusName)\" is not a subscription status (unknown, notSubscribed, subscribed)")
        }
        let count = try context["numberOfLibraryItems"].optionalInt(in: Self.libraryCounts)
        return INMediaUserContext(subscriptionStatus: status, numberOfLibraryItems: count)
    }

    static func readLaunchVocabulary(_ launch: NodeReader) throws(FormatError) -> [(type: INVocabularyStringType, strings: [INSpeakableString])] {
        if launch.exists { try launch.rejectUnknownKeys(["vocabulary", "indexSpotlight", "donations"]) }
        var vocabulary: [(type: INVocabularyStringType, strings: [INSpeakableString])] = []
        for typeName in try launch["vocabulary"].keys() {
            let list = launch["vocabulary"][typeName]
            guard let type = INVocabularyStringType(rawValue: typeName) else {
                throw list.error("\"\(typeName)\" is not an INVocabularyStringType case name (contactName, contactGroupName, …)")
            }
            var strings: [INSpeakableString] = []
            for item in try list.array() {
                try item.rejectUnknownKeys(["vocabularyIdentifier", "spokenPhrase", "pronunciationHint"])
                strings.append(INSpeakableString(vocabularyIdentifier: try item["vocabularyIdentifier"].optionalString(),
                                                 spokenPhrase: try item["spokenPhrase"].string(),
                                                 pronunciationHint: try item["pronunciationHint"].optionalString()))
            }
            vocabulary.append((type, strings))
        }
        return vocabulary
    }
}
