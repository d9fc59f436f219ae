import IntentModel
import PhraseMatcher

/// One SiriKit domain's intents: a folder of this module adds one type conforming to this.
public protocol SystemDomain: SendableMetatype {
    static var specs: [IntentSpec] { get }
}

/// Every intent Siri knows, one spec per class name: the system domains', and an app's
/// custom intents added when its bundle loads.
public struct IntentRegistry: Sendable {
    public private(set) var specs: [String: IntentSpec]

    /// The system domains, in the order their intents are listed.
    static let domains: [any SystemDomain.Type] = [Messaging.self, Calls.self, Media.self, Workouts.self, Rides.self]

    /// The system intents.
    public static let system: IntentRegistry = {
        var specs: [String: IntentSpec] = [:]
        for domain in domains {
            for spec in domain.specs {
                precondition(specs[spec.className] == nil, "\(spec.className) is specified twice")
                specs[spec.className] = spec
            }
        }
        return IntentRegistry(specs: specs)
    }()

    public init(specs: [String: IntentSpec]) {
        self.specs = specs
    }

    public subscript(className: String) -> IntentSpec? { specs[className] }

    /// Whether a class name is one of the system's intents.
    public func isSystemIntent(_ className: String) -> Bool {
        specs[className].map { $0.domain != .custom } ?? false
    }

    /// The system's specs with an app's custom intents added.
    public func adding(_ custom: [IntentSpec]) -> IntentRegistry {
        var copy = self
        for spec in custom where copy.specs[spec.className] == nil { copy.specs[spec.className] = spec }
        return copy
    }

    /// The class names of every system intent, sorted.
    public var classNames: [String] { specs.keys.sorted() }
}
