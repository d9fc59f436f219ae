/// `:relevant`: the relevant shortcuts that hold now, here.
struct RelevantCommand: ColonCommand {
    let name = "relevant"
    let help = [
        CommandHelp(
            group: .talking, name: "relevant", usage: ":relevant",
            summary: "the relevant shortcuts that hold now, here")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output(conversation.relevantCommand())
    }
}
