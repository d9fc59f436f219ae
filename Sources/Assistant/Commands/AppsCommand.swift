/// `:apps`: the installed apps, their other names and the intents they handle.
struct AppsCommand: ColonCommand {
    let name = "apps"
    let help = [
        CommandHelp(
            group: .apps, name: "apps", usage: ":apps",
            summary: "the installed apps, their names and the intents they handle")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        for app in conversation.siri.apps {
            let alternatives = app.bundle.alternativeNames.map(\.name)
            let also = alternatives.isEmpty ? "" : ", also “\(alternatives.joined(separator: "”, “"))”"
            let intents = app.bundle.supportedIntents
            conversation.output([
                "\(app.displayName) (\(app.bundleIdentifier))" + also,
                intents.isEmpty
                    ? "  handles no intents (neither its Info.plist nor an Intents extension lists any)"
                    : "  handles: \(intents.joined(separator: ", "))",
            ])
        }
    }
}
