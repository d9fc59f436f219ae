import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Calls {
    /// "Video call Maria on Chatter", "FaceTime my sister", "Give Liz a call".
    static let startCall = SpecBuilder.spec(
        .calls, INStartCallIntent.self, Call.self,
        parameters: IntentParameters(
            { INStartCallIntent() },
            [
                .multiple(
                    "contacts", \.contacts, .people, spoken: .people, resolvedAs: .person,
                    prompt: "Who do you want to call?", looksUp: true,
                    resolve: { h, i, c in h.resolveContacts(for: i, with: c) }),
                .single(
                    "callCapability", \.callCapability, .enumCase(unknown: .unknown, tracesUnknown: true),
                    spoken: .lexicon("callCapability"), resolvedAs: .lexicon("callCapability"),
                    prompt: "Audio or video?", resolve: { h, i, c in h.resolveCallCapability(for: i, with: c) }),
                .single(
                    "destinationType", \.destinationType, .enumCase(unknown: .unknown),
                    spoken: .lexicon("destinationType"), resolvedAs: .lexicon("destinationType"),
                    resolve: { h, i, c in h.resolveDestinationType(for: i, with: c) }
                ).notRestored().neverAsked(),
                .single(
                    "callRecordToCallBack", \.callRecordToCallBack, callRecord, resolvedAs: .string,
                    resolve: { h, i, c in h.resolveCallRecordToCallBack(for: i, with: c) }),
            ], resolution: ["callRecordToCallBack", "destinationType", "contacts", "callCapability"]),
        commands: true,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
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
            INStartCallIntent(
                destinationType: reading.caseName("destinationType").flatMap(INCallDestinationType.init(rawValue:))
                    ?? .unknown,
                contacts: context.persons("contacts", in: reading),
                callCapability: reading.caseName("callCapability")
                    .flatMap(INCallCapability.init(rawValue:)) ?? .unknown)
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) }
    ).reaching("contacts")

    /// A call to return: the loop's value, kept only while Siri resolves it (not traced).
    static var callRecord: ValueCodec<INCallRecordInfo?, INCallRecordInfo> {
        ValueCodec(
            values: { $0.map { [.callRecord($0)] } ?? [] },
            update: { values, current in
                if case .callRecord(let record)? = values.first { return record }
                return current
            },
            wrap: ParameterValue.callRecord, json: nil, read: nil)
    }
}
