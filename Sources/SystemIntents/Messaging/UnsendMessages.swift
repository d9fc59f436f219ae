import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Messaging {
    /// "Unsend my last message": Siri fills in the messages of the app's last send it handled.
    static let unsend = IntentSpec(
        domain: .messaging,
        schema: IntentSchema(className: INUnsendMessagesIntent.className, parameters: []),
        handling: SpecBuilder.handling(
            INUnsendMessagesIntent.self, Unsend.self, parameters: [],
            speech: IntentSpeech(failures: Failure.sentence(app:response:), respond: { response, _, context in
                response.code == INUnsendMessagesIntentResponseCode.success.rawValue
                    ? ["OK, I unsent your last message."] : [Failure.sentence(app: context.app, response: response)]
            }),
            build: { reading, context in
                INUnsendMessagesIntent(
                    messageIdentifiers: try lastSentMessageIdentifiers(app: reading.app, context: context))
            },
            confirm: { h, i, c in h.confirm(intent: i, completion: c) },
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            describe: { i in .object(dropping: [("messageIdentifiers", i.messageIdentifiers.map { .array($0.map(JSON.string)) })]) },
            restore: { r throws(FormatError) in INUnsendMessagesIntent(messageIdentifiers: r["messageIdentifiers"].exists ? try r["messageIdentifiers"].stringArray() : nil) }))
}
