import ArgumentParser
import Assistant
import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Runtime
import TerminalUI
import Transcript

struct Parse: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Match only: one JSON object per utterance (from the arguments, or one per stdin line).",
        discussion: """
            Each object has utterance, app (bundle identifier), intent (class name, or null when \
            nothing fits), score, and parameters by SiriKit property name before resolution.
            """)

    @Argument(help: "Utterances, one per argument (default: read one per line from stdin).")
    var text: [String] = []

    @Option(
        name: .customLong("app"),
        help:
            "An app: a bundle folder, an Xcode project folder or .xcodeproj (repeatable; default: the bundled sample apps)."
    )
    var apps: [String] = []

    @OptionGroup var project: ProjectOptions

    @Option(help: "The device's Contacts.json (default: the bundled one).")
    var contacts: String?

    @Option(help: "The device locale, which picks each localized file's .lproj (default en-US).")
    var locale: String?

    @Option(help: "The score below which nothing is chosen (default \(SimulatorDefaults.matchThreshold)).")
    var threshold: Double?

    @Flag(help: "Also explain each match on stderr, as :why does.")
    var why = false

    @Flag(help: "Print how each IntentExample was read (its words and slots) and exit.")
    var templates = false

    mutating func validate() throws {
        apps = try resolvedApps(apps)
    }

    func run() async throws {
        ExitSignals.install()
        if let threshold { _ = try NumberOption.check(threshold, "--threshold", in: 0...1) }
        var configuration = DeviceConfiguration()
        configuration.appPaths = apps.map { Paths.absolute($0) }
        configuration.contactsPath = contacts.map { Paths.absolute($0) }
        configuration.locale = locale
        configuration.target = project.target
        configuration.buildSettings = project.values
        configuration.frozenAt = Date()
        configuration.indexContactsEarly = true
        let device: Device
        let cache = BundleCache()
        do { device = try Device(configuration, cache: cache) } catch { throw fail("\(error)") }
        ProcessLifetime.keep(device)
        ProcessLifetime.keep(cache)
        for warning in device.warnings { StandardOutput.error("sirisim: warning: \(TerminalSafe.visible(warning))") }
        let matcher: PhraseMatcher
        do { matcher = try threshold.map { try device.siri.makeMatcher(threshold: $0) } ?? device.siri.matcher } catch {
            throw fail("\(error)")
        }
        let siri = device.siri
        if templates {
            let safe = TerminalSafe.visible
            for t in matcher.describeTemplates() {
                StandardOutput.line("\(safe(t.app))  \(safe(t.intent))  \(safe(t.template))    ← “\(safe(t.example))”")
            }
            return
        }
        func parse(_ utterance: String) {
            // Routed as the session routes it: the same app wins (App Selection's signals).
            let routed: RoutedMatch
            do { routed = try siri.routedMatch(utterance, matcher: matcher) } catch {
                StandardOutput.error(TerminalSafe.visible("sirisim: \(error)"))
                Glibc.exit(2)
            }
            StandardOutput.line(ParseOutput.json(routed.result).serialized())
            if why {
                StandardOutput.error(
                    Conversation.explain(routed.result, siri: siri, refusal: routed.refusal).map(TerminalSafe.visible)
                        .joined(separator: "\n"))
            }
        }
        if !text.isEmpty {
            // One utterance per argument, as one per stdin line.
            for utterance in text { parse(Conversation.clean(utterance)) }
            return
        }
        var reader = LineReader()
        while let line = reader.next() {
            parse(Conversation.clean(line.text))
        }
        if let code = reader.failure {
            throw fail("cannot read the standard input: \(String(cString: strerror(code)))")
        }
    }
}

/// The stable `parse` output: the matcher's reading before any resolution.
enum ParseOutput {
    static func json(_ result: MatchResult) -> JSON {
        guard let best = result.best else {
            return .object([
                ("utterance", .string(result.utterance)), ("app", .null), ("intent", .null),
                ("score", .double(rounded(result.candidates.first?.score ?? 0))), ("parameters", .object([])),
            ])
        }
        // `mediaSearch.artistName` nests as {"mediaSearch": {"artistName": …}}.
        var parameters: [(String, JSON)] = []
        for fill in best.parameters {
            let path = fill.parameter.name.split(separator: ".").map(String.init)
            var values: [JSON] = []
            for f in fill.fills {
                switch fill.parameter.kind {
                case .number:
                    values.append(Int(f.text).map(JSON.int) ?? .string(f.text))
                case .lexicon(let list):
                    // The lexicon's case name; a name an app gave (a genre of its Spotlight
                    // items) as it was said, never the index's own key for it ("genre:True Crime").
                    let identifier = f.entity.flatMap {
                        $0.source == .system && !$0.identifier.isEmpty ? $0.identifier : nil
                    }
                    values.append(.string(identifier ?? SystemLexicon.caseName(for: f.text, in: list) ?? f.text))
                case .people, .freeText, .group, .vocabulary, .title:
                    values.append(.string(f.text))
                }
            }
            let isList = fill.parameter.multiple
            var value = JSON.null
            if isList { value = .array(values) } else if let first = values.first { value = first }
            if path.count == 2 {
                if let index = parameters.firstIndex(where: { $0.0 == path[0] }),
                    case .object(let inner) = parameters[index].1
                {
                    parameters[index].1 = .object(inner + [(path[1], value)])
                } else {
                    parameters.append((path[0], .object([(path[1], value)])))
                }
            } else {
                parameters.append((fill.parameter.name, value))
            }
        }
        mediaSearchAsBuilt(best, utterance: result.utterance, into: &parameters)
        return .object([
            ("utterance", .string(result.utterance)), ("app", .string(best.app)), ("intent", .string(best.intent)),
            ("score", .double(rounded(best.score))), ("parameters", .object(parameters)),
        ])
    }

    static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
}
