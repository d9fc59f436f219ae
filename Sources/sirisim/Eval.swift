import ArgumentParser
import Assistant
import Formats
import Foundation
import PhraseMatcher
import Runtime
import TerminalUI

struct Eval: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Score the matcher on your own utterances: accuracy, per-intent P/R/F1, a confusion matrix, the worst rows.",
        discussion: """
            FILE.tsv has one utterance a line: the utterance, a tab, the intent expected (NONE, or empty after the tab: not to be \
            understood), optionally a tab and parameters (not scored yet). A header line naming the columns \
            (utterance, expected_intent) is read, with any other columns, such as an id, passed over. Each utterance \
            is routed as the session and parse route it. Exit 0 when every intent is right, 1 otherwise.
            """)

    @Argument(help: "The utterances, tab-separated.")
    var file: String

    @Option(name: .customLong("app"), help: "Apps to score (repeatable; default: the bundled sample apps).")
    var apps: [String] = []

    @Option(help: "The device's Contacts.json (default: the bundled one).")
    var contacts: String?

    @Option(help: "Write the figures as JSON to this file.")
    var json: String?

    @Option(help: "Write a JUnit XML report (one test case per utterance) to this file.")
    var junit: String?

    @Option(help: "How many wrong rows to show, the most confident first.")
    var worst = 10

    mutating func validate() throws {
        apps = try resolvedApps(apps)
    }

    func run() async throws {
        ExitSignals.install()
        let path = Paths.absolute(file)
        let rows = try Self.read(path)
        var configuration = DeviceConfiguration()
        configuration.appPaths = apps
        configuration.contactsPath = contacts.map { Paths.absolute($0) }
        configuration.frozenAt = Date()
        configuration.indexContactsEarly = true
        // The run's inputs (the utterances, the apps and Contacts as the device reads them),
        // which no report may be written over.
        let cache = BundleCache()
        let inputs = cache.inputs
        inputs.add(path, as: .utterances)
        let device: Device
        do { device = try Device(configuration, cache: cache) } catch { throw fail("\(error)") }
        for warning in device.warnings { StandardOutput.error("sirisim: warning: \(TerminalSafe.visible(warning))") }
        let matcher: PhraseMatcher
        do { matcher = try device.siri.matcher } catch { throw fail("\(error)") }
        var scored: [EvalReport.Row] = []
        for row in rows {
            let result: MatchResult
            do {
                result = try device.siri.routedMatch(Conversation.clean(row.utterance), matcher: matcher).result
            } catch {
                throw fail("\(error)")
            }
            scored.append(
                EvalReport.Row(
                    line: row.line, utterance: row.utterance, expected: row.expected,
                    predicted: result.best?.intent ?? EvalReport.none,
                    score: result.best?.score ?? result.candidates.first?.score ?? 0))
        }
        let report = EvalReport(rows: scored)
        for line in report.text(worstRows: max(0, worst)) { StandardOutput.line(line) }
        do {
            if let json {
                try FileWriting.write(report.json.serialized() + "\n", to: Paths.absolute(json), inputs: inputs)
            }
            if let junit { try FileWriting.write(report.junit(file: file), to: Paths.absolute(junit), inputs: inputs) }
        } catch { throw fail("\(error)") }
        if report.accuracy < 1 { throw ExitCode(1) }
    }

    /// The rows of the file: (line, utterance, expected intent); a bad line names its number.
    static func read(_ path: String) throws -> [(line: Int, utterance: String, expected: String)] {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw fail("\(path): cannot read it as UTF-8 text (\(error.localizedDescription))")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
        if lines.last == "" { lines.removeLast() }
        var utteranceColumn = 0
        var intentColumn = 1
        var first = 0
        if let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init),
            let u = header.firstIndex(of: "utterance"),
            let i = header.firstIndex(where: { $0 == "expected_intent" || $0 == "intent" })
        {
            (utteranceColumn, intentColumn, first) = (u, i, 1)
        }
        var rows: [(Int, String, String)] = []
        for (index, line) in lines.enumerated().dropFirst(first)
        where !line.trimmingCharacters(in: .whitespaces).isEmpty && !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count > max(utteranceColumn, intentColumn) else {
                throw fail(
                    "\(path):\(index + 1): write the utterance, a tab, then the intent expected (NONE when none)")
            }
            let intent = columns[intentColumn].trimmingCharacters(in: .whitespaces)
            rows.append((index + 1, columns[utteranceColumn], intent.isEmpty ? EvalReport.none : intent))
        }
        if rows.isEmpty { throw fail("\(path): no utterances in it") }
        return rows
    }
}
