import Foundation
import Formats
import IntentModel
import PhraseMatcher
import Store
import SystemIntents

/// What Siri knows beyond the words when a spec builds an intent: the people a name could
/// mean, the last messages it sent and read out for the user, the clock.
struct BuildContext: IntentBuildContext {
    let siri: Siri
    let memory: SessionMemory

    var now: Date { siri.clock.now }

    func person(_ fill: SlotFill) -> INPerson {
        siri.person(for: fill)
    }

    var lastReadMessageIdentifiers: [String] { memory.lastReadMessageIdentifiers }

    /// The messages of the app's most recent donated `INSendMessageIntent` response
    /// (`sentMessages`): "my last message" is the last one Siri sent for that app.
    func lastSentMessageIdentifiers(app: String) throws -> [String]? {
        for donation in try siri.store.donations(app: app).reversed() where donation.intentClass == INSendMessageIntent.className {
            guard let response = try DonationReader.response(of: donation) else { continue }
            let ids = try response["sentMessages"].optionalArray().map { try $0["identifier"].string() }
            if !ids.isEmpty { return ids }
        }
        return nil
    }
}
