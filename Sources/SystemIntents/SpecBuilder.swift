import Formats
import Foundation
import IntentModel

/// Builders that keep each intent's spec short: they wrap a handler protocol's typed
/// methods into the type-erased closures the loop calls.
enum SpecBuilder {
    static func single<I: INIntent, H, V, R: RawRepresentable & Sendable>(
        _ name: String, _ kind: ValueKind, _ handler: H.Type, looksUp: Bool = false,
        resolve: @escaping @Sendable (H, I, @escaping Completion<INResolutionResult<V, R>>) -> Void,
        wrap: @escaping @Sendable (V) -> ParameterValue,
        get: @escaping @Sendable (I) -> [ParameterValue],
        set: @escaping @Sendable (inout I, [ParameterValue]) -> Void
    ) -> ResolvableParameter where R.RawValue == String {
        var parameter = parameter(
            name, kind, multiple: false,
            resolve: { (h: H, i: I, completion) in
                resolve(h, i) { result in completion([ElementResolution(result, wrap)]) }
            }, get: get, set: set)
        parameter.looksUp = looksUp
        parameter.reasonWords = reasonWords(R.self)
        return parameter
    }

    static func multiple<I: INIntent, H, V, R: RawRepresentable & Sendable>(
        _ name: String, _ kind: ValueKind, _ handler: H.Type, looksUp: Bool = false,
        resolve: @escaping @Sendable (H, I, @escaping Completion<[INResolutionResult<V, R>]>) -> Void,
        wrap: @escaping @Sendable (V) -> ParameterValue,
        get: @escaping @Sendable (I) -> [ParameterValue],
        set: @escaping @Sendable (inout I, [ParameterValue]) -> Void
    ) -> ResolvableParameter where R.RawValue == String {
        var parameter = parameter(
            name, kind, multiple: true,
            resolve: { (h: H, i: I, completion) in
                resolve(h, i) { results in completion(results.map { ElementResolution($0, wrap) }) }
            }, get: get, set: set)
        parameter.looksUp = looksUp
        parameter.reasonWords = reasonWords(R.self)
        return parameter
    }

    /// The words of a typed reason's cases, from its domain (`SpokenUnsupportedReason`).
    private static func reasonWords<R: RawRepresentable & Sendable>(
        _: R.Type
    )
        -> @Sendable (String, String?, String) -> String? where R.RawValue == String
    {
        { reason, value, app in
            (R(rawValue: reason) as? any SpokenUnsupportedReason)?.sentence(app: app, value: value)
        }
    }

    /// A parameter whose typed resolve method reports its element resolutions.
    private static func parameter<I: INIntent, H>(
        _ name: String, _ kind: ValueKind, multiple: Bool,
        resolve: @escaping @Sendable (H, I, @escaping Completion<[ElementResolution]>) -> Void,
        get: @escaping @Sendable (I) -> [ParameterValue],
        set: @escaping @Sendable (inout I, [ParameterValue]) -> Void
    ) -> ResolvableParameter {
        ResolvableParameter(
            name: name, multiple: multiple, valueKind: kind,
            resolveCall: { handler, intent, completion in
                guard let h = handler as? H, let i = intent as? I else { return false }
                resolve(h, i, completion)
                return true
            },
            currentCall: { intent in (intent as? I).map(get) ?? [] },
            applyCall: { intent, values in
                guard var i = intent as? I else { return intent }
                set(&i, values)
                return i
            })
    }

    static func handling<I: INIntent, H, R: INIntentResponse>(
        _ type: I.Type, _ handler: H.Type, parameters: [ResolvableParameter], speech: IntentSpeech,
        build: @escaping @Sendable (IntentReading, any IntentBuildContext) throws -> I,
        confirm: @escaping @Sendable (H, I, @escaping Completion<R>) -> Void,
        handle: @escaping @Sendable (H, I, @escaping Completion<R>) -> Void,
        fields: @escaping @Sendable (R) -> [(String, JSON)] = { _ in [] },
        readOut: @escaping @Sendable (R) -> [String]? = { _ in nil },
        donation: (@Sendable (I, R) -> IntentDonation)? = nil,
        describe: @escaping @Sendable (I) -> JSON,
        restore: (@Sendable (NodeReader) throws(FormatError) -> I)? = nil
    ) -> IntentHandling {
        var handling = IntentHandling(
            parameters: parameters, speech: speech,
            buildCall: { reading, context in try build(reading, context) },
            confirmCall: { handler, intent, completion in
                guard let h = handler as? H, let i = intent as? I else { return false }
                confirm(h, i) { completion(ErasedResponse($0, fields: fields($0))) }
                return true
            },
            handleCall: { handler, intent, completion in
                guard let h = handler as? H, let i = intent as? I else { return false }
                handle(h, i) { completion(ErasedResponse($0, fields: fields($0))) }
                return true
            },
            describeCall: { intent in (intent as? I).map(describe) ?? .null },
            readOutCall: { response in (response as? R).flatMap(readOut) },
            restoreCall: restoring(restore),
            responseCall: { code in R.Code(rawValue: code).map { ErasedResponse(R(code: $0, userActivity: nil)) } },
            responseCodes: R.Code.allCases.map(\.rawValue))
        if let donation {
            handling.donationCall = { intent, response in
                guard let i = intent as? I, let r = response as? R else { return IntentDonation(intent: intent) }
                return donation(i, r)
            }
        }
        return handling
    }
}

extension SpecBuilder {
    /// A typed restore closure, erased.
    static func restoring<I: INIntent>(
        _ restore: (@Sendable (NodeReader) throws(FormatError) -> I)?
    )
        -> (@Sendable (NodeReader) throws(FormatError) -> any INIntent)?
    {
        guard let restore else { return nil }
        return { (reader: NodeReader) throws(FormatError) -> any INIntent in try restore(reader) }
    }
}

/// Helpers for the parameters' get and set closures.
enum Values {
    static func people(_ values: [ParameterValue]) -> [INPerson]? {
        let persons = values.compactMap(\.person)
        return persons.isEmpty ? nil : persons
    }

    static func people(_ persons: [INPerson]?) -> [ParameterValue] { (persons ?? []).map(ParameterValue.person) }

    static func enumCase<E: RawRepresentable>(_ value: E, unless unknown: E) -> [ParameterValue]
    where E.RawValue == String, E: Equatable {
        value == unknown ? [] : [.enumCase(value.rawValue)]
    }

    static func enumCase<E: RawRepresentable>(_ values: [ParameterValue], or current: E) -> E
    where E.RawValue == String {
        values.first?.caseName.flatMap(E.init(rawValue:)) ?? current
    }
}
