import Foundation
import Testing

/// `replay -j` and `--shard`: the same report however the work is spread, and slices that
/// cover a suite once between them.
@Suite(.serialized) struct ReplaySuiteTests {
    /// Nine transcripts, two of which fail, in two folders.
    func suite() throws -> String {
        let folder = try temporaryFolder()
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(sub)", withIntermediateDirectories: true)
        }
        for n in 1...9 {
            let expected = n == 4 || n == 7 ? "1999-01-01T00:00:00Z" : "2026-11-20T09:0\(n % 10):00Z"
            let text = "@app Chatter\n@now 2026-11-20 09:0\(n % 10)\n> :time\n< \(expected)\n"
            try text.write(
                toFile: "\(folder)/\(n % 2 == 0 ? "a" : "b")/t\(n).transcript", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func parallelRunsReportInTheOrderOfThePaths() throws {
        let folder = try suite()
        let one = try sirisim(["replay", "-v", "-j", "1", folder, "--junit", "\(folder)/one.xml"])
        let four = try sirisim(["replay", "-v", "-j", "4", folder, "--junit", "\(folder)/four.xml"])
        #expect(one.status == 1 && four.status == 1)
        #expect(one.stdout == four.stdout)
        #expect(one.stdout.contains("transcripts: 7 passed, 2 failed"))
        let order = one.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
            .map { String($0.split(separator: " ")[1]) }
        #expect(order == order.sorted() && order.count == 9)
        let strip = { (xml: String) in
            xml.replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
        }
        #expect(
            strip(try String(contentsOfFile: "\(folder)/one.xml", encoding: .utf8))
                == strip(try String(contentsOfFile: "\(folder)/four.xml", encoding: .utf8)))
    }

    @Test func shardsCoverTheSuiteOnceAndAlike() throws {
        let folder = try suite()
        var seen: [String] = []
        for k in 1...4 {
            let run = try sirisim(["replay", "-v", "--shard", "\(k)/4", folder])
            let files = run.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }.map {
                String($0.split(separator: " ")[1])
            }
            #expect(files.count == 2 || files.count == 3, "shard \(k): \(files)")
            seen += files
            // The same shard twice: the same transcripts.
            let again = try sirisim(["replay", "-v", "--shard", "\(k)/4", folder])
            #expect(again.stdout == run.stdout)
        }
        #expect(seen.count == 9 && Set(seen).count == 9)
        #expect(seen == seen.sorted())
        // More shards than transcripts: an empty shard passes.
        let empty = try sirisim(["replay", "--shard", "1/12", "\(folder)/a"])
        #expect(empty.status == 0)
        #expect(empty.stdout.contains("(this shard is empty)"))
    }
}

/// Text from data never reaches the terminal raw: replay reports, lint findings,
/// `parse --templates`, errors.
@Suite(.serialized) struct EscapeTests {
    @Test func lintAndTemplatesNeutraliseControlCharacters() throws {
        let app = try chatterCopy()
        let plist = "\(app)/Base.lproj/AppIntentVocabulary.plist"
        let text = try String(contentsOfFile: plist, encoding: .utf8)
            .replacingOccurrences(
                of: "<string>Flag that message</string>", with: "<string>Flag &#27;[31mthat&#27;[0m message</string>")
        try text.write(toFile: plist, atomically: true, encoding: .utf8)
        let templates = try sirisim(["parse", "--app", app, "--templates"])
        #expect(templates.status == 0)
        #expect(templates.stdout.contains("^[[31mthat"))
        #expect(!templates.stdout.contains("\u{1B}"))
        let lint = try sirisim(["lint", app])
        #expect(!lint.stdout.contains("\u{1B}") && !lint.stderr.contains("\u{1B}"))

        let other = try chatterCopy()
        try "{\"contacts\": [{\"customIdentifier\": \"\u{1B}[2J\", \"x\": 1}]}".write(
            toFile: "\(other)/Data.json", atomically: true, encoding: .utf8)
        let error = try sirisim(["lint", other])
        #expect(error.status != 0)
        #expect(!error.stdout.contains("\u{1B}") && !error.stderr.contains("\u{1B}"), "\(error.stdout)\(error.stderr)")
    }

    @Test func replayReportsNeutraliseControlCharacters() throws {
        let folder = try temporaryFolder()
        try "@app Chatter\n> :time\n< \u{1B}]0;pwned\u{07}\n".write(
            toFile: "\(folder)/t.transcript", atomically: true, encoding: .utf8)
        let run = try sirisim(["replay", "\(folder)/t.transcript"])
        #expect(run.status == 1)
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{07}"))
        #expect(run.stdout.contains("^[]0;pwned^G"))
    }
}
