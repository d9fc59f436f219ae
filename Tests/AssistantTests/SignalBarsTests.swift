import Testing

@testable import Assistant

/// App Selection's signals as bars (`:why`, the inspector).
@Suite struct SignalBarsTests {
    @Test func aBlockPerTenthNegativesApartZerosLeftOut() {
        #expect(SignalBars.segment(SignalContribution(.match, 1.0)) == "match ██████████")
        #expect(SignalBars.segment(SignalContribution(.category, 0.4)) == "category ████")
        // Counted from the figure as printed: 0.13 → 1 block, 0.25 → 3, 0.04 → a sliver.
        #expect(SignalBars.segment(SignalContribution(.donations, 0.13)) == "donations █")
        #expect(SignalBars.segment(SignalContribution(.donations, 0.25)) == "donations ███")
        #expect(SignalBars.segment(SignalContribution(.donations, 0.04)) == "donations ▏")
        #expect(SignalBars.segment(SignalContribution(.userContext, -0.03)) == "userContext -▏")
        #expect(SignalBars.segment(SignalContribution(.userContext, -0.2)) == "userContext -░░")
        #expect(SignalBars.segment(SignalContribution(.knowledge, 0)) == nil)
        #expect(SignalBars.segment(SignalContribution(.knowledge, 0.004)) == nil)
    }

    @Test func theSegmentsArePackedWithoutSplittingOne() {
        let signals = [
            SignalContribution(.match, 1), SignalContribution(.category, 0.4), SignalContribution(.donations, 0.25),
            SignalContribution(.userContext, 0.1), SignalContribution(.knowledge, 0.5),
        ]
        // The widest media case fits 80 columns in `:why`.
        let wide = SignalBars.lines(signals, indent: "      ", width: 80)
        #expect(wide == ["      match ██████████ category ████ donations ███ userContext █ knowledge █████"])
        #expect(wide[0].count <= 80)
        // A narrow pane gets several lines, each within the width, each segment whole.
        let narrow = SignalBars.lines(signals, indent: "    ", width: 34)
        #expect(
            narrow == ["    match ██████████ category ████", "    donations ███ userContext █", "    knowledge █████"])
        #expect(narrow.allSatisfy { $0.count <= 34 })
        #expect(SignalBars.lines([SignalContribution(.knowledge, 0)], indent: "    ", width: 34).isEmpty)
    }
}
