/// `:script [APP PHASE INTENT …]`: make an app answer a code, answer late or twice (:script clear APP).
struct ScriptCommand: ColonCommand {
    let name = "script"
    let help = [
        CommandHelp(
            group: .apps, name: "script", usage: ":script [APP PHASE INTENT …]",
            summary: "make an app answer a code, answer late or twice (:script clear APP)")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output(conversation.scriptCommand(arguments))
    }
}
