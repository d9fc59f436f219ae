import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Messaging {
    /// "Edit my last message to say I'll be there at six."
    static let edit = IntentSpec(
        domain: .messaging,
        schema: IntentSchema(className: INEditMessageIntent.className, parameters: [ParameterSpec("editedContent", .freeText)]),
        handling: SpecBuilder.handling(
            INEditMessageIntent.self, Edit.self,
            parameters: [
                SpecBuilder.single("editedContent", .string, Edit.self,
                                   resolve: { h, i, c in h.resolveEditedContent(for: i, with: c) }, wrap: ParameterValue.string,
                                   get: { $0.editedContent.map { [.string($0)] } ?? [] }, set: { $0.editedContent = $1.first?.string }),
            ],
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                valuePrompts: ["editedContent": "What should it say instead?"],
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
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            describe: { i in
                .object(dropping: [("messageIdentifier", i.messageIdentifier.map(JSON.string)), ("editedContent", i.editedContent.map(JSON.string))])
            },
            restore: { r throws(FormatError) in
                INEditMessageIntent(messageIdentifier: try r["messageIdentifier"].optionalString(), editedContent: try r["editedContent"].optionalString())
            }))
}
