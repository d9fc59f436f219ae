import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Messaging {
    /// "Mark them as read", "Flag that message": the messages Siri last read out.
    static let setAttribute = IntentSpec(
        domain: .messaging,
        schema: IntentSchema(className: INSetMessageAttributeIntent.className, parameters: [
            ParameterSpec("attribute", .lexicon("messageAttribute")),
        ]),
        handling: SpecBuilder.handling(
            INSetMessageAttributeIntent.self, SetAttribute.self,
            parameters: [
                SpecBuilder.single("attribute", .lexicon("messageAttribute"), SetAttribute.self,
                                   resolve: { h, i, c in h.resolveAttribute(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                                   get: { Values.enumCase($0.attribute, unless: .unknown) },
                                   set: { $0.attribute = Values.enumCase($1, or: $0.attribute) }),
            ],
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                valuePrompts: ["attribute": "Should I mark it as read, unread, flagged or unflagged?"],
                respond: { response, intent, context in
                    guard response.code == INSetMessageAttributeIntentResponseCode.success.rawValue,
                          let intent = intent as? INSetMessageAttributeIntent else {
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
                return INSetMessageAttributeIntent(identifiers: ids.isEmpty ? nil : ids,
                                                   attribute: reading.caseName("attribute").flatMap(INMessageAttribute.init(rawValue:)) ?? .unknown)
            },
            confirm: { h, i, c in h.confirm(intent: i, completion: c) },
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            describe: { i in
                .object(dropping: [("identifiers", i.identifiers.map { .array($0.map(JSON.string)) }),
                                   ("attribute", .string(i.attribute.rawValue))])
            },
            restore: { r throws(FormatError) in
                INSetMessageAttributeIntent(identifiers: try TraceReading.strings(r["identifiers"]),
                                            attribute: try TraceReading.enumCase(r["attribute"], or: INMessageAttribute.unknown))
            }))
}
