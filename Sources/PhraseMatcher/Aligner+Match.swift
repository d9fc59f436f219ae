import Foundation

extension Aligner {
    /// The reading: the fills in the schema's order, and within a parameter in the
    /// utterance's (the walk went backwards).
    func match(_ filled: [Filled], score: Double) -> Match {
        let specs = plan.intent.schema.parameters
        var byParameter = [(fills: [SlotFill], extra: Bool)?](repeating: nil, count: specs.count)
        for item in filled.reversed() {
            let (parameter, allFills, extra) = (item.parameter, item.fills, item.extra)
            // Free text that held only phrasing words ("Send a message to Maria") is no
            // value. (The text itself is read later, for the readings kept: `withTexts`.)
            let fills = specs[parameter].kind == .freeText ? allFills.filter { !$0.tokens.isEmpty } : allFills
            if fills.isEmpty { continue }
            if byParameter[parameter] == nil {
                byParameter[parameter] = (fills, extra)
            } else if specs[parameter].kind == .people {
                byParameter[parameter]!.fills += fills
            }
        }
        var parameters = specs.indices.compactMap { index in
            byParameter[index].map { ParameterFill(parameter: specs[index], fills: $0.fills, extra: $0.extra) }
        }
        // What the example's wording says ("never play this again": a dislike), where no word
        // gave that parameter a value.
        let template = plan.template
        for value in template.implied where !parameters.contains(where: { $0.parameter == value.parameter }) {
            guard case .lexicon(let list) = value.parameter.kind, let index = specs.firstIndex(of: value.parameter)
            else { continue }
            let entity = Entity(
                kind: .lexicon(list), identifier: value.caseName, phrase: value.caseName, source: .system)
            let fill = ParameterFill(
                parameter: value.parameter, fills: [SlotFill(text: value.caseName, entity: entity, quality: 1)],
                implied: true)
            parameters.insert(
                fill, at: parameters.firstIndex { specs.firstIndex(of: $0.parameter)! > index } ?? parameters.count)
        }
        return Match(
            app: template.app, intent: template.intent, score: min(1, score), example: template.example,
            parameters: parameters, intentRank: template.intentRank, builtIn: template.builtIn)
    }
}
