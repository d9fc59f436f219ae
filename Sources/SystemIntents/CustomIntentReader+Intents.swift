import Formats
import Foundation

extension CustomIntentDefinitions {
    /// The codes Xcode makes for every custom intent's response.
    public static let standardCodes: Set<String> = [
        "unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch",
    ]

    /// Property names a response cannot have: the generated class has them already.
    static let reservedPropertyNames: Set<String> = ["code", "userActivity"]

    /// The tokens Xcode's default unsupported reasons speak besides parameters.
    static let reasonTokens = ["displayName", "minimumValue", "maximumValue"]
}

extension DefinitionReading {
    func intent(
        _ entry: NodeReader, enums: [String: Definitions.Enumeration], types: [String: Definitions.ObjectType]
    ) throws(FormatError) -> Definitions.Intent {
        let name = try Self.identifier(entry["INIntentName"])
        let parameters = try parameters(of: entry, intentName: name, enums: enums, types: types)
        let response = try response(entry["INIntentResponse"], enums: enums, typeNames: Set(types.keys))
        var intent = Definitions.Intent(
            name: name, className: Definitions.className(name), title: try text(entry, "INIntentTitle"),
            description: try text(entry, "INIntentDescription"),
            category: try entry["INIntentCategory"].optionalString(), verb: try entry["INIntentVerb"].optionalString(),
            userConfirmationRequired: try entry["INIntentUserConfirmationRequired"].optionalFlag() ?? false,
            parameters: parameters, response: response, line: entry.line)
        intent.configurable = try entry["INIntentConfigurable"].optionalFlag() ?? false
        return intent
    }

