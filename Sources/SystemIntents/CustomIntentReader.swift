import Formats
import Foundation
import PhraseMatcher

/// Reads an Intents.intentdefinition (Xcode's plist) and checks it as Xcode would before
/// generating code: every mistake names the file, the line and the key path. Everything
/// Xcode writes loads, from Xcode 10's files (model 1.0) to today's: every parameter type,
/// every prompt dialog type, Xcode's default reasons, customised system intents. Keys Xcode
/// writes for its own editor (tags, display priorities, parameter combinations) are left
/// alone. With a strings file (`Intents.strings`), each text with an `…ID` is read in that
/// language.
extension CustomIntentDefinitions {
    public static func load(
        path: String, strings: LocalizedStrings? = nil
    ) throws(FormatError) -> CustomIntentDefinitions {
        try read(try PropertyListParser.parse(contentsOf: path), file: path, strings: strings)
    }

    /// Reads a parsed definition.
    public static func read(
        _ node: Node, file: String, strings: LocalizedStrings? = nil
    ) throws(FormatError) -> CustomIntentDefinitions {
        let root = NodeReader(node, file: file)
        let reading = DefinitionReading(strings: strings)
        let enums = try reading.enums(root["INEnums"])
        let types = try reading.types(root["INTypes"], enums: enums)
        var intents: [Intent] = []
        var customizations: [String: Customization] = [:]
        var lines: [String: Int] = [:]
        for entry in try root["INIntents"].optionalArray() {
            if try entry["INIntentType"].optionalString() == "System" {
                let customization = try reading.customization(entry, enums: enums, types: types)
                customizations[customization.className] = customization
                continue
            }
            let intent = try reading.intent(entry, enums: enums, types: types)
            if let first = lines[intent.name] {
                throw entry["INIntentName"].error("duplicate intent name \"\(intent.name)\" (first on line \(first))")
            }
            if IntentRegistry.system.isSystemIntent(intent.className) {
                throw entry["INIntentName"].error(
                    "\"\(intent.name)\" makes the class \(intent.className), which is a system intent")
            }
            lines[intent.name] = entry["INIntentName"].line
            intents.append(intent)
        }
        var definitions = CustomIntentDefinitions(file: file, intents: intents, enums: enums, types: types)
        definitions.customizations = customizations
        definitions.notes = reading.notes
        definitions.stringsFile = strings?.file
        return definitions
    }
}

/// One reading of a definition: the strings file its texts are read through, and the
/// notes gathered for lint.
final class DefinitionReading {
    typealias Definitions = CustomIntentDefinitions
    let strings: LocalizedStrings?
    private(set) var notes: [Definitions.Note] = []
    private var noted: Set<Definitions.Note> = []
    /// Whether a customised system intent is being read.
    var customizing = false

    init(strings: LocalizedStrings?) {
        self.strings = strings
    }

    func note(_ reader: NodeReader, _ message: String) {
        let note = Definitions.Note(line: reader.line, keyPath: reader.path, message: message)
        if noted.insert(note).inserted { notes.append(note) }
    }

    // MARK: Texts

    /// A text of the definition in the strings file's language: the entry for its `…ID`
    /// sibling (`INIntentTitle` → `INIntentTitleID`), else as the definition writes it.
    func text(_ entry: NodeReader, _ key: String) throws(FormatError) -> String? {
        let written = try entry[key].optionalString()
        if let strings, let id = try entry[key + "ID"].optionalString() {
            if let localized = strings[id] { return localized }
            if let written, !written.isEmpty {
                note(
                    entry[key + "ID"],
                    "\(Paths.lastComponent(strings.file)) has no \"\(id)\" (\(key)): Siri says it as the definition writes it"
                )
            }
        }
        return written
    }

