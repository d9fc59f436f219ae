import Formats
import Foundation
import IntentModel
import PhraseMatcher

/// How Siri runs one custom intent through an app's `INCustomIntentHandling`, from its
/// definition: each parameter resolved in the definition's order, the intent built from a
/// reading, confirm and handle, the trace JSON and back, and Siri's words
/// (`CustomIntentSpeech`).
struct CustomIntentSpec: Sendable {
    let definitions: CustomIntentDefinitions
    let intent: CustomIntentDefinitions.Intent
    let clock: DeviceClock

    typealias Parameter = CustomIntentDefinitions.Parameter

    var values: CustomValues { CustomValues(definitions: definitions, clock: clock) }
    var className: String { intent.className }

    var handling: IntentHandling {
        var handling = IntentHandling(
            parameters: intent.parameters.map(resolvable),
            speech: CustomIntentSpeech(spec: self).speech,
            buildCall: { reading, context in build(reading, context: context) },
            confirmCall: { handler, intent, completion in
                guard let h = handler as? any INCustomIntentHandling, let i = custom(intent) else { return false }
                h.confirm(intent: i) { completion(erased($0)) }
                return true
            },
            handleCall: { handler, intent, completion in
                guard let h = handler as? any INCustomIntentHandling, let i = custom(intent) else { return false }
                h.handle(intent: i) { completion(erased($0)) }
                return true
            },
            describeCall: { intent in custom(intent).map(describe) ?? .null },
            readOutCall: { _ in nil },
            restoreCall: { reader throws(FormatError) -> any INIntent in try restore(reader) },
            responseCall: { code in
                responseCodes.contains(code)
                    ? erased(INCustomIntentResponse(code: INCustomResponseCode(rawValue: code))) : nil
            },
            responseCodes: responseCodes)
        handling.propertiesResponseCall = { code, given, intent in
            response(code: code, properties: given, intent: intent.flatMap(custom))
        }
        handling.responseProperties = intent.response.properties.map(\.name)
        return handling
    }

    /// A response with this code and properties given as text, each read as the definition
    /// types it; nil for a code, a property or a value it has not.
    func response(
        code: String, properties given: [INConfiguredIntent.ConfiguredValue], intent custom: INCustomIntent? = nil
    ) -> ErasedResponse? {
        guard responseCodes.contains(code) else { return nil }
        var properties: [String: INCustomValue] = [:]
        for property in intent.response.properties {
            if let value = custom?.parameters[property.name] { properties[property.name] = value }
        }
        var givenNames = Set<String>()
        for value in given {
            guard let property = intent.response.property(value.name),
                let read = values.customValue(.string(value.text), type: property.type)
            else { return nil }
            if givenNames.insert(value.name).inserted { properties[value.name] = nil }
            if property.multiple, case .array(let items)? = properties[value.name] {
                properties[value.name] = .array(items + [read])
            } else {
                properties[value.name] = property.multiple ? .array([read]) : read
            }
        }
        return erased(INCustomIntentResponse(code: INCustomResponseCode(rawValue: code), properties: properties))
    }

    /// The codes the definition declares, then those Xcode makes for every custom intent.
    var responseCodes: [String] {
        let declared = intent.response.codes.map(\.name)
        return declared + CustomIntentDefinitions.standardCodes.sorted().filter { !declared.contains($0) }
    }

    /// The intent as this spec's class, or nil for any other.
    func custom(_ intent: any INIntent) -> INCustomIntent? {
        guard let custom = intent as? INCustomIntent, custom.intentClassName == className else { return nil }
        return custom
    }

    // MARK: Parameters

    /// How the loop reads an answer for a parameter of this type.
    func valueKind(_ parameter: Parameter) -> ValueKind {
        switch parameter.type {
        case .string, .described: .string
        case .integer, .decimal, .quantity: .number
        case .duration, .object: .name
        case .boolean: .boolean
        case .dateComponents: .lexicon("dateRange")
        case .person: .person
        case .enumeration: .lexicon(CustomIntentDefinitions.key(intent, parameter))
        }
    }

    func resolvable(_ parameter: Parameter) -> ResolvableParameter {
        ResolvableParameter(
            name: parameter.name, multiple: parameter.multiple, valueKind: valueKind(parameter),
            resolveCall: { handler, intent, completion in
                guard let h = handler as? any INCustomIntentHandling, let i = custom(intent) else { return false }
                h.resolve(parameter: parameter.name, for: i) { results in completion(results.map(element)) }
                return true
            },
            currentCall: { intent in CustomValues.parameterValues(custom(intent)?.parameters[parameter.name]) },
            applyCall: { intent, given in
                guard var i = custom(intent) else { return intent }
                let converted = given.compactMap { values.customValue($0, type: parameter.type) }
                if converted.isEmpty {
                    i.parameters[parameter.name] = nil
                } else {
                    i.parameters[parameter.name] = parameter.multiple ? .array(converted) : converted[0]
                }
                return i
            })
    }

    /// One result as the loop sees it; a confirmation reason travels as the reason.
    func element(_ result: INCustomResolutionResult) -> ElementResolution {
        var element = ElementResolution(result.result, CustomValues.parameterValue)
        if let reason = result.confirmationReason { element.reason = reason.caseName }
        return element
    }

    // MARK: Building from a reading

