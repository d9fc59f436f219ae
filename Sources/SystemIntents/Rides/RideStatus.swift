import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Rides {
    typealias Status = any INGetRideStatusIntentHandling
    typealias Cancel = any INCancelRideIntentHandling

    /// "Where's my ride?", "When will my Vroom get here?"
    static let getStatus = SpecBuilder.spec(
        .rides, INGetRideStatusIntent.self, Status.self,
        parameters: IntentParameters({ INGetRideStatusIntent() }, []),
        judgesOtherDomains: false,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, _, context in
                switch INGetRideStatusIntentResponseCode(rawValue: response.code) {
                case .success?, .inProgress?, .ready?:
                    let status = (response.response as? INGetRideStatusIntentResponse)?.rideStatus
                    return [
                        status.map { describe($0, now: context.now) }
                            ?? "You don't have a ride with \(context.app) right now."
                    ]
                default: return [Failure.sentence(app: context.app, response: response)]
                }
            }),
        build: { _, _ in INGetRideStatusIntent() },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        fields: { r in r.rideStatus.map { [("rideStatus", json($0))] } ?? [] })

    /// "Cancel my ride." Siri names the ride by the identifier of the app's last ride status;
    /// sirisim leaves it empty and the app cancels its ride under way, which is that ride.
    static let cancel = SpecBuilder.spec(
        .rides, INCancelRideIntent.self, Cancel.self,
        parameters: IntentParameters(
            { INCancelRideIntent() },
            [
                .unresolved("rideIdentifier", \.rideIdentifier, .string)
            ]),
        judgesOtherDomains: false,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            confirmation: "Do you want to cancel your ride?",
            declined: "OK, your ride stays booked.",
            respond: { response, _, context in
                switch INCancelRideIntentResponseCode(rawValue: response.code) {
                case .success?, .ready?:
                    let fee = (response.response as? INCancelRideIntentResponse)?.cancellationFee
                    return [
                        "OK, I've cancelled your ride with \(context.app)"
                            + (fee.map { "; the cancellation fee is \($0)." } ?? ".")
                    ]
                default: return [Failure.sentence(app: context.app, response: response)]
                }
            }),
        build: { _, _ in INCancelRideIntent() },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        fields: { r in r.cancellationFee.map { [("cancellationFee", .string($0))] } ?? [] })
}
