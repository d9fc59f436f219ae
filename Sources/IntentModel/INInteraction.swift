import Foundation

/// How far an intent got when it was donated.
public enum INIntentHandlingStatus: String, Sendable, Hashable, CaseIterable, Codable {
    case unspecified, ready, inProgress, success, failure, deferredToApplication, userConfirmationRequired
}

/// Whether the user or someone else started an interaction.
public enum INInteractionDirection: String, Sendable, Hashable, CaseIterable {
    case unspecified, outgoing, incoming
}

/// A record of one intent and its response, donated so Siri can learn and suggest.
public struct INInteraction: Sendable {
    public var intent: any INIntent
    public var response: (any INIntentResponse)?
    public var identifier: String
    public var groupIdentifier: String?
    public var dateInterval: DateInterval
    public var intentHandlingStatus: INIntentHandlingStatus
    public var direction: INInteractionDirection
    /// The phrase the app suggests for a voice shortcut (Apple keeps it on the intent; here
    /// it travels with the donation, for every intent alike).
    public var suggestedInvocationPhrase: String?

    public init(
        intent: any INIntent, response: (any INIntentResponse)?, identifier: String, groupIdentifier: String? = nil,
        dateInterval: DateInterval, intentHandlingStatus: INIntentHandlingStatus,
        direction: INInteractionDirection = .outgoing,
        suggestedInvocationPhrase: String? = nil
    ) {
        self.suggestedInvocationPhrase =
            suggestedInvocationPhrase ?? (intent as? INCustomIntent)?.suggestedInvocationPhrase
        self.intent = intent
        self.response = response
        self.identifier = identifier
        self.groupIdentifier = groupIdentifier
        self.dateInterval = dateInterval
        self.intentHandlingStatus = intentHandlingStatus
        self.direction = direction
    }

    public var intentClassName: String { intent.intentClassName }
}

/// What an app calls to donate interactions and delete them, as INInteraction's
/// `donate(completion:)`, `delete(with:)` and `deleteAll()` do. The system keeps them.
public protocol INInteractionDonating: Sendable {
    func donate(_ interaction: INInteraction) throws
    /// Deletes the app's interactions with these identifiers.
    func deleteInteractions(withIdentifiers identifiers: [String]) throws
    /// Deletes the app's interactions of one group (a conversation, a playlist).
    func deleteInteractions(withGroupIdentifier groupIdentifier: String) throws
    /// Deletes every interaction the app donated.
    func deleteAllInteractions() throws
}
