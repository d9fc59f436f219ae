/// `:donate APP INTENT [name=value …]`: donate an intent as the app's code would (INInteraction.donate).
struct DonateCommand: ColonCommand {
    let name = "donate"
    let help = [
        CommandHelp(
            group: .apps, name: "donate", usage: ":donate APP INTENT [name=value …]",
            summary: "donate an intent as the app's code would (INInteraction.donate)")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output(conversation.donateCommand(arguments))
    }
}
