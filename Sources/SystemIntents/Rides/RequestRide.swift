import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Rides {
    typealias Request = any INRequestRideIntentHandling

    /// "Get me a Vroom to the airport", "Book a ride for three people".
    static let request = IntentSpec(
        domain: .rides,
        schema: IntentSchema(className: INRequestRideIntent.className, parameters: [
            ParameterSpec("rideOptionName", .title([])),
            ParameterSpec("dropOffLocation", .title([])),
            ParameterSpec("pickupLocation", .title([])),
            ParameterSpec("partySize", .number),
        ], judgesOtherDomains: false),
        handling: SpecBuilder.handling(
            INRequestRideIntent.self, Request.self,
            parameters: [
                SpecBuilder.single("pickupLocation", .name, Request.self,
                                   resolve: { h, i, c in h.resolvePickupLocation(for: i, with: c) }, wrap: ParameterValue.placemark,
                                   get: { $0.pickupLocation.map { [.placemark($0)] } ?? [] },
                                   set: { $0.pickupLocation = $1.first.flatMap(\.placemark) }),
                SpecBuilder.single("dropOffLocation", .name, Request.self,
                                   resolve: { h, i, c in h.resolveDropOffLocation(for: i, with: c) }, wrap: ParameterValue.placemark,
                                   get: { $0.dropOffLocation.map { [.placemark($0)] } ?? [] },
                                   set: { $0.dropOffLocation = $1.first.flatMap(\.placemark) }),
                SpecBuilder.single("rideOptionName", .name, Request.self,
                                   resolve: { h, i, c in h.resolveRideOptionName(for: i, with: c) }, wrap: ParameterValue.speakable,
                                   get: { $0.rideOptionName.map { [.speakable($0)] } ?? [] }, set: { $0.rideOptionName = $1.first?.speakable }),
                SpecBuilder.single("partySize", .number, Request.self,
                                   resolve: { h, i, c in h.resolvePartySize(for: i, with: c) }, wrap: { .number(Double($0)) },
                                   get: { $0.partySize.map { [.number(Double($0))] } ?? [] },
                                   set: { $0.partySize = $1.first?.number.map { Int($0) } }),
            ],
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                valuePrompts: ["dropOffLocation": "Where do you want to go?", "pickupLocation": "Where should it pick you up?",
                               "rideOptionName": "Which kind of ride?", "partySize": "How many people?"],
                confirmation: "Do you want to request it?",
                respond: { response, _, context in
                    switch INRequestRideIntentResponseCode(rawValue: response.code) {
                    case .success?, .inProgress?, .ready?:
                        let status = (response.response as? INRequestRideIntentResponse)?.rideStatus
                        return [status.map { describe($0, now: context.now) } ?? "OK, I've requested your ride with \(context.app)."]
                    default: return [Failure.sentence(app: context.app, response: response)]
                    }
                }),
            build: { reading, _ in
                INRequestRideIntent(pickupLocation: placemark(reading, "pickupLocation") ?? currentLocation,
                                    dropOffLocation: placemark(reading, "dropOffLocation"),
                                    rideOptionName: reading.fills("rideOptionName").first?.speakable,
                                    partySize: reading.number("partySize").map { Int($0) })
            },
            confirm: { h, i, c in h.confirm(intent: i, completion: c) },
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            fields: { r in [("rideStatus", r.rideStatus.map(json))].compactMap { name, value in value.map { (name, $0) } } },
            describe: { i in
                .object(dropping: [
                    ("pickupLocation", i.pickupLocation.map(json)), ("dropOffLocation", i.dropOffLocation.map(json)),
                    ("rideOptionName", i.rideOptionName.map(TraceJSON.speakable)), ("partySize", i.partySize.map { .int($0) }),
                ])
            },
            restore: { r throws(FormatError) in
                INRequestRideIntent(pickupLocation: try restorePlace(r["pickupLocation"]), dropOffLocation: try restorePlace(r["dropOffLocation"]),
                                    rideOptionName: try TraceReading.speakable(r["rideOptionName"]),
                                    partySize: r["partySize"].exists ? try r["partySize"].int() : nil)
            }))
}
