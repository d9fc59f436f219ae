import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Store
import SystemIntents

/// A shortcut the system can offer: a donated interaction or an eligible user activity.
public struct DonatedShortcut: Sendable {
    public var identifier: String
    public var app: String
    public var kind: ShortcutKind
    public var intentClass: String?
    public var title: String
    public var suggestedInvocationPhrase: String?
    public var groupIdentifier: String?
    public var date: Date
    /// The intent's parameters or the activity, as the system keeps them.
    var payloadJSON: String
}

/// The shortcuts apps donated (what "Display recent shortcuts" shows), most recent first,
/// and the voice shortcuts the user recorded for them.
struct ShortcutLibrary {
    let siri: Siri

    /// Whether a donation is a shortcut: one that got somewhere (done, under way, or
    /// handed to the app), not one that failed or was never handled.
    static func isShortcut(_ status: INIntentHandlingStatus) -> Bool {
        switch status {
        case .success, .inProgress, .deferredToApplication: true
        case .unspecified, .ready, .failure, .userConfirmationRequired: false
        }
    }

    /// Interactions Siri handled or apps donated, and user activities eligible for prediction.
    func donated() throws -> [DonatedShortcut] {
        var out: [DonatedShortcut] = []
        for donation in try siri.store.donations() where Self.isShortcut(donation.handlingStatus) {
            let intent = try DonationReader.intent(of: donation)
            out.append(
                DonatedShortcut(
                    identifier: donation.identifier, app: donation.app, kind: .intent,
                    intentClass: donation.intentClass,
                    title: Self.title(donation.intentClass, intent),
                    suggestedInvocationPhrase: donation.suggestedInvocationPhrase,
                    groupIdentifier: donation.groupIdentifier, date: donation.date, payloadJSON: donation.intentJSON))
        }
        for activity in try siri.store.userActivities() {
            let payload = JSON.object(dropping: [
                ("activityType", .string(activity.activityType)), ("title", activity.title.map(JSON.string)),
            ])
            out.append(
                DonatedShortcut(
                    identifier: activity.identifier, app: activity.app, kind: .userActivity, intentClass: nil,
                    title: activity.title ?? activity.activityType,
                    suggestedInvocationPhrase: activity.suggestedInvocationPhrase,
                    groupIdentifier: activity.persistentIdentifier, date: activity.date,
                    payloadJSON: Self.activityJSON(activity, base: payload)))
        }
        return out.sorted { ($0.date, $0.identifier) > ($1.date, $1.identifier) }
    }

    func shortcut(_ identifier: String) throws -> DonatedShortcut? {
        try donated().first { $0.identifier == identifier }
    }

    /// The voice shortcut whose phrase the user said, if any: said as recorded, framing
    /// ("hey Siri", "please") aside.
    func voiceShortcut(for utterance: String) throws -> VoiceShortcutRecord? {
        let said = Self.key(utterance)
        guard !said.isEmpty else { return nil }
        return try siri.store.voiceShortcuts().first { Self.key($0.phrase) == said }
    }

    /// How phrases compare: their words, framing aside.
    static func key(_ phrase: String) -> String {
        SystemLexicon.stripFraming(Tokenizer.tokenize(phrase, numbers: false)).map(\.key).joined(separator: " ")
    }

    /// A shortcut's title from its intent: "Play Media: Road Trip", "Order Coffee: large, cappuccino".
    static func title(_ intentClass: String, _ intent: NodeReader) -> String {
        let name = Speech.words(
            forCaseName: intentClass.replacingOccurrences(of: "Intent", with: "").replacingOccurrences(
                of: "IN", with: ""))
        let words = name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        var values: [String] = []
        collect(intent.node, into: &values)
        return values.isEmpty ? words : "\(words): \(values.prefix(4).joined(separator: ", "))"
    }

    /// The words worth showing in a title: names and text, not identifiers or types; the
    /// collection rather than what is in it, and of a list its first and how many more.
    private static func collect(_ node: Node?, into values: inout [String]) {
        guard let node else { return }
        switch node.value {
        case .dictionary(let pairs):
            let container = pairs.contains { $0.key == "mediaContainer" }
            let named =
                pairs.first { $0.key == "mediaSearch" }.map { NodeReader($0.value, file: "").self["mediaName"].exists }
                ?? false
            for (key, value) in pairs
            where ![
                "identifier", "customIdentifier", "contactIdentifier", "vocabularyIdentifier", "type",
                "personHandle", "siriMatches", "mediaIdentifier", "conversationIdentifier", "artist",
                "reference", "mediaType", "sortOrder",
            ].contains(key) {
                // The collection, else the name said, rather than every item played.
                if container, key == "mediaItems" || key == "mediaSearch" { continue }
                if named, key == "mediaItems" { continue }
                collect(value, into: &values)
            }
        case .array(let items):
            guard let first = items.first else { return }
            collect(first, into: &values)
            if items.count > 1, let last = values.popLast() { values.append("\(last) and \(items.count - 1) more") }
        case .string(let text):
            if !values.contains(text) { values.append(text) }
        // A quantity or an amount tells two shortcuts apart ("Top Up Card: 15" and "…: 40").
        case .integer(let n):
            values.append(String(n))
        case .real(let x):
            values.append(Speech.number(x))
        case .bool, .date, .data, .null:
            break
        }
    }

    /// What a user-activity shortcut keeps: its type, title and userInfo.
    static func activityJSON(_ activity: UserActivityRecord, base: JSON) -> String {
        guard case .object(let pairs) = base else { return base.serialized() }
        return JSON.object(pairs + [("userInfoJSON", .string(activity.userInfoJSON))]).serialized()
    }
}
