/// `:why`: why the last request matched what it matched.
struct WhyCommand: ColonCommand {
    let name = "why"
    let help = [
        CommandHelp(
            group: .talking, name: "why", usage: ":why",
            summary: "why the last request matched what it matched")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output(conversation.explain())
    }
}
