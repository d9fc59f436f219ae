import Foundation
import Testing

/// `sirisim eval` on a user's own utterance file (issue 19): figures, matrix, worst rows,
/// JSON and JUnit.
@Suite struct EvalTests {
    @Test func scoresAFileOfUtterances() throws {
        let folder = try temporaryFolder()
        let tsv = "\(folder)/mine.tsv"
        try """
        utterance\texpected_intent
        Send a message to Maria saying I'm late\tINSendMessageIntent
        Play some jazz\tINPlayMediaIntent
        What's the weather in Paris\tNONE
        Call my sister\tINSendMessageIntent
        """.write(toFile: tsv, atomically: true, encoding: .utf8)
        let run = try sirisim(["eval", tsv, "--json", "\(folder)/e.json", "--junit", "\(folder)/e.xml"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("4 utterances"))
        #expect(run.stdout.contains("intent accuracy 0.7500"), "\(run.stdout)")
        #expect(run.stdout.contains("confusion matrix"))
        #expect(run.stdout.contains("line 5: “Call my sister” expected INSendMessageIntent, got INStartCallIntent"))
        let json = try String(contentsOfFile: "\(folder)/e.json", encoding: .utf8)
        #expect(json.contains("\"intent_accuracy\":0.75"))
        let xml = try String(contentsOfFile: "\(folder)/e.xml", encoding: .utf8)
        #expect(xml.contains("tests=\"4\" failures=\"1\""))
    }

    /// A report is an output like a trace: never written over what the run reads.
    @Test func aReportNeverReplacesTheUtterances() throws {
        let folder = try temporaryFolder()
        let tsv = "\(folder)/mine.tsv"
        let text = "Play some jazz\tINPlayMediaIntent\n"
        try text.write(toFile: tsv, atomically: true, encoding: .utf8)
        let run = try sirisim(["eval", tsv, "--json", tsv])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("the utterances this run scores"), "\(run.stderr)")
        #expect(try String(contentsOfFile: tsv, encoding: .utf8) == text)
    }

    @Test func aBadLineNamesItsNumber() throws {
        let folder = try temporaryFolder()
        try "Play some jazz\tINPlayMediaIntent\njust words\n".write(
            toFile: "\(folder)/b.tsv", atomically: true, encoding: .utf8)
        let run = try sirisim(["eval", "\(folder)/b.tsv"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("b.tsv:2: write the utterance, a tab"), "\(run.stderr)")
    }
}
