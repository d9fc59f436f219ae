import ArgumentParser
import Transcript
import Foundation

@main
struct Sirisim: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sirisim",
        abstract: "A SiriKit simulator for the terminal.",
        discussion: """
            Type what you would say to Siri. sirisim matches it to a SiriKit intent with each app's \
            AppIntentVocabulary.plist, runs resolve → confirm → handle against the app's handlers, \
            and shows every step.
            """,
        subcommands: [Interactive.self, Replay.self, Record.self, Parse.self, Lint.self, Demo.self],
        defaultSubcommand: Interactive.self)
}

/// Options every command that boots a device shares.
struct DeviceOptions: ParsableArguments {
    @Option(name: .customLong("app"), help: "An app bundle folder (repeatable; default: the bundled sample apps).")
    var apps: [String] = []

    @Option(help: "The device's Contacts.json (default: the bundled one).")
    var contacts: String?

    @Option(help: "The state file (default: $XDG_DATA_HOME/sirisim/state.sqlite).")
    var state: String?

    @Flag(help: "Start from a fresh state: delete the state file first.")
    var fresh = false

    @Option(help: "Read <locale>.lproj vocabulary before Base.lproj (e.g. en, es).")
    var locale: String?

    @Option(help: "Seconds a handler has to call its completion handler.")
    var handlerTimeout: Double = 10

    @Option(help: "The device's iOS version (10 to 30): on 14 and later an app that supports multiple scenes handles the intents it lists itself.")
    var ios: Int = IOSVersion.standard

    mutating func validate() throws {
        if let problem = IOSVersion.problem(String(ios)) { throw ValidationError("--ios \(ios): \(problem)") }
    }

    var defaultStatePath: String {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/share")
        return (base as NSString).appendingPathComponent("sirisim/state.sqlite")
    }
}

/// Bad input ends the command with exit code 2 and a message naming file, line and key.
struct UnusableInput: Error, CustomStringConvertible {
    var description: String
}

func fail(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data(("sirisim: " + message + "\n").utf8))
    return ExitCode(2)
}
