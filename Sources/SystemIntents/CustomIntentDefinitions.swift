import Formats
import Foundation
import IntentModel
import PhraseMatcher

/// The custom intents of an app, from its `Intents.intentdefinition` (Xcode's plist format):
/// each intent's parameters, prompts and response, the enums (`INEnums`) and custom types
/// (`INTypes`) they use. `load` reads and checks the file; `specs` turns each intent into a
/// spec Siri runs like a system intent's.
public struct CustomIntentDefinitions: Sendable {
    public var file: String?
    public var intents: [Intent]
    /// `INEnums` by name.
    public var enums: [String: Enumeration]
    /// `INTypes` by name.
    public var types: [String: ObjectType]
    /// System intents the definition customises (`INIntentType` `System`), by class name.
    public var customizations: [String: Customization] = [:]
    /// What loads but deserves a word in lint (a dialog type Intents reads as Primary, a
    /// type Siri cannot ask for by voice, a string its strings file lacks).
    public var notes: [Note] = []
    /// The strings file the texts came from, when the definition was localized.
    public var stringsFile: String?

    public init(file: String?, intents: [Intent], enums: [String: Enumeration] = [:], types: [String: ObjectType] = [:])
    {
        self.file = file
        self.intents = intents
        self.enums = enums
        self.types = types
    }

    public static let none = CustomIntentDefinitions(file: nil, intents: [])

    /// Xcode names the class after the intent with "Intent" appended, always (an intent
    /// named `FooIntent` makes `FooIntentIntent`).
    public static func className(_ name: String) -> String {
        name + "Intent"
    }

    /// The class a name written in a plist or a command means: a class of this definition
    /// as written (`OrderCoffeeIntent`), or an intent's name (`OrderCoffee`); nil for none.
    public func classNamed(_ declared: String) -> String? {
        if intents.contains(where: { $0.className == declared }) { return declared }
        return intents.first { $0.name == declared }?.className
    }

    public func intent(className: String) -> Intent? { intents.first { $0.className == className } }

    /// The key of a parameter's own values (an enum's, a Boolean's display names) and of the
    /// global vocabulary that names its objects: `OrderCoffeeIntent.drink`.
    static func key(_ intent: Intent, _ parameter: Parameter) -> String { "\(intent.className).\(parameter.name)" }

    /// The matcher's view of one custom intent, in the definition's order: people for
    /// Person parameters, the enum's values for enums, a Boolean's display names, numbers
    /// for numeric ones, Siri's own date words for dates, names for custom types (with the
    /// app's vocabulary for `Intent.parameter`) and free text for strings.
    public func schema(_ intent: Intent) -> IntentSchema {
        let parameters = intent.parameters.compactMap { p -> ParameterSpec? in
            let key = Self.key(intent, p)
            switch p.type {
            case .string, .described: return ParameterSpec(p.name, .freeText)
            case .integer, .decimal, .duration, .quantity: return ParameterSpec(p.name, .number)
            case .boolean:
                return p.trueDisplayName == nil && p.falseDisplayName == nil
                    ? nil : ParameterSpec(p.name, .lexicon(key))
            case .dateComponents: return ParameterSpec(p.name, .lexicon("dateRange"))
            case .person: return ParameterSpec(p.name, .people)
            case .enumeration: return ParameterSpec(p.name, .lexicon(key))
            case .object: return ParameterSpec(p.name, .title([key]))
            }
        }
        return IntentSchema(className: intent.className, parameters: parameters)
    }

    /// Each intent's schema, by class name.
    public var schemas: [String: IntentSchema] {
        Dictionary(intents.map { ($0.className, schema($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// A spec per custom intent: its schema, and its handling with the definition's prompts
    /// and response templates. `clock` dates the answers Siri hears ("yesterday").
    public func specs(clock: DeviceClock) -> [IntentSpec] {
        intents.map { intent in
            // Custom intents came with iOS 12 (Siri Shortcuts).
            IntentSpec(
                domain: .custom, schema: schema(intent),
                handling: CustomIntentSpec(definitions: self, intent: intent, clock: clock).handling
            )
            .available(fromiOS: 12)
        }
    }

    /// The values Siri hears for custom parameters, as entities the matcher can recognise:
    /// enum values by display name, Booleans by their display names.
    public func entities(app: String) -> [Entity] {
        var out: [Entity] = []
        for intent in intents {
            for parameter in intent.parameters {
                let kind = EntityKind.lexicon(Self.key(intent, parameter))
                switch parameter.type {
                case .enumeration(let name):
                    // Xcode's `unknown` value stands for no value: Siri never hears it.
                    for value in enums[name]?.values ?? [] where value.name != "unknown" {
                        out.append(
                            Entity(
                                kind: kind, identifier: value.name, phrase: value.displayName, app: app,
                                source: .intentDefinition))
                    }
                case .boolean:
                    for (phrase, value) in [(parameter.trueDisplayName, "true"), (parameter.falseDisplayName, "false")]
                    {
                        guard let phrase else { continue }
                        out.append(
                            Entity(kind: kind, identifier: value, phrase: phrase, app: app, source: .intentDefinition))
                    }
                case .string, .integer, .decimal, .dateComponents, .duration, .person, .object, .quantity, .described:
                    break
                }
            }
        }
        return out
    }
}