    /// A template of the definition, localized; nil when absent or empty. `allowed` are the
    /// names its `${…}` may speak, with `what` they are for the error: a written template
    /// that names another is a mistake; a strings file's that does (a translation older
    /// than the definition) is noted, and the definition's own text is said.
    func template(
        _ entry: NodeReader, _ key: String, allowed: TemplateNames? = nil, what: String = ""
    ) throws(FormatError) -> Definitions.Template? {
        let written = try entry[key].optionalString()
        if let strings, let id = try entry[key + "ID"].optionalString(), let localized = strings[id], !localized.isEmpty
        {
            var usable: Definitions.Template?
            do { usable = try Definitions.Template(localized) } catch {
                note(
                    entry[key + "ID"],
                    "\(Paths.lastComponent(strings.file)) has \"\(localized)\" for \"\(id)\", which is no template; Siri says the definition's"
                )
            }
            if let usable, let allowed, let stray = usable.names.first(where: { !allowed.contains($0) }) {
                note(
                    entry[key + "ID"],
                    "\(Paths.lastComponent(strings.file)) has ${\(stray)} for \"\(id)\", which the definition has not (an older translation?); Siri says the definition's"
                )
            } else if let usable {
                return usable
            }
        } else if let strings, let id = try entry[key + "ID"].optionalString(), let written, !written.isEmpty {
            note(
                entry[key + "ID"],
                "\(Paths.lastComponent(strings.file)) has no \"\(id)\" (\(key)): Siri says it as the definition writes it"
            )
        }
        guard let written, !written.isEmpty else { return nil }
        let template = try Self.template(written, at: entry[key])
        if let allowed { try Self.checkNames(template, allowed: allowed, what: what, at: entry[key]) }
        return template
    }

    static func template(_ text: String, at reader: NodeReader) throws(FormatError) -> Definitions.Template {
        let problem: Definitions.Template.Problem
        do { return try Definitions.Template(text) } catch { problem = error }
        switch problem {
        case .unclosed: throw reader.error("\"\(text)\" opens a ${ that it does not close")
        case .emptyName: throw reader.error("\"\(text)\" has an empty ${}")
        }
    }

    // MARK: Enums and types

    func enums(_ list: NodeReader) throws(FormatError) -> [String: Definitions.Enumeration] {
        var enums: [String: Definitions.Enumeration] = [:]
        for entry in try list.optionalArray() {
            let name = try Self.identifier(entry["INEnumName"])
            if let first = enums[name] {
                throw entry["INEnumName"].error("duplicate enum name \"\(name)\" (first on line \(first.line))")
            }
            var values: [Definitions.EnumValue] = []
            var valueNames: Set<String> = []
            for (position, value) in try entry["INEnumValues"].array().enumerated() {
                let valueName = try Self.identifier(value["INEnumValueName"])
                if !valueNames.insert(valueName).inserted {
                    throw value["INEnumValueName"].error("\"\(valueName)\" is a value of \(name) twice")
                }
                let display = try text(value, "INEnumValueDisplayName") ?? valueName
                values.append(
                    Definitions.EnumValue(
                        name: valueName, displayName: display.isEmpty ? valueName : display,
                        index: try value["INEnumValueIndex"].optionalInt(in: 0...1_000_000) ?? position,
                        displayNameID: try value["INEnumValueDisplayNameID"].optionalString()))
            }
            enums[name] = Definitions.Enumeration(name: name, values: values, line: entry.line)
        }
        return enums
    }

    func types(
        _ list: NodeReader, enums: [String: Definitions.Enumeration]
    ) throws(FormatError) -> [String: Definitions.ObjectType] {
        let entries = try list.optionalArray()
        // Types may refer to each other in any order: names first.
        var names: [String: Int] = [:]
        for entry in entries {
            let name = try Self.identifier(entry["INTypeName"])
            if let first = names[name] {
                throw entry["INTypeName"].error("duplicate type name \"\(name)\" (first on line \(first))")
            }
            if enums[name] != nil { throw entry["INTypeName"].error("\"\(name)\" is the name of an enum too") }
            names[name] = entry.line
        }
        var types: [String: Definitions.ObjectType] = [:]
        let typeNames = Set(names.keys)
        for entry in entries {
            let name = try entry["INTypeName"].string()
            var properties: [Definitions.Property] = []
            var propertyNames: Set<String> = []
            for property in try entry["INTypeProperties"].optionalArray() {
                let propertyName = try Self.identifier(property["INTypePropertyName"])
                if !propertyNames.insert(propertyName).inserted {
                    throw property["INTypePropertyName"].error("\"\(propertyName)\" is a property of \(name) twice")
                }
                properties.append(
                    Definitions.Property(
                        name: propertyName,
                        type: try valueType(property, prefix: "INTypeProperty", enums: enums, typeNames: typeNames),
                        multiple: try property["INTypePropertySupportsMultipleValues"].optionalFlag() ?? false,
                        line: property.line))
            }
            types[name] = Definitions.ObjectType(
                name: name, displayName: try text(entry, "INTypeDisplayName"), properties: properties, line: entry.line)
        }
        return types
    }

