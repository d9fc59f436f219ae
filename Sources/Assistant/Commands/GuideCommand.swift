/// `:guide [app]`: what you can say, each app's sample phrases.
struct GuideCommand: ColonCommand {
    let name = "guide"
    let help = [
        CommandHelp(
            group: .talking, name: "guide", usage: ":guide [app]",
            summary: "what you can say: each app's sample phrases")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        for app in conversation.siri.apps
        where arguments.isEmpty || Answers.phrase(app.displayName) == Answers.phrase(arguments) {
            conversation.output(["\(app.displayName):"])
            if app.bundle.vocabulary.intentPhrases.isEmpty {
                let none = "  (no sample phrases: its custom intents run by voice shortcuts, :shortcuts add)"
                conversation.output([none])
            }
            for phrase in app.bundle.vocabulary.intentPhrases {
                conversation.output(phrase.examples.prefix(4).map { "  “\($0)”" })
            }
        }
    }
}
