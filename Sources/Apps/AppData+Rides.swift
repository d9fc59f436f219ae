import Formats
import Foundation
import IntentModel
import Store

/// A ride-booking app's `rideOptions`: the kinds of ride it offers.
///
///     "rideOptions": [{"identifier": "vroom", "name": "Vroom", "seats": 4, "minutesAway": 4, "fare": "$12–15"}]
extension AppData {
    static let rideOptionKeys = ["identifier", "name", "seats", "minutesAway", "fare"]
    static let seatsRange = 1...60
    static let minutesAwayRange = 0...600

    static func readRideOptions(_ root: NodeReader, app: String, into seed: inout AppStore.Seed) throws(FormatError) {
        var lines: [String: Int] = [:]
        for (position, entry) in try root["rideOptions"].optionalArray().enumerated() {
            try entry.rejectUnknownKeys(rideOptionKeys)
            let id = try entry["identifier"].string()
            if let first = lines[id] {
                throw entry["identifier"].error("\"\(id)\" is used twice (first on line \(first))")
            }
            lines[id] = entry.line
            seed.rideOptions.append(
                RideOptionRecord(
                    app: app, identifier: id, name: try entry["name"].string(),
                    seats: try entry["seats"].optionalInt(in: seatsRange) ?? 4,
                    minutesAway: try entry["minutesAway"].optionalInt(in: minutesAwayRange) ?? 5,
                    fare: try entry["fare"].optionalString(), position: position))
        }
    }
}
