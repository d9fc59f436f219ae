import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Rides {
    typealias List = any INListRideOptionsIntentHandling

    /// "What rides are there to the airport?", "How far away is a Vroom?"
    static let listOptions = IntentSpec(
        domain: .rides,
        schema: IntentSchema(className: INListRideOptionsIntent.className, parameters: [
            ParameterSpec("dropOffLocation", .title([])),
            ParameterSpec("pickupLocation", .title([])),
        ], judgesOtherDomains: false),
        handling: SpecBuilder.handling(
            INListRideOptionsIntent.self, List.self,
            parameters: [
                SpecBuilder.single("pickupLocation", .name, List.self,
                                   resolve: { h, i, c in h.resolvePickupLocation(for: i, with: c) }, wrap: ParameterValue.placemark,
                                   get: { $0.pickupLocation.map { [.placemark($0)] } ?? [] },
                                   set: { $0.pickupLocation = $1.first.flatMap(\.placemark) }),
                SpecBuilder.single("dropOffLocation", .name, List.self,
                                   resolve: { h, i, c in h.resolveDropOffLocation(for: i, with: c) }, wrap: ParameterValue.placemark,
                                   get: { $0.dropOffLocation.map { [.placemark($0)] } ?? [] },
                                   set: { $0.dropOffLocation = $1.first.flatMap(\.placemark) }),
            ],
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                valuePrompts: ["dropOffLocation": "Where do you want to go?", "pickupLocation": "Where should it pick you up?"],
                respond: { response, _, context in
                    switch INListRideOptionsIntentResponseCode(rawValue: response.code) {
                    case .success?, .inProgress?, .ready?:
                        let options = (response.response as? INListRideOptionsIntentResponse)?.rideOptions ?? []
                        guard !options.isEmpty else { return ["\(context.app) has no rides available right now."] }
                        return ["\(context.app) has \(options.count == 1 ? "one kind of ride" : "\(options.count) kinds of ride"):"]
                            + options.map { option in
                                "  \(option.name)" + (arrival(option.estimatedPickupDate, now: context.now).map { ", \($0)" } ?? "")
                                    + (option.fare.map { ", \($0)" } ?? "")
                                    + (option.maximumPartySize.map { ", up to \($0) riders" } ?? "")
                            }
                    default: return [Failure.sentence(app: context.app, response: response)]
                    }
                }),
            build: { reading, _ in
                INListRideOptionsIntent(pickupLocation: placemark(reading, "pickupLocation") ?? currentLocation,
                                        dropOffLocation: placemark(reading, "dropOffLocation"))
            },
            confirm: { h, i, c in h.confirm(intent: i, completion: c) },
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            fields: { r in r.rideOptions.map { [("rideOptions", .array($0.map(json)))] } ?? [] },
            readOut: { r in r.rideOptions?.map { $0.identifier ?? $0.name } },
            describe: { i in
                .object(dropping: [("pickupLocation", i.pickupLocation.map(json)), ("dropOffLocation", i.dropOffLocation.map(json))])
            },
            restore: { r throws(FormatError) in
                INListRideOptionsIntent(pickupLocation: try restorePlace(r["pickupLocation"]), dropOffLocation: try restorePlace(r["dropOffLocation"]))
            }))
}
