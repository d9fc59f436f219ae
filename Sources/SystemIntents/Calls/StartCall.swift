import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Calls {
    /// "Video call Maria on Chatter", "FaceTime my sister", "Give Liz a call".
    static let startCall = IntentSpec(
        domain: .calls,
        schema: IntentSchema(className: INStartCallIntent.className, parameters: [
            ParameterSpec("contacts", .people), ParameterSpec("callCapability", .lexicon("callCapability")),
        ]),
        handling: SpecBuilder.handling(
            INStartCallIntent.self, Call.self,
            parameters: [
                SpecBuilder.single("callRecordToCallBack", .string, Call.self,
                                   resolve: { h, i, c in h.resolveCallRecordToCallBack(for: i, with: c) }, wrap: ParameterValue.callRecord,
                                   get: { $0.callRecordToCallBack.map { [.callRecord($0)] } ?? [] },
                                   set: { i, v in if case let .callRecord(r)? = v.first { i.callRecordToCallBack = r } }),
                SpecBuilder.single("destinationType", .lexicon("destinationType"), Call.self,
                                   resolve: { h, i, c in h.resolveDestinationType(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                                   get: { Values.enumCase($0.destinationType, unless: .unknown) },
                                   set: { $0.destinationType = Values.enumCase($1, or: $0.destinationType) }),
                SpecBuilder.multiple("contacts", .person, Call.self, looksUp: true,
                                     resolve: { h, i, c in h.resolveContacts(for: i, with: c) }, wrap: ParameterValue.person,
                                     get: { Values.people($0.contacts) }, set: { $0.contacts = Values.people($1) }),
                SpecBuilder.single("callCapability", .lexicon("callCapability"), Call.self,
                                   resolve: { h, i, c in h.resolveCallCapability(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                                   get: { Values.enumCase($0.callCapability, unless: .unknown) },
                                   set: { $0.callCapability = Values.enumCase($1, or: $0.callCapability) }),
            ],
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                valuePrompts: ["contacts": "Who do you want to call?", "callCapability": "Audio or video?"],
                respond: { response, intent, context in
                    let intent = intent as? INStartCallIntent
                    let who = Speech.list((intent?.contacts ?? []).map(\.displayName), conjunction: "and")
                    let kind = intent?.callCapability == .videoCall ? "Video calling" : "Calling"
                    switch INStartCallIntentResponseCode(rawValue: response.code) {
                    case .continueInApp?, .ready?: return ["\(kind) \(who) on \(context.app)…"]
                    default: return [Failure.sentence(app: context.app, response: response)]
                    }
                }),
            build: { reading, context in
                INStartCallIntent(contacts: context.persons("contacts", in: reading),
                                  callCapability: reading.caseName("callCapability").flatMap(INCallCapability.init(rawValue:)) ?? .unknown)
            },
            confirm: { h, i, c in h.confirm(intent: i, completion: c) },
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            describe: { i in
                .object(dropping: [
                    ("contacts", i.contacts.map { .array($0.map(TraceJSON.person)) }),
                    ("callCapability", .string(i.callCapability.rawValue)),
                    ("destinationType", i.destinationType == .unknown ? nil : .string(i.destinationType.rawValue)),
                ])
            },
            restore: { r throws(FormatError) in
                INStartCallIntent(contacts: try TraceReading.people(r["contacts"]),
                                  callCapability: try TraceReading.enumCase(r["callCapability"], or: INCallCapability.unknown))
            })).reaching("contacts")
}
