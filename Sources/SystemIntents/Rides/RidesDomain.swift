import Formats
import Foundation
import IntentModel
import PhraseMatcher

/// Ride booking: request a ride, list the rides on offer, ask where the ride is, cancel it.
/// The ride option's name comes from the app's global vocabulary
/// (`INRequestRideIntent.rideOptionName`, the seed's "Vroom"); places are taken from their
/// place in the sentence ("to the airport"), the pickup being where the user is when none is
/// said, as Siri fills it from the device's location.
public enum Rides: SystemDomain {
    /// Request, list and status arrived with SiriKit (iOS 10); cancelling a ride with iOS 11.
    public static var specs: [IntentSpec] { [request, listOptions, getStatus, cancel.available(fromiOS: 11)] }

    /// Where a ride starts when the user names no place.
    static let currentLocation = CLPlacemark(name: "your current location")

    static func placemark(_ reading: IntentReading, _ parameter: String) -> CLPlacemark? {
        reading.fills(parameter).first.map { CLPlacemark(name: $0.text) }
    }

    static func json(_ place: CLPlacemark) -> JSON {
        .object(dropping: [
            ("name", .string(place.name)), ("latitude", place.latitude.map(JSON.double)),
            ("longitude", place.longitude.map(JSON.double)),
        ])
    }

    static func json(_ option: INRideOption) -> JSON {
        .object(dropping: [
            ("name", .string(option.name)), ("identifier", option.identifier.map(JSON.string)),
            ("estimatedPickupDate", option.estimatedPickupDate.map { .string(DateParsing.iso($0)) }),
            ("fare", option.fare.map(JSON.string)), ("maximumPartySize", option.maximumPartySize.map { .int($0) }),
        ])
    }

    static func json(_ status: INRideStatus) -> JSON {
        .object(dropping: [
            ("rideIdentifier", .string(status.rideIdentifier)), ("phase", .string(status.phase.rawValue)),
            ("rideOption", status.rideOption.map(json)), ("pickupLocation", status.pickupLocation.map(json)),
            ("dropOffLocation", status.dropOffLocation.map(json)),
            ("estimatedPickupDate", status.estimatedPickupDate.map { .string(DateParsing.iso($0)) }),
        ])
    }

    /// A place, which Siri hears by its name in the sentence.
    static func place<I: INIntent, H>(
        _ name: String, _ keyPath: WritableKeyPath<I, CLPlacemark?> & Sendable, prompt: String,
        resolve: @escaping @Sendable (H, I, @escaping Completion<INPlacemarkResolutionResult>) -> Void
    ) -> IntentParameter<I, H> {
        .single(name, keyPath, placeCodec, spoken: .title([]), resolvedAs: .name, prompt: prompt, resolve: resolve)
    }

    /// A place's values, trace JSON and reading.
    static var placeCodec: ValueCodec<CLPlacemark?, CLPlacemark> {
        ValueCodec(
            values: { $0.map { [.placemark($0)] } ?? [] },
            update: { values, _ in values.first.flatMap(\.placemark) },
            wrap: ParameterValue.placemark, json: { $0.map(json) },
            read: { r throws(FormatError) in try restorePlace(r) })
    }

    static func restorePlace(_ reader: NodeReader) throws(FormatError) -> CLPlacemark? {
        guard reader.exists else { return nil }
        return CLPlacemark(
            name: try reader["name"].string(),
            latitude: reader["latitude"].exists ? try reader["latitude"].double() : nil,
            longitude: reader["longitude"].exists ? try reader["longitude"].double() : nil)
    }

    /// "in 4 minutes", from the device's clock.
    static func arrival(_ date: Date?, now: Date) -> String? {
        guard let date else { return nil }
        let minutes = max(1, Int((date.timeIntervalSince(now) / 60).rounded()))
        return "in \(minutes) minute\(minutes == 1 ? "" : "s")"
    }

    /// What Siri says of a ride: "Your Vroom to the airport is on its way, arriving in 4 minutes."
    static func describe(_ status: INRideStatus, now: Date) -> String {
        let what = status.rideOption.map { "Your \($0.name)" } ?? "Your ride"
        let to = status.dropOffLocation.map { " to \($0.name)" } ?? ""
        let eta = arrival(status.estimatedPickupDate, now: now).map { ", arriving \($0)" } ?? ""
        switch status.phase {
        case .received, .confirmed, .unknown: return "\(what)\(to) is confirmed\(eta)."
        case .approachingPickup: return "\(what)\(to) is on its way\(eta)."
        case .pickup: return "\(what)\(to) is here."
        case .ongoing: return "\(what)\(to) is under way."
        case .completed: return "\(what)\(to) is over."
        }
    }
}
