/// `:workflow [add NAME: …|NAME]`: run a multi-step shortcut in the background (add, delete).
struct WorkflowCommand: ColonCommand {
    let name = "workflow"
    let help = [
        CommandHelp(
            group: .talking, name: "workflow", usage: ":workflow [add NAME: …|NAME]",
            summary: "run a multi-step shortcut in the background (add, delete)")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        await conversation.workflowCommand(arguments)
    }
}
