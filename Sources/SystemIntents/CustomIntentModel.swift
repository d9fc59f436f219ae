import Foundation
import IntentModel

/// The pieces of an Intents.intentdefinition, named after the keys Xcode writes
/// (`INIntentParameterType`, `INIntentResponseCodeFormatString`, …).
extension CustomIntentDefinitions {
    /// What a parameter or a response property holds: one of Xcode's scalar types, an enum
    /// of `INEnums`, or a custom type of `INTypes`.
    public enum ValueType: Sendable, Hashable {
        case string, integer, decimal, boolean
        /// A date and time (Xcode's `DateComponents`).
        case dateComponents
        /// A length of time, in seconds (Xcode's `Duration`).
        case duration
        case person
        /// An enum of `INEnums`, by its `INEnumName` (Xcode writes the type as `Integer`).
        case enumeration(String)
        /// A custom type of `INTypes`, by its `INTypeName` (Xcode writes the type as `Object`).
        case object(String)
        /// A number with a unit: an amount of money (`CurrencyAmount`) or a measurement
        /// (`Distance`, `Mass`, `Temperature`, …), by Xcode's type name.
        case quantity(String)
        /// A value Siri does not take by voice on a device (`File`, `URL`, `Placemark`,
        /// `PaymentMethod`, Xcode 10's untyped `Object`, `SpeakableString`): it comes from a
        /// shortcut, a default or the app. sirisim takes typed text for it.
        case described(String)

        /// Whether Siri can ask for it by voice on a device (lint notes the others).
        public var isHeard: Bool {
            if case .described = self { false } else { true }
        }
    }

    /// Xcode's parameter types (`INIntentParameterType`), by the name it writes.
    public enum ScalarType: String, Sendable, CaseIterable {
        case string = "String"
        case integer = "Integer"
        case decimal = "Decimal"
        case boolean = "Boolean"
        case dateComponents = "DateComponents"
        case duration = "Duration"
        case person = "Person"
        case object = "Object"
    }

    /// Xcode's types of a number with a unit (`INIntentParameterType`).
    static let quantityTypes: Set<String> = [
        "CurrencyAmount", "Distance", "Mass", "Volume", "Speed", "Energy", "Temperature", "Acceleration", "Angle",
        "Area",
        "ConcentrationMass", "Dispersion", "ElectricCharge", "ElectricCurrent", "ElectricPotentialDifference",
        "ElectricResistance",
        "Frequency", "FuelEfficiency", "Illuminance", "InformationStorage", "Power", "Pressure",
    ]

    /// Xcode's types whose values are not said to Siri on a device.
    static let describedTypes: Set<String> = [
        "File", "URL", "Placemark", "PaymentMethod", "SpeakableString", "Location",
    ]

    /// The kinds of `INIntentParameterPromptDialogs` entry (`INIntentParameterPromptDialogType`).
    public enum DialogType: String, Sendable, Hashable, CaseIterable {
        /// The question for a missing value (needsValue).
        case primary = "Primary"
        /// A shorter form of the question, for where Siri says less.
        case concise = "Concise"
        /// The Shortcuts app's question when a shortcut is set up; Siri does not say it.
        case configuration = "Configuration"
        /// Said before the choices of a disambiguation (`${count}` is how many).
        case disambiguationIntroduction = "DisambiguationIntroduction"
        /// Said before the choices when Siri asks again.
        case subsequentIntroduction = "SubsequentIntroduction"
        /// The question after the choices of a disambiguation.
        case disambiguationSelection = "DisambiguationSelection"
        /// The question of a confirmationRequired result ("Did you mean …?").
        case confirmation = "Confirmation"
    }

    /// A default value of a parameter (`INIntentParameterMetadataDefaultValue`), as written.
    public enum DefaultValue: Sendable, Hashable {
        case text(String)
        case number(Double)
        case flag(Bool)
    }

    /// Something in a definition that loads but that a developer should know (lint says it).
    public struct Note: Sendable, Hashable {
        public var line: Int
        public var keyPath: String
        public var message: String
    }