    /// A customised system intent: its class and its parameters' prompts.
    func customization(
        _ entry: NodeReader, enums: [String: Definitions.Enumeration], types: [String: Definitions.ObjectType]
    ) throws(FormatError) -> Definitions.Customization {
        let classKey = entry["INIntentClassName"]
        let className: String
        if let written = try classKey.optionalString() {
            className = written
        } else {
            className = "IN" + (try Self.identifier(entry["INIntentName"])) + "Intent"
        }
        if IntentRegistry.system[className] == nil {
            note(
                classKey.exists ? classKey : entry["INIntentName"],
                "\(className) is a system intent sirisim does not simulate yet: its customisation is read and not used")
        }
        // A system intent's own types (media searches, repeat modes) are Siri's to hear.
        customizing = true
        defer { customizing = false }
        var customization = Definitions.Customization(
            className: className, title: try text(entry, "INIntentTitle"),
            parameters: try parameters(of: entry, intentName: className, enums: enums, types: types),
            configurable: try entry["INIntentConfigurable"].optionalFlag() ?? false, line: entry.line)
        // Combinations are keyed by their parameters' names, joined by commas.
        customization.combinations = try entry["INIntentParameterCombinations"].keys().map { key in
            key.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return customization
    }

    func parameters(
        of entry: NodeReader, intentName name: String, enums: [String: Definitions.Enumeration],
        types: [String: Definitions.ObjectType]
    ) throws(FormatError) -> [Definitions.Parameter] {
        let typeNames = Set(types.keys)
        let entries = try entry["INIntentParameters"].optionalArray()
        // Prompts and reasons may name any parameter of the intent, in any order: names first.
        var list: [String] = []
        list.reserveCapacity(entries.count)
        for parameter in entries { list.append(try Self.identifier(parameter["INIntentParameterName"])) }
        let names = TemplateNames(list)
        var parameters: [Definitions.Parameter] = []
        parameters.reserveCapacity(entries.count)
        var lines: [String: Int] = [:]
        for parameter in entries {
            let read = try self.parameter(parameter, names: names, intentName: name, enums: enums, typeNames: typeNames)
            if let first = lines[read.name] {
                throw parameter["INIntentParameterName"].error(
                    "\(name) has two parameters named \"\(read.name)\" (first on line \(first))")
            }
            lines[read.name] = read.line
            parameters.append(read)
        }
        return parameters
    }

    func parameter(
        _ entry: NodeReader, names: TemplateNames, intentName: String, enums: [String: Definitions.Enumeration],
        typeNames: Set<String>
    ) throws(FormatError) -> Definitions.Parameter {
        let what = "a parameter of \(intentName)"
        let name = try Self.identifier(entry["INIntentParameterName"])
        let type = try valueType(entry, prefix: "INIntentParameter", enums: enums, typeNames: typeNames)
        var dialogs: [Definitions.DialogType: Definitions.Template] = [:]
        var byValue: [Definitions.DialogType: [String: Definitions.Template]] = [:]
        var seen: Set<Definitions.DialogType> = []
        for dialog in try entry["INIntentParameterPromptDialogs"].optionalArray() {
            let typeKey = dialog["INIntentParameterPromptDialogType"]
            let typeName = try typeKey.string()
            let kind: Definitions.DialogType
            if let known = Definitions.DialogType(rawValue: typeName) {
                kind = known
            } else {
                // Intents reads a dialog type it does not know as the Primary one.
                note(
                    typeKey,
                    "unknown dialog type \"\(typeName)\" is read as Primary, as Intents does (types: \(Definitions.DialogType.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
                kind = .primary
            }
            guard seen.insert(kind).inserted else {
                note(typeKey, "\(name) has a second \(kind.rawValue) dialog; the first is used")
                continue
            }
            let introduction = kind == .disambiguationIntroduction || kind == .subsequentIntroduction
            if let format = try template(
                dialog, "INIntentParameterPromptDialogFormatString",
                allowed: introduction ? names.adding(["count"]) : names, what: what)
            {
                dialogs[kind] = format
            }
            // Xcode's strings for the prompt with each enum value filled in.
            if case .enumeration(let enumName) = type, let strings,
                let id = try dialog["INIntentParameterPromptDialogFormatStringID"].optionalString()
            {
                for value in enums[enumName]?.values ?? [] {
                    guard let valueID = value.displayNameID, let text = strings["\(id)-\(valueID)"] else { continue }
                    byValue[kind, default: [:]][value.name] = try Self.template(
                        text, at: dialog["INIntentParameterPromptDialogFormatStringID"])
                }
            }
        }
        let metadata = entry["INIntentParameterMetadata"]
        var parameter = Definitions.Parameter(
            name: name, displayName: try text(entry, "INIntentParameterDisplayName"), type: type,
            multiple: try entry["INIntentParameterSupportsMultipleValues"].optionalFlag() ?? false, dialogs: dialogs,
            unsupportedReasons: try reasons(
                entry["INIntentParameterUnsupportedReasons"], prefix: "INIntentParameterUnsupportedReason",
                allowed: names.adding(Definitions.reasonTokens), what: what),
            confirmationReasons: try reasons(
                entry["INIntentParameterConfirmationReasons"], prefix: "INIntentParameterConfirmationReason",
                allowed: names.adding(Definitions.reasonTokens), what: what),
            trueDisplayName: nil, falseDisplayName: nil, minimum: nil, maximum: nil, line: entry.line)
        parameter.dialogsByValue = byValue
        parameter.configurable = try entry["INIntentParameterConfigurable"].optionalFlag() ?? true
        if !type.isHeard, !customizing {
            note(
                entry["INIntentParameterType"],
                "Siri cannot ask for \(Self.typeName(type)) values by voice on a device: \(name) takes its value from a shortcut, its default or the app (sirisim takes typed text)"
            )
        }
        switch type {
        case .boolean:
            parameter.trueDisplayName = try text(metadata, "INIntentParameterMetadataTrueDisplayName")
            parameter.falseDisplayName = try text(metadata, "INIntentParameterMetadataFalseDisplayName")
        case .integer, .decimal, .duration, .quantity:
            let minimum = metadata["INIntentParameterMetadataMinimumValue"]
            let maximum = metadata["INIntentParameterMetadataMaximumValue"]
            parameter.minimum = minimum.exists ? try minimum.double() : nil
            parameter.maximum = maximum.exists ? try maximum.double() : nil
            // Xcode leaves the key out unless negative numbers are allowed.
            parameter.negativeNumbers =
                try metadata["INIntentParameterMetadataSupportsNegativeNumbers"].optionalFlag() ?? false
            if let low = parameter.minimum, let high = parameter.maximum, low > high {
                throw maximum.error("the maximum \(Speech.number(high)) is below the minimum \(Speech.number(low))")
            }
            parameter.unit = try metadata["INIntentParameterMetadataDefaultUnit"].optionalString()
        case .string, .dateComponents, .person, .enumeration, .object, .described:
            break
        }
        parameter.defaultValue = try defaultValue(metadata, type: type, enums: enums)
        return parameter
    }

    /// `INIntentParameterMetadataDefaultValue`, checked against the parameter's type; an enum's
    /// default is its value's name.
    func defaultValue(
        _ metadata: NodeReader, type: Definitions.ValueType, enums: [String: Definitions.Enumeration]
    ) throws(FormatError) -> Definitions.DefaultValue? {
        let key = metadata["INIntentParameterMetadataDefaultValue"]
        guard key.exists, let node = key.node else { return nil }
        switch (type, node.value) {
        case (.enumeration(let name), .string(let text)):
            guard enums[name]?.value(text) != nil else {
                throw key.error(
                    "\"\(text)\" is not a value of \(name) (\(enums[name]?.values.map(\.name).joined(separator: ", ") ?? ""))"
                )
            }
            return .text(text)
        case (.boolean, _):
            return try key.optionalFlag().map(Definitions.DefaultValue.flag)
        case (_, .integer(let number)): return .number(Double(number))
        case (_, .real(let number)): return .number(number)
        case (.string, .string), (.described, .string), (.object, .string), (.person, .string),
            (.dateComponents, .string):
            return try text(metadata, "INIntentParameterMetadataDefaultValue").map(Definitions.DefaultValue.text)
        case (_, .string(let text)):
            if let number = Double(text) { return .number(number) }
            throw key.error("\"\(text)\" is not a number")
        default:
            throw key.error("a default value is a string, a number or a boolean")
        }
    }

    func reasons(
        _ list: NodeReader, prefix: String, allowed: TemplateNames, what: String
    ) throws(FormatError) -> [Definitions.Reason] {
        var reasons: [Definitions.Reason] = []
        var codes: Set<String> = []
        for entry in try list.optionalArray() {
            let code = try Self.identifier(entry[prefix + "Code"])
            if !codes.insert(code).inserted {
                throw entry[prefix + "Code"].error("the reason \"\(code)\" is declared twice")
            }
            reasons.append(
                Definitions.Reason(
                    code: code, template: try template(entry, prefix + "FormatString", allowed: allowed, what: what),
                    line: entry.line))
        }
        return reasons
    }

    func response(
        _ entry: NodeReader, enums: [String: Definitions.Enumeration], typeNames: Set<String>
    ) throws(FormatError) -> Definitions.Response {
        var properties: [Definitions.Property] = []
        var propertyLines: [String: Int] = [:]
        for property in try entry["INIntentResponseParameters"].optionalArray() {
            let key = property["INIntentResponseParameterName"]
            let name = try Self.identifier(key)
            if Definitions.reservedPropertyNames.contains(name) {
                throw key.error("\"\(name)\" is reserved: every response has it already")
            }
            if let first = propertyLines[name] {
                throw key.error("the response has two properties named \"\(name)\" (first on line \(first))")
            }
            propertyLines[name] = property.line
            properties.append(
                Definitions.Property(
                    name: name,
                    type: try valueType(
                        property, prefix: "INIntentResponseParameter", enums: enums, typeNames: typeNames),
                    multiple: try property["INIntentResponseParameterSupportsMultipleValues"].optionalFlag() ?? false,
                    line: property.line))
        }
        // A response template speaks the response's properties (Xcode offers nothing else).
        let speakable = TemplateNames(properties.map(\.name))
        var codes: [Definitions.ResponseCode] = []
        var codeLines: [String: Int] = [:]
        for code in try entry["INIntentResponseCodes"].optionalArray() {
            let key = code["INIntentResponseCodeName"]
            let name = try Self.identifier(key)
            if let first = codeLines[name] {
                throw key.error("the response code \"\(name)\" is declared twice (first on line \(first))")
            }
            codeLines[name] = code.line
            let template = try template(
                code, "INIntentResponseCodeFormatString", allowed: speakable, what: "a property of the response")
            let concise = try self.template(
                code, "INIntentResponseCodeConciseFormatString", allowed: speakable, what: "a property of the response")
            var read = Definitions.ResponseCode(
                name: name, success: try code["INIntentResponseCodeSuccess"].optionalFlag() ?? (name == "success"),
                template: template, line: code.line)
            read.conciseTemplate = concise
            codes.append(read)
        }
        return Definitions.Response(properties: properties, codes: codes)
    }

    /// Every `${name}` of a template must be one of `allowed`.
    static func checkNames(
        _ template: Definitions.Template?, allowed: TemplateNames, what: String, at reader: NodeReader
    ) throws(FormatError) {
        guard let template else { return }
        for name in template.names where !allowed.contains(name) {
            let list = allowed.all.filter { $0 != "count" && !Definitions.reasonTokens.contains($0) }
            throw reader.error(
                "${\(name)} is not \(what)"
                    + (list.isEmpty ? " (there are none)" : " (\(list.joined(separator: ", ")))"))
        }
    }

    /// Xcode's name of a type, for messages.
    static func typeName(_ type: Definitions.ValueType) -> String {
        switch type {
        case .described(let name), .quantity(let name), .enumeration(let name), .object(let name): name
        case .string: "String"
        case .integer: "Integer"
        case .decimal: "Decimal"
        case .boolean: "Boolean"
        case .dateComponents: "DateComponents"
        case .duration: "Duration"
        case .person: "Person"
        }
    }
}
