import Formats
import Foundation
import IntentModel

/// Where the simulated device is: coordinates, a named place of the user's routine, or both.
public struct DeviceLocation: Sendable, Hashable, CustomStringConvertible {
    public var latitude: Double?
    public var longitude: Double?
    /// A place of the user's routine: home, work, school or gym.
    public var place: INDailyRoutineSituation?

    /// "37.33,-122.03", "37.33,-122.03 work", "home".
    public static func parse(_ text: String) -> DeviceLocation? {
        let words = text.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        var location = DeviceLocation()
        for word in words {
            if let place = INDailyRoutineSituation(rawValue: word.lowercased()),
                [.home, .work, .school, .gym].contains(place)
            {
                location.place = place
            } else {
                let parts = word.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
                guard parts.count == 2, let lat = parts[0], let lon = parts[1], (-90...90).contains(lat),
                    (-180...180).contains(lon)
                else { return nil }
                location.latitude = lat
                location.longitude = lon
            }
        }
        return location
    }

    public var description: String {
        var parts: [String] = []
        if let latitude, let longitude { parts.append(String(format: "%.4f,%.4f", latitude, longitude)) }
        // "at home", "at work", "at school", "at the gym".
        if let place { parts.append(place == .gym ? "the gym" : place.rawValue) }
        return parts.isEmpty ? "nowhere in particular" : parts.joined(separator: " ")
    }

    /// Metres to a point (haversine), nil without coordinates.
    func distance(latitude: Double, longitude: Double) -> Double? {
        guard let lat1 = self.latitude, let lon1 = self.longitude else { return nil }
        let r = 6_371_000.0
        let d = Double.pi / 180
        let dLat = (latitude - lat1) * d
        let dLon = (longitude - lon1) * d
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * d) * cos(latitude * d) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * r * asin(min(1, sqrt(a)))
    }
}

/// Which relevant shortcuts are relevant now: every provider of a shortcut must hold (a
/// date window, a part of the day, a place), at the device clock's time (UTC) and place.
enum Relevance {
    /// Mornings run from 5:00 to noon, evenings from 17:00 to 22:00.
    static func holds(_ provider: INRelevanceProvider, now: Date, location: DeviceLocation) -> Bool {
        switch provider {
        case .date(let start, let end):
            return now >= start && end.map { now <= $0 } ?? true
        case .dailyRoutine(let situation):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let hour = calendar.component(.hour, from: now)
            switch situation {
            case .morning: return (5..<12).contains(hour)
            case .evening: return (17..<22).contains(hour)
            case .home, .work, .school, .gym: return location.place == situation
            }
        case .location(let latitude, let longitude, let radius, _):
            return location.distance(latitude: latitude, longitude: longitude).map { $0 <= radius } ?? false
        }
    }

    static func describe(_ provider: INRelevanceProvider) -> String {
        switch provider {
        case .date(let start, let end):
            "from \(DateParsing.iso(start))" + (end.map { " to \(DateParsing.iso($0))" } ?? "")
        case .dailyRoutine(let situation):
            [.morning, .evening].contains(situation) ? "in the \(situation.rawValue)" : "at \(situation.rawValue)"
        case .location(_, _, let radius, let name): "within \(Int(radius)) m of \(name ?? "a place")"
        }
    }
}
