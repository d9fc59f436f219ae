import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Rides {
    typealias List = any INListRideOptionsIntentHandling

    /// "What rides are there to the airport?", "How far away is a Vroom?"
    static let listOptions = SpecBuilder.spec(
        .rides, INListRideOptionsIntent.self, List.self,
        parameters: IntentParameters(
            { INListRideOptionsIntent() },
            [
                place(
                    "pickupLocation", \.pickupLocation, prompt: "Where should it pick you up?",
                    resolve: { h, i, c in h.resolvePickupLocation(for: i, with: c) }),
                place(
                    "dropOffLocation", \.dropOffLocation, prompt: "Where do you want to go?",
                    resolve: { h, i, c in h.resolveDropOffLocation(for: i, with: c) }),
            ], schema: ["dropOffLocation", "pickupLocation"]),
        judgesOtherDomains: false,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, _, context in
                switch INListRideOptionsIntentResponseCode(rawValue: response.code) {
                case .success?, .inProgress?, .ready?:
                    let options = (response.response as? INListRideOptionsIntentResponse)?.rideOptions ?? []
                    guard !options.isEmpty else { return ["\(context.app) has no rides available right now."] }
                    let kinds = options.count == 1 ? "one kind of ride" : "\(options.count) kinds of ride"
                    return ["\(context.app) has \(kinds):"]
                        + options.map { option in
                            "  \(option.name)"
                                + (arrival(option.estimatedPickupDate, now: context.now).map { ", \($0)" } ?? "")
                                + (option.fare.map { ", \($0)" } ?? "")
                                + (option.maximumPartySize.map { ", up to \($0) riders" } ?? "")
                        }
                default: return [Failure.sentence(app: context.app, response: response)]
                }
            }),
        build: { reading, _ in
            INListRideOptionsIntent(
                pickupLocation: placemark(reading, "pickupLocation") ?? currentLocation,
                dropOffLocation: placemark(reading, "dropOffLocation"))
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        fields: { r in r.rideOptions.map { [("rideOptions", .array($0.map(json)))] } ?? [] },
        readOut: { r in r.rideOptions?.map { $0.identifier ?? $0.name } })
}
