import Formats
import Foundation
import IntentModel
import PhraseMatcher
import TestSupport
import Testing

@testable import SystemIntents

/// A plist value for writing small Intents.intentdefinition files in tests.
indirect enum Plist {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([Plist])
    case dict([(String, Plist)])

    /// XML with one element a line, so that a test can tell which line an error names.
    func xml(_ indent: Int = 0) -> String {
        let pad = String(repeating: "\t", count: indent)
        switch self {
        case .string(let s):
            return
                "\(pad)<string>\(s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;"))</string>\n"
        case .integer(let i): return "\(pad)<integer>\(i)</integer>\n"
        case .bool(let b): return "\(pad)<\(b ? "true" : "false")/>\n"
        case .array(let items):
            return "\(pad)<array>\n" + items.map { $0.xml(indent + 1) }.joined() + "\(pad)</array>\n"
        case .dict(let pairs):
            return "\(pad)<dict>\n" + pairs.map { "\(pad)\t<key>\($0.0)</key>\n" + $0.1.xml(indent + 1) }.joined()
                + "\(pad)</dict>\n"
        }
    }

    var document: String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + xml() + "</plist>\n"
    }
}

/// Builders for the pieces of a definition, with Xcode's keys.
enum Definition {
    static func parameter(_ name: String, _ type: String, _ extra: [(String, Plist)] = []) -> Plist {
        .dict([("INIntentParameterName", .string(name)), ("INIntentParameterType", .string(type))] + extra)
    }

    static func dialog(_ type: String, _ text: String) -> Plist {
        .dict([
            ("INIntentParameterPromptDialogType", .string(type)),
            ("INIntentParameterPromptDialogFormatString", .string(text)),
        ])
    }

    static func property(_ name: String, _ type: String) -> Plist {
        .dict([("INIntentResponseParameterName", .string(name)), ("INIntentResponseParameterType", .string(type))])
    }

    static func code(_ name: String, _ text: String, success: Bool = false) -> Plist {
        .dict([
            ("INIntentResponseCodeName", .string(name)), ("INIntentResponseCodeFormatString", .string(text)),
            ("INIntentResponseCodeSuccess", .bool(success)),
        ])
    }

    static func intent(
        _ name: String, parameters: [Plist], properties: [Plist] = [], codes: [Plist] = [],
        extra: [(String, Plist)] = []
    ) -> Plist {
        .dict(
            [
                ("INIntentName", .string(name)), ("INIntentCategory", .string("order")),
                ("INIntentVerb", .string("Order")),
                ("INIntentParameters", .array(parameters)),
                (
                    "INIntentResponse",
                    .dict([
                        ("INIntentResponseParameters", .array(properties)), ("INIntentResponseCodes", .array(codes)),
                    ])
                ),
            ] + extra)
    }

    static let sizes: Plist = .dict([
        ("INEnumName", .string("CupSize")),
        (
            "INEnumValues",
            .array(
                ["unknown", "small", "large"].map {
                    .dict([("INEnumValueName", .string($0)), ("INEnumValueDisplayName", .string($0))])
                })
        ),
    ])

    static let drinkType: Plist = .dict([
        ("INTypeName", .string("Drink")),
        (
            "INTypeProperties",
            .array([
                .dict([("INTypePropertyName", .string("identifier")), ("INTypePropertyType", .string("String"))]),
                .dict([("INTypePropertyName", .string("displayString")), ("INTypePropertyType", .string("String"))]),
            ])
        ),
    ])

    static func file(_ intents: [Plist], enums: [Plist] = [sizes], types: [Plist] = [drinkType]) -> String {
        Plist.dict([("INEnums", .array(enums)), ("INIntents", .array(intents)), ("INTypes", .array(types))]).document
    }

