import IntentModel

/// Messaging: send, search, set attribute, unsend and edit.
public enum Messaging: SystemDomain {
    public static var specs: [IntentSpec] { [send, search, setAttribute, unsend, edit] }

    typealias Send = any INSendMessageIntentHandling
    typealias Search = any INSearchForMessagesIntentHandling
    typealias SetAttribute = any INSetMessageAttributeIntentHandling
    typealias Unsend = any INUnsendMessagesIntentHandling
    typealias Edit = any INEditMessageIntentHandling
}
