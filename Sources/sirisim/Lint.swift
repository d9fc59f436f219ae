import ArgumentParser
import Assistant
import Foundation
import Runtime
import TerminalUI

struct Lint: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check app bundles' plist files and data, with line numbers; exit 1 with findings, 2 on unreadable input.")

    @Argument(help: "App bundle folders.")
    var apps: [String]

    @Option(help: "The device's Contacts.json used when reading the examples back.")
    var contacts: String?

    func run() async throws {
        ExitSignals.install()
        let findings: [LintFinding]
        do { findings = try Linter.lint(paths: apps, contactsPath: contacts) } catch { throw fail("\(error)") }
        for finding in findings { StandardOutput.line(TerminalSafe.visible(finding.description)) }
        StandardOutput.line(findings.isEmpty ? "lint: no findings in \(apps.count) app\(apps.count == 1 ? "" : "s")"
                            : "lint: \(findings.count) finding\(findings.count == 1 ? "" : "s")")
        if !findings.isEmpty { throw ExitCode(1) }
    }
}
