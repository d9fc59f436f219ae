import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Store
import SystemIntents

/// What Siri knows beyond the words when a spec builds an intent: the people a name could
/// mean, the responses it donated, the messages it read out for the user, the clock.
struct BuildContext: IntentBuildContext {
    let siri: Siri
    let memory: SessionMemory

    var now: Date { siri.clock.now }

    func person(_ fill: SlotFill) -> INPerson {
        siri.person(for: fill)
    }

    var lastReadMessageIdentifiers: [String] { memory.lastReadMessageIdentifiers }

    func newestDonatedResponse<T>(app: String, intentClass: String, _ read: (NodeReader) throws -> T?) throws -> T? {
        for donation in try siri.store.donations(app: app).reversed() where donation.intentClass == intentClass {
            guard let response = try DonationReader.response(of: donation) else { continue }
            if let found = try read(response) { return found }
        }
        return nil
    }
}
