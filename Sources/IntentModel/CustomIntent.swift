import Foundation

/// A value of a custom intent's parameter or response property, by the types an
/// Intents.intentdefinition can declare.
public enum INCustomValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case decimal(Double)
    case boolean(Bool)
    /// An enum value, by its case name (`large`).
    case enumCase(String)
    case person(INPerson)
    case date(Date)
    /// A custom type's value (INObject): an identifier, nil for a value the app has not
    /// identified, and what to show and say for it.
    case object(identifier: String?, displayString: String)
    /// Several values of a parameter that supports multiple values.
    case array([INCustomValue])
}

/// A custom intent an app defines in its Intents.intentdefinition. Xcode generates one class
/// per intent; here one type stands for them all, named by the definition.
public struct INCustomIntent: INIntent, Hashable {
    /// There is no one class name for every custom intent: `intentClassName` says which.
    public static let className = "INCustomIntent"
    /// The generated class name (`OrderCoffeeIntent`).
    public let intentClassName: String
    public var identifier: String?
    /// The parameters' values by name; a parameter not given is absent.
    public var parameters: [String: INCustomValue]
    /// The phrase the app suggests for a voice shortcut to this intent.
    public var suggestedInvocationPhrase: String?

    public init(className: String, parameters: [String: INCustomValue] = [:], suggestedInvocationPhrase: String? = nil)
    {
        intentClassName = className
        self.parameters = parameters
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
    }
}

/// A response code of a custom intent: the standard ones (`success`, `failure`,
/// `continueInApp`, `inProgress`, `ready`) and the failures its definition names. The codes
/// are data, so there is no list of them all.
public struct INCustomResponseCode: INResponseCode {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static var allCases: [INCustomResponseCode] { [] }
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }

    public static let ready = INCustomResponseCode(rawValue: "ready")
    public static let success = INCustomResponseCode(rawValue: "success")
    public static let failure = INCustomResponseCode(rawValue: "failure")
    public static let continueInApp = INCustomResponseCode(rawValue: "continueInApp")
    public static let inProgress = INCustomResponseCode(rawValue: "inProgress")
}

/// A custom intent's response: its code, its properties (which the definition's output
/// templates speak) and, to continue in the app, a user activity.
public struct INCustomIntentResponse: INIntentResponse, Hashable {
    public var code: INCustomResponseCode
    public var userActivity: UserActivity?
    public var properties: [String: INCustomValue]

    public init(code: INCustomResponseCode, userActivity: UserActivity?) {
        self.init(code: code, userActivity: userActivity, properties: [:])
    }

    public init(
        code: INCustomResponseCode, userActivity: UserActivity? = nil, properties: [String: INCustomValue] = [:]
    ) {
        self.code = code
        self.userActivity = userActivity
        self.properties = properties
    }
}

/// Why a custom intent's parameter value cannot be used: one of the unsupported reasons its
/// definition declares, by name.
public struct INCustomUnsupportedReason: INUnsupportedReason {
    public var caseName: String
    public init(_ caseName: String) { self.caseName = caseName }
}

/// Why an app asks the user to confirm a custom intent's parameter value: one of the
/// confirmation reasons its definition declares, by name.
public struct INCustomConfirmationReason: Sendable, Hashable {
    public var caseName: String
    public init(_ caseName: String) { self.caseName = caseName }
}

/// An app's answer to one resolve call of a custom intent's parameter: the result, and for
/// `confirmationRequired` the definition's reason, as Xcode's generated
/// `confirmationRequired(with:forReason:)` carries it.
public struct INCustomResolutionResult: Sendable, Hashable {
    public var result: INResolutionResult<INCustomValue, INCustomUnsupportedReason>
    public var confirmationReason: INCustomConfirmationReason?

    public init(
        _ result: INResolutionResult<INCustomValue, INCustomUnsupportedReason>,
        confirmationReason: INCustomConfirmationReason? = nil
    ) {
        self.result = result
        self.confirmationReason = confirmationReason
    }

    public static func success(_ value: INCustomValue) -> Self { Self(.success(value)) }
    public static func disambiguation(_ values: [INCustomValue]) -> Self { Self(.disambiguation(values)) }
    public static func confirmationRequired(
        _ value: INCustomValue?, forReason reason: INCustomConfirmationReason? = nil
    ) -> Self {
        Self(.confirmationRequired(value), confirmationReason: reason)
    }
    public static var needsValue: Self { Self(.needsValue) }
    public static var notRequired: Self { Self(.notRequired) }
    public static func unsupported(forReason reason: INCustomUnsupportedReason? = nil) -> Self {
        Self(.unsupported(reason))
    }
}

/// Resolve, confirm and handle for an app's custom intents: one method per phase, the
/// parameter named, as Xcode's generated protocols have one method per parameter.
public protocol INCustomIntentHandling: Sendable {
    /// Resolves one parameter; a parameter that supports multiple values gets one result
    /// per value.
    func resolve(
        parameter: String, for intent: INCustomIntent,
        with completion: @escaping @Sendable ([INCustomResolutionResult]) -> Void)
    func confirm(intent: INCustomIntent, completion: @escaping @Sendable (INCustomIntentResponse) -> Void)
    func handle(intent: INCustomIntent, completion: @escaping @Sendable (INCustomIntentResponse) -> Void)
}

extension INCustomIntentHandling {
    public func resolve(
        parameter: String, for intent: INCustomIntent,
        with completion: @escaping @Sendable ([INCustomResolutionResult]) -> Void
    ) {
        switch intent.parameters[parameter] {
        case .array(let values)?: completion(values.map { .success($0) })
        case let value?: completion([.success(value)])
        case nil: completion([.notRequired])
        }
    }
    public func confirm(intent: INCustomIntent, completion: @escaping @Sendable (INCustomIntentResponse) -> Void) {
        completion(INCustomIntentResponse(code: .ready))
    }
}
