import Formats
import Foundation
import IntentModel
import Store
import SystemIntents

/// A donation the system took, reported to the conversation as a `donate` event.
struct DonationNotice: Sendable {
    var app: String
    var intent: String
    var identifier: String
    var groupIdentifier: String?
    var donor: DonationRecord.Donor
}

/// The INInteraction donation service as one app sees it: what the app donates and
/// deletes reaches the system's store, where App Selection and suggestions read it.
struct InteractionDonations: INInteractionDonating {
    let siri: Siri
    let app: String

    func donate(_ interaction: INInteraction) throws {
        var interaction = interaction
        let className = interaction.intentClassName
        // An intent the app fills by its parameters' names is made as its class reads them.
        if let configured = interaction.intent as? INConfiguredIntent {
            guard let installed = siri.app(app) else { throw ConfigurationError("\(app) is not installed") }
            interaction.intent = try siri.configuredIntent(
                className, app: installed, values: configured.values.map { ($0.name, $0.text) })
        }
        let spec = siri.spec(className, app: app)
        let intentJSON = spec?.handling?.describe(interaction.intent) ?? .object([])
        let responseJSON: JSON? = interaction.response.map { .object([("code", .string(Self.code(of: $0)))]) }
        try siri.recordDonation(
            DonationRecord(
                identifier: interaction.identifier, app: app, intentClass: className,
                groupIdentifier: interaction.groupIdentifier,
                date: interaction.dateInterval.start, handlingStatus: interaction.intentHandlingStatus,
                intentJSON: intentJSON.serialized(), responseJSON: responseJSON?.serialized(), donor: .app,
                suggestedInvocationPhrase: interaction.suggestedInvocationPhrase))
    }

    func deleteInteractions(withIdentifiers identifiers: [String]) throws {
        try siri.store.deleteDonations(app: app, identifiers: identifiers)
        siri.donationsChanged()
    }

    func deleteInteractions(withGroupIdentifier groupIdentifier: String) throws {
        try siri.store.deleteDonations(app: app, groupIdentifier: groupIdentifier)
        siri.donationsChanged()
    }

    func deleteAllInteractions() throws {
        try siri.store.deleteAllDonations(app: app)
        siri.donationsChanged()
    }

    static func code(of response: any INIntentResponse) -> String {
        response.code.caseName
    }
}
