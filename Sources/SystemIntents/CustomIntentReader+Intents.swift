import Foundation
import Formats

extension CustomIntentDefinitions {
    /// The codes Xcode makes for every custom intent's response.
    public static let standardCodes: Set<String> = [
        "unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch",
    ]

    /// Property names a response cannot have: the generated class has them already.
    static let reservedPropertyNames: Set<String> = ["code", "userActivity"]

    static func readIntent(_ entry: NodeReader, enums: [String: Enumeration], types: [String: ObjectType]) throws(FormatError) -> Intent {
        let name = try identifier(entry["INIntentName"])
        let typeNames = Set(types.keys)
        var parameters: [Parameter] = []
        for parameter in try entry["INIntentParameters"].optionalArray() {
            let read = try readParameter(parameter, enums: enums, typeNames: typeNames)
            if let first = parameters.first(where: { $0.name == read.name }) {
                throw parameter["INIntentParameterName"].error("\(name) has two parameters named \"\(read.name)\" (first on line \(first.line))")
            }
            parameters.append(read)
        }
        // Prompts and reasons may name any parameter of the intent, in any order.
        let names = parameters.map(\.name)
        for (parameter, entryReader) in zip(parameters, try entry["INIntentParameters"].optionalArray()) {
            for (position, dialog) in try entryReader["INIntentParameterPromptDialogs"].optionalArray().enumerated() {
                let type = DialogType(rawValue: try dialog["INIntentParameterPromptDialogType"].string())
                let allowed = type == .disambiguationIntroduction ? names + ["count"] : names
                try checkNames(parameter.dialogs[type ?? .primary], allowed: allowed, what: "a parameter of \(name)",
                               at: entryReader["INIntentParameterPromptDialogs"][position]["INIntentParameterPromptDialogFormatString"])
            }
            for (key, prefix) in [("INIntentParameterUnsupportedReasons", "INIntentParameterUnsupportedReason"),
                                  ("INIntentParameterConfirmationReasons", "INIntentParameterConfirmationReason")] {
                for reason in try entryReader[key].optionalArray() {
                    let format = reason[prefix + "FormatString"]
                    try checkNames(try template(format), allowed: names, what: "a parameter of \(name)", at: format)
                }
            }
        }
        let response = try readResponse(entry["INIntentResponse"], enums: enums, typeNames: typeNames)
        return Intent(name: name, className: className(name), title: try entry["INIntentTitle"].optionalString(),
                      description: try entry["INIntentDescription"].optionalString(),
                      category: try entry["INIntentCategory"].optionalString(), verb: try entry["INIntentVerb"].optionalString(),
                      userConfirmationRequired: try entry["INIntentUserConfirmationRequired"].optionalBool() ?? false,
                      parameters: parameters, response: response, line: entry.line)
    }