    func build(_ reading: IntentReading, context: any IntentBuildContext) -> INCustomIntent {
        var parameters: [String: INCustomValue] = [:]
        for parameter in intent.parameters {
            let read = reading.fills(parameter.name).compactMap { fill in
                value(of: fill, parameter, utterance: reading.utterance, context: context)
            }
            guard let first = read.first else { continue }
            parameters[parameter.name] = parameter.multiple ? .array(read) : first
        }
        return INCustomIntent(className: className, parameters: parameters)
    }

    /// The value one fill of a reading gives a parameter of this type.
    func value(
        of fill: SlotFill, _ parameter: Parameter, utterance: String, context: any IntentBuildContext
    ) -> INCustomValue? {
        switch parameter.type {
        case .string:
            return fill.text.isEmpty ? nil : .string(fill.text)
        case .integer:
            return NumberWords.number(in: fill.text).map { .integer(Int($0.rounded())) }
        case .decimal, .quantity:
            return Self.following(fill.text, in: utterance).decimal.flatMap(Double.init).map(INCustomValue.decimal)
                ?? NumberWords.number(in: fill.text).map(INCustomValue.decimal)
        case .described:
            return fill.text.isEmpty ? nil : .object(identifier: nil, displayString: fill.text)
        case .duration:
            if let seconds = CustomValues.seconds(in: fill.text),
                CustomValues.unit(Tokenizer.keys(fill.text).last ?? "") != nil
            {
                return .decimal(seconds)
            }
            // "in 10 minutes": the unit follows the number.
            guard let count = NumberWords.number(in: fill.text) else { return nil }
            let next = Self.following(fill.text, in: utterance).word ?? ""
            return .decimal(count * (CustomValues.unit(next) ?? 60))
        case .boolean:
            return fill.entity.map { .boolean($0.identifier == "true") }
        case .dateComponents:
            return fill.entity.flatMap { DateRanges.range($0.identifier, now: context.now)?.startDate }.map(
                INCustomValue.date)
        case .person:
            return .person(context.person(fill))
        case .enumeration(let name):
            guard let caseName = fill.entity?.identifier, definitions.enums[name]?.value(caseName) != nil else {
                return nil
            }
            return .enumCase(caseName)
        case .object:
            if let entity = fill.entity {
                return .object(
                    identifier: entity.identifier.isEmpty ? nil : entity.identifier, displayString: entity.phrase)
            }
            return fill.text.isEmpty ? nil : .object(identifier: nil, displayString: fill.text)
        }
    }

    /// What the utterance has right after a number read for a parameter: the number with
    /// its decimals ("12.50", which the matcher reads as 12), and the next word ("minutes").
    static func following(_ number: String, in utterance: String) -> (decimal: String?, word: String?) {
        let text = Array(utterance.lowercased())
        let wanted = Array(number.lowercased())
        guard !wanted.isEmpty, text.count >= wanted.count else { return (nil, nil) }
        for start in 0...(text.count - wanted.count) where Array(text[start..<start + wanted.count]) == wanted {
            if start > 0, text[start - 1].isLetter || text[start - 1].isNumber || text[start - 1] == "." { continue }
            var index = start + wanted.count
            var decimal: String?
            if index + 1 < text.count, text[index] == ".", text[index + 1].isNumber {
                var digits = ""
                index += 1
                while index < text.count, text[index].isNumber {
                    digits.append(text[index])
                    index += 1
                }
                decimal = number + "." + digits
            }
            if index < text.count, text[index].isLetter || text[index].isNumber { continue }
            while index < text.count, text[index].isWhitespace { index += 1 }
            var word = ""
            while index < text.count, text[index].isLetter {
                word.append(text[index])
                index += 1
            }
            return (decimal, word.isEmpty ? nil : word)
        }
        return (nil, nil)
    }

    // MARK: Responses

    /// A response for the loop: its properties in the definition's order are the trace's
    /// fields, and a code the definition marks as a success counts as one.
    func erased(_ response: INCustomIntentResponse) -> ErasedResponse {
        var fields: [(String, JSON)] = []
        for property in intent.response.properties {
            if let value = response.properties[property.name] { fields.append((property.name, values.json(value))) }
        }
        for (name, value) in response.properties.sorted(by: { $0.key < $1.key })
        where intent.response.property(name) == nil {
            fields.append((name, values.json(value)))
        }
        var erased = ErasedResponse(response, fields: fields)
        if intent.response.code(response.code.rawValue)?.success == true, erased.outcome == .failure {
            erased.outcome = .success
        }
        return erased
    }

    // MARK: Trace JSON

    func describe(_ custom: INCustomIntent) -> JSON {
        .object(
            intent.parameters.compactMap { parameter in
                custom.parameters[parameter.name].map { (parameter.name, values.json($0)) }
            })
    }

    /// The intent again from `describe`'s JSON, as a shortcut keeps it.
    func restore(_ reader: NodeReader) throws(FormatError) -> INCustomIntent {
        try reader.rejectUnknownKeys(intent.parameters.map(\.name))
        var parameters: [String: INCustomValue] = [:]
        for parameter in intent.parameters where reader[parameter.name].exists {
            parameters[parameter.name] = try values.restore(
                reader[parameter.name], type: parameter.type, multiple: parameter.multiple)
        }
        return INCustomIntent(className: className, parameters: parameters)
    }
}
