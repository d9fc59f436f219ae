/// Radio stations' names, which hold the word that says they are stations.
extension Aligner {
    /// A station's name keeps the word beside it that says it is a station: "radio foxglove",
    /// "marigold radio", "kestrel fm" are names as said, and a genre right
    /// before "fm" names a station ("jazz fm"), not a genre on the radio. A word the reading
    /// took as the search's kind still gives it (radioStation). Only a name nobody knows grows:
    /// a known name is kept as the app gave it. Where the reading took only the station word,
    /// as the kind, the words right before it that the reading left unread name the station with
    /// it: "classic fm" ("classic" is no genre the reading took), and so do those right after
    /// it that end the request ("radio one": `nameAfterStationWord`). A band after a number is
    /// a station word too ("1210 am": `TokenFacts`).
    func stationsKeepTheirKind(_ filled: inout [Filled], exampleWords: [Int]) {
        guard plan.intent.isMedia else { return }
        let tokens = table.tokens
        func isStationWord(_ i: Int) -> Bool {
            i >= 0 && i < tokens.count
                && (SystemLexicon.stationWords.contains(tokens[i].key) || table.facts[.station, i])
                && !filled.contains { item in item.fills.contains { $0.tokens.contains(i) && $0.entity == nil } }
        }
        let specs = plan.intent.schema.parameters
        guard let name = specs.indices.first(where: { specs[$0].name == "mediaSearch.mediaName" }) else { return }
        if let index = filled.firstIndex(where: { $0.parameter == name }) {
            guard filled[index].fills.count == 1, filled[index].fills[0].entity == nil else { return }
            let title = filled[index].fills[0].tokens
            var range = title
            // (Not a second station word after a band: "kiss fm radio".)
            while isStationWord(range.upperBound),
                !(range.count > 0 && ["fm", "am"].contains(tokens[range.upperBound - 1].key))
            {
                range = range.lowerBound..<(range.upperBound + 1)
            }
            // (A frequency is the station's name alone: "play the radio 94.3".)
            if range == title, isStationWord(title.lowerBound - 1), tokens[title.lowerBound - 1].key == "radio",
                !namesFrequency(title)
            {
                range = (title.lowerBound - 1)..<title.upperBound
            }
            filled[index].fills[0].tokens = range
            return
        }
        // "classic fm": unread words before the station word the reading took as its kind.
        if let kindItem = filled.firstIndex(where: { item in
            item.fills.count == 1 && item.fills[0].entity?.kind == .lexicon("mediaType")
                && item.fills[0].tokens.count == 1 && isStationWord(item.fills[0].tokens.lowerBound)
        }) {
            let kindToken = filled[kindItem].fills[0].tokens.lowerBound
            let owner = tokenUses(filled, besides: -1, exampleWords: exampleWords)
            var start = kindToken
            // (Not an app's name set aside: "… on Slacker Radio" routes, and names no station.)
            while start > 0, kindToken - start < 3, case .unexplained = owner[start - 1],
                !table.facts.isPhrasing[start - 1], !tokens[start - 1].commaAfter, !table.aside[start - 1]
            {
                start -= 1
            }
            if start < kindToken {
                filled.append(
                    Filled(
                        parameter: name,
                        fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: start..<(kindToken + 1))],
                        extra: false))
                return
            }
            if let station = nameAfterStationWord(kindToken, owner: owner) {
                filled.append(
                    Filled(
                        parameter: name, fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: station)],
                        extra: false))
                return
            }
        }
        // "jazz fm": a genre said right before "fm" is the station's name.
        guard
            let genreItem = filled.firstIndex(where: { item in
                item.fills.count == 1 && item.fills[0].entity?.kind == .lexicon("genre")
                    && item.fills[0].tokens.upperBound < tokens.count
                    && tokens[item.fills[0].tokens.upperBound].key == "fm"
            })
        else { return }
        let station = filled[genreItem].fills[0].tokens.lowerBound..<(filled[genreItem].fills[0].tokens.upperBound + 1)
        filled[genreItem] = Filled(
            parameter: name, fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: station)],
            extra: filled[genreItem].extra)
    }

    /// The name said after a station word the reading took as its kind ("radio one", "radio
    /// station k love"): the words that end the request unread, with the station's words as
    /// said, or a frequency alone ("play the radio 94.3"). Not a place, a person or a time ("the
    /// radio in the kitchen": `SystemLexicon.stationNameBarriers`).
    private func nameAfterStationWord(_ kindToken: Int, owner: [TokenUse]) -> Range<Int>? {
        let tokens = table.tokens
        var end = kindToken + 1
        // (A number is a name's word here, though phrases say numbers: "radio 4".)
        while end < tokens.count, end - kindToken <= 3, case .unexplained = owner[end],
            !table.facts.isPhrasing[end] || tokens[end].isDigits || NumberWords.isNumberWord(tokens[end].key),
            !tokens[end - 1].commaAfter, !table.aside[end]
        {
            end += 1
        }
        guard end > kindToken + 1, end == tokens.count,
            !SystemLexicon.stationNameBarriers.contains(tokens[kindToken + 1].key)
        else { return nil }
        if namesFrequency((kindToken + 1)..<end) { return (kindToken + 1)..<end }
        var first = kindToken
        while first > 0, SystemLexicon.stationWords.contains(tokens[first - 1].key) { first -= 1 }
        return first..<end
    }

    /// Whether the tokens of a name say a radio frequency (`SystemLexicon.isRadioFrequency`),
    /// in digits or words (the tokenizer has merged "ninety four point one" into "94.1").
    func namesFrequency(_ range: Range<Int>) -> Bool {
        // (Most names hold no number: nothing to tokenize again.)
        guard !range.isEmpty, range.upperBound <= table.tokens.count,
            table.tokens[range].contains(where: { $0.key.first?.isNumber == true || NumberWords.isNumberWord($0.key) })
        else { return false }
        return SystemLexicon.isRadioFrequency(Tokenizer.keys(table.tokens[range].map(\.key).joined(separator: " ")))
    }
}
