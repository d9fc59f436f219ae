import AppLint
import ArgumentParser
import Assistant
import Foundation
import Runtime
import TerminalUI

struct Lint: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Check apps' plist files, definitions, strings and data, with line numbers; exit 1 with warnings, 2 on unreadable input.",
        discussion: """
            An app is a bundle folder, an Xcode project folder or .xcodeproj, or a folder searched for an app's \
            files; lint first says what it read from where (the target, the Info.plist, the definitions). Notes \
            (what loads but is worth knowing) do not change the exit status.
            """)

    @Argument(help: "Apps: bundle folders, Xcode project folders or .xcodeproj, or a folder of them (lint Apps).")
    var apps: [String]

    @Option(help: "The device's Contacts.json used when reading the examples back.")
    var contacts: String?

    @Option(help: "The device locale the apps are read in (default en-US).")
    var locale: String?

    @OptionGroup var project: ProjectOptions

    func run() async throws {
        ExitSignals.install()
        let report: LintReport
        let reading = AppReading(locale: locale, target: project.target, settings: project.values)
        var paths: [String] = []
        do {
            for app in try resolvedApps(apps) { paths += try AppFolder.apps(at: app) }
            report = try Linter.report(paths: paths, contactsPath: contacts, reading: reading)
        } catch let exit as ExitCode { throw exit } catch { throw fail("\(error)") }
        for (app, notes) in report.reading where !notes.isEmpty {
            StandardOutput.line(TerminalSafe.visible("\(app): read from"))
            for note in notes { StandardOutput.line(TerminalSafe.visible("  \(note)")) }
        }
        for finding in report.findings { StandardOutput.line(TerminalSafe.visible(finding.description)) }
        let warnings = report.warnings.count
        let notes = report.notes.count
        let summary =
            warnings == 0
            ? "lint: no findings in \(paths.count) app\(paths.count == 1 ? "" : "s")"
            : "lint: \(warnings) finding\(warnings == 1 ? "" : "s")"
        StandardOutput.line(summary + (notes == 0 ? "" : ", \(notes) note\(notes == 1 ? "" : "s")"))
        if warnings > 0 { throw ExitCode(1) }
    }
}
