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
        case let .array(values)?: values.map { .success($0) }
        case let value?: [.success(value)]
        case nil: [.notRequired]
        }
    }
}

/// The handler of a custom intent no reference handler knows: it takes every value as
/// given, is ready, and succeeds, answering with the intent's own values as the response's
/// properties of the same names. An app made of plist files alone thus runs its custom
/// intents end to end, and speaks their templates.
public struct GenericCustomHandler: INCustomIntentHandling {
    public init() {}

    public func handle(intent: INCustomIntent, completion: @escaping @Sendable (INCustomIntentResponse) -> Void) {
        completion(INCustomIntentResponse(code: .success, properties: intent.parameters))
    }
}
