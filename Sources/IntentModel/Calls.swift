import Foundation

/// Whether a call is audio or video.
public enum INCallCapability: String, Sendable, Hashable, CaseIterable, Codable {
    case unknown, audioCall, videoCall
}

/// Where a call goes.
public enum INCallDestinationType: String, Sendable, Hashable, CaseIterable {
    case unknown, normal, emergency, voicemail, redial, callBack
}

/// Which audio route a call starts on.
public enum INCallAudioRoute: String, Sendable, Hashable, CaseIterable {
    case unknown, speakerphoneAudioRoute, bluetoothAudioRoute
}

/// A call in the call history, for "call back".
public struct INCallRecordInfo: Sendable, Hashable {
    public var identifier: String
    public var caller: INPerson?

    public init(identifier: String, caller: INPerson? = nil) {
        self.identifier = identifier
        self.caller = caller
    }
}

/// "Video call Maria on Chatter."
public struct INStartCallIntent: INIntent, Hashable {
    public static let className = "INStartCallIntent"
    public var identifier: String?
    public var callRecordToCallBack: INCallRecordInfo?
    public var audioRoute: INCallAudioRoute
    public var destinationType: INCallDestinationType
    public var contacts: [INPerson]?
    public var callCapability: INCallCapability

    public init(
        callRecordToCallBack: INCallRecordInfo? = nil, audioRoute: INCallAudioRoute = .unknown,
        destinationType: INCallDestinationType = .unknown, contacts: [INPerson]? = nil,
        callCapability: INCallCapability = .unknown
    ) {
        self.callRecordToCallBack = callRecordToCallBack
        self.audioRoute = audioRoute
        self.destinationType = destinationType
        self.contacts = contacts
        self.callCapability = callCapability
    }
}

public enum INStartCallIntentResponseCode: String, INResponseCode {
    case unspecified, ready, continueInApp, userConfirmationRequired, failure, failureRequiringAppLaunch
    case failureCallingServiceNotAvailable, failureContactNotSupportedByApp, failureAirplaneModeEnabled
    case failureUnableToHandOff, failureAppConfigurationRequired, failureCallInProgress, failureCallRinging
    case failureRequiringInAppAuthentication
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INStartCallIntentResponse: INIntentResponse, Hashable {
    public var code: INStartCallIntentResponseCode
    public var userActivity: UserActivity?

    public init(code: INStartCallIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

public protocol INStartCallIntentHandling: Sendable {
    func resolveCallRecordToCallBack(
        for intent: INStartCallIntent, with completion: @escaping @Sendable (INCallRecordResolutionResult) -> Void)
    func resolveDestinationType(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable (INCallDestinationTypeResolutionResult) -> Void)
    func resolveContacts(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable ([INStartCallContactResolutionResult]) -> Void)
    func resolveCallCapability(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable (INStartCallCallCapabilityResolutionResult) -> Void)
    func confirm(intent: INStartCallIntent, completion: @escaping @Sendable (INStartCallIntentResponse) -> Void)
    func handle(intent: INStartCallIntent, completion: @escaping @Sendable (INStartCallIntentResponse) -> Void)
}

extension INStartCallIntentHandling {
    public func resolveCallRecordToCallBack(
        for intent: INStartCallIntent, with completion: @escaping @Sendable (INCallRecordResolutionResult) -> Void
    ) {
        completion(intent.callRecordToCallBack.map { .success($0) } ?? .notRequired)
    }
    public func resolveDestinationType(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable (INCallDestinationTypeResolutionResult) -> Void
    ) {
        completion(intent.destinationType == .unknown ? .notRequired : .success(intent.destinationType))
    }
    public func resolveContacts(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable ([INStartCallContactResolutionResult]) -> Void
    ) {
        completion((intent.contacts ?? []).map { .success($0) })
    }
    public func resolveCallCapability(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable (INStartCallCallCapabilityResolutionResult) -> Void
    ) {
        completion(intent.callCapability == .unknown ? .success(.audioCall) : .success(intent.callCapability))
    }
    public func confirm(intent: INStartCallIntent, completion: @escaping @Sendable (INStartCallIntentResponse) -> Void)
    {
        completion(INStartCallIntentResponse(code: .ready))
    }
}
