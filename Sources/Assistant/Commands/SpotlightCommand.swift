/// `:spotlight [words]`: search the Spotlight index apps built, with the offer to play.
struct SpotlightCommand: ColonCommand {
    let name = "spotlight"
    let help = [
        CommandHelp(
            group: .apps, name: "spotlight", usage: ":spotlight [words]",
            summary: "search the Spotlight index apps built, with the offer to play")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output(conversation.spotlight(arguments))
    }
}
