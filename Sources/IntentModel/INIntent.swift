import Foundation

/// A request Siri passes to an app, identified by its SiriKit class name.
public protocol INIntent: Sendable {
    /// The class name, such as `INSendMessageIntent`: what Info.plist lists and traces show.
    static var className: String { get }
    /// The class name of this intent: the type's for system intents, the definition's for
    /// an app's custom intents (one Swift type stands for all of them).
    var intentClassName: String { get }
    /// Set by the system when it creates the intent; donations reuse it.
    var identifier: String? { get set }
}

extension INIntent {
    public var intentClassName: String { Self.className }
}

/// What Siri does with a response code, once the app has chosen one.
public enum INResponseOutcome: Sendable, Hashable {
    case unspecified, ready, inProgress, success, failure
    /// The app asks to be launched to finish (a `failureRequiringAppLaunch` code).
    case failureRequiringAppLaunch
    /// The app asks to be launched in the foreground with a user activity.
    case continueInApp
    /// The app asks to be launched in the background to handle the intent.
    case handleInApp
    /// The app wants the user to confirm before it goes on.
    case userConfirmationRequired
}

/// A response code enum, named with Apple's case names.
public protocol INResponseCode: Sendable, Hashable, CaseIterable, RawRepresentable where RawValue == String {
    var outcome: INResponseOutcome { get }
}

extension INResponseCode {
    public var caseName: String { rawValue }
}

/// An app's response to confirm or handle.
public protocol INIntentResponse: Sendable {
    associatedtype Code: INResponseCode
    var code: Code { get }
    /// A response with only a code (and an activity): what a scripted app answers.
    init(code: Code, userActivity: UserActivity?)
    /// The activity the system launches the app with, when it must.
    var userActivity: UserActivity? { get }
}

/// The system's stand-in for NSUserActivity: what an app is launched with.
public struct UserActivity: Sendable, Hashable {
    public var activityType: String
    public var userInfo: [String: String]
    /// What the activity is called where the system shows it ("Open the garden note").
    public var title: String?
    /// Whether the system may suggest it and offer it as a shortcut.
    public var isEligibleForPrediction: Bool
    /// The phrase the app suggests for a voice shortcut to it.
    public var suggestedInvocationPhrase: String?
    /// The app's identifier for it, to delete it later.
    public var persistentIdentifier: String?
    /// The intent and response the app goes on with, when the system made the activity for
    /// an intent that continues in the app (NSUserActivity's `interaction`).
    public var interaction: INInteraction?

    public init(
        activityType: String, userInfo: [String: String] = [:], title: String? = nil,
        isEligibleForPrediction: Bool = false,
        suggestedInvocationPhrase: String? = nil, persistentIdentifier: String? = nil, interaction: INInteraction? = nil
    ) {
        self.activityType = activityType
        self.userInfo = userInfo
        self.title = title
        self.isEligibleForPrediction = isEligibleForPrediction
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
        self.persistentIdentifier = persistentIdentifier
        self.interaction = interaction
    }

    /// The activity the system makes when an intent continues in the app and the app's
    /// response carries none: its type is the intent's class name, and it carries the
    /// interaction (Apple: `continueInApp` "the system creates a user activity object").
    public static func continuing(_ interaction: INInteraction) -> UserActivity {
        UserActivity(activityType: interaction.intentClassName, interaction: interaction)
    }

    /// Activities are equal when they say the same; an interaction counts by its intent's
    /// class and identifier (interactions hold intents of any type, which compare no further).
    public static func == (a: UserActivity, b: UserActivity) -> Bool {
        a.activityType == b.activityType && a.userInfo == b.userInfo && a.title == b.title
            && a.isEligibleForPrediction == b.isEligibleForPrediction
            && a.suggestedInvocationPhrase == b.suggestedInvocationPhrase
            && a.persistentIdentifier == b.persistentIdentifier
            && a.interaction?.intentClassName == b.interaction?.intentClassName
            && a.interaction?.intent.identifier == b.interaction?.intent.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(activityType)
        hasher.combine(userInfo)
        hasher.combine(persistentIdentifier)
        hasher.combine(interaction?.intent.identifier)
    }
}

/// Apple's default outcome for the common case names, shared by every response code enum.
public func inOutcome(forCaseName name: String) -> INResponseOutcome {
    switch name {
    case "unspecified": .unspecified
    case "ready": .ready
    case "inProgress": .inProgress
    case "success": .success
    case "continueInApp": .continueInApp
    case "handleInApp": .handleInApp
    case "userConfirmationRequired": .userConfirmationRequired
    // The ride codes name why the app must open: failureRequiringAppLaunchNoServiceInArea, …
    case _ where name.hasPrefix("failureRequiringAppLaunch"): .failureRequiringAppLaunch
    default: .failure
    }
}

/// Hands out the object that handles a given intent, as an app's or an Intents extension's
/// `handler(for:)` does. Returns nil for intents it does not handle.
public protocol INIntentHandlerProviding: Sendable {
    func handler(for intent: any INIntent) -> (any Sendable)?
}

/// An intent an app's code fills by its parameters' names, as plain values (a donation of
/// the app's history in Data.json: `{"intent": "INSendMessageIntent", "parameters":
/// {"recipients": "Maria Ruiz", "content": "On my way"}}`). The system makes the real
/// intent of that class from it when it takes the donation, as its spec reads the values.
public struct INConfiguredIntent: INIntent, Hashable {
    public static let className = "INConfiguredIntent"
    public let intentClassName: String
    public var identifier: String?
    /// The values by parameter name, in order (a parameter of several values repeats).
    public var values: [ConfiguredValue]

    public struct ConfiguredValue: Sendable, Hashable {
        public var name: String
        public var text: String
        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    public init(className: String, values: [ConfiguredValue]) {
        intentClassName = className
        self.values = values
    }
}
