import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Messaging {
    /// "Unsend my last message": Siri fills in the messages of the app's last send it handled.
    static let unsend = SpecBuilder.spec(
        .messaging, INUnsendMessagesIntent.self, Unsend.self,
        parameters: IntentParameters(
            { INUnsendMessagesIntent() },
            [
                .unresolved("messageIdentifiers", \.messageIdentifiers, .strings)
            ]),
        commands: true,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, _, context in
                response.code == INUnsendMessagesIntentResponseCode.success.rawValue
                    ? ["OK, I unsent your last message."] : [Failure.sentence(app: context.app, response: response)]
            }),
        build: { reading, context in
            INUnsendMessagesIntent(
                messageIdentifiers: try lastSentMessageIdentifiers(app: reading.app, context: context))
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })
}
