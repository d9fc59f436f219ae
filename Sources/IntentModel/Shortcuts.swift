import Foundation

/// Something the user can run again: an intent with its inputs, or an app's user activity.
public enum INShortcut: Sendable {
    case intent(any INIntent)
    case userActivity(UserActivity)
}

/// Where a relevant shortcut is relevant: the user's daily routine.
public enum INDailyRoutineSituation: String, Sendable, Hashable, CaseIterable {
    case morning, evening, home, work, school, gym
}

/// What makes a relevant shortcut relevant now.
public enum INRelevanceProvider: Sendable, Hashable {
    /// Between two dates.
    case date(start: Date, end: Date?)
    /// A part of the user's day or a place in it.
    case dailyRoutine(INDailyRoutineSituation)
    /// Within a circle around a place.
    case location(latitude: Double, longitude: Double, radius: Double, name: String?)
}

/// Whether a relevant shortcut does something or shows something.
public enum INRelevantShortcutRole: String, Sendable, Hashable, CaseIterable, Codable {
    case action, information
}

/// A shortcut an app says is relevant at some times or places (INRelevantShortcut), for
/// the Siri watch face and suggestions.
public struct INRelevantShortcut: Sendable {
    public var shortcut: INShortcut
    public var role: INRelevantShortcutRole
    public var relevanceProviders: [INRelevanceProvider]

    public init(shortcut: INShortcut, role: INRelevantShortcutRole = .action, relevanceProviders: [INRelevanceProvider])
    {
        self.shortcut = shortcut
        self.role = role
        self.relevanceProviders = relevanceProviders
    }
}

/// What an app calls to make a user activity current (`NSUserActivity.becomeCurrent()`),
/// which donates it when it is eligible for prediction, and to delete saved ones.
public protocol UserActivityDonating: Sendable {
    func becomeCurrent(_ activity: UserActivity) throws
    func deleteSavedUserActivities(withPersistentIdentifiers identifiers: [String]) throws
    func deleteAllSavedUserActivities() throws
}

/// What an app calls to tell the system its relevant shortcuts
/// (`INRelevantShortcutStore.default.setRelevantShortcuts`): the new list replaces the old.
public protocol RelevantShortcutStoring: Sendable {
    func setRelevantShortcuts(_ shortcuts: [INRelevantShortcut]) throws
}
