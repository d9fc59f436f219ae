import Formats
import Foundation
import IntentModel

/// How one kind of intent property is read and written: as the loop's values (get and
/// set), as a resolve result's element, as trace JSON (describe) and back (restore).
/// `Property` is the intent's property type (`INSpeakableString?`), `Element` the type a
/// resolve method's result carries (`INSpeakableString`).
struct ValueCodec<Property, Element>: Sendable {
    /// The property's values for the loop; empty when unset.
    let values: @Sendable (Property) -> [ParameterValue]
    /// The property set to the loop's values, from its current value.
    let update: @Sendable ([ParameterValue], Property) -> Property
    /// A resolve result's element as a loop value.
    let wrap: @Sendable (Element) -> ParameterValue
    /// The property as trace JSON (nil leaves the key out); nil for a kind the trace never keeps.
    var json: (@Sendable (Property) -> JSON?)?
    /// The property again from its trace JSON; nil for a kind the trace never keeps.
    var read: (@Sendable (NodeReader) throws(FormatError) -> Property)?
}

extension ValueCodec where Element == Never {
    /// A property the loop never holds as values (a media search, which Siri builds from
    /// several slots and the handler never resolves): only traced and restored.
    static func traced(
        json: @escaping @Sendable (Property) -> JSON?,
        read: @escaping @Sendable (NodeReader) throws(FormatError) -> Property
    ) -> ValueCodec {
        ValueCodec(
            values: { _ in [] }, update: { _, current in current }, wrap: { never in switch never {} },
            json: json, read: read)
    }
}

extension ValueCodec where Property == INSpeakableString?, Element == INSpeakableString {
    static var speakable: ValueCodec {
        ValueCodec(
            values: { $0.map { [.speakable($0)] } ?? [] }, update: { values, _ in values.first?.speakable },
            wrap: ParameterValue.speakable, json: { $0.map(TraceJSON.speakable) },
            read: { r throws(FormatError) in try TraceReading.speakable(r) })
    }
}

extension ValueCodec where Property == Double?, Element == Double {
    static var number: ValueCodec {
        ValueCodec(
            values: { $0.map { [.number($0)] } ?? [] }, update: { values, _ in values.first?.number },
            wrap: ParameterValue.number, json: { $0.map(JSON.double) },
            read: { r throws(FormatError) in r.exists ? try r.double() : nil })
    }
}

extension ValueCodec where Property == Int?, Element == Int {
    /// A whole number, which the loop holds as a number.
    static var integer: ValueCodec {
        ValueCodec(
            values: { $0.map { [.number(Double($0))] } ?? [] },
            update: { values, _ in values.first?.number.map { Int($0) } },
            wrap: { .number(Double($0)) }, json: { $0.map { .int($0) } },
            read: { r throws(FormatError) in r.exists ? try r.int() : nil })
    }
}

extension ValueCodec where Property == Bool?, Element == Bool {
    static var boolean: ValueCodec {
        ValueCodec(
            values: { $0.map { [.boolean($0)] } ?? [] }, update: { values, _ in values.first?.boolean },
            wrap: ParameterValue.boolean, json: { $0.map(JSON.bool) },
            read: { r throws(FormatError) in try r.optionalBool() })
    }
}

extension ValueCodec where Property == String?, Element == String {
    static var string: ValueCodec {
        ValueCodec(
            values: { $0.map { [.string($0)] } ?? [] }, update: { values, _ in values.first?.string },
            wrap: ParameterValue.string, json: { $0.map(JSON.string) },
            read: { r throws(FormatError) in try r.optionalString() })
    }
}

extension ValueCodec where Property == [INPerson]?, Element == INPerson {
    static var people: ValueCodec {
        ValueCodec(
            values: { Values.people($0) }, update: { values, _ in Values.people(values) },
            wrap: ParameterValue.person, json: { $0.map { .array($0.map(TraceJSON.person)) } },
            read: { r throws(FormatError) in try TraceReading.people(r) })
    }
}

extension ValueCodec
where
    Property == Element, Property: RawRepresentable & Equatable & Sendable,
    Property.RawValue == String
{
    /// An enum by Apple's case name; `unknown` is unset, and left out of the trace unless
    /// `tracesUnknown`.
    static func enumCase(unknown: Property, tracesUnknown: Bool = false) -> ValueCodec {
        ValueCodec(
            values: { Values.enumCase($0, unless: unknown) },
            update: { values, current in Values.enumCase(values, or: current) },
            wrap: { .enumCase($0.rawValue) },
            json: { tracesUnknown || $0 != unknown ? .string($0.rawValue) : nil },
            read: { r throws(FormatError) in try TraceReading.enumCase(r, or: unknown) })
    }
}

extension ValueCodec where Property == [String]?, Element == String {
    /// A list of strings (identifiers, search terms).
    static var strings: ValueCodec {
        ValueCodec(
            values: { ($0 ?? []).map(ParameterValue.string) },
            update: { values, _ in
                let strings = values.compactMap(\.string)
                return strings.isEmpty ? nil : strings
            },
            wrap: ParameterValue.string, json: { $0.map { .array($0.map(JSON.string)) } },
            read: { r throws(FormatError) in try TraceReading.strings(r) })
    }
}

extension ValueCodec where Property == [INSpeakableString]?, Element == INSpeakableString {
    /// A list of names (groups), one resolve result per name.
    static var speakables: ValueCodec {
        ValueCodec(
            values: { ($0 ?? []).map(ParameterValue.speakable) },
            update: { values, _ in
                let names = values.compactMap(\.speakable)
                return names.isEmpty ? nil : names
            },
            wrap: ParameterValue.speakable, json: { $0.map { .array($0.map(TraceJSON.speakable)) } },
            read: { r throws(FormatError) in try TraceReading.speakables(r) })
    }
}
