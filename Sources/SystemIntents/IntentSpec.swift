import Foundation
import IntentModel
import PhraseMatcher

/// The area of SiriKit an intent belongs to; each system domain is one folder here.
public enum IntentDomain: String, Sendable, Hashable, CaseIterable {
    case messaging, calls, media, workouts
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

    public init(className: String, domain: IntentDomain, schema: IntentSchema, handling: IntentHandling?) {
        self.className = className
        self.domain = domain
        self.schema = schema
        self.handling = handling
    }

    public init(domain: IntentDomain, schema: IntentSchema, handling: IntentHandling?) {
        self.init(className: schema.className, domain: domain, schema: schema, handling: handling)
    }
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

    public init(valuePrompts: [String: String] = [:], confirmation: String? = nil, declined: String = "OK, I won't.",
                respond: @escaping @Sendable (ErasedResponse, any INIntent, SpeechContext) -> [String]) {
        self.valuePrompts = valuePrompts
        self.confirmation = confirmation
        self.declined = declined
        self.respond = respond
    }

    /// The question for a parameter that needs a value.
    public func valuePrompt(for parameter: String) -> String {
        valuePrompts[parameter] ?? "What's the \(Speech.words(forCaseName: parameter))?"
    }

    /// What Siri says of a response.
    public func response(_ response: ErasedResponse, intent: any INIntent, context: SpeechContext) -> [String] {
        respond(response, intent, context)
    }
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
