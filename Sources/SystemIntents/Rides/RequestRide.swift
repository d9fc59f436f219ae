import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Rides {
    typealias Request = any INRequestRideIntentHandling

    /// "Get me a Vroom to the airport", "Book a ride for three people".
    static let request = SpecBuilder.spec(
        .rides, INRequestRideIntent.self, Request.self,
        parameters: IntentParameters(
            { INRequestRideIntent() },
            [
                place(
                    "pickupLocation", \.pickupLocation, prompt: "Where should it pick you up?",
                    resolve: { h, i, c in h.resolvePickupLocation(for: i, with: c) }),
                place(
                    "dropOffLocation", \.dropOffLocation, prompt: "Where do you want to go?",
                    resolve: { h, i, c in h.resolveDropOffLocation(for: i, with: c) }),
                .single(
                    "rideOptionName", \.rideOptionName, .speakable, spoken: .title([]), resolvedAs: .name,
                    prompt: "Which kind of ride?", resolve: { h, i, c in h.resolveRideOptionName(for: i, with: c) }),
                .single(
                    "partySize", \.partySize, .integer, spoken: .number, resolvedAs: .number,
                    prompt: "How many people?",
                    resolve: { h, i, c in h.resolvePartySize(for: i, with: c) }),
            ], schema: ["rideOptionName", "dropOffLocation", "pickupLocation", "partySize"]),
        judgesOtherDomains: false,
        commands: true,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            confirmation: "Do you want to request it?",
            respond: { response, _, context in
                switch INRequestRideIntentResponseCode(rawValue: response.code) {
                case .success?, .inProgress?, .ready?:
                    let status = (response.response as? INRequestRideIntentResponse)?.rideStatus
                    return [
                        status.map { describe($0, now: context.now) }
                            ?? "OK, I've requested your ride with \(context.app)."
                    ]
                default: return [Failure.sentence(app: context.app, response: response)]
                }
            }),
        build: { reading, _ in
            INRequestRideIntent(
                pickupLocation: placemark(reading, "pickupLocation") ?? currentLocation,
                dropOffLocation: placemark(reading, "dropOffLocation"),
                rideOptionName: reading.fills("rideOptionName").first?.speakable,
                partySize: reading.number("partySize").map { Int($0) })
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        fields: { r in
            [("rideStatus", r.rideStatus.map(json))].compactMap { name, value in value.map { (name, $0) } }
        })
}
