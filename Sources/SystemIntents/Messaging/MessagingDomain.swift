import IntentModel

/// Messaging: send, search, set attribute, unsend and edit.
public enum Messaging: SystemDomain {
    /// Each intent from the iOS version Apple made it available in (send and search 10,
    /// attributes 11, unsend and edit 16).
    public static var specs: [IntentSpec] {
        [send, search, setAttribute.available(fromiOS: 11), unsend.available(fromiOS: 16), edit.available(fromiOS: 16)]
    }

    typealias Send = any INSendMessageIntentHandling
    typealias Search = any INSearchForMessagesIntentHandling
    typealias SetAttribute = any INSetMessageAttributeIntentHandling
    typealias Unsend = any INUnsendMessagesIntentHandling
    typealias Edit = any INEditMessageIntentHandling
}

extension Messaging {
    /// The messages of the app's most recent donated send response (`sentMessages`): "my
    /// last message" is the last one Siri sent for that app.
    static func lastSentMessageIdentifiers(app: String, context: any IntentBuildContext) throws -> [String]? {
        try context.newestDonatedResponse(app: app, intentClass: INSendMessageIntent.className) { response in
            let ids = try response["sentMessages"].optionalArray().map { try $0["identifier"].string() }
            return ids.isEmpty ? nil : ids
        }
    }
}
