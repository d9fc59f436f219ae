import Assistant
import BenchmarkSupport
import Foundation
import IntentModel
import Store
import SystemIntents

// App Selection at scale (issue 8): 10 media apps, each with 1,000 Spotlight items and a
// user context, and 100,000 donated interactions spread over 90 days; then the decision for
// 2,000 unnamed requests, timed one by one. Figures are printed, never asserted.
//
//     swift run -c release sirisim-selection-bench

/// An extension that hands out a handler for the media intents and never runs: App
/// Selection weighs only apps the intent can be dispatched to.
struct BenchExtension: INIntentHandlerProviding {
    func handler(for intent: any INIntent) -> (any Sendable)? {
        intent is INPlayMediaIntent || intent is INAddMediaIntent || intent is INUpdateMediaAffinityIntent
            || intent is INSearchForMediaIntent
            ? self : nil
    }
}

/// An app that only tells the system about itself at launch; its extension's handlers are
/// never called.
struct BenchApp: AppConnection {
    let items: [CSSearchableItem]
    let context: INMediaUserContext
    let playlists: [INSpeakableString]
    var appHandlerProvider: (any INIntentHandlerProviding)? { nil }
    var extensionHandlerProvider: (any INIntentHandlerProviding)? { BenchExtension() }
    func launch(_ services: AppLaunchServices) throws {
        try services.spotlight.indexSearchableItems(items)
        services.vocabulary.setVocabulary(playlists, of: .mediaPlaylistTitle)
        services.mediaUserContext.becomeCurrent(context)
    }
    func perform(_ action: String, services: AppLaunchServices) throws -> [String]? { nil }
    func scriptRule(intent: String, phase: HandlerPhase, parameter: String?) -> ScriptRule? { nil }
    func setScript(_ rule: ScriptRule?) {}
    var scriptRules: [ScriptRule] { [] }
    var consoleCommands: [ConsoleCommand] { [] }
    func console(_ command: String, arguments: String) -> [String]? { nil }
}

var random = SplitMix(state: 20_261_122)
let syllables = [
    "ka", "ri", "mo", "sen", "ta", "lu", "vi", "no", "der", "sa", "bel", "fa", "ro", "mi", "zan", "to", "el", "ga",
    "pe", "dor",
]
@MainActor func word(_ parts: Int) -> String {
    (0..<parts).map { _ in syllables.randomElement(using: &random)! }.joined()
}

let media = ["INPlayMediaIntent", "INAddMediaIntent", "INUpdateMediaAffinityIntent", "INSearchForMediaIntent"]
let categorySets: [[INMediaCategory]] = [
    [.music], [.music, .podcasts], [.podcasts], [.audiobooks], [.music, .radio], [.general],
    [.music], [.podcasts, .audiobooks], [.music], [.radio],
]
var installed: [InstalledApp] = []
var titles: [[String]] = []
for a in 0..<10 {
    let id = "com.bench.media\(a)"
    var items: [CSSearchableItem] = []
    var names: [String] = []
    for i in 0..<1_000 {
        let title = "\(word(2).capitalized) \(word(2).capitalized)"
        names.append(title)
        items.append(
            CSSearchableItem(
                uniqueIdentifier: "a\(a)-m\(i)", domainIdentifier: "library",
                attributeSet: CSSearchableItemAttributeSet(
                    title: title, mediaType: i % 10 == 0 ? .album : .song,
                    artist: "\(word(2).capitalized) \(word(1).capitalized)")))
    }
    titles.append(names)
    let playlists = (0..<20).map {
        INSpeakableString(vocabularyIdentifier: "a\(a)-p\($0)", spokenPhrase: "\(word(2).capitalized) Mix")
    }
    let bundle = AppBundle(
        path: "/bench/\(a)", bundleIdentifier: id, displayName: "Player\(a)",
        intentsExtension: .init(
            intentsSupported: media, supportedMediaCategories: categorySets[a]))
    installed.append(
        InstalledApp(
            bundle: bundle,
            connection: BenchApp(
                items: items,
                context: INMediaUserContext(
                    subscriptionStatus: a % 3 == 0 ? .notSubscribed : .subscribed, numberOfLibraryItems: 1_000 * (a + 1)
                ),
                playlists: playlists)))
}

let now = Date(timeIntervalSince1970: 1_795_000_000)
let store = try Store()
var donations: [DonationRecord] = []
for n in 0..<100_000 {
    let app = Int.random(in: 0..<10, using: &random)
    let container = Bool.random(using: &random)
    let intent =
        container
        ? #"{"mediaContainer":{"identifier":"p","title":"Mix","type":"playlist"}}"#
        : #"{"mediaItems":[{"identifier":"m","title":"Song","type":"song"}]}"#
    donations.append(
        DonationRecord(
            identifier: "d\(n)", app: "com.bench.media\(app)", intentClass: "INPlayMediaIntent", groupIdentifier: nil,
            date: now.addingTimeInterval(-Double.random(in: 0..<(90 * 86_400), using: &random)),
            handlingStatus: .success, intentJSON: intent, responseJSON: nil, donor: .app))
}
try store.system.donate(donations)

let siri = Siri(
    apps: installed, deviceContacts: [], store: store.system, clock: DeviceClock(frozenAt: now),
    phrases: try BuiltInPhrases.load(locale: "en"))
let clock = ContinuousClock()
let bootStart = clock.now
_ = siri.launchApps()
_ = try siri.matcher
_ = try siri.decideRoute("play some music")  // reads the donations once
let boot = clock.now - bootStart

let shapes = ["play some music", "play a title", "play the latest podcast", "i like a title", "play some mood music"]
var utterances: [(shape: Int, text: String)] = []
for _ in 0..<2_000 {
    let a = Int.random(in: 0..<10, using: &random)
    let shape = Int.random(in: 0..<5, using: &random)
    switch shape {
    case 0: utterances.append((shape, "play some music"))
    case 1: utterances.append((shape, "play \(titles[a].randomElement(using: &random)!)"))
    case 2: utterances.append((shape, "play the latest podcast"))
    case 3: utterances.append((shape, "i like \(titles[a].randomElement(using: &random)!)"))
    default: utterances.append((shape, "play some \(["relaxing", "upbeat"].randomElement(using: &random)!) music"))
    }
}
var latencies: [Double] = []
var byShape = [[Double]](repeating: [], count: shapes.count)
var weighed = 0
for (shape, text) in utterances {
    let start = clock.now
    let decision = try siri.decideRoute(text)
    let elapsed = clock.now - start
    let microseconds = Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6
    latencies.append(microseconds)
    byShape[shape].append(microseconds)
    weighed += decision.candidates.count
}
latencies.sort()
@MainActor func ms(_ microseconds: Double) -> String { String(format: "%.2f ms", microseconds / 1000) }
print("App Selection: 10 media apps, 10,000 Spotlight items, 100,000 donations, 2,000 requests")
print("  boot (launch, matcher, donation stats): \(boot)")
print(
    "  decision latency: median \(ms(latencies[latencies.count / 2])), p99 \(ms(latencies[latencies.count * 99 / 100])), max \(ms(latencies.last!))"
)
print("  candidates weighed per request: \(String(format: "%.1f", Double(weighed) / Double(utterances.count)))")
for (shape, list) in byShape.enumerated() where !list.isEmpty {
    let sorted = list.sorted()
    print("  “\(shapes[shape])”: median \(ms(sorted[sorted.count / 2])), p99 \(ms(sorted[sorted.count * 99 / 100]))")
}
