import Formats
import Foundation
import IntentModel
import Store
import SystemIntents

/// How much each app's donated interactions say about what the user does with it, by
/// intent: a weight per day, so that a decision reads a few hundred buckets however many
/// donations there are. A played container (a playlist, an album, a show) weighs more than
/// a single song, as Apple's App Selection guidance describes.
struct DonationStats: Sendable {
    struct Key: Hashable, Sendable {
        var app: String
        var intent: String
    }

    /// The most recent donation of a play.
    struct LastPlay: Sendable {
        var app: String
        var date: Date
    }

    /// Days since 1970 → summed weight, per app and intent.
    private(set) var buckets: [Key: [Int: Double]] = [:]
    /// Days since 1970 → count, per app and person messaged or called (`PersonKey`).
    private(set) var people: [PersonKey: [Int: Double]] = [:]

    /// One person an app's donations sent to or called: the device contact's identifier
    /// when the donation has it, else the name as said.
    struct PersonKey: Hashable, Sendable {
        var app: String
        var person: String
    }

    /// How a person is known in the donations: a device contact's identifier, else the name folded.
    static func personKey(contactIdentifier: String?, displayName: String) -> String {
        contactIdentifier.map { "contact:" + $0 } ?? "name:" + displayName.lowercased()
    }
    /// The app of the most recent INPlayMediaIntent donation, by Siri or by an app: all Siri
    /// is given to know which app plays now (App Selection's `nowPlaying`).
    private(set) var lastPlay: LastPlay?

    /// How many days halve a donation's weight.
    static let halfLifeDays = 14.0
    static let containerWeight = 1.0
    static let itemWeight = 0.3

    /// The specs, which say which parameter of an intent names the people it reaches.
    private let registry: IntentRegistry

    init(_ records: [DonationRecord], registry: IntentRegistry = .system) throws {
        self.registry = registry
        for record in records {
            notePlay(record)
            try addChecked(record)
        }
    }

    /// Donations arrive oldest first, so the later of two at the same moment is the newer.
    private mutating func notePlay(_ record: DonationRecord) {
        guard record.intentClass == INPlayMediaIntent.className, lastPlay.map({ record.date >= $0.date }) ?? true else {
            return
        }
        lastPlay = LastPlay(app: record.app, date: record.date)
    }

    mutating func add(_ record: DonationRecord) {
        notePlay(record)
        do { try addChecked(record) } catch {
            // A donation whose intent the store cannot read back counts as one item.
            buckets[Key(app: record.app, intent: record.intentClass), default: [:]][
                Self.day(record.date), default: 0] += Self.itemWeight
        }
    }

    private mutating func addChecked(_ record: DonationRecord) throws {
        let weight = try Self.weight(record)
        buckets[Key(app: record.app, intent: record.intentClass), default: [:]][Self.day(record.date), default: 0] +=
            weight
        if let parameter = registry[record.intentClass]?.reachedPeople {
            for person in try DonationReader.intent(of: record)[parameter].optionalArray() {
                let key = Self.personKey(
                    contactIdentifier: try person["contactIdentifier"].optionalString(),
                    displayName: try person["displayName"].string())
                people[PersonKey(app: record.app, person: key), default: [:]][Self.day(record.date), default: 0] += 1
            }
        }
    }

    /// The recency-weighted count of an app's donations that reached one of these people.
    func personScore(app: String, people keys: [String], now: Date) -> Double {
        let today = Self.day(now)
        var total = 0.0
        for key in keys {
            for (day, count) in people[PersonKey(app: app, person: key)] ?? [:] where day <= today {
                total += count * pow(0.5, Double(today - day) / Self.halfLifeDays)
            }
        }
        return total
    }

    /// A play of a container weighs more than a single song's; other intents count one.
    static func weight(_ record: DonationRecord) throws -> Double {
        guard record.intentClass == INPlayMediaIntent.className else { return containerWeight }
        let intent = try DonationReader.intent(of: record)
        if intent["mediaContainer"].exists { return containerWeight }
        return try intent["mediaItems"].optionalArray().count > 1 ? containerWeight : itemWeight
    }

    /// Days since 1970; a date from an edited state far out of range counts as the nearest
    /// day that fits (a conversion that does not fit would trap).
    static func day(_ date: Date) -> Int {
        let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
        return Int(days.isFinite ? min(max(days, -1e12), 1e12) : 0)
    }

    /// The recency-weighted count of an app's donations of these intents at `now`.
    func score(app: String, intents: Set<String>, now: Date) -> Double {
        let today = Self.day(now)
        var total = 0.0
        for intent in intents {
            for (day, weight) in buckets[Key(app: app, intent: intent)] ?? [:] where day <= today {
                total += weight * pow(0.5, Double(today - day) / Self.halfLifeDays)
            }
        }
        return total
    }
}
