import Formats
import Foundation
import IntentModel
import PhraseMatcher

/// A custom intent's values as the loop, the trace and Siri's words see them, by the type
/// the definition declares.
struct CustomValues {
    let definitions: CustomIntentDefinitions
    let clock: DeviceClock

    typealias ValueType = CustomIntentDefinitions.ValueType

    // MARK: For the loop

    /// The loop's values of a parameter (one per element of a list).
    static func parameterValues(_ value: INCustomValue?) -> [ParameterValue] {
        switch value {
        case nil: []
        case .array(let items)?: items.flatMap { parameterValues($0) }
        case let value?: [parameterValue(value)]
        }
    }

    static func parameterValue(_ value: INCustomValue) -> ParameterValue {
        switch value {
        case .string(let s): .string(s)
        case .integer(let i): .number(Double(i))
        case .decimal(let d): .number(d)
        case .boolean(let b): .boolean(b)
        case .enumCase(let c): .enumCase(c)
        case .person(let p): .person(p)
        case .date(let d): .date(d)
        case .object(let identifier, let displayString): .object(identifier: identifier, displayString: displayString)
        case .array(let items): items.first.map(parameterValue) ?? .string("")
        }
    }

    /// A value the loop hands back (an answer, a choice) as the parameter's type; nil when it
    /// cannot be one ("purple" for a number).
    func customValue(_ value: ParameterValue, type: ValueType) -> INCustomValue? {
        switch type {
        case .string:
            return value.string.map(INCustomValue.string) ?? .string(value.spoken)
        case .integer:
            return number(value).map { .integer(Int($0.rounded())) }
        case .decimal, .quantity:
            return number(value).map(INCustomValue.decimal)
        case .described:
            if case .object(let identifier, let displayString) = value {
                return .object(identifier: identifier, displayString: displayString)
            }
            let text = value.string ?? value.spoken
            return text.isEmpty ? nil : .object(identifier: nil, displayString: text)
        case .duration:
            if case .number(let seconds) = value { return .decimal(seconds) }
            return value.string.flatMap(Self.seconds(in:)).map(INCustomValue.decimal)
        case .boolean:
            if let b = value.boolean { return .boolean(b) }
            return value.caseName.map { .boolean($0 == "true") }
        case .dateComponents:
            switch value {
            case .date(let d): return .date(d)
            case .dateRange(let r): return r.startDate.map(INCustomValue.date)
            case .enumCase(let name): return DateRanges.range(name, now: clock.now)?.startDate.map(INCustomValue.date)
            default: return nil
            }
        case .person:
            return value.person.map(INCustomValue.person)
        case .enumeration(let name):
            guard let caseName = value.caseName, definitions.enums[name]?.value(caseName) != nil else { return nil }
            return .enumCase(caseName)
        case .object:
            switch value {
            case .object(let identifier, let displayString):
                return .object(identifier: identifier, displayString: displayString)
            case .speakable(let s): return .object(identifier: s.vocabularyIdentifier, displayString: s.spokenPhrase)
            default: return .object(identifier: nil, displayString: value.spoken)
            }
        }
    }

    /// A definition's default as the parameter's type; nil when it cannot be one.
    func customValue(_ value: CustomIntentDefinitions.DefaultValue, type: ValueType) -> INCustomValue? {
        switch value {
        case .text(let text):
            if case .enumeration = type { return customValue(.enumCase(text), type: type) }
            return customValue(.string(text), type: type)
        case .number(let amount): return customValue(ParameterValue.number(amount), type: type)
        case .flag(let flag): return customValue(.boolean(flag), type: type)
        }
    }

    private func number(_ value: ParameterValue) -> Double? {
        if let n = value.number { return n }
        return value.string.flatMap(NumberWords.number(in:))
    }

    /// "10 minutes" → 600, "an hour" → 3600, "90 seconds" → 90; a bare number is minutes.
    static func seconds(in text: String) -> Double? {
        let keys = Tokenizer.keys(text).filter { !["a", "an", "in", "for", "about"].contains($0) }
        guard let unitIndex = keys.firstIndex(where: { unit($0) != nil }) else {
            return NumberWords.number(in: text).map { $0 * 60 }
        }
        let count = unitIndex == 0 ? 1 : NumberWords.number(in: keys[..<unitIndex].joined(separator: " "))
        return count.flatMap { count in unit(keys[unitIndex]).map { count * $0 } }
    }

