import Foundation
import Formats
import IntentModel
import PhraseMatcher

/// The custom intents of an app, from its `Intents.intentdefinition` (Xcode's plist format).
public struct CustomIntentDefinitions: Sendable {
    public struct Parameter: Sendable, Hashable {
        public var name: String
        /// Xcode's type name: String, Integer, Decimal, Boolean, Person, Object, …
        public var type: String
        public var enumType: String?
        public var multiple: Bool
    }

    public struct Intent: Sendable, Hashable {
        /// The generated class name (`OrderSoupIntent` for an intent named `OrderSoup`).
        public var className: String
        public var title: String?
        public var parameters: [Parameter]
        public var line: Int
    }

    public struct EnumValue: Sendable, Hashable {
        public var name: String
        public var displayName: String
    }

    public var file: String?
    public var intents: [Intent]
    /// Enum name → values.
    public var enums: [String: [EnumValue]]

    public static let none = CustomIntentDefinitions(file: nil, intents: [], enums: [:])

    /// Xcode names the class after the intent with "Intent" appended.
    public static func className(_ name: String) -> String {
        name.hasSuffix("Intent") ? name : name + "Intent"
    }

    public static func load(path: String) throws(FormatError) -> CustomIntentDefinitions {
        let root = NodeReader(try PropertyListParser.parse(contentsOf: path), file: path)
        var enums: [String: [EnumValue]] = [:]
        for entry in try root["INEnums"].optionalArray() {
            let name = try entry["INEnumName"].string()
            var values: [EnumValue] = []
            for value in try entry["INEnumValues"].optionalArray() {
                let valueName = try value["INEnumValueName"].string()
                values.append(EnumValue(name: valueName, displayName: try value["INEnumValueDisplayName"].optionalString() ?? valueName))
            }
            enums[name] = values
        }
        var intents: [Intent] = []
        for entry in try root["INIntents"].optionalArray() {
            let name = try entry["INIntentName"].string()
            var parameters: [Parameter] = []
            for parameter in try entry["INIntentParameters"].optionalArray() {
                let enumType = try parameter["INIntentParameterEnumType"].optionalString()
                if let enumType, enums[enumType] == nil {
                    throw parameter["INIntentParameterEnumType"].error("\"\(enumType)\" is not an enum in INEnums")
                }
                parameters.append(Parameter(name: try parameter["INIntentParameterName"].string(),
                                            type: try parameter["INIntentParameterType"].optionalString() ?? "String",
                                            enumType: enumType,
                                            multiple: try parameter["INIntentParameterSupportsMultipleValues"].optionalBool() ?? false))
            }
            intents.append(Intent(className: className(name), title: try entry["INIntentTitle"].optionalString(), parameters: parameters,
                                  line: entry.location.line))
        }
        return CustomIntentDefinitions(file: path, intents: intents, enums: enums)
    }

    /// The matcher's view of each custom intent: people for Person parameters, the enum's
    /// values for enum parameters, numbers for numeric ones, and names (with the app's
    /// vocabulary for `Intent.parameter`) for the rest.
    public var schemas: [String: IntentSchema] {
        var out: [String: IntentSchema] = [:]
        for intent in intents {
            let parameters = intent.parameters.compactMap { p -> ParameterSpec? in
                let key = "\(intent.className).\(p.name)"
                if p.enumType != nil { return ParameterSpec(p.name, .lexicon(key)) }
                switch p.type {
                case "Person": return ParameterSpec(p.name, .people)
                case "Integer", "Decimal", "Duration", "Currency", "Quantity": return ParameterSpec(p.name, .number)
                case "Boolean": return nil
                default: return ParameterSpec(p.name, .title([key]))
                }
            }
            out[intent.className] = IntentSchema(className: intent.className, parameters: parameters)
        }
        return out
    }

    /// A spec per custom intent: its schema, for Siri to understand it from the app's
    /// IntentPhrases. Running custom intents through the app's handlers is not built yet.
    public var specs: [IntentSpec] {
        let schemas = self.schemas
        return intents.compactMap { intent in
            schemas[intent.className].map { IntentSpec(domain: .custom, schema: $0, handling: nil) }
        }
    }

    /// The enum values as entities the matcher can recognise, by display name and case name.
    public func entities(app: String) -> [Entity] {
        var out: [Entity] = []
        for intent in intents {
            for parameter in intent.parameters {
                guard let enumType = parameter.enumType else { continue }
                for value in enums[enumType] ?? [] {
                    let kind = EntityKind.lexicon("\(intent.className).\(parameter.name)")
                    out.append(Entity(kind: kind, identifier: value.name, phrase: value.displayName, app: app, source: .intentDefinition))
                }
            }
        }
        return out
    }
}
