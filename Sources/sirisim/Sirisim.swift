import ArgumentParser
import Assistant
import Formats
import Foundation
import IntentModel
import Runtime
import TerminalUI
import Transcript

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
        version: version,
        subcommands: commands,
        defaultSubcommand: Interactive.self)

    /// The release, printed by `sirisim --version`.
    static let version = "1.0.0"

    static let commands: [ParsableCommand.Type] = [
        Interactive.self, Replay.self, Record.self, Parse.self, Lint.self, Demo.self, Eval.self,
    ]

    /// The session takes no arguments, so a first word that names no command is a misspelt
    /// one: it is told so, with the nearest command, instead of as an argument the session
    /// does not take.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let names = commands.map { $0._commandName } + ["help"]
        if let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) {
            let listed = names.dropLast().joined(separator: ", ")
            StandardOutput.error(
                "sirisim: “\(TerminalSafe.visible(first))” is not a command"
                    + NameSuggestion.hint(for: first, among: names)
                    + "; the commands are \(listed) (sirisim --help says more)")
            Glibc.exit(64)
        }
        await main(nil)
    }
}

/// How Xcode projects among the apps are read: which target, and settings sirisim cannot know.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The app target of Xcode projects given with --app (default: each project's iOS app).")
    var target: String?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "A build setting of Xcode projects that sirisim cannot know (repeatable).", valueName: "VAR=VALUE"))
    var settings: [String] = []

    mutating func validate() throws {
        for setting in settings where TranscriptFile.setting(setting) == nil {
            throw ValidationError("--set \(setting): write NAME=VALUE, such as --set APP_VERSION_STRING=2.0")
        }
    }

    /// The settings by name (a later --set of a name wins).
    var values: [String: String] {
        var out: [String: String] = [:]
        for setting in settings { if let (name, value) = TranscriptFile.setting(setting) { out[name] = value } }
        return out
    }
}

/// Options every command that boots a device shares.
struct DeviceOptions: ParsableArguments {
    @OptionGroup var project: ProjectOptions

    @Option(
        name: .customLong("app"),
        help:
            "An app: a bundle folder, an Xcode project folder or .xcodeproj (repeatable; default: the bundled sample apps)."
    )
    var apps: [String] = []

    @Option(help: "The device's Contacts.json (default: the bundled one).")
    var contacts: String?

    @Option(
        help: "The state file (default: $XDG_DATA_HOME/sirisim/state.sqlite, else ~/.local/share/sirisim/state.sqlite)."
    )
    var state: String?

    @Flag(help: "Start from a fresh state: delete the state file first (only a state file sirisim made).")
    var fresh = false

    @Option(
        help:
            "The device locale, which picks each localized file's .lproj: exact, then language, then the development region, then Base (default en-US)."
    )
    var locale: String?

    @Option(help: "Seconds a handler has to call its completion handler (0.001 to 3600).")
    var handlerTimeout: Double = SimulatorDefaults.handlerTimeoutSeconds

    @Option(
        help:
            "The device's iOS version (10 to 30): on 14 and later an app that supports multiple scenes handles the intents it lists itself."
    )
    var ios: Int = SimulatorDefaults.iosVersion

    @Option(
        help: ArgumentHelp(
            "The full screen's colours: standard, or contrast for projectors (NO_COLOR still turns colour off).",
            valueName: "standard|contrast"))
    var theme = "standard"

    /// The theme named by --theme, once validate() has checked it.
    var screenTheme: Theme { Theme(rawValue: theme) ?? .standard }

    mutating func validate() throws {
        if let problem = IOSVersion.problem(String(ios)) { throw ValidationError("--ios \(ios): \(problem)") }
        if let state, state.hasSuffix("/") {
            throw ValidationError(
                "--state \(state): names a folder; --state takes a file, such as \(state)state.sqlite")
        }
        if Theme(rawValue: theme) == nil {
            throw ValidationError(
                "--theme \(theme): choose standard or contrast"
                    + NameSuggestion.hint(for: theme, among: Theme.allCases.map(\.rawValue)))
        }
        apps = try resolvedApps(apps)
    }

    var appPaths: [String] { apps.map { Paths.absolute($0) } }
    var contactsPath: String? { contacts.map { Paths.absolute($0) } }
    var statePath: String { state.map { Paths.absolute($0) } ?? Self.defaultStatePath() }

    /// `$XDG_DATA_HOME/sirisim/state.sqlite` (an absolute XDG_DATA_HOME only, as the XDG
    /// specification says), else `$HOME/.local/share/sirisim/state.sqlite`.
    static func defaultStatePath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? Paths.join(Paths.home, ".local/share")
        return Paths.join(base, "sirisim/state.sqlite")
    }

    /// The handler timeout as a duration, once it is known to be a sensible number.
    func timeout() throws -> Duration {
        .milliseconds(Int(try NumberOption.check(handlerTimeout, "--handler-timeout", in: 0.001...3600) * 1000))
    }
}

/// Numbers given on the command line: finite and in range, or the command stops with a
/// message naming the option and the range.
enum NumberOption {
    static func check(_ value: Double, _ option: String, in range: ClosedRange<Double>) throws -> Double {
        guard value.isFinite, range.contains(value) else {
            throw fail(
                "\(option) \(value): must be a number from \(format(range.lowerBound)) to \(format(range.upperBound))")
        }
        return value
    }

    static func format(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
}

/// Bad input ends the command with exit code 2 and a message naming file, line and key;
/// text from files is shown with control characters neutralised.
func fail(_ message: String) -> ExitCode {
    StandardOutput.error("sirisim: " + TerminalSafe.visible(message))
    return ExitCode(2)
}

/// Writes to stdout, checked: a closed pipe (`sirisim parse | head -1`) ends the command
/// quietly, any other failure (a full disk) with a message. Commands that print their
/// results write them all through here, unbuffered, so nothing is reordered.
enum StandardOutput {
    static func line(_ text: String) {
        if let code = write(text + "\n", to: STDOUT_FILENO) {
            if code == EPIPE { exit(141) }
            error("sirisim: cannot write the output: \(String(cString: strerror(code)))")
            exit(2)
        }
    }

    /// A line on stderr; if even that fails, there is no one left to tell.
    static func error(_ text: String) {
        _ = write(text + "\n", to: STDERR_FILENO)
    }

    /// Writes every byte; returns the error number of a failure.
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, $0.count - done) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            done += count
        }
        return nil
    }
}

/// Every `--app` of a command as a path: a path that exists, or a bundled app's name; another
/// name ends the command with exit 2 and, when one is near, "did you mean".
func resolvedApps(_ arguments: [String]) throws -> [String] {
    do { return try arguments.map { argument throws(BootError) in try AppArgument.resolve(argument) } } catch {
        throw fail("\(error)")
    }
}
