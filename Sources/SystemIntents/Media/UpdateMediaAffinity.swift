import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Media {
    /// "I like this song", "I hate this song", "My favorite singer is Adele".
    static let updateAffinity = SpecBuilder.spec(
        .media, INUpdateMediaAffinityIntent.self, Affinity.self,
        parameters: IntentParameters(
            { INUpdateMediaAffinityIntent() },
            [
                mediaItems(
                    prompt: "Which song?", items: \.mediaItems, search: \.mediaSearch,
                    resolve: { h, i, c in h.resolveMediaItems(for: i, with: c) }),
                mediaSearch(\.mediaSearch),
                .single(
                    "affinityType", \.affinityType, .enumCase(unknown: .unknown), spoken: .lexicon("affinityType"),
                    resolvedAs: .lexicon("affinityType"), prompt: "Do you like it or not?",
                    resolve: { h, i, c in h.resolveAffinityType(for: i, with: c) }),
            ], schema: ["affinityType", "mediaSearch"]),
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, intent, context in
                let intent = intent as? INUpdateMediaAffinityIntent
                let what = spoken(intent?.mediaItems)
                guard INUpdateMediaAffinityIntentResponseCode(rawValue: response.code) == .success else {
                    return [Failure.sentence(app: context.app, response: response)]
                }
                switch intent?.affinityType ?? .unknown {
                case .like: return ["OK, I'll play more like \(what) on \(context.app)."]
                case .dislike: return ["OK, I'll play less like \(what) on \(context.app)."]
                case .unknown: return ["OK."]
                }
            }),
        build: { reading, _ in
            INUpdateMediaAffinityIntent(
                mediaSearch: search(reading),
                affinityType: reading.caseName("affinityType")
                    .flatMap(INMediaAffinityType.init(rawValue:)) ?? .unknown)
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })
}
