import Formats
import Foundation
import Store

/// `:donations [app]`: the interactions donated so far; `:donations delete …` deletes some.
struct DonationsCommand: ColonCommand {
    let name = "donations"
    let help = [
        CommandHelp(
            group: .apps, name: "donations", usage: ":donations [app]",
            summary: "the interactions donated so far (by Siri and by apps)"),
        CommandHelp(
            group: .apps, name: "donations delete", usage: ":donations delete …",
            summary: "delete donations: ID…, group G [APP] or all APP (INInteraction.delete)"),
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        if arguments.hasPrefix("delete") {
            let rest = String(arguments.dropFirst("delete".count)).trimmingCharacters(in: .whitespaces)
            conversation.output(conversation.deleteDonations(rest))
            return
        }
        let siri = conversation.siri
        let app = siri.apps.first { Answers.phrase($0.displayName) == Answers.phrase(arguments) }?.bundleIdentifier
        let donations: [DonationRecord]
        do { donations = try siri.store.donations(app: app) } catch {
            conversation.output(["Could not read the donations: \(error)"])
            return
        }
        if donations.isEmpty { conversation.output(["No donations yet."]) }
        for d in donations {
            let app = siri.app(d.app)?.displayName ?? d.app
            let group = d.groupIdentifier.map { "  group \($0)" } ?? ""
            let donor = d.donor == .app ? "  by the app" : ""
            let when = DateParsing.iso(d.date)
            let line = "\(d.identifier)  \(when)  \(app)  \(d.intentClass)  \(d.handlingStatus.rawValue)"
            conversation.output([line + group + donor])
        }
    }
}
