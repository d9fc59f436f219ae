/// What each word of an utterance costs when a reading leaves it unexplained.
extension PhraseMatcher {
    /// Each token's weight, and whether it is set aside from names taken from their place:
    /// an example word weighs its inverse document frequency, any other word
    /// `unknownWordWeight`, and some words, understood though no parameter takes them,
    /// little.
    func weights(of tokens: [Token]) -> TokenWeights {
        var weights = tokens.map { token in literals.id(token.key).map { literalWeights[$0] } ?? Self.unknownWordWeight
        }
        // An app Siri does not have, named where apps are named ("… on Spotify", "Open Deezer
        // and …"), is routing the device cannot follow, and a release date ("from the
        // sixties") is understood though no parameter takes it: those words cost little, and
        // are never part of a name taken from its place.
        // So is a clause of circumstance at the end ("… while I was in the meeting", "… when I
        // get home"): it says when or why, not what, and its words are no other domain's request.
        var aside = [Bool](repeating: false, count: tokens.count)
        // And so is a purpose ("music to fall asleep to"), which of someone's numbers ("ring
        // Björn at work"), where in the home ("… in the kitchen"), what a call is about and how
        // to play ("… on repeat"), and a second request ("… and set a timer").
        // (In two parts, so the compiler checks the chain in reasonable time.)
        let whyOrWhere =
            SystemLexicon.trailingClauseStart(tokens) ?? SystemLexicon.purposeClauseStart(tokens)
            ?? SystemLexicon.phoneLabelStart(tokens) ?? SystemLexicon.roomClauseStart(tokens)
            ?? SystemLexicon.deviceClauseStart(tokens)
        let start =
            whyOrWhere ?? SystemLexicon.callTopicStart(tokens) ?? SystemLexicon.playbackModeStart(tokens)
            ?? SystemLexicon.beneficiaryStart(tokens) ?? SystemLexicon.secondRequestStart(tokens)
            ?? SystemLexicon.businessPlaceStart(tokens) ?? SystemLexicon.stateClauseStart(tokens)
            ?? SystemLexicon.restatementStart(tokens) ?? SystemLexicon.reasonAfterFavourStart(tokens)
        let circumstance = start.map { Array($0..<tokens.count) } ?? []
        // So is a place within the work ("chapter five of …"): where to start, not what to play.
        // Of those, an app's or a service's words and a release date give no value either ("…
        // on Apple Music" asks for no music, "from the nineties" for no genre); a purpose or a
        // circumstance may ("… to help me sleep").
        let routing = SystemLexicon.otherAppClause(tokens, phrasing: allPhrasing)
        let dates = SystemLexicon.releaseDates(tokens)
        var isValueless = [Bool](repeating: false, count: tokens.count)
        for i in routing + dates { isValueless[i] = true }
        for i in routing + dates + circumstance + SystemLexicon.positionsInWork(tokens) {
            aside[i] = true
            weights[i] *= 0.1
        }
        // Whom it is done for ("make a call for me to …") costs little too.
        for i in tokens.indices.dropFirst()
        where tokens[i - 1].key == "for" && SystemLexicon.selfReferences.contains(tokens[i].key) {
            weights[i - 1] *= 0.2
            weights[i] *= 0.2
        }
        // Whose thing it is ("Jaime's playlist") costs little where nothing takes the owner.
        for i in tokens.indices.dropFirst() where SystemLexicon.isPossessive(tokens[i]) { weights[i] *= 0.3 }
        return TokenWeights(weights: weights, aside: aside, valueless: isValueless)
    }
}

/// What each token of an utterance costs unexplained, and what it is kept from.
struct TokenWeights {
    let weights: [Double]
    /// Never part of a name taken from its place (`SegmentTable.aside`).
    let aside: [Bool]
    /// An app's or a service's name: no value either (`SegmentTable.routing`).
    let valueless: [Bool]
}
