import Foundation
import IntentModel
import PhraseMatcher

/// The area of SiriKit an intent belongs to; each system domain is one folder here.
public enum IntentDomain: String, Sendable, Hashable, CaseIterable {
    case messaging, calls, media, workouts, rides
    /// An app's own intent, from its Intents.intentdefinition.
    case custom
}

/// Everything Siri knows of one intent class, in one place: what can be said of it (the
/// matcher's schema), how a reading becomes the intent and runs through the app's handler,
/// and what Siri asks and says. Siri's own phrases for it are data (`BuiltInPhrases`).
public struct IntentSpec: Sendable {
    public let className: String
    public let domain: IntentDomain
    /// The spoken parameters, for the matcher.
    public let schema: IntentSchema
    /// How Siri runs it through an app; nil for an intent Siri understands but cannot yet
    /// hand to an app (the app is then told nothing, and Siri says so).
    public let handling: IntentHandling?
    /// The first iOS version that has the intent (Apple's availability of its class); a
    /// device on an older version does not offer it.
    public private(set) var introduced = 10
    /// The person parameter that says whom the user reached (a message's recipients, a
    /// call's contacts), for App Selection's count of the people an app reached; nil when
    /// the intent reaches no one.
    public private(set) var reachedPeople: String?

    public init(className: String, domain: IntentDomain, schema: IntentSchema, handling: IntentHandling?) {
        self.className = className
        self.domain = domain
        self.schema = schema
        self.handling = handling
    }

    public init(domain: IntentDomain, schema: IntentSchema, handling: IntentHandling?) {
        self.init(className: schema.className, domain: domain, schema: schema, handling: handling)
    }

    /// The same spec, available from iOS `version`.
    public func available(fromiOS version: Int) -> IntentSpec {
        var copy = self
        copy.introduced = version
        return copy
    }

    /// The same spec, whose person parameter `parameter` names the people the user reaches.
    func reaching(_ parameter: String) -> IntentSpec {
        precondition(
            schema.parameters.contains { $0.name == parameter && $0.kind == .people },
            "\(className).\(parameter) is not a person parameter")
        var copy = self
        copy.reachedPeople = parameter
        return copy
    }

    /// Whether a device on iOS `version` offers the intent.
    public func isAvailable(oniOS version: Int) -> Bool { version >= introduced }
}

/// What Siri says for one intent: its questions, its confirmation and its words for each
/// response. Generic words for failure codes shared by every intent are in `Speech`.
public struct IntentSpeech: Sendable {
    /// The question for a parameter that needs a value, by parameter name.
    public var valuePrompts: [String: String]
    /// What Siri asks before handing a ready intent over ("Ready to send it?"); nil when it
    /// goes ahead without asking.
    public var confirmation: String?
    /// What Siri says when the user declines the confirmation.
    public var declined: String
    /// What Siri says of a response from handle.
    let respond: @Sendable (ErasedResponse, any INIntent, SpeechContext) -> [String]
    /// Words that depend on the intent as it stands (a custom intent's come from its
    /// definition); where they have none, Siri's generic words are said.
    public var dialogs: IntentDialogs
    /// What Siri says of a failing response: the app's name and the response. A system
    /// intent's domain has words for its own codes (`SpokenFailureCode`).
    let failures: @Sendable (String, ErasedResponse) -> String

    public init(
        valuePrompts: [String: String] = [:], confirmation: String? = nil, declined: String = "OK, I won't.",
        dialogs: IntentDialogs = IntentDialogs(),
        respond: @escaping @Sendable (ErasedResponse, any INIntent, SpeechContext) -> [String]
    ) {
        self.init(
            failures: { Speech.failure(app: $0, outcome: $1.outcome) }, valuePrompts: valuePrompts,
            confirmation: confirmation, declined: declined, dialogs: dialogs, respond: respond)
    }