    /// An intent with one parameter of every kind, a response and its templates.
    static var order: Plist {
        intent(
            "OrderCoffee",
            parameters: [
                parameter(
                    "drink", "Object",
                    [
                        ("INIntentParameterObjectType", .string("Drink")),
                        ("INIntentParameterPromptDialogs", .array([dialog("Primary", "What would you like?")])),
                    ]),
                parameter(
                    "size", "Integer",
                    [
                        ("INIntentParameterEnumType", .string("CupSize")),
                        (
                            "INIntentParameterUnsupportedReasons",
                            .array([
                                .dict([
                                    ("INIntentParameterUnsupportedReasonCode", .string("tooBig")),
                                    ("INIntentParameterUnsupportedReasonFormatString", .string("No ${size} ${drink}.")),
                                ])
                            ])
                        ),
                    ]),
                parameter("quantity", "Integer"),
                parameter("tip", "Decimal"),
                parameter(
                    "usual", "Boolean",
                    [
                        (
                            "INIntentParameterMetadata",
                            .dict([("INIntentParameterMetadataTrueDisplayName", .string("my usual"))])
                        )
                    ]),
                parameter("recipient", "Person", [("INIntentParameterSupportsMultipleValues", .bool(true))]),
                parameter("pickup", "DateComponents"),
                parameter("wait", "Duration"),
                parameter("note", "String"),
            ], properties: [property("order", "String"), property("minutes", "Integer")],
            codes: [
                code("success", "Your ${order} will be ready in ${minutes} minutes.", success: true),
                code("failureSoldOut", "Sold out."),
            ],
            extra: [("INIntentUserConfirmationRequired", .bool(true))])
    }
}

@Suite struct CustomIntentDefinitionsTests {
    func read(_ text: String, file: String = "Intents.intentdefinition") throws(FormatError) -> CustomIntentDefinitions
    {
        var parser = PropertyListParser(bytes: Array(text.utf8), file: file)
        return try CustomIntentDefinitions.read(try parser.parseDocument(), file: file)
    }

    /// The number of the line of `text` where `needle` occurs for the `occurrence`th time.
    func line(of needle: String, in text: String, occurrence: Int = 1) -> Int {
        let lines = text.components(separatedBy: "\n").enumerated().filter { $0.element.contains(needle) }
        return occurrence <= lines.count ? lines[occurrence - 1].offset + 1 : 0
    }

    /// Reading `text` fails at the line of `needle`, at `keyPath`, with a message containing `message`.
    func expectError(
        _ text: String, at needle: String, occurrence: Int = 1, keyPath: String, _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try read(text)
            Issue.record("no error", sourceLocation: sourceLocation)
        } catch {
            #expect(error.location.file == "Intents.intentdefinition", sourceLocation: sourceLocation)
            #expect(
                error.location.line == line(of: needle, in: text, occurrence: occurrence), "\(error)",
                sourceLocation: sourceLocation)
            #expect(error.location.keyPath == keyPath, "\(error)", sourceLocation: sourceLocation)
            #expect(error.message.contains(message), "\(error)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Reading

