import Foundation
import Formats
import PhraseMatcher

/// Reads an Intents.intentdefinition (Xcode's plist) and checks it as Xcode would before
/// generating code: every mistake names the file, the line and the key path. Keys Xcode
/// writes for its own editor (tags, display priorities, localization IDs, parameter
/// combinations) are left alone.
extension CustomIntentDefinitions {
    public static func load(path: String) throws(FormatError) -> CustomIntentDefinitions {
        try read(try PropertyListParser.parse(contentsOf: path), file: path)
    }

    /// Reads a parsed definition.
    public static func read(_ node: Node, file: String) throws(FormatError) -> CustomIntentDefinitions {
        let root = NodeReader(node, file: file)
        let enums = try readEnums(root["INEnums"])
        let types = try readTypes(root["INTypes"], enums: enums)
        var intents: [Intent] = []
        var lines: [String: Int] = [:]
        for entry in try root["INIntents"].optionalArray() {
            let intent = try readIntent(entry, enums: enums, types: types)
            if let first = lines[intent.name] {
                throw entry["INIntentName"].error("duplicate intent name \"\(intent.name)\" (first on line \(first))")
            }
            if IntentRegistry.system.isSystemIntent(intent.className) {
                throw entry["INIntentName"].error("\"\(intent.name)\" makes the class \(intent.className), which is a system intent")
            }
            lines[intent.name] = entry["INIntentName"].line
            intents.append(intent)
        }
        return CustomIntentDefinitions(file: file, intents: intents, enums: enums, types: types)
    }

    // MARK: Enums and types

    static func readEnums(_ list: NodeReader) throws(FormatError) -> [String: Enumeration] {
        var enums: [String: Enumeration] = [:]
        for entry in try list.optionalArray() {
            let name = try identifier(entry["INEnumName"])
            if let first = enums[name] { throw entry["INEnumName"].error("duplicate enum name \"\(name)\" (first on line \(first.line))") }
            var values: [EnumValue] = []
            for (position, value) in try entry["INEnumValues"].array().enumerated() {
                let valueName = try identifier(value["INEnumValueName"])
                if values.contains(where: { $0.name == valueName }) {
                    throw value["INEnumValueName"].error("\"\(valueName)\" is a value of \(name) twice")
                }
                let display = try value["INEnumValueDisplayName"].optionalString() ?? valueName
                values.append(EnumValue(name: valueName, displayName: display,
                                        index: try value["INEnumValueIndex"].optionalInt(in: 0...1_000_000) ?? position))
            }
            enums[name] = Enumeration(name: name, values: values, line: entry.line)
        }
        return enums
    }

    static func readTypes(_ list: NodeReader, enums: [String: Enumeration]) throws(FormatError) -> [String: ObjectType] {
        let entries = try list.optionalArray()
        // Types may refer to each other in any order: names first.
        var names: [String: Int] = [:]
        for entry in entries {
            let name = try identifier(entry["INTypeName"])
            if let first = names[name] { throw entry["INTypeName"].error("duplicate type name \"\(name)\" (first on line \(first))") }
            if enums[name] != nil { throw entry["INTypeName"].error("\"\(name)\" is the name of an enum too") }
            names[name] = entry.line
        }
        var types: [String: ObjectType] = [:]
        for entry in entries {
            let name = try entry["INTypeName"].string()
            var properties: [Property] = []
            for property in try entry["INTypeProperties"].optionalArray() {
                let propertyName = try identifier(property["INTypePropertyName"])
                if properties.contains(where: { $0.name == propertyName }) {
                    throw property["INTypePropertyName"].error("\"\(propertyName)\" is a property of \(name) twice")
                }
                properties.append(Property(name: propertyName,
                                           type: try valueType(property, prefix: "INTypeProperty", enums: enums, typeNames: Set(names.keys)),
                                           multiple: try property["INTypePropertySupportsMultipleValues"].optionalBool() ?? false,
                                           line: property.line))
            }
            types[name] = ObjectType(name: name, displayName: try entry["INTypeDisplayName"].optionalString(), properties: properties,
                                     line: entry.line)
        }
        return types
    }

    /// The type of a parameter, response property or type property, whose keys share a
    /// prefix (`INIntentParameterType`, `INIntentParameterEnumType`, `INIntentParameterObjectType`).
    static func valueType(_ entry: NodeReader, prefix: String, enums: [String: Enumeration], typeNames: Set<String>) throws(FormatError) -> ValueType {
        let typeKey = entry[prefix + "Type"]
        let enumKey = entry[prefix + "EnumType"]
        if enumKey.exists {
            let name = try enumKey.string()
            guard enums[name] != nil else {
                let known = enums.keys.sorted()
                throw enumKey.error("unknown enum \"\(name)\"" + (known.isEmpty ? " (the file has no INEnums)" : " (INEnums has \(known.joined(separator: ", ")))"))
            }
            if typeKey.exists, try typeKey.string() != ScalarType.integer.rawValue {
                throw typeKey.error("an enum parameter has the type Integer, not \"\(try typeKey.string())\"")
            }
            return .enumeration(name)
        }
        let name = try typeKey.string()
        guard let scalar = ScalarType(rawValue: name) else {
            if unsimulatedTypes.contains(name) {
                throw typeKey.error("\(name) parameters are not simulated yet (sirisim reads \(ScalarType.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            if name == "Date" { throw typeKey.error("unknown parameter type \"Date\" (Xcode writes dates as \"DateComponents\")") }
            let known = ScalarType.allCases.map(\.rawValue)
            let near = known.min { editDistance(name.lowercased(), $0.lowercased()) < editDistance(name.lowercased(), $1.lowercased()) }
            let hint = near.map { editDistance(name.lowercased(), $0.lowercased()) <= 3 ? " (did you mean \"\($0)\"?)" : "" } ?? ""
            throw typeKey.error("unknown parameter type \"\(name)\"\(hint); types are \(known.joined(separator: ", ")) and enums")
        }
        switch scalar {
        case .string: return .string
        case .integer: return .integer
        case .decimal: return .decimal
        case .boolean: return .boolean
        case .dateComponents: return .dateComponents
        case .duration: return .duration
        case .person: return .person
        case .object:
            let objectKey = entry[prefix + "ObjectType"]
            guard objectKey.exists else { throw entry.error("an Object needs \(prefix)ObjectType, one of INTypes") }
            let object = try objectKey.string()
            guard typeNames.contains(object) else {
                let known = typeNames.sorted()
                throw objectKey.error("unknown type \"\(object)\"" + (known.isEmpty ? " (the file has no INTypes)" : " (INTypes has \(known.joined(separator: ", ")))"))
            }
            return .object(object)
        }
    }

    /// A name Xcode turns into Swift: letters, digits and underscores, not starting with a digit.
    static func identifier(_ reader: NodeReader) throws(FormatError) -> String {
        let name = try reader.string()
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first),
              name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" }) else {
            throw reader.error("\"\(name)\" is not a name Xcode can generate code for (letters, digits and _)")
        }
        return name
    }

    static func template(_ reader: NodeReader) throws(FormatError) -> Template? {
        guard reader.exists else { return nil }
        let text = try reader.string()
        let problem: Template.Problem
        do { return try Template(text) } catch { problem = error }
        switch problem {
        case .unclosed: throw reader.error("\"\(text)\" opens a ${ that it does not close")
        case .emptyName: throw reader.error("\"\(text)\" has an empty ${}")
        }
    }
}