    /// An unsupported or confirmation reason a parameter declares, with what Siri says for it.
    public struct Reason: Sendable, Hashable {
        public var code: String
        public var template: Template?
        public var line: Int
    }

    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var displayName: String?
        public var type: ValueType
        public var multiple: Bool
        /// What Siri says for this parameter, by kind of question.
        public var dialogs: [DialogType: Template]
        /// `INIntentParameterUnsupportedReasons`.
        public var unsupportedReasons: [Reason]
        /// `INIntentParameterConfirmationReasons`.
        public var confirmationReasons: [Reason]
        /// What a Boolean's values are called (`INIntentParameterMetadataTrueDisplayName`, …),
        /// which is also how Siri hears them.
        public var trueDisplayName: String?
        public var falseDisplayName: String?
        /// `INIntentParameterMetadataMinimumValue` and `MaximumValue` of a number.
        public var minimum: Double?
        public var maximum: Double?
        /// `INIntentParameterMetadataSupportsNegativeNumbers` of a number (false when absent,
        /// as Xcode writes the key only when they are allowed).
        public var negativeNumbers = false
        /// `INIntentParameterMetadataDefaultValue`.
        public var defaultValue: DefaultValue?
        /// The unit of a quantity, when the definition names one.
        public var unit: String?
        /// `INIntentParameterConfigurable`: the Shortcuts app lets the user set it.
        public var configurable = true
        /// Prompts written out for one enum value (`Intents.strings` keys `PROMPTID-VALUEID`):
        /// by dialog, then by the value's case name.
        public var dialogsByValue: [DialogType: [String: Template]] = [:]
        public var line: Int

        /// What Siri calls the parameter when it has no words of the app's: "cup size" for `cupSize`.
        public var spokenName: String { displayName?.lowercased() ?? Speech.words(forCaseName: name) }
    }

    /// A property of an intent's response or of a custom type.
    public struct Property: Sendable, Hashable {
        public var name: String
        public var type: ValueType
        public var multiple: Bool
        public var line: Int
    }

    /// One of `INIntentResponseCodes`.
    public struct ResponseCode: Sendable, Hashable {
        public var name: String
        /// `INIntentResponseCodeSuccess`: the code reports success.
        public var success: Bool
        /// `INIntentResponseCodeFormatString`: what Siri says, from the response's properties.
        public var template: Template?
        /// `INIntentResponseCodeConciseFormatString`: the shorter form.
        public var conciseTemplate: Template?
        public var line: Int
    }

    /// `INIntentResponse`: the response's properties and codes.
    public struct Response: Sendable, Hashable {
        public var properties: [Property]
        public var codes: [ResponseCode]

        public func code(_ name: String) -> ResponseCode? { codes.first { $0.name == name } }
        public func property(_ name: String) -> Property? { properties.first { $0.name == name } }
    }

    public struct Intent: Sendable, Hashable {
        /// `INIntentName` (`OrderCoffee`).
        public var name: String
        /// The generated class name (`OrderCoffeeIntent`).
        public var className: String
        public var title: String?
        public var description: String?
        /// `INIntentCategory` (generic, order, information, …) and `INIntentVerb` (Order, Do, …).
        public var category: String?
        public var verb: String?
        /// `INIntentUserConfirmationRequired`: Siri asks before handing the intent over.
        public var userConfirmationRequired: Bool
        /// `INIntentConfigurable`: the Shortcuts app can set it up (iOS 13+).
        public var configurable = false
        public var parameters: [Parameter]
        public var response: Response
        public var line: Int

        public func parameter(_ name: String) -> Parameter? { parameters.first { $0.name == name } }
    }

    /// A system intent as a definition customises it (`INIntentType` `System`, for the
    /// Shortcuts app and widgets): its title and its parameters' prompts, which Siri uses
    /// for that app's requests.
    public struct Customization: Sendable, Hashable {
        /// `INIntentClassName` (`INPlayMediaIntent`).
        public var className: String
        public var title: String?
        public var parameters: [Parameter]
        public var configurable: Bool
        /// `INIntentParameterCombinations`: the sets of parameters the app supports the
        /// intent with (`["mediaContainer"]` opts a media app into audio suggestions).
        public var combinations: [[String]] = []
        public var line: Int

        public func parameter(_ name: String) -> Parameter? { parameters.first { $0.name == name } }

        /// Whether the app supports the intent with exactly these parameters.
        public func supports(only parameters: Set<String>) -> Bool {
            combinations.contains { Set($0) == parameters }
        }
    }

    public struct EnumValue: Sendable, Hashable {
        /// `INEnumValueName`, the case name (`large`).
        public var name: String
        /// `INEnumValueDisplayName`: what Siri hears and says ("large").
        public var displayName: String
        public var index: Int
        /// `INEnumValueDisplayNameID`, which strings files key this value's texts by.
        public var displayNameID: String? = nil
    }

    /// One of `INEnums`.
    public struct Enumeration: Sendable, Hashable {
        public var name: String
        public var values: [EnumValue]
        public var line: Int

        public func value(_ name: String) -> EnumValue? { values.first { $0.name == name } }
    }

    /// One of `INTypes`: a custom type whose values have an identifier and a display string.
    public struct ObjectType: Sendable, Hashable {
        public var name: String
        public var displayName: String?
        public var properties: [Property]
        public var line: Int
    }
}
