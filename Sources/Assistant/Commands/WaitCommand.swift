import Formats

/// `:wait 90s`: moves the device clock on.
struct WaitCommand: ColonCommand {
    let name = "wait"
    let help = [
        CommandHelp(
            group: .device, name: "wait", usage: ":wait 90s|5m|2h|1d",
            summary: "move the device clock on")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        let clock = conversation.siri.clock
        guard let interval = Conversation.duration(arguments) else {
            conversation.output(["Usage: :wait 90s (s, m, h or d)"])
            return
        }
        // The store keeps dates up to 9999 only: a clock past it would write what it cannot read.
        let moved = clock.now.addingTimeInterval(interval)
        guard DateParsing.range.contains(moved) else {
            conversation.output([
                "The clock cannot go past \(DateParsing.iso(DateParsing.latest)): "
                    + "sirisim keeps dates \(DateParsing.rangeDescription)."
            ])
            return
        }
        clock.set(moved)
        conversation.output(["The time is now \(DateParsing.iso(clock.now))."])
    }
}
