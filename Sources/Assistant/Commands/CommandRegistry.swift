import Foundation

/// Every built-in colon command, in the order `:help` lists them: the one list that
/// `:help`, Tab completion and dispatch read, in every front end. A new command is a new
/// file with its type, and one line here.
public enum CommandRegistry {
    public static let commands: [any ColonCommand] = [
        HelpCommand(), AppsCommand(), GuideCommand(), WhyCommand(), VocabCommand(), DonationsCommand(),
        SpotlightCommand(), SuggestionsCommand(), InCommand(), ShortcutsCommand(), DonateCommand(),
        RelevantCommand(), LocationCommand(), WorkflowCommand(), LockCommand(), UnlockCommand(),
        ContactsAccessCommand(), ScriptCommand(), TimeCommand(), WaitCommand(), ResetCommand(),
        SaveCommand(), QuitCommand(),
    ]

    /// The built-in commands' lines of `:help`, subcommands after their command.
    public static var help: [CommandHelp] { commands.flatMap(\.help) }

    /// The built-in commands, then each app's own console commands (`:messages`) whose
    /// name no command before it has.
    public static func commands(for siri: Siri) -> [any ColonCommand] {
        var all = commands
        var seen = Set(help.map(\.name))
        for app in siri.apps {
            for command in app.connection.consoleCommands where seen.insert(command.name).inserted {
                all.append(AppConsoleCommand(command))
            }
        }
        return all
    }

    /// The built-in command with this name (lowercase, without the colon).
    public static func command(named name: String) -> (any ColonCommand)? {
        commands.first { $0.name == name }
    }

    /// The command a front end runs itself on this typed line (`:save FILE`, `:quit`).
    public static func sessionCommand(for line: String) -> (any SessionCommand)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        for case let command as any SessionCommand in commands where command.accepts(trimmed) { return command }
        return nil
    }

    /// `:vocab set Chatter …` as its command's name, lowercased, and its arguments.
    static func split(_ line: String) -> (name: String, arguments: String) {
        let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
        let name = String(body.prefix { !$0.isWhitespace }).lowercased()
        return (name, body.dropFirst(name.count).trimmingCharacters(in: .whitespaces))
    }
}
