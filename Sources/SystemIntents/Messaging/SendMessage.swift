import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Messaging {
    /// "Send a message to Maria saying I'm running late."
    static let send = SpecBuilder.spec(
        .messaging, INSendMessageIntent.self, Send.self,
        parameters: IntentParameters(
            { INSendMessageIntent() },
            [
                .multiple(
                    "recipients", \.recipients, .people, spoken: .people, resolvedAs: .person,
                    prompt: "Who do you want to send it to?", looksUp: true,
                    resolve: { h, i, c in h.resolveRecipients(for: i, with: c) }),
                .single(
                    "outgoingMessageType", \.outgoingMessageType, .enumCase(unknown: .unknown),
                    resolvedAs: .lexicon("outgoingMessageType"),
                    resolve: { h, i, c in h.resolveOutgoingMessageType(for: i, with: c) }
                ).notRestored(),
                .single(
                    "content", \.content, .string, spoken: .freeText, resolvedAs: .string,
                    prompt: "What do you want to say?",
                    resolve: { h, i, c in h.resolveContent(for: i, with: c) }),
                .single(
                    "speakableGroupName", \.speakableGroupName, .speakable, spoken: .group, resolvedAs: .group,
                    prompt: "Which group?", resolve: { h, i, c in h.resolveSpeakableGroupName(for: i, with: c) }),
                .unresolved("conversationIdentifier", \.conversationIdentifier, .string).notRestored(),
            ]),
        commands: true,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            confirmation: "Ready to send it?", declined: "OK, I won't send it.",
            respond: { response, intent, context in
                let intent = intent as? INSendMessageIntent
                let to =
                    intent?.speakableGroupName?.spokenPhrase
                    ?? Speech.list((intent?.recipients ?? []).map(\.displayName), conjunction: "and")
                switch INSendMessageIntentResponseCode(rawValue: response.code) {
                case .success?: return ["OK, sent to \(to)."]
                case .inProgress?: return ["OK, sending it to \(to)."]
                case .ready?, .unspecified?: return ["OK."]
                default: return [Failure.sentence(app: context.app, response: response)]
                }
            }),
        build: { reading, context in
            INSendMessageIntent(
                recipients: context.persons("recipients", in: reading),
                content: reading.text("content"),
                speakableGroupName: reading.fills("speakableGroupName").first?.speakable)
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        fields: { r in r.sentMessages.map { [("sentMessages", .array($0.map(TraceJSON.message)))] } ?? [] },
        donation: { i, r in
            let group = r.sentMessages?.first?.conversationIdentifier ?? i.conversationIdentifier
            return IntentDonation(intent: i, groupIdentifier: group)
        }
    ).reaching("recipients")
}
