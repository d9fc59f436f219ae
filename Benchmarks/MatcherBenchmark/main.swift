import BenchmarkSupport
import Foundation
import PhraseMatcher
import SystemIntents

// The matcher at scale (issue 3): generated app data with 10,000 contacts, 100,000 media
// items, 500 playlists and 50 intents of 20 phrases each. Prints the index build time,
// parse latency (median, p99), single-core throughput and peak memory. Run it in release:
//
//     swift run -c release sirisim-bench
//
// Figures are printed, never asserted: the machines are shared and noisy.

var random = SplitMix(state: 20_261_121)

let syllables = [
    "ka", "ri", "mo", "sen", "ta", "lu", "vi", "no", "der", "sa", "bel", "fa", "ro", "mi", "zan", "to", "el", "ga",
    "pe", "dor",
    "li", "wen", "ka", "shi", "ra", "tor", "ne", "vo", "ma", "quin",
]
@MainActor func word(_ parts: Int) -> String {
    (0..<parts).map { _ in syllables.randomElement(using: &random)! }.joined()
}
let common = [
    "the", "love", "night", "blue", "song", "of", "my", "heart", "dream", "fire", "rain", "summer", "light", "home",
    "road",
    "river", "moon", "city", "girl", "time", "in", "a", "on", "gold", "wild",
]
@MainActor func title() -> String {
    let length = Int.random(in: 1...4, using: &random)
    return (0..<length).map { _ in Bool.random(using: &random) ? common.randomElement(using: &random)! : word(2) }
        .joined(separator: " ").capitalized
}

// MARK: Data

var entities: [Entity] = []
var contactNames: [String] = []
for i in 0..<10_000 {
    let name = "\(word(2).capitalized) \(word(3).capitalized)"
    contactNames.append(name)
    entities.append(Entity(kind: .person, identifier: "c\(i)", phrase: name, source: .deviceContacts))
}
var titles: [String] = []
var artists: [String] = []
for i in 0..<5_000 {
    artists.append("\(word(2).capitalized) \(word(2).capitalized)")
    _ = i
}
for i in 0..<100_000 {
    let t = title()
    titles.append(t)
    entities.append(Entity(kind: .vocabulary("mediaTitle"), identifier: "m\(i)", phrase: t, source: .spotlight))
}
for (i, artist) in artists.enumerated() {
    entities.append(
        Entity(kind: .vocabulary("mediaMusicArtistName"), identifier: "a\(i)", phrase: artist, source: .spotlight))
}
var playlists: [String] = []
for i in 0..<500 {
    let p = "\(word(2).capitalized) \(common.randomElement(using: &random)!.capitalized)"
    playlists.append(p)
    entities.append(
        Entity(kind: .vocabulary("mediaPlaylistTitle"), identifier: "p\(i)", phrase: p, source: .userVocabulary))
}
entities.append(Entity(kind: .appName, identifier: "bench", phrase: "Benchy", source: .appName))

// 50 intents of 20 phrases: the system intents the matcher knows, and custom ones.
var examples: [String: [String]] = [:]
var schemas: [String: IntentSchema] = [:]
@MainActor func pick(_ list: [String]) -> String { list.randomElement(using: &random)! }
let systemShapes: [(String, [String])] = [
    (
        "INSendMessageIntent",
        [
            "send a message to {p} saying {w} {w}", "text {p} that {w} {w} {w}", "tell {p} {w} {w}",
            "message {p} saying {w}",
        ]
    ),
    ("INStartCallIntent", ["call {p}", "video call {p}", "ring {p} on video", "start a call with {p}"]),
    (
        "INSearchForMessagesIntent",
        ["read my messages from {p}", "show unread messages from {p}", "any new messages from {p}"]
    ),
    ("INPlayMediaIntent", ["play {t}", "play {t} by {a}", "play songs by {a}", "play my {l} playlist", "shuffle {l}"]),
    ("INAddMediaIntent", ["add {t} to {l}", "add this song to my {l} playlist", "put {t} on {l}"]),
    ("INUpdateMediaAffinityIntent", ["i like {t}", "i love this song", "dislike {t} by {a}"]),
    ("INSearchForMediaIntent", ["find {t}", "search for songs by {a}", "look up {t}"]),
]
@MainActor func fill(_ shape: String) -> String {
    var out = shape
    for (slot, list) in [("{p}", contactNames), ("{t}", titles), ("{a}", artists), ("{l}", playlists)] {
        while let range = out.range(of: slot) { out.replaceSubrange(range, with: pick(list)) }
    }
    while let range = out.range(of: "{w}") { out.replaceSubrange(range, with: pick(common)) }
    return out
}
var intents: [String] = []
for (intent, shapes) in systemShapes {
    intents.append(intent)
    examples[intent] = (0..<20).map { _ in fill(pick(shapes)) }
}
let verbs = (0..<60).map { _ in word(2) }
var customShapes: [(intent: String, shapes: [String])] = []  // an array: a dictionary's order changes per run
for k in 0..<(50 - systemShapes.count) {
    let name = "Action\(k)Intent"
    intents.append(name)
    schemas[name] = IntentSchema(
        className: name, parameters: [ParameterSpec("item", .title(["\(name).item"])), ParameterSpec("count", .number)])
    let verb = verbs[k]
    let shapes = [
        "\(verb) the {w} {w}", "\(verb) 3 {w}", "please \(verb) my {w}", "\(verb) {w} now", "\(verb) a {w} {w} for me",
    ]
    customShapes.append((name, shapes))
    examples[name] = (0..<20).map { _ in fill(pick(shapes)) }
}
// Siri's own phrases for the system intents come with every app that declares them.
let builtIn = try BuiltInPhrases.load(locale: "en")
for (intent, _) in systemShapes { schemas[intent] = IntentRegistry.system[intent]!.schema }
let grammar = AppGrammar(
    bundleIdentifier: "bench", displayName: "Benchy", intents: intents, examples: examples,
    builtInExamples: builtIn.phrases.filter { intents.contains($0.key) }, entities: entities, schemas: schemas)

