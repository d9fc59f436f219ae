import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Messaging {
    /// "Edit my last message to say I'll be there at six."
    static let edit = SpecBuilder.spec(
        .messaging, INEditMessageIntent.self, Edit.self,
        parameters: IntentParameters(
            { INEditMessageIntent() },
            [
                .unresolved("messageIdentifier", \.messageIdentifier, .string),
                .single(
                    "editedContent", \.editedContent, .string, spoken: .freeText, resolvedAs: .string,
                    prompt: "What should it say instead?",
                    resolve: { h, i, c in h.resolveEditedContent(for: i, with: c) }),
            ]),
        commands: true,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, intent, context in
                let content = (intent as? INEditMessageIntent)?.editedContent ?? ""
                return response.code == INEditMessageIntentResponseCode.success.rawValue
                    ? ["OK, your message now says “\(content)”."]
                    : [Failure.sentence(app: context.app, response: response)]
            }),
        build: { reading, context in
            let sent = try lastSentMessageIdentifiers(app: reading.app, context: context)
            return INEditMessageIntent(messageIdentifier: sent?.last, editedContent: reading.text("editedContent"))
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })
}
