/// `:location [LAT,LON] [home|work|…]`: where the device is.
struct LocationCommand: ColonCommand {
    let name = "location"
    let help = [
        CommandHelp(
            group: .device, name: "location", usage: ":location [LAT,LON] [home|work|…]",
            summary: "where the device is")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output(conversation.locationCommand(arguments))
    }
}
