import ArgumentParser
import Assistant
import Formats
import Foundation
import PhraseMatcher
import Runtime

struct Parse: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Match only: one JSON object per utterance (from the arguments, or one per stdin line).",
        discussion: """
            Each object has utterance, app (bundle identifier), intent (class name, or null when \
            nothing fits), score, and parameters by SiriKit property name before resolution.
            """)

    @Argument(help: "The utterance (default: read one per line from stdin).")
    var text: [String] = []

    @Option(name: .customLong("app"), help: "An app bundle folder (repeatable; default: the bundled sample apps).")
    var apps: [String] = []

    @Option(help: "The device's Contacts.json (default: the bundled one).")
    var contacts: String?

    @Option(help: "Read <locale>.lproj vocabulary before Base.lproj.")
    var locale: String?

    func run() async throws {
        var configuration = DeviceConfiguration()
        configuration.appPaths = apps
        configuration.contactsPath = contacts
        configuration.locale = locale
        configuration.frozenAt = Date()
        let device: Device
        do { device = try Device(configuration) } catch { throw fail("\(error)") }
        let matcher = device.siri.matcher
        if !text.isEmpty {
            print(ParseOutput.json(matcher.match(text.joined(separator: " "))).serialized())
            return
        }
        while let line = readLine(strippingNewline: true) {
            print(ParseOutput.json(matcher.match(Conversation.clean(line))).serialized())
        }
    }
}

/// The stable `parse` output: the matcher's reading before any resolution.
enum ParseOutput {
    static func json(_ result: MatchResult) -> JSON {
        guard let best = result.best else {
            return .object([("utterance", .string(result.utterance)), ("app", .null), ("intent", .null),
                            ("score", .double(rounded(result.candidates.first?.score ?? 0))), ("parameters", .object([]))])
        }
        var parameters: [(String, JSON)] = []
        for fill in best.parameters {
            let name = fill.parameter.name
            let values: [JSON] = fill.fills.map { f in
                switch fill.parameter.kind {
                case .lexicon: .string(f.entity?.identifier ?? f.text)
                case .people, .freeText, .group, .vocabulary, .title: .string(f.text)
                }
            }
            let isList = fill.parameter.kind == .people || name == "speakableGroupNames" || name == "attributes"
            parameters.append((name, isList ? .array(values) : values.first ?? .null))
        }
        return .object([("utterance", .string(result.utterance)), ("app", .string(best.app)), ("intent", .string(best.intent)),
                        ("score", .double(rounded(best.score))), ("parameters", .object(parameters))])
    }

    static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
}
