/// `:suggestions`: the audio Siri would suggest, from donations apps can play.
struct SuggestionsCommand: ColonCommand {
    let name = "suggestions"
    let help = [
        CommandHelp(
            group: .apps, name: "suggestions", usage: ":suggestions",
            summary: "the audio Siri would suggest, from donations apps can play")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output(conversation.suggestions())
    }
}
