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
