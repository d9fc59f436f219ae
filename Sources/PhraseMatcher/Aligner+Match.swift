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
        // What the example's wording says ("never play this again": a dislike), where no word
        // gave that parameter a value.
        var implied = [Implication?](repeating: nil, count: specs.count)
        for value in plan.template.implied {
            guard case .lexicon(let list) = value.parameter.kind, let index = specs.firstIndex(of: value.parameter),
                byParameter[index] == nil
            else { continue }
            let entity = Entity(
                kind: .lexicon(list), identifier: value.caseName, phrase: value.caseName, source: .system)
            byParameter[index] = ([SlotFill(text: value.caseName, entity: entity, quality: 1)], false)
            implied[index] = .exampleWording
        }
        // A radio frequency alone ("play 97.3", "tune to 1210 am") names a station.
        if let kind = specs.firstIndex(where: { $0.name == "mediaSearch.mediaType" }), byParameter[kind] == nil,
            let name = specs.firstIndex(where: { $0.name == "mediaSearch.mediaName" }),
            let fill = byParameter[name]?.fills.first, fill.entity == nil, namesFrequency(fill.tokens)
        {
            let entity = Entity(
                kind: .lexicon("mediaType"), identifier: "radioStation", phrase: "radioStation", source: .system)
            byParameter[kind] = ([SlotFill(text: "radioStation", entity: entity, quality: 1)], false)
            implied[kind] = .frequencyName
        }
        let parameters = specs.indices.compactMap { index in
            byParameter[index].map {
                ParameterFill(parameter: specs[index], fills: $0.fills, extra: $0.extra, implied: implied[index])
            }
        }
        let template = plan.template
        return Match(
            app: template.app, intent: template.intent, score: min(1, score), example: template.example,
            parameters: parameters, intentRank: template.intentRank, builtIn: template.builtIn)
    }
}
