import Foundation
import Formats
import IntentModel

/// What kind of value a parameter takes, for turning a user's answer into a value.
public enum ValueKind: Sendable, Hashable {
    case person, string, group
    /// Values from a `SystemLexicon` list, by list name.
    case lexicon(String)
}

/// One result element of a resolve call, with the values as `ParameterValue`s.
public struct ElementResolution: Sendable, Hashable {
    public var kind: INResolutionKind
    public var values: [ParameterValue]
    /// Apple's case name of the typed unsupported reason, if any.
    public var reason: String?

    init<V, R>(_ result: INResolutionResult<V, R>, _ wrap: (V) -> ParameterValue) {
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
        .object(dropping: [("code", .string(code))] + fields.map { ($0.0, Optional($0.1)) }
                + [("userActivity", userActivity.map(TraceJSON.userActivity))])
    }
}

typealias Completion<T> = @Sendable (T) -> Void

/// How the loop resolves one parameter of one intent, through the handler protocol.
public struct ParameterDescriptor: Sendable {
    public let name: String
    public let multiple: Bool
    public let valueKind: ValueKind
    /// Calls the handler's resolve method; false when the handler does not adopt the protocol.
    let resolve: @Sendable (any Sendable, any INIntent, @escaping Completion<[ElementResolution]>) -> Bool
    let current: @Sendable (any INIntent) -> [ParameterValue]
    let apply: @Sendable (any INIntent, [ParameterValue]) -> any INIntent
}

/// The resolve → confirm → handle surface of one intent class, type-erased.
public struct IntentDescriptor: Sendable {
    public let className: String
    public let parameters: [ParameterDescriptor]
    let confirm: @Sendable (any Sendable, any INIntent, @escaping Completion<ErasedResponse>) -> Bool
    let handle: @Sendable (any Sendable, any INIntent, @escaping Completion<ErasedResponse>) -> Bool
    /// The intent's parameters as trace JSON.
    let describe: @Sendable (any INIntent) -> JSON
}

/// Builders that keep the per-intent tables short.
enum Describe {
    static func single<I: INIntent, H, V, R>(
        _ name: String, _ kind: ValueKind, _ handler: H.Type,
        resolve: @escaping @Sendable (H, I, @escaping Completion<INResolutionResult<V, R>>) -> Void,
        wrap: @escaping @Sendable (V) -> ParameterValue,
        get: @escaping @Sendable (I) -> [ParameterValue],
        set: @escaping @Sendable (inout I, [ParameterValue]) -> Void
    ) -> ParameterDescriptor {
        ParameterDescriptor(
            name: name, multiple: false, valueKind: kind,
            resolve: { handler, intent, completion in
                guard let h = handler as? H, let i = intent as? I else { return false }
                resolve(h, i) { result in completion([ElementResolution(result, wrap)]) }
                return true
            },
            current: { intent in (intent as? I).map(get) ?? [] },
            apply: { intent, values in
                guard var i = intent as? I else { return intent }
                set(&i, values)
                return i
            })
    }

    static func multiple<I: INIntent, H, V, R>(
        _ name: String, _ kind: ValueKind, _ handler: H.Type,
        resolve: @escaping @Sendable (H, I, @escaping Completion<[INResolutionResult<V, R>]>) -> Void,
        wrap: @escaping @Sendable (V) -> ParameterValue,
        get: @escaping @Sendable (I) -> [ParameterValue],
        set: @escaping @Sendable (inout I, [ParameterValue]) -> Void
    ) -> ParameterDescriptor {
        ParameterDescriptor(
            name: name, multiple: true, valueKind: kind,
            resolve: { handler, intent, completion in
                guard let h = handler as? H, let i = intent as? I else { return false }
                resolve(h, i) { results in completion(results.map { ElementResolution($0, wrap) }) }
                return true
            },
            current: { intent in (intent as? I).map(get) ?? [] },
            apply: { intent, values in
                guard var i = intent as? I else { return intent }
                set(&i, values)
                return i
            })
    }

    static func intent<I: INIntent, H, R: INIntentResponse>(
        _ type: I.Type, _ handler: H.Type, parameters: [ParameterDescriptor],
        confirm: @escaping @Sendable (H, I, @escaping Completion<R>) -> Void,
        handle: @escaping @Sendable (H, I, @escaping Completion<R>) -> Void,
        fields: @escaping @Sendable (R) -> [(String, JSON)] = { _ in [] },
        describe: @escaping @Sendable (I) -> JSON
    ) -> IntentDescriptor {
        IntentDescriptor(
            className: I.className, parameters: parameters,
            confirm: { handler, intent, completion in
                guard let h = handler as? H, let i = intent as? I else { return false }
                confirm(h, i) { completion(ErasedResponse($0, fields: fields($0))) }
                return true
            },
            handle: { handler, intent, completion in
                guard let h = handler as? H, let i = intent as? I else { return false }
                handle(h, i) { completion(ErasedResponse($0, fields: fields($0))) }
                return true
            },
            describe: { intent in (intent as? I).map(describe) ?? .null })
    }
}

extension IntentDescriptor {
    /// Every intent class the loop can run, by class name.
    public static let all: [String: IntentDescriptor] = {
        let list = MessagingDescriptors.all + [CallDescriptors.startCall]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.className, $0) })
    }()
}
