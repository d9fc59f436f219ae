/// `:in APP ACTION`: the user does something inside an app.
struct InCommand: ColonCommand {
    let name = "in"
    let help = [
        CommandHelp(
            group: .apps, name: "in", usage: ":in APP ACTION",
            summary: "do something inside an app (:in Tunes play \"Workout Mix\")")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output(conversation.inApp(arguments))
        conversation.log.reportDonations(conversation.siri)
    }
}
