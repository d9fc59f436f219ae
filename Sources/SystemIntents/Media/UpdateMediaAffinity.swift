import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Media {
    /// "I like this song", "I hate this song", "My favorite singer is Adele".
    static let updateAffinity = IntentSpec(
        domain: .media,
        schema: IntentSchema(className: INUpdateMediaAffinityIntent.className, parameters: [
            ParameterSpec("affinityType", .lexicon("affinityType")),
        ] + mediaSearch),
        handling: SpecBuilder.handling(
            INUpdateMediaAffinityIntent.self, Affinity.self,
            parameters: [
                mediaItems(Affinity.self, intent: INUpdateMediaAffinityIntent.self, resolve: { h, i, c in h.resolveMediaItems(for: i, with: c) },
                           items: \.mediaItems, search: \.mediaSearch),
                SpecBuilder.single("affinityType", .lexicon("affinityType"), Affinity.self,
                                   resolve: { h, i, c in h.resolveAffinityType(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                                   get: { Values.enumCase($0.affinityType, unless: .unknown) },
                                   set: { $0.affinityType = Values.enumCase($1, or: $0.affinityType) }),
            ],
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                valuePrompts: ["mediaItems": "Which song?", "affinityType": "Do you like it or not?"],
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
                INUpdateMediaAffinityIntent(mediaSearch: search(reading),
                                            affinityType: reading.caseName("affinityType").flatMap(INMediaAffinityType.init(rawValue:)) ?? .unknown)
            },
            confirm: { h, i, c in h.confirm(intent: i, completion: c) },
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            describe: { i in
                .object(dropping: describe(items: i.mediaItems, search: i.mediaSearch) + [
                    ("affinityType", i.affinityType == .unknown ? nil : .string(i.affinityType.rawValue)),
                ])
            },
            restore: { r throws(FormatError) in
                INUpdateMediaAffinityIntent(mediaItems: try TraceReading.mediaItems(r["mediaItems"]), mediaSearch: try TraceReading.mediaSearch(r["mediaSearch"]),
                                            affinityType: try TraceReading.enumCase(r["affinityType"], or: INMediaAffinityType.unknown))
            }))
}
