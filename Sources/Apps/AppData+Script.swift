import Formats
import Foundation
import IntentModel

extension AppData {
    /// The app's script: `[{intent, phase, parameter?, answer | delay | completeTwice}]`.
    static func readScript(_ reader: NodeReader, declaredIntents: [String]) throws(FormatError) -> [ScriptRule] {
        var rules: [ScriptRule] = []
        for entry in try reader.optionalArray() {
            try entry.rejectUnknownKeys([
                "intent", "phase", "parameter", "answer", "delay", "completeTwice", "properties",
            ])
            let intent = try entry["intent"].string()
            guard declaredIntents.isEmpty || declaredIntents.contains(intent) else {
                throw entry["intent"].error("\"\(intent)\" is not an intent the app declares")
            }
            let phaseName = try entry["phase"].string()
            guard let phase = HandlerPhase(rawValue: phaseName) else {
                throw entry["phase"].error("\"\(phaseName)\" is not a phase (resolve, confirm or handle)")
            }
            let behaviour: ScriptedBehaviour
            if let answer = try entry["answer"].optionalString() {
                behaviour = .answer(answer)
            } else if let delay = try entry["delay"].optionalString() {
                guard let seconds = ScriptRule.seconds(delay) else {
                    throw entry["delay"].error("\"\(delay)\" is not a delay (write 500ms, 15s or 2m)")
                }
                behaviour = .delay(.milliseconds(Int(seconds * 1000)))
            } else if try entry["completeTwice"].optionalBool() == true {
                behaviour = .completeTwice
            } else {
                throw entry.error("a script rule needs an answer, a delay or completeTwice")
            }
            // A response's properties, by name: `"properties": {"remaining": 42}`.
            var properties: [INConfiguredIntent.ConfiguredValue] = []
            let given = entry["properties"]
            if given.exists, !entry["answer"].exists || phase == .resolve {
                throw given.error("properties go with an answer at confirm or handle")
            }
            for name in try given.keys() {
                if case .array? = given[name].node?.value {
                    for value in try given[name].stringArray() { properties.append(.init(name: name, text: value)) }
                } else {
                    properties.append(.init(name: name, text: try AppData.scalarText(given[name])))
                }
            }
            rules.append(
                ScriptRule(
                    intent: intent, phase: phase, parameter: try entry["parameter"].optionalString(),
                    behaviour: behaviour,
                    source: entry["answer"].exists ? entry["answer"].location.description : entry.location.description,
                    properties: properties))
        }
        return rules
    }
}
