import Foundation
import Formats
import IntentModel
import Store

/// The audio Siri suggests (on the lock screen, in Siri Suggestions): what apps donated as
/// INPlayMediaIntent that they can play again from the container alone, the supported
/// combination for suggestions. News, music videos, films, TV, episodes and unknown items
/// never feed them. Most recent first.
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
    static let excluded: Set<INMediaItemType> = [.news, .musicVideo, .movie, .tvShow, .tvShowEpisode, .podcastEpisode, .unknown]

    func list() throws -> [Suggestion] {
        var byKey: [String: Suggestion] = [:]
        for donation in try siri.store.donations() where donation.intentClass == INPlayMediaIntent.className {
            let intent = try DonationReader.intent(of: donation)
            let container = intent["mediaContainer"]
            guard container.exists else { continue }
            let type = INMediaItemType(rawValue: try container["type"].optionalString() ?? "unknown") ?? .unknown
            guard !Self.excluded.contains(type), let id = try container["identifier"].optionalString() else { continue }
            let title = try container["title"].optionalString() ?? id
            let key = "\(donation.app)|\(id)"
            var suggestion = byKey[key] ?? Suggestion(app: donation.app, identifier: id, title: title, type: type, count: 0, last: donation.date)
            suggestion.count += 1
            suggestion.last = max(suggestion.last, donation.date)
            byKey[key] = suggestion
        }
        return byKey.values.sorted { ($0.last, $0.count, $1.title) > ($1.last, $1.count, $0.title) }
    }
}
