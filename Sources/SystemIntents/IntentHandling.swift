import Formats
import Foundation
import IntentModel
import PhraseMatcher

/// How Siri runs one intent class through an app's handler: the parameters it resolves in
/// the protocol's order, how a reading of an utterance becomes the intent, confirm and
/// handle, and what Siri says. Type-erased, so that one resolution loop serves every intent.
public struct IntentHandling: Sendable {
    /// The parameters the handler resolves, in the order SiriKit's protocol declares them.
    public let parameters: [ResolvableParameter]
    /// Siri's words for this intent.
    public let speech: IntentSpeech
    let buildCall: @Sendable (IntentReading, any IntentBuildContext) throws -> any INIntent
    let confirmCall: @Sendable (any Sendable, any INIntent, @escaping Completion<ErasedResponse>) -> Bool
    let handleCall: @Sendable (any Sendable, any INIntent, @escaping Completion<ErasedResponse>) -> Bool
    let describeCall: @Sendable (any INIntent) -> JSON
    let readOutCall: @Sendable (any INIntentResponse) -> [String]?
    let restoreCall: (@Sendable (NodeReader) throws(FormatError) -> any INIntent)?
    let responseCall: @Sendable (String) -> ErasedResponse?
    /// The intent's response codes by Apple's case names (a custom intent's, from its definition).
    public let responseCodes: [String]
    /// A response with this code and these properties given as text (a custom intent's
    /// response, as its definition types the properties); nil for an intent without
    /// properties, or a property it has not, or a value of the wrong kind.
    var propertiesResponseCall:
        (@Sendable (String, [INConfiguredIntent.ConfiguredValue], (any INIntent)?) -> ErasedResponse?)? = nil
    /// The response's properties by name (a custom intent's), for messages.
    public var responseProperties: [String] = []
    /// What the system donates of a handled intent; by default the intent as it is, in no group.
    var donationCall: @Sendable (any INIntent, any INIntentResponse) -> IntentDonation = { intent, _ in
        IntentDonation(intent: intent)
    }

    /// The intent Siri hands the app for a reading of an utterance.
    public func makeIntent(_ reading: IntentReading, context: any IntentBuildContext) throws -> any INIntent {
        try buildCall(reading, context)
    }

    /// Calls the handler's confirm method; false when the handler does not adopt the protocol.
    public func confirm(
        _ handler: any Sendable, _ intent: any INIntent, _ completion: @escaping @Sendable (ErasedResponse) -> Void
    ) -> Bool {
        confirmCall(handler, intent, completion)
    }

    /// Calls the handler's handle method; false when the handler does not adopt the protocol.
    public func handle(
        _ handler: any Sendable, _ intent: any INIntent, _ completion: @escaping @Sendable (ErasedResponse) -> Void
    ) -> Bool {
        handleCall(handler, intent, completion)
    }

    /// The intent's parameters as trace JSON.
    public func describe(_ intent: any INIntent) -> JSON { describeCall(intent) }

    /// The intent again from its trace JSON (`describe`), as a shortcut keeps it with its
    /// inputs frozen; nil when the intent cannot be kept that way.
    public func restore(_ reader: NodeReader) throws(FormatError) -> (any INIntent)? {
        guard let restoreCall else { return nil }
        return try restoreCall(reader)
    }

    /// A response with only this code, as a scripted app answers; nil when the intent has no such code.
    public func response(code: String) -> ErasedResponse? { responseCall(code) }

    /// A response with this code and properties (`name=value`), as a scripted app answers
    /// for `intent`: a custom intent's response also carries the intent's values of the
    /// properties named like its parameters, as an app's code sets them.
    public func response(
        code: String, properties: [INConfiguredIntent.ConfiguredValue], intent: (any INIntent)? = nil
    ) -> ErasedResponse? {
        guard let propertiesResponseCall else { return properties.isEmpty ? responseCall(code) : nil }
        return propertiesResponseCall(code, properties, intent)
    }

    /// What the system donates, as an INInteraction, of an intent the app handled with `response`.
    public func donation(of intent: any INIntent, response: any INIntentResponse) -> IntentDonation {
        donationCall(intent, response)
    }

    /// The identifiers of the messages a response reads out ("mark them as read" means them).
    public func readOut(_ response: any INIntentResponse) -> [String]? { readOutCall(response) }
}

public typealias Completion<T> = @Sendable (T) -> Void

