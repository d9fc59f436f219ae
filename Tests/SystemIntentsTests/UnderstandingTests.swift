import Foundation
import PhraseMatcher
import TestSupport
import Testing

@testable import SystemIntents

/// Requests phrased as nobody's examples phrase them (issue 17): frames around the request,
/// calls to numbers and services, message searches asked as questions, radio and podcasts,
/// likes said as feelings, names nobody told Siri, slips; and unrelated requests that must
/// stay refused. Read by Siri's own grammar for an app that gives no phrases and no names.
/// The set is `Tests/Fixtures/understanding/requests.tsv`, written by hand for this test.
@Suite struct UnderstandingTests {
    struct Row: Sendable, CustomStringConvertible {
        let line: Int
        let utterance: String
        let intent: String?
        let values: [(String, String)]
        /// A known gap: the row documents a request not yet understood.
        let pending: Bool
        var description: String { "line \(line): \(utterance)" }
    }

    static let root = URL(fileURLWithPath: Repository.path("Tests"))

    static func rows() throws -> [Row] {
        let text = try String(
            contentsOf: root.appendingPathComponent("Fixtures/understanding/requests.tsv"), encoding: .utf8)
        var rows: [Row] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let values =
                columns.count > 2
                ? columns[2].split(separator: ";").compactMap { pair -> (String, String)? in
                    let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    return parts.count == 2 ? (parts[0], parts[1].lowercased()) : nil
                } : []
            rows.append(
                Row(
                    line: number + 1, utterance: columns[0], intent: columns[1] == "NONE" ? nil : columns[1],
                    values: values,
                    pending: columns.count > 3 && columns[3] == "pending"))
        }
        return rows
    }

    static let matcher: PhraseMatcher = {
        let intents = BuiltInGrammarTests.intents
        let phrases = (try? BuiltInPhrases.load(locale: "en"))?.phrases ?? [:]
        var schemas: [String: IntentSchema] = [:]
        for intent in intents { schemas[intent] = IntentRegistry.system[intent]?.schema }
        let app = AppGrammar(
            bundleIdentifier: "org.example.nameless", displayName: "Nameless", intents: intents, examples: [:],
            builtInExamples: phrases.filter { intents.contains($0.key) }, entities: [], schemas: schemas)
        return PhraseMatcher(apps: [app], systemEntities: [])
    }()

    static func understood(_ row: Row) -> Bool {
        let best = matcher.match(row.utterance).best
        guard best?.intent == row.intent else { return false }
        guard let best else { return true }
        return row.values.allSatisfy { key, value in best.fills(key).map { $0.text.lowercased() }.contains(value) }
    }

    @Test func theSetCoversEveryKindOfRequest() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 90)
        #expect(Set(rows.compactMap(\.intent)).count == BuiltInGrammarTests.intents.count)
        #expect(rows.filter { $0.intent == nil }.count >= 20)
    }

    @Test(arguments: try UnderstandingTests.rows().filter { !$0.pending })
    func understood(_ row: Row) {
        let best = Self.matcher.match(row.utterance).best
        let reading = best.map { best in
            "\(best.intent) "
                + best.parameters.map { "\($0.parameter.name)=\($0.fills.map(\.text))" }.joined(separator: "; ")
        }
        #expect(Self.understood(row), "\(row) → \(reading ?? "no intent")")
    }

    /// Known gaps stay listed; one that starts to pass should lose its mark.
    @Test func pendingRowsAreStillGaps() throws {
        for row in try Self.rows() where row.pending {
            #expect(!Self.understood(row), "now understood, drop `pending`: \(row)")
        }
    }

    /// An app's example that names what its domain deals with ("show me the email of jack",
    /// where nobody called Jack is known, so "of jack" is free text) does not take a request
    /// that says nothing of that domain.
    @Test func freeTextAloneNeedsAWordOfItsDomain() {
        let intent = "INSearchForMessagesIntent"
        let app = AppGrammar(
            bundleIdentifier: "org.example.mail", displayName: "Mail", intents: [intent],
            examples: [intent: ["show me the email of jack", "show me the email from ana", "read my messages"]],
            builtInExamples: [:], entities: [], schemas: [intent: IntentRegistry.system[intent]!.schema])
        let matcher = PhraseMatcher(apps: [app], systemEntities: [])
        #expect(matcher.match("show me how to change my oil").best == nil)
        #expect(matcher.match("show me the email about the rent").best?.intent == intent)
    }

    /// How to play said in a clause of its own is no part of what to play, and its "it" points
    /// at nothing playing now.
    @Test func aModeClausePointsAtNothing() throws {
        let best = try #require(Self.matcher.match("play hotel california and repeat it").best)
        #expect(best.intent == "INPlayMediaIntent")
        #expect(best.fills("mediaSearch.mediaName").map(\.text) == ["hotel california"])
        #expect(best.fills("mediaSearch.reference").isEmpty)
    }

    /// A request that opens with a verb of messaging is no request to play, whatever its
    /// message says (reading it as a message is still a gap: the row is pending).
    @Test func aMessagingVerbOpensNoPlay() {
        for utterance in ["text Leo play the album I left in your car", "call Ana play it loud"] {
            #expect(!SystemLexicon.mediaIntents.contains(Self.matcher.match(utterance).best?.intent ?? ""))
        }
    }
}
