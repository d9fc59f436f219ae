/// `:shortcuts`: donated shortcuts and voice phrases; `add`, `edit`, `delete`, `forget`.
struct ShortcutsCommand: ColonCommand {
    let name = "shortcuts"
    let help = [
        CommandHelp(
            group: .talking, name: "shortcuts", usage: ":shortcuts [add|edit|delete|forget …]",
            summary: "donated shortcuts and voice phrases "
                + "(add \"PHRASE\" ID or [APP] INTENT name=value …, edit, delete)")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output(conversation.shortcutsCommand(arguments))
    }
}
