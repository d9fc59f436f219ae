import Testing

@testable import Runtime

/// The boot's decisions, without a device: which state, which apps read whole, where a
/// new state's rows come from.
@Suite struct BootPlanTests {
    static let apps = [
        BootFacts.App(identifier: "com.example.chatter", fingerprint: "10:1.0", hasAllData: false),
        BootFacts.App(identifier: "com.example.tunes", fingerprint: "20:2.0", hasAllData: true),
    ]

    @Test func aKeptStateReadsOnlyTheLaunchPartOfAppsItHasAndNamesChangedData() {
        let facts = BootFacts(
            statePath: "/s.sqlite", seededApps: ["com.example.chatter": "10:0.5"], dataBytes: 30, apps: Self.apps)
        let plan = BootPlan(facts)
        #expect(plan.state == .open("/s.sqlite"))
        #expect(plan.launchOnly == [true, false])
        #expect(plan.readInLaunch == [false, false])
        #expect(plan.changedData == [0])
        #expect(!plan.looksInSeedCache && !plan.deferredStore)
    }

    @Test func freshRemovesTheOldStateAndMayUseTheSeedCache() {
        let facts = BootFacts(statePath: "/s.sqlite", fresh: true, dataBytes: 30, apps: Self.apps)
        var plan = BootPlan(facts)
        #expect(plan.state == .make("/s.sqlite", removingFirst: true))
        #expect(plan.looksInSeedCache)
        #expect(plan.launchOnly == [false, false])
        // The cache's template has Chatter's rows: Chatter needs only its launch part; Tunes,
        // whose whole file the cache holds already, is read whole.
        plan.settle(templateApps: ["com.example.chatter", "com.example.tunes"], facts: facts)
        #expect(plan.launchOnly == [true, false])
    }

    @Test func aLargeNewStateForTheFullScreenReadsItsDataInTheLaunch() {
        var facts = BootFacts(
            statePath: "/s.sqlite", launchLater: true, isNewFile: true,
            dataBytes: BootPlan.readLaterBytes, apps: Self.apps)
        let plan = BootPlan(facts)
        #expect(plan.deferredStore && !plan.looksInSeedCache)
        #expect(plan.launchOnly == [true, true] && plan.readInLaunch == [true, true])
        facts.dataBytes = BootPlan.readLaterBytes - 1
        #expect(!BootPlan(facts).deferredStore)
        #expect(BootPlan(facts).looksInSeedCache)
    }

    @Test func aStateInMemoryCopiesTheTemplateAndNeverLooksInTheCache() {
        let facts = BootFacts(hasTemplate: true, dataBytes: 30, apps: Self.apps)
        var plan = BootPlan(facts)
        #expect(plan.state == .memory)
        #expect(!plan.looksInSeedCache)
        plan.settle(templateApps: ["com.example.tunes"], facts: facts)
        #expect(plan.launchOnly == [false, false])
    }
}
