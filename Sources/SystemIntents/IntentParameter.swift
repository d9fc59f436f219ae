import Formats
import Foundation
import IntentModel
import PhraseMatcher

/// One parameter of a system intent, described once: its name, the key path of the
/// intent's property, the slots it is spoken through (the matcher's schema), how the
/// handler resolves it, Siri's question for it, and how it is traced (describe) and read
/// back (restore). `IntentParameters` puts a spec's parameters in their three orders.
struct IntentParameter<Intent: INIntent, Handler>: Sendable {
    /// SiriKit's property name (`workoutName`), the trace's key.
    let name: String
    /// The matcher's slots for it: one of its own name, several (the media search's eight
    /// slots build one property), or none (a property Siri never hears).
    private(set) var slots: [ParameterSpec]
    /// How the loop resolves it; nil for a property the handler does not resolve.
    private(set) var resolvable: ResolvableParameter?
    /// Siri's question when it needs a value; nil for the generic question.
    let prompt: String?
    /// The property as trace JSON (nil leaves the key out), or nil when it is not traced.
    private(set) var json: (@Sendable (Intent) -> JSON?)?
    /// The property set from its trace JSON, or nil when a restored intent leaves it unset.
    private(set) var read: (@Sendable (inout Intent, NodeReader) throws(FormatError) -> Void)?

    /// A parameter whose resolve method reports one result.
    static func single<P, E, R: RawRepresentable & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<Intent, P> & Sendable, _ codec: ValueCodec<P, E>,
        spoken: SlotKind? = nil, resolvedAs kind: ValueKind, prompt: String? = nil, looksUp: Bool = false,
        resolve: @escaping @Sendable (Handler, Intent, @escaping Completion<INResolutionResult<E, R>>) -> Void
    ) -> IntentParameter where R.RawValue == String {
        let resolvable = SpecBuilder.single(
            name, kind, Handler.self, looksUp: looksUp, resolve: resolve, wrap: codec.wrap,
            get: { codec.values($0[keyPath: keyPath]) },
            set: { intent, values in intent[keyPath: keyPath] = codec.update(values, intent[keyPath: keyPath]) })
        return IntentParameter(name, keyPath, codec, spoken: spoken, resolvable: resolvable, prompt: prompt)
    }

    /// A parameter whose resolve method reports one result per element (people).
    static func multiple<P, E, R: RawRepresentable & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<Intent, P> & Sendable, _ codec: ValueCodec<P, E>,
        spoken: SlotKind? = nil, resolvedAs kind: ValueKind, prompt: String? = nil, looksUp: Bool = false,
        resolve: @escaping @Sendable (Handler, Intent, @escaping Completion<[INResolutionResult<E, R>]>) -> Void
    ) -> IntentParameter where R.RawValue == String {
        let resolvable = SpecBuilder.multiple(
            name, kind, Handler.self, looksUp: looksUp, resolve: resolve, wrap: codec.wrap,
            get: { codec.values($0[keyPath: keyPath]) },
            set: { intent, values in intent[keyPath: keyPath] = codec.update(values, intent[keyPath: keyPath]) })
        return IntentParameter(name, keyPath, codec, spoken: spoken, resolvable: resolvable, prompt: prompt)
    }

    /// A parameter whose loop values reach further than its property (an answer naming
    /// media items becomes a new search): `resolvable` as given, traced and restored by `codec`.
    static func custom<P, E>(
        _ keyPath: WritableKeyPath<Intent, P> & Sendable, _ codec: ValueCodec<P, E>,
        resolvable: ResolvableParameter, prompt: String?
    ) -> IntentParameter {
        IntentParameter(resolvable.name, keyPath, codec, spoken: nil, resolvable: resolvable, prompt: prompt)
    }

    /// A property the handler does not resolve, only traced and restored (a ride's
    /// identifier), or also heard (a search's terms).
    static func unresolved<P, E>(
        _ name: String, _ keyPath: WritableKeyPath<Intent, P> & Sendable,
        _ codec: ValueCodec<P, E>, spoken: SlotKind? = nil
    ) -> IntentParameter {
        IntentParameter(name, keyPath, codec, spoken: spoken, resolvable: nil, prompt: nil)
    }

    private init<P, E>(
        _ name: String, _ keyPath: WritableKeyPath<Intent, P> & Sendable, _ codec: ValueCodec<P, E>,
        spoken: SlotKind?, resolvable: ResolvableParameter?, prompt: String?
    ) {
        self.name = name
        slots = spoken.map { [ParameterSpec(name, $0)] } ?? []
        self.resolvable = resolvable
        self.prompt = prompt
        if let traced = codec.json {
            json = { intent in traced(intent[keyPath: keyPath]) }
        }
        if let restored = codec.read {
            read = { (intent: inout Intent, reader: NodeReader) throws(FormatError) in
                intent[keyPath: keyPath] = try restored(reader)
            }
        }
    }

    /// The same parameter, spoken through these slots instead (several slots, or a slot
    /// with options of its own).
    func spoken(through slots: [ParameterSpec]) -> IntentParameter {
        var copy = self
        copy.slots = slots
        return copy
    }

    /// The same parameter, its slots given options (a list, a value word that does not fill it).
    func spoken(_ configure: (inout ParameterSpec) -> Void) -> IntentParameter {
        var copy = self
        for index in copy.slots.indices { configure(&copy.slots[index]) }
        return copy
    }

    /// The same parameter, left out of the trace.
    func untraced() -> IntentParameter {
        var copy = self
        copy.json = nil
        return copy
    }

    /// The same parameter, one Siri never asks for: a value the app cannot use ends the
    /// request ("call my voicemail" in an app that cannot), rather than asking for another.
    func neverAsked() -> IntentParameter {
        var copy = self
        copy.resolvable?.askable = false
        return copy
    }

    /// The same parameter, left unset when an intent is restored from its trace.
    func notRestored() -> IntentParameter {
        var copy = self
        copy.read = nil
        return copy
    }
}
