import Formats
import Foundation
import IntentModel
import PhraseMatcher

/// Why an intent cannot be set up from the values given (`:shortcuts add`, `:donate`,
/// Data.json's donations): a parameter it does not have, a value of the wrong kind.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension CustomIntentDefinitions {
    /// A custom intent as the Shortcuts app sets one up, or the app's code fills one to
    /// donate: each value read as its parameter's type (a number, a date, an enum value by
    /// its case or display name, yes or no), and each parameter not given its default.
    /// `person` makes the person for a name (as Siri hands names over).
    public func configure(
        className: String, values: [(name: String, text: String)], clock: DeviceClock,
        person: (String) -> INPerson
    ) throws(ConfigurationError) -> INCustomIntent {
        guard let intent = intent(className: className) else {
            throw ConfigurationError("\(className) is not an intent of this definition")
        }
        let converter = CustomValues(definitions: self, clock: clock)
        var parameters: [String: INCustomValue] = [:]
        for (name, text) in values {
            guard let parameter = intent.parameter(name) else {
                let names = intent.parameters.map(\.name)
                throw ConfigurationError(
                    "\(className) has no parameter \(name)"
                        + (names.isEmpty ? " (it has none)" : " (it has \(names.joined(separator: ", ")))"))
            }
            let value: INCustomValue?
            switch parameter.type {
            case .person:
                value = .person(person(text))
            case .enumeration(let enumName):
                let folded = Tokenizer.keys(text).joined(separator: " ")
                // Xcode's `unknown` value stands for no value: it is never set.
                value = enums[enumName]?.values.first {
                    $0.name != "unknown"
                        && ($0.name.lowercased() == text.lowercased()
                            || Tokenizer.keys($0.displayName).joined(separator: " ") == folded)
                }
                .map { INCustomValue.enumCase($0.name) }
            case .boolean:
                let folded = text.lowercased()
                if ["yes", "true", "on", "1", parameter.trueDisplayName?.lowercased()].contains(folded) {
                    value = .boolean(true)
                } else if ["no", "false", "off", "0", parameter.falseDisplayName?.lowercased()].contains(folded) {
                    value = .boolean(false)
                } else {
                    value = nil
                }
            case .quantity:
                // A number and its unit ("5 km", "20 °C", "200 USD", "$200"): the number is kept.
                value =
                    Self.leadingNumber(text).map(INCustomValue.decimal)
                    ?? converter.customValue(.string(text), type: parameter.type)
            case .described("URL"):
                value = URL(string: text).flatMap {
                    $0.scheme == nil ? nil : INCustomValue.object(identifier: nil, displayString: text)
                }
            case .dateComponents:
                if let date = DateParsing.parse(text) {
                    value = .date(date)
                } else {
                    value =
                        converter.customValue(.string(text), type: .dateComponents)
                        ?? DateRanges.range(text.lowercased(), now: clock.now)?.startDate.map(INCustomValue.date)
                }
            default:
                value = converter.customValue(.string(text), type: parameter.type)
            }
            guard let value else {
                throw ConfigurationError(
                    "\(name)=\(text): \(Self.typeDescription(parameter.type, enums: enums)) is expected")
            }
            if parameter.multiple, case .array(let items)? = parameters[name] {
                parameters[name] = .array(items + [value])
            } else {
                parameters[name] = parameter.multiple ? .array([value]) : value
            }
        }
        for parameter in intent.parameters where parameters[parameter.name] == nil {
            guard let fallback = parameter.defaultValue,
                let value = converter.customValue(fallback, type: parameter.type)
            else { continue }
            parameters[parameter.name] = parameter.multiple ? .array([value]) : value
        }
        return INCustomIntent(className: className, parameters: parameters)
    }

    /// "a number", "one of small, large", for errors.
    static func typeDescription(_ type: ValueType, enums: [String: Enumeration]) -> String {
        switch type {
        case .integer, .decimal, .duration: "a number"
        case .quantity: "a number (with its unit, as 5 km)"
        case .boolean: "yes or no"
        case .dateComponents: "a date"
        case .described("URL"): "a URL with its scheme (https://…)"
        case .enumeration(let name):
            "one of "
                + (enums[name]?.values.filter { $0.name != "unknown" }.map(\.displayName).joined(separator: ", ")
                    ?? name)
        case .string, .described, .object, .person: "text"
        }
    }

    /// The number a quantity starts with (after a currency sign), in digits.
    static func leadingNumber(_ text: String) -> Double? {
        let trimmed = text.drop { !$0.isNumber && $0 != "-" && $0 != "." }
        var digits = ""
        for ch in trimmed {
            if ch.isNumber || ch == "." || ch == "-" && digits.isEmpty {
                digits.append(ch)
            } else if ch == "," {
                continue
            } else {
                break
            }
        }
        return Double(digits)
    }
}