    /// The type of a parameter, response property or type property, whose keys share a
    /// prefix (`INIntentParameterType`, `INIntentParameterEnumType`, `INIntentParameterObjectType`).
    func valueType(
        _ entry: NodeReader, prefix: String, enums: [String: Definitions.Enumeration], typeNames: Set<String>
    ) throws(FormatError) -> Definitions.ValueType {
        let typeKey = entry[prefix + "Type"]
        let enumKey = entry[prefix + "EnumType"]
        if enumKey.exists {
            let name = try enumKey.string()
            guard enums[name] != nil else {
                // A system enum (`PlaybackRepeatMode`) of a customised system intent.
                if try entry[prefix + "EnumTypeNamespace"].optionalString() == "System" { return .described(name) }
                let known = enums.keys.sorted()
                throw enumKey.error(
                    "unknown enum \"\(name)\""
                        + (known.isEmpty
                            ? " (the file has no INEnums)" : " (INEnums has \(known.joined(separator: ", ")))"))
            }
            if typeKey.exists, try typeKey.string() != Definitions.ScalarType.integer.rawValue {
                throw typeKey.error("an enum parameter has the type Integer, not \"\(try typeKey.string())\"")
            }
            return .enumeration(name)
        }
        let name = try typeKey.string()
        if Definitions.quantityTypes.contains(name) { return .quantity(name) }
        if Definitions.describedTypes.contains(name) { return .described(name) }
        guard let scalar = Definitions.ScalarType(rawValue: name) else {
            if name == "Date" {
                throw typeKey.error("unknown parameter type \"Date\" (Xcode writes dates as \"DateComponents\")")
            }
            let known =
                Definitions.ScalarType.allCases.map(\.rawValue) + Definitions.quantityTypes.sorted()
                + Definitions.describedTypes.sorted()
            // Only a name within 3 edits is suggested: each distance is measured once, and
            // stops at 4 (a long name costs its length, not its length times every type's).
            let lower = name.lowercased()
            let near = known.filter { abs($0.count - name.count) <= 3 }
                .map { ($0, editDistance(lower, $0.lowercased(), limit: 4)) }
                .min { $0.1 < $1.1 }
            let hint = near.map { $0.1 <= 3 ? " (did you mean \"\($0.0)\"?)" : "" } ?? ""
            throw typeKey.error(
                "unknown parameter type \"\(name)\"\(hint); types are \(known.joined(separator: ", ")) and enums")
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
            // Xcode 10 wrote objects without a type of their own.
            guard objectKey.exists else { return .described("Object") }
            let object = try objectKey.string()
            if try entry[prefix + "ObjectTypeNamespace"].optionalString() == "System" { return .described(object) }
            guard typeNames.contains(object) else {
                let known = typeNames.sorted()
                throw objectKey.error(
                    "unknown type \"\(object)\""
                        + (known.isEmpty
                            ? " (the file has no INTypes)" : " (INTypes has \(known.joined(separator: ", ")))"))
            }
            return .object(object)
        }
    }

    /// A name Xcode turns into Swift: letters, digits and underscores, not starting with a digit.
    static func identifier(_ reader: NodeReader) throws(FormatError) -> String {
        let name = try reader.string()
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first),
            name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" })
        else {
            throw reader.error("\"\(name)\" is not a name Xcode can generate code for (letters, digits and _)")
        }
        return name
    }
}
