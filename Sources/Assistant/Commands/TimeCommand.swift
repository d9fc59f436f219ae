import Formats

/// `:time`: the device clock.
struct TimeCommand: ColonCommand {
    let name = "time"
    let help = [
        CommandHelp(
            group: .device, name: "time", usage: ":time",
            summary: "the device clock")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output([DateParsing.iso(conversation.siri.clock.now)])
    }
}