/// What the system donates of a handled intent: the intent as SiriKit keeps it, and the
/// interaction's group, by which an app deletes donations with what they were about
/// (INInteraction.delete(with:)).
public struct IntentDonation: Sendable {
    public var intent: any INIntent
    public var groupIdentifier: String?

    public init(intent: any INIntent, groupIdentifier: String? = nil) {
        self.intent = intent
        self.groupIdentifier = groupIdentifier
    }
}

/// What kind of value a parameter takes, for turning a user's answer into a value.
public enum ValueKind: Sendable, Hashable {
    /// Free text (a message's content): an answer is never read as a new request.
    case string
    /// The name of a thing (a song, a workout): taken as said, unless it is a new request.
    case name
    case person, group, number
    /// A yes or a no.
    case boolean
    /// Values from a `SystemLexicon` list (or a custom intent's enum), by list name.
    case lexicon(String)
}

/// One result element of a resolve call, with the values as `ParameterValue`s.
public struct ElementResolution: Sendable, Hashable {
    public var kind: INResolutionKind
    public var values: [ParameterValue]
    /// Apple's case name of the typed unsupported reason, if any.
    public var reason: String?

    /// A result with no values (a scripted answer).
    public init(kind: INResolutionKind, reason: String? = nil) {
        self.kind = kind
        values = []
        self.reason = reason
    }

    public init<V, R>(_ result: INResolutionResult<V, R>, _ wrap: (V) -> ParameterValue) {
        kind = result.kind
        values = result.values.map(wrap)
        reason = result.unsupportedReason?.caseName
    }
}

/// An app's response to confirm or handle, with its code and fields for the trace.
public struct ErasedResponse: Sendable {
    public var code: String
    public var outcome: INResponseOutcome
    public var userActivity: UserActivity?
    /// The response's own fields (sentMessages, messages), for the trace.
    public var fields: [(String, JSON)]
    public var response: any INIntentResponse

    init<R: INIntentResponse>(_ response: R, fields: [(String, JSON)] = []) {
        code = response.code.caseName
        outcome = response.code.outcome
        userActivity = response.userActivity
        self.fields = fields
        self.response = response
    }

    public var json: JSON {
        .object(
            dropping: [("code", .string(code))] + fields.map { ($0.0, Optional($0.1)) }
                + [("userActivity", userActivity.map(TraceJSON.userActivity))])
    }
}

/// How the loop resolves one parameter of one intent, through the handler protocol.
public struct ResolvableParameter: Sendable {
    public let name: String
    public let multiple: Bool
    public let valueKind: ValueKind
    let resolveCall: @Sendable (any Sendable, any INIntent, @escaping Completion<[ElementResolution]>) -> Bool
    let currentCall: @Sendable (any INIntent) -> [ParameterValue]
    let applyCall: @Sendable (any INIntent, [ParameterValue]) -> any INIntent
    /// Whether the parameter names a thing the app looks up (a person, a media item): an
    /// unsupported value without words of its own is one the app could not find.
    var looksUp = false
    /// Whether Siri asks for a value the app could not use; a parameter it never asks for
    /// (`IntentParameter.neverAsked`) ends the request there instead.
    public internal(set) var askable = true
    /// The words of the parameter's typed unsupported reasons: the reason's case name, the
    /// value as said, the app's name; nil for a reason without words.
    var reasonWords: @Sendable (String, String?, String) -> String? = { _, _, _ in nil }

    /// The resolve method's name, as the handler protocol spells it (`resolveRecipients`).
    public var methodName: String { "resolve\(name.prefix(1).uppercased())\(name.dropFirst())" }

    /// Calls the handler's resolve method; false when the handler does not adopt the protocol.
    public func resolve(
        _ handler: any Sendable, _ intent: any INIntent, _ completion: @escaping @Sendable ([ElementResolution]) -> Void
    ) -> Bool {
        resolveCall(handler, intent, completion)
    }

    /// The parameter's values in the intent as it stands.
    public func current(_ intent: any INIntent) -> [ParameterValue] { currentCall(intent) }

    /// The intent with the parameter set to `values`, as SiriKit copies resolved values back.
    public func apply(_ intent: any INIntent, _ values: [ParameterValue]) -> any INIntent { applyCall(intent, values) }

    /// What Siri says when the app cannot use `value` (as said) of this parameter: the typed
    /// reason's words, else "I couldn't find …" for a thing looked up, "… can't use … there".
    public func unsupported(app: String, value: String?, reason: String?) -> String {
        reason.flatMap { reasonWords($0, value, app) } ?? Speech.unsupported(app: app, value: value, notFound: looksUp)
    }
}
