/// Why an app cannot use a value, as a typed SiriKit reason.
public protocol INUnsupportedReason: Sendable, Hashable {
    /// Apple's case name, such as `noValidHandle`.
    var caseName: String { get }
}

extension INUnsupportedReason where Self: RawRepresentable, RawValue == String {
    public var caseName: String { rawValue }
}

/// The reason type of results that have no typed reasons.
public enum INNoUnsupportedReason: String, INUnsupportedReason {
    case none
}

/// The six kinds of answer an app can give to a resolve call, by Apple's case names.
public enum INResolutionKind: String, Sendable, Hashable, CaseIterable {
    case success, disambiguation, confirmationRequired, needsValue, notRequired, unsupported
}

/// An app's answer to one resolve call for one value.
///
/// SiriKit has a result class per value type (INPersonResolutionResult,
/// INStringResolutionResult, …) and per typed reason; here one generic enum covers them,
/// and the type aliases below keep Apple's names.
public enum INResolutionResult<Value: Sendable & Hashable, Reason: INUnsupportedReason>: Sendable, Hashable {
    /// The value is resolved.
    case success(Value)
    /// Several values fit; Siri asks the user to pick one.
    case disambiguation([Value])
    /// The app has a value but wants the user to confirm it.
    case confirmationRequired(Value?)
    /// The app needs a value; Siri asks for one.
    case needsValue
    /// The parameter does not matter for this request.
    case notRequired
    /// The app cannot use the value; a typed reason when it has one.
    case unsupported(Reason?)

    public var kind: INResolutionKind {
        switch self {
        case .success: .success
        case .disambiguation: .disambiguation
        case .confirmationRequired: .confirmationRequired
        case .needsValue: .needsValue
        case .notRequired: .notRequired
        case .unsupported: .unsupported
        }
    }

    /// The values the result carries, in order.
    public var values: [Value] {
        switch self {
        case .success(let v): [v]
        case .disambiguation(let vs): vs
        case .confirmationRequired(let v): v.map { [$0] } ?? []
        case .needsValue, .notRequired, .unsupported: []
        }
    }

    public var unsupportedReason: Reason? {
        if case .unsupported(let reason) = self { return reason }
        return nil
    }
}

public typealias INPersonResolutionResult = INResolutionResult<INPerson, INNoUnsupportedReason>
public typealias INStringResolutionResult = INResolutionResult<String, INNoUnsupportedReason>
public typealias INSpeakableStringResolutionResult = INResolutionResult<INSpeakableString, INNoUnsupportedReason>
public typealias INOutgoingMessageTypeResolutionResult = INResolutionResult<
    INOutgoingMessageType, INNoUnsupportedReason
>
public typealias INMessageAttributeResolutionResult = INResolutionResult<INMessageAttribute, INNoUnsupportedReason>
public typealias INMessageAttributeOptionsResolutionResult = INResolutionResult<
    INMessageAttributeOptions, INNoUnsupportedReason
>
public typealias INDateComponentsRangeResolutionResult = INResolutionResult<
    INDateComponentsRange, INNoUnsupportedReason
>
public typealias INCallDestinationTypeResolutionResult = INResolutionResult<
    INCallDestinationType, INNoUnsupportedReason
>
public typealias INCallRecordResolutionResult = INResolutionResult<INCallRecordInfo, INNoUnsupportedReason>
public typealias INSendMessageRecipientResolutionResult = INResolutionResult<
    INPerson, INSendMessageRecipientUnsupportedReason
>
public typealias INStartCallContactResolutionResult = INResolutionResult<INPerson, INStartCallContactUnsupportedReason>
public typealias INStartCallCallCapabilityResolutionResult = INResolutionResult<
    INCallCapability, INStartCallCallCapabilityUnsupportedReason
>

/// Why a message recipient cannot be used.
public enum INSendMessageRecipientUnsupportedReason: String, INUnsupportedReason, CaseIterable {
    case noAccount, offline, messagingServiceNotEnabledForRecipient, noValidHandle
    case requestedHandleInvalid, noHandleForLabel, requiringInAppAuthentication
}

/// Why a call contact cannot be used.
public enum INStartCallContactUnsupportedReason: String, INUnsupportedReason, CaseIterable {
    case noContactFound, multipleContactsUnsupported, noHandleForLabel, invalidHandle
    case unsupportedMmiUssd, noCallHistoryForRedial, noUsableHandleForRedial, requiringInAppAuthentication
}

/// Why a call capability cannot be used.
public enum INStartCallCallCapabilityUnsupportedReason: String, INUnsupportedReason, CaseIterable {
    case videoCallUnsupported, microphoneNotAccessible, cameraNotAccessible
}
