import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension SpecBuilder {
    /// A whole spec whose parameters are each described once: the schema, the resolvable
    /// parameters, the value prompts, describe and restore all come from `parameters`.
    static func spec<I: INIntent, H, R: INIntentResponse>(
        _ domain: IntentDomain, _ type: I.Type, _ handler: H.Type, parameters: IntentParameters<I, H>,
        judgesOtherDomains: Bool? = nil, commands: Bool = false, speech: IntentSpeech,
        build: @escaping @Sendable (IntentReading, any IntentBuildContext) throws -> I,
        confirm: @escaping @Sendable (H, I, @escaping Completion<R>) -> Void,
        handle: @escaping @Sendable (H, I, @escaping Completion<R>) -> Void,
        fields: @escaping @Sendable (R) -> [(String, JSON)] = { _ in [] },
        readOut: @escaping @Sendable (R) -> [String]? = { _ in nil },
        donation: (@Sendable (I, R) -> IntentDonation)? = nil
    ) -> IntentSpec {
        precondition(speech.valuePrompts.isEmpty, "\(I.className): prompts belong to the parameters")
        var speech = speech
        speech.valuePrompts = parameters.prompts
        let schema = IntentSchema(
            className: I.className, parameters: parameters.schema,
            judgesOtherDomains: judgesOtherDomains, commands: commands)
        let handling = SpecBuilder.handling(
            I.self, H.self, parameters: parameters.resolvable, speech: speech, build: build,
            confirm: confirm, handle: handle, fields: fields, readOut: readOut, donation: donation,
            describe: parameters.describe, restore: { r throws(FormatError) in try parameters.restore(r) })
        return IntentSpec(domain: domain, schema: schema, handling: handling)
    }
}
