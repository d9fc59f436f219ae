/// `:lock`: locks the device.
struct LockCommand: ColonCommand {
    let name = "lock"
    let help = [
        CommandHelp(
            group: .device, name: "lock", usage: ":lock",
            summary: "lock the device (:unlock unlocks it)")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.siri.setLocked(true)
        conversation.output(["The device is locked."])
    }
}

/// `:unlock`: unlocks the device.
struct UnlockCommand: ColonCommand {
    let name = "unlock"
    let help = [CommandHelp(group: .device, name: "unlock", usage: ":unlock", summary: "unlock the device")]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.siri.setLocked(false)
        conversation.output(["The device is unlocked."])
    }
}