    static func readParameter(_ entry: NodeReader, enums: [String: Enumeration], typeNames: Set<String>) throws(FormatError) -> Parameter {
        let name = try identifier(entry["INIntentParameterName"])
        let type = try valueType(entry, prefix: "INIntentParameter", enums: enums, typeNames: typeNames)
        var dialogs: [DialogType: Template] = [:]
        var seen: Set<DialogType> = []
        for dialog in try entry["INIntentParameterPromptDialogs"].optionalArray() {
            let typeKey = dialog["INIntentParameterPromptDialogType"]
            let typeName = try typeKey.string()
            guard let kind = DialogType(rawValue: typeName) else {
                throw typeKey.error("unknown dialog type \"\(typeName)\" (\(DialogType.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            guard seen.insert(kind).inserted else { throw typeKey.error("\(name) has two \(typeName) dialogs") }
            if let format = try template(dialog["INIntentParameterPromptDialogFormatString"]) { dialogs[kind] = format }
        }
        let metadata = entry["INIntentParameterMetadata"]
        var parameter = Parameter(
            name: name, displayName: try entry["INIntentParameterDisplayName"].optionalString(), type: type,
            multiple: try entry["INIntentParameterSupportsMultipleValues"].optionalBool() ?? false, dialogs: dialogs,
            unsupportedReasons: try readReasons(entry["INIntentParameterUnsupportedReasons"], prefix: "INIntentParameterUnsupportedReason"),
            confirmationReasons: try readReasons(entry["INIntentParameterConfirmationReasons"], prefix: "INIntentParameterConfirmationReason"),
            trueDisplayName: nil, falseDisplayName: nil, minimum: nil, maximum: nil, line: entry.line)
        switch type {
        case .boolean:
            parameter.trueDisplayName = try metadata["INIntentParameterMetadataTrueDisplayName"].optionalString()
            parameter.falseDisplayName = try metadata["INIntentParameterMetadataFalseDisplayName"].optionalString()
        case .integer, .decimal, .duration:
            let minimum = metadata["INIntentParameterMetadataMinimumValue"], maximum = metadata["INIntentParameterMetadataMaximumValue"]
            parameter.minimum = minimum.exists ? try minimum.double() : nil
            parameter.maximum = maximum.exists ? try maximum.double() : nil
            if let low = parameter.minimum, let high = parameter.maximum, low > high {
                throw maximum.error("the maximum \(Speech.number(high)) is below the minimum \(Speech.number(low))")
            }
        case .string, .dateComponents, .person, .enumeration, .object:
            break
        }
        return parameter
    }

    static func readReasons(_ list: NodeReader, prefix: String) throws(FormatError) -> [Reason] {
        var reasons: [Reason] = []
        for entry in try list.optionalArray() {
            let code = try identifier(entry[prefix + "Code"])
            if reasons.contains(where: { $0.code == code }) { throw entry[prefix + "Code"].error("the reason \"\(code)\" is declared twice") }
            reasons.append(Reason(code: code, template: try template(entry[prefix + "FormatString"]), line: entry.line))
        }
        return reasons
    }

    static func readResponse(_ entry: NodeReader, enums: [String: Enumeration], typeNames: Set<String>) throws(FormatError) -> Response {
        var properties: [Property] = []
        for property in try entry["INIntentResponseParameters"].optionalArray() {
            let key = property["INIntentResponseParameterName"]
            let name = try identifier(key)
            if reservedPropertyNames.contains(name) { throw key.error("\"\(name)\" is reserved: every response has it already") }
            if let first = properties.first(where: { $0.name == name }) {
                throw key.error("the response has two properties named \"\(name)\" (first on line \(first.line))")
            }
            properties.append(Property(name: name, type: try valueType(property, prefix: "INIntentResponseParameter", enums: enums, typeNames: typeNames),
                                       multiple: try property["INIntentResponseParameterSupportsMultipleValues"].optionalBool() ?? false,
                                       line: property.line))
        }
        var codes: [ResponseCode] = []
        for code in try entry["INIntentResponseCodes"].optionalArray() {
            let key = code["INIntentResponseCodeName"]
            let name = try identifier(key)
            if let first = codes.first(where: { $0.name == name }) { throw key.error("the response code \"\(name)\" is declared twice (first on line \(first.line))") }
            let format = code["INIntentResponseCodeFormatString"]
            let template = try template(format)
            try checkNames(template, allowed: properties.map(\.name), what: "a property of the response", at: format)
            let concise = code["INIntentResponseCodeConciseFormatString"]
            try checkNames(try self.template(concise), allowed: properties.map(\.name), what: "a property of the response", at: concise)
            codes.append(ResponseCode(name: name, success: try code["INIntentResponseCodeSuccess"].optionalBool() ?? (name == "success"),
                                      template: template, line: code.line))
        }
        return Response(properties: properties, codes: codes)
    }

    /// Every `${name}` of a template must be one of `allowed`.
    static func checkNames(_ template: Template?, allowed: [String], what: String, at reader: NodeReader) throws(FormatError) {
        guard let template else { return }
        for name in template.names where !allowed.contains(name) {
            let list = allowed.filter { $0 != "count" }
            throw reader.error("${\(name)} is not \(what)" + (list.isEmpty ? " (there are none)" : " (\(list.joined(separator: ", ")))"))
        }
    }
}