    /// Seconds in a unit word.
    static func unit(_ word: String) -> Double? {
        switch word {
        case "second", "seconds", "sec", "secs": 1
        case "minute", "minutes", "min", "mins": 60
        case "hour", "hours", "hr", "hrs": 3600
        default: nil
        }
    }

    // MARK: For the trace

    func json(_ value: INCustomValue) -> JSON {
        switch value {
        case .string(let s): .string(s)
        case .integer(let i): .int(i)
        case .decimal(let d): .double(d)
        case .boolean(let b): .bool(b)
        case .enumCase(let c): .string(c)
        case .person(let p): TraceJSON.person(p)
        case .date(let d): .string(DateParsing.iso(d))
        case .object(let identifier, let displayString):
            TraceJSON.object(identifier: identifier, displayString: displayString)
        case .array(let items): .array(items.map(json))
        }
    }

    /// A value again from its trace JSON, as the definition types it.
    func restore(_ reader: NodeReader, type: ValueType, multiple: Bool) throws(FormatError) -> INCustomValue {
        if multiple {
            var items: [INCustomValue] = []
            for item in try reader.array() { items.append(try restore(item, type: type, multiple: false)) }
            return .array(items)
        }
        switch type {
        case .string: return .string(try reader.string())
        case .integer: return .integer(try reader.int())
        case .decimal, .duration, .quantity: return .decimal(try reader.double())
        case .described:
            return .object(
                identifier: try reader["identifier"].optionalString(),
                displayString: try reader["displayString"].string())
        case .boolean: return .boolean(try reader.bool())
        case .dateComponents: return .date(try reader.date())
        case .enumeration(let name):
            let caseName = try reader.string()
            guard definitions.enums[name]?.value(caseName) != nil else {
                throw reader.error(
                    "\"\(caseName)\" is not a value of \(name) (\(definitions.enums[name]?.values.map(\.name).joined(separator: ", ") ?? ""))"
                )
            }
            return .enumCase(caseName)
        case .person:
            let handle = reader["personHandle"]
            var person = INPerson(
                displayName: try reader["displayName"].string(),
                contactIdentifier: try reader["contactIdentifier"].optionalString(),
                customIdentifier: try reader["customIdentifier"].optionalString(),
                relationship: try reader["relationship"].optionalString())
            if handle.exists {
                let typeName = try handle["type"].optionalString() ?? INPersonHandleType.unknown.rawValue
                guard let handleType = INPersonHandleType(rawValue: typeName) else {
                    throw handle["type"].error("\"\(typeName)\" is not a handle type")
                }
                person.personHandle = INPersonHandle(
                    value: try handle["value"].optionalString(), type: handleType,
                    label: try handle["label"].optionalString())
            }
            return .person(person)
        case .object:
            return .object(
                identifier: try reader["identifier"].optionalString(),
                displayString: try reader["displayString"].string())
        }
    }

    // MARK: For Siri's words

    /// How Siri says a value in a template: enum values and Booleans by their display
    /// names, people by name, objects by display string, decimals as amounts ("4.50").
    func spoken(_ value: INCustomValue, type: ValueType, parameter: CustomIntentDefinitions.Parameter? = nil) -> String
    {
        switch value {
        case .array(let items):
            return Speech.list(items.map { spoken($0, type: type, parameter: parameter) }, conjunction: "and")
        case .string(let s): return s
        case .integer(let i): return String(i)
        case .decimal(let d):
            if case .duration = type { return Speech.duration(d) }
            let number = d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(format: "%.2f", d)
            if case .quantity = type, let unit = parameter?.unit { return "\(number) \(unit)" }
            return number
        case .boolean(let b):
            return (b ? parameter?.trueDisplayName : parameter?.falseDisplayName) ?? (b ? "yes" : "no")
        case .enumCase(let c):
            if case .enumeration(let name) = type, let display = definitions.enums[name]?.value(c)?.displayName {
                return display
            }
            return Speech.words(forCaseName: c)
        case .person(let p): return p.displayName
        case .date(let d): return Speech.day(d)
        case .object(_, let displayString): return displayString
        }
    }
}