    @Test func readsEveryParameterTypeInOrder() throws {
        let definitions = try read(Definition.file([Definition.order]))
        let intent = try #require(definitions.intents.first)
        #expect(intent.className == "OrderCoffeeIntent")
        #expect(intent.userConfirmationRequired)
        #expect(
            intent.parameters.map(\.name) == [
                "drink", "size", "quantity", "tip", "usual", "recipient", "pickup", "wait", "note",
            ])
        #expect(
            intent.parameters.map(\.type) == [
                .object("Drink"), .enumeration("CupSize"), .integer, .decimal, .boolean, .person,
                .dateComponents, .duration, .string,
            ])
        #expect(intent.parameter("recipient")?.multiple == true)
        #expect(intent.parameter("usual")?.trueDisplayName == "my usual")
        #expect(intent.parameter("drink")?.dialogs[.primary]?.description == "What would you like?")
        #expect(intent.parameter("size")?.unsupportedReasons.map(\.code) == ["tooBig"])
        #expect(intent.response.code("success")?.success == true)
        #expect(intent.response.code("failureSoldOut")?.success == false)
        #expect(definitions.enums["CupSize"]?.values.map(\.name) == ["unknown", "small", "large"])
    }

    @Test func theSchemaHearsEachTypeItsWay() throws {
        let definitions = try read(Definition.file([Definition.order]))
        let schema = definitions.schema(try #require(definitions.intents.first))
        let kinds = Dictionary(uniqueKeysWithValues: schema.parameters.map { ($0.name, $0.kind) })
        #expect(kinds["drink"] == .title(["OrderCoffeeIntent.drink"]))
        #expect(kinds["size"] == .lexicon("OrderCoffeeIntent.size"))
        #expect(kinds["usual"] == .lexicon("OrderCoffeeIntent.usual"))
        #expect(kinds["quantity"] == .number && kinds["tip"] == .number && kinds["wait"] == .number)
        #expect(kinds["recipient"] == .people)
        #expect(kinds["pickup"] == .lexicon("dateRange"))
        #expect(kinds["note"] == .freeText)
        // Siri hears enum values by display name, never Xcode's `unknown`, and a Boolean by its display names.
        let entities = definitions.entities(app: "a").map(\.phrase)
        #expect(entities.contains("small") && entities.contains("my usual") && !entities.contains("unknown"))
    }

    @Test func theSampleAppsDefinitionsRead() throws {
        let root = Repository.root
        let brew = try CustomIntentDefinitions.load(path: "\(root)/Apps/Brew/Intents.intentdefinition")
        #expect(brew.intents.map(\.className) == ["OrderCoffeeIntent", "TopUpCardIntent"])
        let notes = try CustomIntentDefinitions.load(path: "\(root)/Apps/Notes/Intents.intentdefinition")
        #expect(notes.intents.map(\.className) == ["GetNoteIntent", "AddNoteIntent"])
    }

    // MARK: Errors name the file, the line and the key

    @Test func anUnknownParameterType() {
        let text = Definition.file([Definition.intent("Order", parameters: [Definition.parameter("drink", "Strng")])])
        expectError(
            text, at: "<string>Strng</string>", keyPath: "INIntents[0].INIntentParameters[0].INIntentParameterType",
            "unknown parameter type \"Strng\" (did you mean \"String\"?)")
    }

    @Test func aDateIsWrittenDateComponents() {
        let text = Definition.file([Definition.intent("Order", parameters: [Definition.parameter("when", "Date")])])
        expectError(
            text, at: "<string>Date</string>", keyPath: "INIntents[0].INIntentParameters[0].INIntentParameterType",
            "Xcode writes dates as \"DateComponents\"")
    }

    @Test func everyXcodeTypeLoadsAndLintHearsOfTheOnesSiriCannotAsk() throws {
        let text = Definition.file([
            Definition.intent(
                "Order",
                parameters: [
                    Definition.parameter("where", "Placemark"), Definition.parameter("attachment", "File"),
                    Definition.parameter("link", "URL"),
                    Definition.parameter("price", "CurrencyAmount"), Definition.parameter("distance", "Distance"),
                    Definition.parameter("thing", "Object"),
                ])
        ])
        var parser = PropertyListParser(data: Data(text.utf8), file: "Intents.intentdefinition")
        let definitions = try CustomIntentDefinitions.read(try parser.parseDocument(), file: "Intents.intentdefinition")
        let intent = try #require(definitions.intents.first)
        #expect(
            intent.parameters.map(\.type) == [
                .described("Placemark"), .described("File"), .described("URL"), .quantity("CurrencyAmount"),
                .quantity("Distance"), .described("Object"),
            ])
        #expect(definitions.notes.filter { $0.message.contains("Siri cannot ask for") }.count == 4)
        #expect(definitions.notes.allSatisfy { $0.line > 0 })
    }

    @Test func aResponseTemplateNamingAMissingProperty() {
        let text = Definition.file([
            Definition.intent(
                "Order", parameters: [], properties: [Definition.property("order", "String")],
                codes: [Definition.code("success", "Your ${drink} is ready.")])
        ])
        expectError(
            text, at: "Your ${drink} is ready.",
            keyPath: "INIntents[0].INIntentResponse.INIntentResponseCodes[0].INIntentResponseCodeFormatString",
            "${drink} is not a property of the response (order)")
    }

    @Test func aPromptNamingAMissingParameter() {
        let text = Definition.file([
            Definition.intent(
                "Order",
                parameters: [
                    Definition.parameter(
                        "drink", "String",
                        [
                            (
                                "INIntentParameterPromptDialogs",
                                .array([Definition.dialog("Primary", "Which ${flavour}?")])
                            )
                        ])
                ])
        ])
        expectError(
            text, at: "Which ${flavour}?",
            keyPath:
                "INIntents[0].INIntentParameters[0].INIntentParameterPromptDialogs[0].INIntentParameterPromptDialogFormatString",
            "${flavour} is not a parameter of Order (drink)")
    }

    @Test func aDuplicateIntentName() {
        // The third "Order" of the file is the second intent's name (the first intent's verb is the second).
        let text = Definition.file([
            Definition.intent("Order", parameters: []), Definition.intent("Order", parameters: []),
        ])
        let first = line(of: "<string>Order</string>", in: text)
        expectError(
            text, at: "<string>Order</string>", occurrence: 3, keyPath: "INIntents[1].INIntentName",
            "duplicate intent name \"Order\" (first on line \(first))")
    }

    @Test func anUnknownEnum() {
        let text = Definition.file([
            Definition.intent(
                "Order",
                parameters: [
                    Definition.parameter("size", "Integer", [("INIntentParameterEnumType", .string("CupSise"))])
                ])
        ])
        expectError(
            text, at: "<string>CupSise</string>",
            keyPath: "INIntents[0].INIntentParameters[0].INIntentParameterEnumType",
            "unknown enum \"CupSise\" (INEnums has CupSize)")
    }

    @Test func anUnknownCustomType() {
        let text = Definition.file([
            Definition.intent(
                "Order",
                parameters: [
                    Definition.parameter("drink", "Object", [("INIntentParameterObjectType", .string("Beverage"))])
                ])
        ])
        expectError(
            text, at: "<string>Beverage</string>",
            keyPath: "INIntents[0].INIntentParameters[0].INIntentParameterObjectType",
            "unknown type \"Beverage\" (INTypes has Drink)")
    }

    @Test func aDuplicateParameterAndAReservedProperty() {
        let twice = Definition.file([
            Definition.intent(
                "Order", parameters: [Definition.parameter("drink", "String"), Definition.parameter("drink", "String")])
        ])
        expectError(
            twice, at: "<string>drink</string>", occurrence: 2,
            keyPath: "INIntents[0].INIntentParameters[1].INIntentParameterName",
            "Order has two parameters named \"drink\"")
        let reserved = Definition.file([
            Definition.intent("Order", parameters: [], properties: [Definition.property("code", "String")])
        ])
        expectError(
            reserved, at: "<string>code</string>",
            keyPath: "INIntents[0].INIntentResponse.INIntentResponseParameters[0].INIntentResponseParameterName",
            "reserved")
    }

    @Test func anUnknownDialogTypeIsReadAsPrimaryAndAnUnclosedTemplateIsAMistake() throws {
        let dialog = Definition.file([
            Definition.intent(
                "Order",
                parameters: [
                    Definition.parameter(
                        "drink", "String",
                        [("INIntentParameterPromptDialogs", .array([Definition.dialog("Secondary", "Which?")]))])
                ])
        ])
        var parser = PropertyListParser(data: Data(dialog.utf8), file: "Intents.intentdefinition")
        let read = try CustomIntentDefinitions.read(try parser.parseDocument(), file: "Intents.intentdefinition")
        #expect(read.intents.first?.parameter("drink")?.dialogs[.primary]?.description == "Which?")
        let note = try #require(read.notes.first)
        #expect(note.message.contains("unknown dialog type \"Secondary\" is read as Primary"))
        #expect(note.line == line(of: "<string>Secondary</string>", in: dialog))
        let unclosed = Definition.file([
            Definition.intent(
                "Order", parameters: [], properties: [Definition.property("order", "String")],
                codes: [Definition.code("success", "Your ${order is ready.")])
        ])
        expectError(
            unclosed, at: "Your ${order is ready.",
            keyPath: "INIntents[0].INIntentResponse.INIntentResponseCodes[0].INIntentResponseCodeFormatString",
            "does not close")
    }

    @Test func anIntentNamedLikeASystemIntent() {
        let text = Definition.file([Definition.intent("INSendMessage", parameters: [])])
        expectError(
            text, at: "<string>INSendMessage</string>", keyPath: "INIntents[0].INIntentName", "which is a system intent"
        )
    }

    // MARK: Templates

    @Test func templatesFillTidyAndCapitalise() throws {
        let template = try CustomIntentDefinitions.Template("${order} will be ready in ${minutes} minutes${late}.")
        #expect(template.names == ["order", "minutes", "late"])
        #expect(
            template.fill { ["order": "two lattes", "minutes": "5"][$0] } == "Two lattes will be ready in 5 minutes.")
        #expect(throws: CustomIntentDefinitions.Template.Problem.unclosed) {
            try CustomIntentDefinitions.Template("a ${b")
        }
        #expect(try CustomIntentDefinitions.Template("costs $5").pieces == [.text("costs $5")])
    }

    // MARK: The spec

    @Test func describeAndRestoreRoundTrip() throws {
        let definitions = try read(Definition.file([Definition.order]))
        let spec = try #require(definitions.specs(clock: DeviceClock(frozenAt: Date(timeIntervalSince1970: 0))).first)
        let handling = try #require(spec.handling)
        let intent = INCustomIntent(
            className: "OrderCoffeeIntent",
            parameters: [
                "drink": .object(identifier: "latte", displayString: "latte"), "size": .enumCase("large"),
                "quantity": .integer(2),
                "tip": .decimal(1.5), "usual": .boolean(true),
                "recipient": .array([.person(INPerson(displayName: "Ana Torres", contactIdentifier: "AB-0004"))]),
                "pickup": .date(Date(timeIntervalSince1970: 86_400)), "wait": .decimal(600), "note": .string("no foam"),
            ])
        let json = handling.describe(intent)
        #expect(
            json.serialized()
                == #"{"drink":{"identifier":"latte","displayString":"latte"},"size":"large","quantity":2,"tip":1.5,"usual":true,"#
                + #""recipient":[{"displayName":"Ana Torres","contactIdentifier":"AB-0004"}],"pickup":"1970-01-02T00:00:00Z","wait":600,"note":"no foam"}"#
        )
        var parser = JSONParser(bytes: Array(json.serialized().utf8), file: "trace")
        let restored = try handling.restore(NodeReader(try parser.parseDocument(), file: "trace"))
        #expect(restored as? INCustomIntent == intent)
    }

    @Test func restoreRefusesWhatTheDefinitionDoesNotHave() throws {
        let definitions = try read(Definition.file([Definition.order]))
        let handling = try #require(definitions.specs(clock: DeviceClock(frozenAt: Date())).first?.handling)
        for (json, message) in [
            (#"{"flavour":"mint"}"#, "unknown key \"flavour\""),
            (#"{"size":"huge"}"#, "\"huge\" is not a value of CupSize"),
        ] {
            var parser = JSONParser(bytes: Array(json.utf8), file: "trace")
            #expect { _ = try handling.restore(NodeReader(try parser.parseDocument(), file: "trace")) } throws: {
                error in
                (error as? FormatError)?.message.contains(message) == true
            }
        }
    }
}
