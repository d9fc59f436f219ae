import Foundation

/// A phase of SiriKit's protocol, where a scripted app can misbehave.
public enum HandlerPhase: String, Sendable, Hashable, CaseIterable {
    case resolve, confirm, handle
}

/// How a scripted app answers instead of its handler: a workshop lever to show failure
/// codes, slow handlers and broken completion handlers without writing Swift.
public enum ScriptedBehaviour: Sendable, Hashable {
    /// Answer with this code: a response code at confirm or handle, a resolution kind
    /// (`needsValue`, `notRequired`, `unsupported`) at resolve.
    case answer(String)
    /// Answer as the handler would, but only after this long (past the time limit, Siri gives up).
    case delay(Duration)
    /// Call the completion handler twice (SiriKit treats it as a programming error).
    case completeTwice
}

/// One rule of an app's script: for an intent, at a phase (and for one parameter at resolve).
public struct ScriptRule: Sendable, Hashable {
    public var intent: String
    public var phase: HandlerPhase
    /// The parameter a resolve rule is about; nil for every parameter.
    public var parameter: String?
    public var behaviour: ScriptedBehaviour
    /// Where the rule was written (Data.json), for errors.
    public var source: String?
    /// With an answer at confirm or handle: the response's properties (a custom intent's
    /// response speaks them in its template).
    public var properties: [INConfiguredIntent.ConfiguredValue]

    public init(
        intent: String, phase: HandlerPhase, parameter: String? = nil, behaviour: ScriptedBehaviour,
        source: String? = nil,
        properties: [INConfiguredIntent.ConfiguredValue] = []
    ) {
        self.intent = intent
        self.phase = phase
        self.parameter = parameter
        self.behaviour = behaviour
        self.source = source
        self.properties = properties
    }

    /// "500ms", "15s", "2m": a delay in seconds, at most ten minutes; nil otherwise.
    public static func seconds(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        let (number, factor): (Substring, Double) =
            t.hasSuffix("ms")
            ? (t.dropLast(2), 0.001)
            : t.hasSuffix("s")
                ? (t.dropLast(), 1)
                : t.hasSuffix("m") ? (t.dropLast(), 60) : (Substring(t), 1)
        guard let value = Double(number), value.isFinite, value >= 0, value * factor <= 600 else { return nil }
        return value * factor
    }

    /// Whether the rule is about this call.
    public func applies(intent: String, phase: HandlerPhase, parameter: String?) -> Bool {
        self.intent == intent && self.phase == phase && (self.parameter == nil || self.parameter == parameter)
    }
}
