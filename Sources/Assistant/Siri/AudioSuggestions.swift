import Formats
import Foundation
import IntentModel
import Store

/// The audio Siri suggests (on the lock screen, in Siri Suggestions): what apps donated as
/// INPlayMediaIntent that they can play again from the container alone. An app opts in by
/// supporting that combination: its definition customises INPlayMediaIntent with the
/// parameter combination `mediaContainer` alone. News, music videos, films, TV shows and
/// episodes, and unknown items never feed them; podcast episodes do. Most recent first.
struct AudioSuggestions {
    let siri: Siri

    struct Suggestion {
        var app: String
        var identifier: String
        var title: String
        var type: INMediaItemType
        var count: Int
        var last: Date
    }

    /// Kinds that never feed audio suggestions.
    static let excluded: Set<INMediaItemType> = [.news, .musicVideo, .movie, .tvShow, .tvShowEpisode, .unknown]

    /// Whether an app opted into audio suggestions (the PlayMedia combination `mediaContainer`).
    static func optedIn(_ app: InstalledApp) -> Bool {
        app.bundle.definitionFiles.contains {
            $0.customizations[INPlayMediaIntent.className]?.supports(only: ["mediaContainer"]) == true
        }
    }

    func list() throws -> [Suggestion] {
        var byKey: [String: Suggestion] = [:]
        let opted = Set(siri.apps.filter(Self.optedIn).map(\.bundleIdentifier))
        for donation in try siri.store.donations()
        where donation.intentClass == INPlayMediaIntent.className && opted.contains(donation.app) {
            let intent = try DonationReader.intent(of: donation)
            let container = intent["mediaContainer"]
            guard container.exists else { continue }
            let type = INMediaItemType(rawValue: try container["type"].optionalString() ?? "unknown") ?? .unknown
            guard !Self.excluded.contains(type), let id = try container["identifier"].optionalString() else { continue }
            let title = try container["title"].optionalString() ?? id
            let key = "\(donation.app)|\(id)"
            var suggestion =
                byKey[key]
                ?? Suggestion(
                    app: donation.app, identifier: id, title: title, type: type, count: 0, last: donation.date)
            suggestion.count += 1
            suggestion.last = max(suggestion.last, donation.date)
            byKey[key] = suggestion
        }
        return byKey.values.sorted { ($0.last, $0.count, $1.title) > ($1.last, $1.count, $0.title) }
    }
}
