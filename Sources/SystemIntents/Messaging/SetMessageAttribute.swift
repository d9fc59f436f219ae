import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Messaging {
    /// "Mark them as read", "Flag that message": the messages Siri last read out.
    static let setAttribute = SpecBuilder.spec(
        .messaging, INSetMessageAttributeIntent.self, SetAttribute.self,
        parameters: IntentParameters(
            { INSetMessageAttributeIntent() },
            [
                .unresolved("identifiers", \.identifiers, .strings),
                .single(
                    "attribute", \.attribute, .enumCase(unknown: .unknown, tracesUnknown: true),
                    spoken: .lexicon("messageAttribute"), resolvedAs: .lexicon("messageAttribute"),
                    prompt: "Should I mark it as read, unread, flagged or unflagged?",
                    resolve: { h, i, c in h.resolveAttribute(for: i, with: c) }),
            ]),
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, intent, context in
                guard response.code == INSetMessageAttributeIntentResponseCode.success.rawValue,
                    let intent = intent as? INSetMessageAttributeIntent
                else {
                    return [Failure.sentence(app: context.app, response: response)]
                }
                let what = (intent.identifiers?.count ?? 0) == 1 ? "it" : "them"
                switch intent.attribute {
                case .read, .unread, .played: return ["OK, I marked \(what) as \(intent.attribute.rawValue)."]
                case .flagged: return ["OK, I flagged \(what)."]
                case .unflagged: return ["OK, I unflagged \(what)."]
                case .unknown: return ["OK."]
                }
            }),
        build: { reading, context in
            let ids = context.lastReadMessageIdentifiers
            return INSetMessageAttributeIntent(
                identifiers: ids.isEmpty ? nil : ids,
                attribute: reading.caseName("attribute")
                    .flatMap(INMessageAttribute.init(rawValue:)) ?? .unknown)
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })
}
