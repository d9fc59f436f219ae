import Foundation
import IntentModel

/// The custom intents the reference handlers know, by the class names the sample apps'
/// Intents.intentdefinition files generate. Any other custom intent gets
/// `GenericCustomHandler`.
enum SampleCustomIntent: String, CaseIterable {
    case orderCoffee = "OrderCoffeeIntent"
    case topUpCard = "TopUpCardIntent"
    case getNote = "GetNoteIntent"
    case addNote = "AddNoteIntent"

    init?(_ intent: INCustomIntent) {
        self.init(rawValue: intent.intentClassName)
    }
}

/// What SiriKit does for a custom intent's parameter when the app does not decide
/// otherwise: a value given is a success, a missing one is not required.
enum CustomDefaults {
    static func resolve(_ parameter: String, _ intent: INCustomIntent) -> [INCustomResolutionResult] {
        switch intent.parameters[parameter] {
        case .array(let values)?: values.map { .success($0) }
        case let value?: [.success(value)]
        case nil: [.notRequired]
        }
    }
}

/// The handler of a custom intent no reference handler knows: an app made of its plist
/// files alone. It resolves each parameter from the definition (`CustomIntentPolicy`:
/// bounds, defaults, enum cases, prompts), is ready, and succeeds, answering with the
/// intent's values as the response's properties of the same names. Such an app thus runs
/// its custom intents end to end, asks the definition's prompts and speaks its templates.
public struct GenericCustomHandler: INCustomIntentHandling {
    /// The app's definitions, by class name.
    let policies: [String: CustomIntentPolicy]

    public init(policies: [String: CustomIntentPolicy] = [:]) {
        self.policies = policies
    }

    public func resolve(
        parameter: String, for intent: INCustomIntent,
        with completion: @escaping @Sendable ([INCustomResolutionResult]) -> Void
    ) {
        if let results = policies[intent.intentClassName]?.resolve(parameter, intent.parameters[parameter]) {
            completion(results)
        } else {
            completion(CustomDefaults.resolve(parameter, intent))
        }
    }

    public func handle(intent: INCustomIntent, completion: @escaping @Sendable (INCustomIntentResponse) -> Void) {
        var properties = intent.parameters
        if let declared = policies[intent.intentClassName]?.responseProperties {
            properties = properties.filter { declared.contains($0.key) }
        }
        completion(INCustomIntentResponse(code: .success, properties: properties))
    }
}
