import Foundation
import IntentModel

/// An interaction an app donates when it launches (Data.json `launch.donations`): what the
/// user did in the app before, such as playing a playlist.
public struct LaunchDonation: Sendable, Hashable {
    public var intent: String
    /// Media items played, by identifier.
    public var items: [String]
    /// The playlist, album or show they played in.
    public var container: String?
    public var date: Date
    public var groupIdentifier: String?
    public var suggestedInvocationPhrase: String?
    /// The intent's values by parameter name, for any intent but a media play (whose
    /// `items` and `container` say what played).
    public var parameters: [INConfiguredIntent.ConfiguredValue] = []
    public var line: Int
}

/// What a relevant shortcut of Data.json runs.
public enum LaunchShortcut: Sendable, Hashable {
    case donation(LaunchDonation)
    case userActivity(UserActivity)
}

/// A relevant shortcut from Data.json (`launch.relevantShortcuts`).
public struct LaunchRelevantShortcut: Sendable, Hashable {
    public var shortcut: LaunchShortcut
    public var role: INRelevantShortcutRole
    public var providers: [INRelevanceProvider]
}

/// An intent donated along with another (Data.json `launch.associatedIntents`): a custom
/// intent whose one parameter takes what the other was about (the podcast played).
public struct AssociatedIntent: Sendable, Hashable {
    /// The intent whose donation brings this one.
    public var with: String
    /// The associated intent's class name.
    public var intent: String
    /// Its parameter that takes the container of the first.
    public var parameter: String
    /// "Trim silence in {container}".
    public var suggestedInvocationPhrase: String?
}
