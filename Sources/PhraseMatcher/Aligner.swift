import Foundation

/// Aligns one template with one utterance by dynamic programming (see `PhraseMatcher`).
///
/// The table is flat and its cells hold indices, not values, so that aligning a few dozen
/// templates per utterance allocates little.
struct Aligner {
    let table: SegmentTable
    let plan: TemplatePlan

    static let synonymCredit = 0.75
    /// The share of its credit a value earns where the example has no slot for it ("… on
    /// video" against "Call Ana"): its weight counts in full, so such values lift a reading
    /// towards this share, never above. (The alignment itself takes such a value only where
    /// half its credit outweighs half its weight plus what leaving the words unexplained
    /// costs: taking them more eagerly splits lists of names.)
    static let extraCredit = 0.65

    /// A parameter filled by the alignment: its index in the schema, its fills, and whether
    /// it came without a slot.
    struct Filled {
        var parameter: Int
        var fills: [SlotFill]
        var extra: Bool
    }

    enum Step: UInt8 {
        case none, skipElement, literal, substitute, insert, slot, extra
    }

    struct Cell {
        var value = -Double.infinity
        var fromI: Int32 = 0
        var fromJ: Int32 = 0
        var step = Step.none
        var a: Int32 = 0
        var b: Int32 = 0
    }

    /// The filled table, the dynamic programme's one product.
    struct Table {
        var cells: [Cell]
        let width: Int
        /// For each element of the example, the segments its slot can take from each token.
        let elementSegments: [[[Segment]]?]
        /// Known values the example has no slot for, by extra, token and segment.
        let extras: [[[Segment]]]
    }

    /// The best reading of the utterance by the template, or nil when there is none: the
    /// table is filled, walked back into its fills, scored, and its titles settled.
    func align() -> Match? {
        guard let table = fillTable() else { return nil }
        guard var walk = walkBack(table), let score = score(walk) else { return nil }
        settleTitles(&walk.filled)
        titlesKeepTheirNumbers(&walk.filled, exampleWords: walk.exampleWordTokens)
        wholeUserMadeNames(&walk.filled, exampleWords: walk.exampleWordTokens)
        knownNamesSaidLonger(&walk.filled, exampleWords: walk.exampleWordTokens)
        unexplainedArtists(&walk.filled, exampleWords: walk.exampleWordTokens)
        artistsEndingTitles(&walk.filled)
        dropKindsOfUserMadeNames(&walk.filled)
        kindsOfExampleWords(&walk.filled, exampleWords: walk.exampleWordTokens)
        kindsOfReferences(&walk.filled)
        stationsKeepTheirKind(&walk.filled, exampleWords: walk.exampleWordTokens)
        albumsNamedAsAlbums(&walk.filled)
        instructionsAsContent(&walk.filled)
        rolesEndNames(&walk.filled)
        namesAfterRelationships(&walk.filled)
        topicsOfSearches(&walk.filled)
        searchTermsWithoutLeadWords(&walk.filled)
        readIsTheVerb(&walk.filled)
        ownersOfMessages(&walk.filled)
        groupsNamedByKind(&walk.filled)
        valuesJoinedIntoLists(&walk.filled)
        numberedWorks(&walk.filled)
        var reading = match(walk.filled, score: score)
        reading.exampleWordTokens = walk.exampleWordTokens
        reading.saidVerb = walk.saidVerb || walk.openedWithVerb
        return reading
    }
}