    init(
        failures: @escaping @Sendable (String, ErasedResponse) -> String, valuePrompts: [String: String] = [:],
        confirmation: String? = nil, declined: String = "OK, I won't.", dialogs: IntentDialogs = IntentDialogs(),
        respond: @escaping @Sendable (ErasedResponse, any INIntent, SpeechContext) -> [String]
    ) {
        self.failures = failures
        self.valuePrompts = valuePrompts
        self.confirmation = confirmation
        self.declined = declined
        self.dialogs = dialogs
        self.respond = respond
    }

    /// The question for a parameter that needs a value.
    public func valuePrompt(for parameter: String) -> String {
        valuePrompts[parameter] ?? "What's the \(Speech.words(forCaseName: parameter))?"
    }

    /// The question for a parameter that needs a value, in the intent's own words when it has them.
    public func valuePrompt(for parameter: String, intent: any INIntent) -> String {
        dialogs.value?(parameter, intent) ?? valuePrompt(for: parameter)
    }

    /// "Which Maria? Maria Ruiz or María Chen?"
    public func disambiguationPrompt(
        for parameter: String, spoken: String?, options: [String], intent: any INIntent
    ) -> String {
        dialogs.disambiguation?(parameter, spoken, options, intent)
            ?? Speech.disambiguationPrompt(spoken: spoken, options: options)
    }

    /// "Did you mean Maria Ruiz?" for a value the app wants confirmed.
    public func confirmValuePrompt(
        for parameter: String, value: ParameterValue, reason: String?, intent: any INIntent
    ) -> String {
        dialogs.confirmValue?(parameter, value, reason, intent) ?? "Did you mean \(value.spoken)?"
    }

    /// What Siri says when the app cannot use a value: the intent's own words, else the
    /// parameter's (`ResolvableParameter.unsupported`).
    public func unsupported(
        app: String, parameter: ResolvableParameter, value: String?, reason: String?,
        intent: any INIntent
    ) -> String {
        dialogs.unsupported?(parameter.name, value, reason, intent)
            ?? parameter.unsupported(app: app, value: value, reason: reason)
    }

    /// What Siri asks before handing over an intent the app is ready to handle; nil when it
    /// goes ahead without asking.
    public func confirmationQuestion(
        _ response: ErasedResponse, intent: any INIntent, context: SpeechContext
    ) -> String? {
        if let dialog = dialogs.confirmation { return dialog(response, intent, context) }
        return confirmation
    }

    /// What Siri says of a failure the app reports at confirm.
    public func failure(_ response: ErasedResponse, intent: any INIntent, context: SpeechContext) -> [String] {
        dialogs.failure?(response, intent, context) ?? [failures(context.app, response)]
    }

    /// What Siri says of a response.
    public func response(_ response: ErasedResponse, intent: any INIntent, context: SpeechContext) -> [String] {
        respond(response, intent, context)
    }
}

/// An intent's own words for the loop's questions, where they depend on the intent (a
/// custom intent's prompts and templates); a nil closure, or a nil answer, leaves Siri's
/// generic words.
public struct IntentDialogs: Sendable {
    /// The question for a missing value, by parameter name.
    public var value: (@Sendable (String, any INIntent) -> String?)?
    /// The question of a disambiguation: parameter, the words said, the options.
    public var disambiguation: (@Sendable (String, String?, [String], any INIntent) -> String?)?
    /// The question of a confirmationRequired result: parameter, value, reason.
    public var confirmValue: (@Sendable (String, ParameterValue, String?, any INIntent) -> String?)?
    /// What Siri says of an unsupported value: parameter, the value as said, reason.
    public var unsupported: (@Sendable (String, String?, String?, any INIntent) -> String?)?
    /// The question before handle, from confirm's response; when set, it alone decides.
    public var confirmation: (@Sendable (ErasedResponse, any INIntent, SpeechContext) -> String?)?
    /// What Siri says of a failure at confirm.
    public var failure: (@Sendable (ErasedResponse, any INIntent, SpeechContext) -> [String]?)?

    public init() {}
}

/// What Siri's words depend on beyond the intent and the response.
public struct SpeechContext: Sendable {
    /// The app's display name.
    public var app: String
    /// The device clock's time ("today at 8:53 AM").
    public var now: Date

    public init(app: String, now: Date) {
        self.app = app
        self.now = now
    }
}
