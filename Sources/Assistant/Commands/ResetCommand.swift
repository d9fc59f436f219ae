/// `:reset`: forgets everything; the runtime reseeds the apps' data.
struct ResetCommand: ColonCommand {
    let name = "reset"
    let help = [
        CommandHelp(
            group: .session, name: "reset", usage: ":reset",
            summary: "forget everything: app data back to its seed, donations and vocabulary cleared")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.pending = nil
        conversation.memory.lastReadMessageIdentifiers = []
        do {
            try conversation.onReset()
            conversation.output(["Everything is back to the start."])
        } catch {
            conversation.output(["Could not reset: \(error)"])
        }
    }
}
