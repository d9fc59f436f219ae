import Foundation
import Testing

/// The README is the newcomer's first page: short, its examples true word for word, and every
/// file it or a page under docs/ names is in the repository.
@Suite struct ReadmeTests {
    static func readme() throws -> String { try String(contentsOfFile: "\(root)/README.md", encoding: .utf8) }

    /// The fenced block that follows a heading.
    static func block(after heading: String, in text: String) throws -> [String] {
        let start = try #require(text.range(of: heading))
        let rest = text[start.upperBound...]
        let fence = try #require(rest.range(of: "```"))
        let open = try #require(rest[fence.upperBound...].firstIndex(of: "\n"))
        let body = rest[rest.index(after: open)...]
        let close = try #require(body.range(of: "```"))
        return body[..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func isShort() throws {
        let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 150, "README.md has \(lines) lines")
    }

    /// The two commands stay as they are: CI runs them (`.ci/run`).
    @Test func keepsTheTwoCommands() throws {
        let commands = try Self.block(after: "## Two commands", in: Self.readme())
        #expect(commands.contains { $0.hasPrefix("bin/setup && swift run sirisim ") })
        #expect(commands.contains { $0.hasPrefix("swift test ") })
        #expect(FileManager.default.isExecutableFile(atPath: "\(root)/bin/setup"))
    }

    /// The first five things, typed word for word on a fresh state, get the answers the README
    /// shows (a line of `…` stands for lines left out).
    @Test func firstFiveThingsAnswerAsShown() throws {
        let shown = try Self.block(after: "## The first five things to type", in: Self.readme())
        let typed = shown.filter { $0.hasPrefix("› ") }.map { String($0.dropFirst(2)) }
        #expect(typed.count >= 5)
        let folder = try temporaryFolder()
        let run = try sirisim(
            ["--plain", "--fresh", "--state", "\(folder)/s.sqlite"],
            stdin: Data((typed.joined(separator: "\n") + "\n").utf8), timeout: 120)
        #expect(run.status == 0, "\(run.stderr)")
        let said = run.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("> ") }
        var position = 0
        for line in shown
        where !line.hasPrefix("› ") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("…") && !line.isEmpty {
            let found = said[position...].firstIndex(of: line)
            #expect(
                found != nil, "the README shows “\(line)”, which the session did not say in that order:\n\(run.stdout)")
            if let found { position = found + 1 }
        }
    }

    /// Markdown links and paths in backquotes that name a file or folder of the repository
    /// must exist; no page may send the reader outside the repository.
    @Test func everyReferencedFileExists() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: "\(root)/docs").filter { $0.hasSuffix(".md") }
        let pages = ["README.md"] + docs.map { "docs/\($0)" }
        let roots = ["Sources/", "Apps/", "Transcripts/", "Benchmarks/", "Tests/", "docs/", "bin/", ".ci/"]
        var missing: [String] = []
        for page in pages {
            let text = try String(contentsOfFile: "\(root)/\(page)", encoding: .utf8)
            let folder = URL(fileURLWithPath: "\(root)/\(page)").deletingLastPathComponent().path
            #expect(!text.contains("../shared"), "\(page) names a file outside the repository")
            for link in Self.matches(#"\]\(([^)#:]+)\)"#, in: text) {
                let path = URL(fileURLWithPath: folder).appendingPathComponent(link).standardized.path
                if !FileManager.default.fileExists(atPath: path) { missing.append("\(page): (\(link))") }
            }
            for quoted in Self.matches(#"`([A-Za-z.][A-Za-z0-9_./-]*)`"#, in: text)
            where roots.contains(where: { quoted.hasPrefix($0) }) {
                let path = quoted.hasSuffix("*.phrases") ? String(quoted.dropLast("*.phrases".count)) : quoted
                if !FileManager.default.fileExists(atPath: "\(root)/\(path)") { missing.append("\(page): `\(quoted)`") }
            }
        }
        #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
