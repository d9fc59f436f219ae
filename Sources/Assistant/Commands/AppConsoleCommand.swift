import IntentModel

/// An app's own console command (`:messages`, `:orders`), as its connection lists it:
/// a view of the app's data. Every app that answers the name is asked; when several
/// answer, each answer comes under its app's name.
struct AppConsoleCommand: ColonCommand {
    let name: String
    let help: [CommandHelp]

    init(_ command: ConsoleCommand) {
        name = command.name
        help = [CommandHelp(name: command.name, usage: ":\(command.name)", summary: command.summary)]
    }

    func run(_ arguments: String, in conversation: Conversation) async {
        Self.ask(name, arguments, in: conversation)
    }

    /// Asks every app for the command, listed or not; no answer is an unknown command.
    static func ask(_ name: String, _ arguments: String, in conversation: Conversation) {
        let answers = conversation.siri.apps.compactMap { app in
            app.connection.console(name, arguments: arguments).map { (app, $0) }
        }
        if answers.isEmpty {
            conversation.output(["Unknown command :\(name). Type :help for the list."])
        } else if answers.count == 1 {
            conversation.output(answers[0].1)
        } else {
            for (app, lines) in answers { conversation.output(["\(app.displayName):"] + lines.map { "  " + $0 }) }
        }
    }
}
