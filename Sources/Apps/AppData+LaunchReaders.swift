import Formats
import Foundation
import IntentModel

// Data.json's `launch` parts read into the system's types: user activities and the
// providers of relevant shortcuts.
extension AppData {
    static func userActivity(_ entry: NodeReader) throws(FormatError) -> UserActivity {
        try entry.rejectUnknownKeys([
            "activityType", "title", "userInfo", "suggestedInvocationPhrase", "persistentIdentifier",
            "eligibleForPrediction",
        ])
        var info: [String: String] = [:]
        for key in try entry["userInfo"].keys() { info[key] = try entry["userInfo"][key].string() }
        return UserActivity(
            activityType: try entry["activityType"].string(), userInfo: info,
            title: try entry["title"].optionalString(),
            isEligibleForPrediction: try entry["eligibleForPrediction"].optionalBool() ?? true,
            suggestedInvocationPhrase: try entry["suggestedInvocationPhrase"].optionalString(),
            persistentIdentifier: try entry["persistentIdentifier"].optionalString())
    }

    static func relevanceProvider(_ entry: NodeReader) throws(FormatError) -> INRelevanceProvider {
        try entry.rejectUnknownKeys(["date", "dailyRoutine", "location"])
        if entry["date"].exists {
            try entry["date"].rejectUnknownKeys(["start", "end"])
            return .date(start: try entry["date"]["start"].date(), end: try entry["date"]["end"].optionalDate())
        }
        if let name = try entry["dailyRoutine"].optionalString() {
            guard let situation = INDailyRoutineSituation(rawValue: name) else {
                throw entry["dailyRoutine"].error(
                    "\"\(name)\" is not a daily routine situation (\(INDailyRoutineSituation.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            return .dailyRoutine(situation)
        }
        if entry["location"].exists {
            let l = entry["location"]
            try l.rejectUnknownKeys(["latitude", "longitude", "radius", "name"])
            let latitude = try l["latitude"].double()
            let longitude = try l["longitude"].double()
            let radius = try l["radius"].double()
            guard (-90...90).contains(latitude) else { throw l["latitude"].error("must be between -90 and 90") }
            guard (-180...180).contains(longitude) else { throw l["longitude"].error("must be between -180 and 180") }
            guard radius > 0, radius <= 100_000 else { throw l["radius"].error("must be between 0 and 100,000 metres") }
            return .location(
                latitude: latitude, longitude: longitude, radius: radius, name: try l["name"].optionalString())
        }
        throw entry.error("a provider is a date, a dailyRoutine or a location")
    }
}
