import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Media {
    /// "Search for songs by Adele", "Find the album Blue".
    static let search = SpecBuilder.spec(
        .media, INSearchForMediaIntent.self, Search.self,
        parameters: IntentParameters(
            { INSearchForMediaIntent() },
            [
                mediaItems(
                    prompt: "What are you looking for?", items: \.mediaItems, search: \.mediaSearch,
                    resolve: { h, i, c in h.resolveMediaItems(for: i, with: c) }),
                mediaSearch(\.mediaSearch),
            ]),
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, _, context in
                guard let r = response.response as? INSearchForMediaIntentResponse,
                    r.code == .success || r.code == .continueInApp
                else {
                    return [Failure.sentence(app: context.app, response: response)]
                }
                let items = r.mediaItems ?? []
                if items.isEmpty { return ["I couldn't find that in \(context.app)."] }
                var lines = [
                    items.count == 1
                        ? "I found one item in \(context.app):"
                        : "I found \(items.count) items in \(context.app):"
                ]
                for item in items.prefix(10) {
                    lines.append("  \(Speech.media(item)) (\(Speech.words(forCaseName: item.type.rawValue)))")
                }
                if items.count > 10 { lines.append("  and \(items.count - 10) more") }
                return lines
            }),
        build: { reading, _ in INSearchForMediaIntent(mediaSearch: search(reading)) },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        fields: { r in r.mediaItems.map { [("mediaItems", .array($0.map(TraceJSON.mediaItem)))] } ?? [] })
}
