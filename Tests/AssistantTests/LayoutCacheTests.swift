import Apps
import Formats
import Foundation
import Testing

@testable import Runtime

/// Layouts of Data.json files kept beside the seed cache: a launch on a state that holds
/// the apps' data reads around that data where the kept layout places it. (The reading
/// itself is `TopLevelLayoutTests`.) Thresholds are lowered so that the sample apps count.
@Suite struct LayoutCacheTests {
    typealias Setup = SeedCacheTests.Setup

    func layouts(_ setup: Setup) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: setup.folder + "/cache").filter { $0.hasSuffix(".layout") }
            .sorted()
    }

    /// The launch part as read from the whole file, with no cache.
    func plain(_ setup: Setup, _ app: String) throws -> AppData {
        let bundle = try BundleCache(seedCache: nil).bundle(at: "\(setup.folder)/\(app)", reading: AppReading())
        return try AppData.loadLaunch(
            path: "\(setup.folder)/\(app)/Data.json", app: bundle.bundleIdentifier,
            declaredIntents: bundle.supportedIntents)
    }

    func launch(_ setup: Setup, _ app: String) throws -> AppData {
        let bundle = try BundleCache(seedCache: nil).bundle(at: "\(setup.folder)/\(app)", reading: AppReading())
        return try BundleCache(seedCache: setup.cache).data(for: bundle, launchOnly: true)
    }

    @Test func aLaunchReadsByTheLayoutKeptFromTheFirstRead() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.folder) }
        _ = try setup.boot("one.sqlite")
        #expect(try layouts(setup).count == 2)  // Chatter's and Tunes's, from seeding the new state
        let path = "\(setup.folder)/Tunes/Data.json"
        let read = try launch(setup, "Tunes")
        let plain = try plain(setup, "Tunes")
        #expect(read.launchDonations == plain.launchDonations)
        #expect(!read.launchDonations.isEmpty)
        // The kept layout is what the launch goes by: one that says the media hold five
        // more lines than they do puts every launch donation five lines further on.
        let entry = try #require(setup.cache.layoutEntry(for: path))
        var layout = try #require(TopLevelLayout(text: String(contentsOfFile: entry, encoding: .utf8)))
        let media = try #require(layout.members.firstIndex { $0.key == "media" })
        layout.members[media].lines += 5
        try FileWriting.write(layout.text, to: entry)
        #expect(try launch(setup, "Tunes").launchDonations.map(\.line) == plain.launchDonations.map { $0.line + 5 })
    }

    @Test func aDamagedOrStaleLayoutIsPassedOver() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.folder) }
        _ = try setup.boot("one.sqlite")
        let path = "\(setup.folder)/Tunes/Data.json"
        let plain = try plain(setup, "Tunes")
        let entry = try #require(setup.cache.layoutEntry(for: path))
        try FileWriting.write("sirisim top-level layout 1\n12\n0 12 0 media\n", to: entry)
        #expect(try launch(setup, "Tunes").launchDonations == plain.launchDonations)
        try FileWriting.write("garbage", to: entry)
        #expect(try launch(setup, "Tunes").launchDonations == plain.launchDonations)
        // A Data.json written again, even with the same bytes, is another file: a new layout.
        try Data(contentsOf: URL(fileURLWithPath: path)).write(to: URL(fileURLWithPath: path))
        #expect(setup.cache.layoutEntry(for: path) != entry)
        _ = try launch(setup, "Tunes")
        #expect(try layouts(setup).count == 3)
    }

    @Test func theNewestLayoutsStayAndNothingElseIsTouched() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.folder) }
        _ = try setup.boot("one.sqlite")
        let cache = setup.folder + "/cache"
        let kept = try layouts(setup)
        var names: [String] = []
        for n in 0..<20 {
            let name = String(format: "%032x", n) + ".layout"
            try FileWriting.write(TopLevelLayout(fileSize: n, members: []).text, to: "\(cache)/\(name)")
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: Double(-3600 * (n + 1)))],
                ofItemAtPath: "\(cache)/\(name)")
            names.append(name)
        }
        let lookalike = String(repeating: "b", count: 32) + ".layout"
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: "\(cache)/\(lookalike)"))
        try setup.cache.pruneLayouts()
        let left = try layouts(setup)
        #expect(left == (kept + names.prefix(SeedCache.keptLayouts - kept.count) + [lookalike]).sorted())
    }
}
