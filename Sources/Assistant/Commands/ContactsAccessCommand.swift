/// `:contacts-access on|off`: whether Siri may read the device's Contacts.
struct ContactsAccessCommand: ColonCommand {
    let name = "contacts-access"
    let help = [
        CommandHelp(
            group: .device, name: "contacts-access", usage: ":contacts-access on|off",
            summary: "let Siri read the device's Contacts, or not")
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        let siri = conversation.siri
        switch arguments.lowercased() {
        case "on": siri.setContactsAccess(true)
        case "off": siri.setContactsAccess(false)
        case "": break
        default:
            conversation.output(["Usage: :contacts-access on|off"])
            return
        }
        conversation.output([
            siri.hasContactsAccess
                ? "Siri may read your Contacts."
                : "Siri may not read your Contacts: people reach apps with no siriMatches."
        ])
    }
}