// MARK: Measures

@MainActor func peakRSSMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

let clock = ContinuousClock()
let buildStart = clock.now
let matcher = PhraseMatcher(apps: [grammar], systemEntities: [])
let build = clock.now - buildStart

// Utterances: 70 % requests in the apps' shapes with other names, 30 % unrelated.
let unrelated = [
    "what's the weather like tomorrow", "set an alarm for seven", "how tall is mount everest",
    "book a table for two tonight",
    "turn off the kitchen lights", "what time is it in tokyo", "add milk to my shopping list", "tell me a joke",
]
var utterances: [String] = []
/// The intent each utterance was made from (nil for unrelated requests).
var expected: [String?] = []
for _ in 0..<3000 {
    if Int.random(in: 0..<10, using: &random) < 3 {
        utterances.append(pick(unrelated))
        expected.append(nil)
    } else if Bool.random(using: &random) {
        let (intent, shapes) = systemShapes.randomElement(using: &random)!
        utterances.append(fill(pick(shapes)))
        expected.append(intent)
    } else {
        let (intent, shapes) = customShapes.randomElement(using: &random)!
        utterances.append(fill(pick(shapes)))
        expected.append(intent)
    }
}
// Warm up, then time each parse: as `sirisim parse` reads (the best reading only) and as a
// session reads (the best and three runners-up, for `:why` and the match event).
for u in utterances.prefix(200) { _ = matcher.match(u, readings: 1) }

struct Run {
    var samples: [Double] = []
    var seconds = 0.0
    var understood = 0
    var right = 0

    func percentile(_ p: Double) -> Double { samples[min(samples.count - 1, Int(Double(samples.count) * p))] }
    var line: String {
        "median \(String(format: "%.1f", percentile(0.5))) µs, p99 \(String(format: "%.1f", percentile(0.99))) µs, "
            + "max \(String(format: "%.1f", samples.last ?? 0)) µs; \(Int(Double(samples.count) / seconds)) utterances/s"
    }
}

@MainActor func measure(readings: Int) -> Run {
    var run = Run()
    let clock = ContinuousClock()
    let runStart = clock.now
    for (u, intent) in zip(utterances, expected) {
        let start = clock.now
        let result = matcher.match(u, readings: readings)
        let elapsed = clock.now - start
        run.samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        if result.best != nil { run.understood += 1 }
        if result.best?.intent == intent { run.right += 1 }
    }
    let total = clock.now - runStart
    run.seconds = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
    run.samples.sort()
    return run
}
let parse = measure(readings: 1)
let session = measure(readings: PhraseMatcher.shownReadings)
// SIRISIM_BENCH_PROFILE=N parses the utterances N more times, for a profiler to see
// parsing rather than the index build (`perf record .build/release/sirisim-bench`).
for _ in 0..<(Int(ProcessInfo.processInfo.environment["SIRISIM_BENCH_PROFILE"] ?? "") ?? 0) {
    for u in utterances { _ = matcher.match(u, readings: 1) }
}

print("sirisim matcher benchmark")
print(
    "  data: \(contactNames.count) contacts, \(titles.count) media items, \(artists.count) artists, \(playlists.count) playlists, \(intents.count) intents × 20 phrases (\(matcher.templateCount) templates)"
)
print("  index build:      \(build)")
print("  parse latency:    \(parse.line) on one core")
print("  with runners-up:  \(session.line) (a session's reading, for :why)")
print("  peak RSS:         \(String(format: "%.0f", peakRSSMegabytes())) MB")
print(
    "  understood:       \(parse.understood) of \(utterances.count); the intent it was made from (or none): \(parse.right)"
        + (parse.right == session.right ? "" : " (\(session.right) with runners-up: they should agree)"))
