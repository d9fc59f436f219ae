import Formats
import Foundation
import IntentModel
import Store
import SystemIntents

/// `NSUserActivity.becomeCurrent()` and its deletions as one app sees them: an activity
/// eligible for prediction becomes a donated shortcut.
struct UserActivities: UserActivityDonating {
    let siri: Siri
    let app: String

    func becomeCurrent(_ activity: UserActivity) throws {
        guard activity.isEligibleForPrediction else { return }
        let identifier = "activity-\(try siri.store.nextSequence("activity"))"
        try siri.store.donate(
            UserActivityRecord(
                identifier: identifier, app: app, activityType: activity.activityType, title: activity.title,
                userInfoJSON: JSON.object(
                    activity.userInfo.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) }
                ).serialized(),
                suggestedInvocationPhrase: activity.suggestedInvocationPhrase,
                persistentIdentifier: activity.persistentIdentifier,
                date: siri.clock.now))
    }

    func deleteSavedUserActivities(withPersistentIdentifiers identifiers: [String]) throws {
        try siri.store.deleteUserActivities(app: app, persistentIdentifiers: identifiers)
    }

    func deleteAllSavedUserActivities() throws {
        try siri.store.deleteAllUserActivities(app: app)
    }
}

/// `INRelevantShortcutStore.default` as one app sees it.
struct RelevantShortcuts: RelevantShortcutStoring {
    let siri: Siri
    let app: String

    func setRelevantShortcuts(_ shortcuts: [INRelevantShortcut]) throws {
        let records = try shortcuts.enumerated().map { position, relevant in
            let payload = try ShortcutPayload(relevant.shortcut, siri: siri, app: app)
            return RelevantShortcutRecord(
                app: app, position: position, role: relevant.role, kind: payload.kind,
                intentClass: payload.intentClass, payloadJSON: payload.json.serialized(),
                providersJSON: JSON.array(relevant.relevanceProviders.map(Self.json)).serialized())
        }
        try siri.store.setRelevantShortcuts(app: app, records)
    }

    static func json(_ provider: INRelevanceProvider) -> JSON {
        switch provider {
        case .date(let start, let end):
            .object(dropping: [
                (
                    "date",
                    .object(dropping: [
                        ("start", .string(DateParsing.iso(start))), ("end", end.map { .string(DateParsing.iso($0)) }),
                    ])
                )
            ])
        case .dailyRoutine(let situation):
            .object([("dailyRoutine", .string(situation.rawValue))])
        case .location(let latitude, let longitude, let radius, let name):
            .object([
                (
                    "location",
                    .object(dropping: [
                        ("latitude", .double(latitude)), ("longitude", .double(longitude)),
                        ("radius", .double(radius)), ("name", name.map(JSON.string)),
                    ])
                )
            ])
        }
    }
}

/// A shortcut as the system keeps it: an intent's class and parameters (trace JSON), or a
/// user activity's type, title and userInfo.
struct ShortcutPayload {
    var kind: ShortcutKind
    var intentClass: String?
    var json: JSON

    init(_ shortcut: INShortcut, siri: Siri, app: String) throws {
        switch shortcut {
        case .intent(let intent):
            kind = .intent
            intentClass = intent.intentClassName
            guard let handling = siri.spec(intent.intentClassName, app: app)?.handling else {
                throw ShortcutError("\(intent.intentClassName) is not an intent Siri can run")
            }
            json = handling.describe(intent)
        case .userActivity(let activity):
            kind = .userActivity
            intentClass = nil
            json = Self.json(activity)
        }
    }

    static func json(_ activity: UserActivity) -> JSON {
        .object(dropping: [
            ("activityType", .string(activity.activityType)), ("title", activity.title.map(JSON.string)),
            ("userInfo", .object(activity.userInfo.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) })),
        ])
    }
}

/// A shortcut the system cannot keep or run, said in words.
struct ShortcutError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
