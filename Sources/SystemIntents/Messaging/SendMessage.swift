import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Messaging {
    /// "Send a message to Maria saying I'm running late."
    static let send = IntentSpec(
        domain: .messaging,
        schema: IntentSchema(className: INSendMessageIntent.className, parameters: [
            ParameterSpec("recipients", .people), ParameterSpec("content", .freeText), ParameterSpec("speakableGroupName", .group),
        ]),
        handling: SpecBuilder.handling(
            INSendMessageIntent.self, Send.self,
            parameters: [
                SpecBuilder.multiple("recipients", .person, Send.self, looksUp: true,
                                     resolve: { h, i, c in h.resolveRecipients(for: i, with: c) }, wrap: ParameterValue.person,
                                     get: { Values.people($0.recipients) }, set: { $0.recipients = Values.people($1) }),
                SpecBuilder.single("outgoingMessageType", .lexicon("outgoingMessageType"), Send.self,
                                   resolve: { h, i, c in h.resolveOutgoingMessageType(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                                   get: { Values.enumCase($0.outgoingMessageType, unless: .unknown) },
                                   set: { $0.outgoingMessageType = Values.enumCase($1, or: $0.outgoingMessageType) }),
                SpecBuilder.single("content", .string, Send.self,
                                   resolve: { h, i, c in h.resolveContent(for: i, with: c) }, wrap: ParameterValue.string,
                                   get: { $0.content.map { [.string($0)] } ?? [] }, set: { $0.content = $1.first?.string }),
                SpecBuilder.single("speakableGroupName", .group, Send.self,
                                   resolve: { h, i, c in h.resolveSpeakableGroupName(for: i, with: c) }, wrap: ParameterValue.speakable,
                                   get: { $0.speakableGroupName.map { [.speakable($0)] } ?? [] }, set: { $0.speakableGroupName = $1.first?.speakable }),
            ],
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                valuePrompts: ["recipients": "Who do you want to send it to?", "content": "What do you want to say?",
                               "speakableGroupName": "Which group?"],
                confirmation: "Ready to send it?", declined: "OK, I won't send it.",
                respond: { response, intent, context in
                    let intent = intent as? INSendMessageIntent
                    let to = intent?.speakableGroupName?.spokenPhrase
                        ?? Speech.list((intent?.recipients ?? []).map(\.displayName), conjunction: "and")
                    switch INSendMessageIntentResponseCode(rawValue: response.code) {
                    case .success?: return ["OK, sent to \(to)."]
                    case .inProgress?: return ["OK, sending it to \(to)."]
                    case .ready?, .unspecified?: return ["OK."]
                    default: return [Failure.sentence(app: context.app, response: response)]
                    }
                }),
            build: { reading, context in
                INSendMessageIntent(recipients: context.persons("recipients", in: reading), content: reading.text("content"),
                                    speakableGroupName: reading.fills("speakableGroupName").first?.speakable)
            },
            confirm: { h, i, c in h.confirm(intent: i, completion: c) },
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            fields: { r in r.sentMessages.map { [("sentMessages", .array($0.map(TraceJSON.message)))] } ?? [] },
            donation: { i, r in
                let group = r.sentMessages?.first?.conversationIdentifier ?? i.conversationIdentifier
                return IntentDonation(intent: i, groupIdentifier: group)
            },
            describe: { i in
                .object(dropping: [
                    ("recipients", i.recipients.map { .array($0.map(TraceJSON.person)) }),
                    ("outgoingMessageType", i.outgoingMessageType == .unknown ? nil : .string(i.outgoingMessageType.rawValue)),
                    ("content", i.content.map(JSON.string)),
                    ("speakableGroupName", i.speakableGroupName.map(TraceJSON.speakable)),
                    ("conversationIdentifier", i.conversationIdentifier.map(JSON.string)),
                ])
            },
            restore: { r throws(FormatError) in
                INSendMessageIntent(recipients: try TraceReading.people(r["recipients"]), content: try r["content"].optionalString(),
                                    speakableGroupName: try TraceReading.speakable(r["speakableGroupName"]))
            })).reaching("recipients")
}
