import Foundation
import IntentModel
import Store

/// The reference handler for ride booking, over the app's ride options (Data.json
/// `rideOptions`) and the rides it books (the store's `ride` table). One ride at a time:
/// a request while a ride is booked is `failureRequiringAppLaunchPreviousRideNeedsCompletion`.
/// A ride option is found by the identifier Siri passes (the app's global vocabulary), by
/// its whole name, or by a word of it; none named takes the app's first option. A party too
/// big for the option is unsupported, so Siri asks again. Without a drop-off Siri asks
/// where to go. A booked ride is confirmed, its car arriving when the option said; the
/// status shows it approaching until then, and at the pickup after.
public struct RideHandler: INRequestRideIntentHandling, INListRideOptionsIntentHandling, INGetRideStatusIntentHandling,
    INCancelRideIntentHandling
{
    public let app: String
    let store: AppStore
    let clock: DeviceClock
    let faults: FaultSink

    init(_ context: HandlerContext) {
        app = context.app
        store = context.store
        clock = context.clock
        faults = context.faults
    }

    /// The options a spoken name means.
    func options(named name: INSpeakableString) throws -> [RideOptionRecord] {
        SpokenName.matches(name, in: try store.rideOptions(app: app), identifier: \.identifier, name: \.name)
    }

    func option(_ record: RideOptionRecord) -> INRideOption {
        INRideOption(
            name: record.name, identifier: record.identifier,
            estimatedPickupDate: clock.now.addingTimeInterval(Double(record.minutesAway) * 60),
            fare: record.fare, maximumPartySize: record.seats)
    }

    func status(_ ride: RideRecord) throws -> INRideStatus {
        let record = try store.rideOptions(app: app).first { $0.identifier == ride.option }
        var phase: INRidePhase
        switch ride.phase {
        case .confirmed, .approachingPickup: phase = clock.now < ride.pickupAt ? .approachingPickup : .pickup
        case .pickup: phase = .pickup
        case .ongoing: phase = .ongoing
        case .completed, .cancelled: phase = .completed
        }
        var option = record.map(option)
        option?.estimatedPickupDate = ride.pickupAt
        return INRideStatus(
            rideIdentifier: ride.identifier, phase: phase, rideOption: option,
            pickupLocation: CLPlacemark(name: ride.pickup),
            dropOffLocation: ride.dropOff.map { CLPlacemark(name: $0) }, estimatedPickupDate: ride.pickupAt)
    }

    // MARK: Request

    public func resolveDropOffLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        completion(intent.dropOffLocation.map { .success($0) } ?? .needsValue)
    }

    public func resolveRideOptionName(
        for intent: INRequestRideIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        do {
            guard let name = intent.rideOptionName else {
                // None named: the app's first option, as its own screen would preselect.
                let first = try store.rideOptions(app: app).first
                completion(
                    first.map {
                        .success(INSpeakableString(vocabularyIdentifier: $0.identifier, spokenPhrase: $0.name))
                    } ?? .notRequired)
                return
            }
            let found = try options(named: name)
            switch found.count {
            case 0: completion(.unsupported(nil))
            case 1:
                completion(
                    .success(INSpeakableString(vocabularyIdentifier: found[0].identifier, spokenPhrase: found[0].name)))
            default:
                completion(
                    .disambiguation(
                        found.map { INSpeakableString(vocabularyIdentifier: $0.identifier, spokenPhrase: $0.name) }))
            }
        } catch {
            faults.storeFailed("resolveRideOptionName", error)
            completion(.unsupported(nil))
        }
    }

    public func resolvePartySize(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INIntegerResolutionResult) -> Void
    ) {
        guard let size = intent.partySize else {
            completion(.notRequired)
            return
        }
        do {
            let seats = try intent.rideOptionName.flatMap { try options(named: $0).first?.seats } ?? Int.max
            completion((1...max(1, seats)).contains(size) ? .success(size) : .unsupported(nil))
        } catch {
            faults.storeFailed("resolvePartySize", error)
            completion(.unsupported(nil))
        }
    }

    public func confirm(
        intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void
    ) {
        do {
            if try store.activeRide(app: app) != nil {
                completion(INRequestRideIntentResponse(code: .failureRequiringAppLaunchPreviousRideNeedsCompletion))
            } else {
                completion(INRequestRideIntentResponse(code: .ready))
            }
        } catch {
            faults.storeFailed("confirm", error)
            completion(INRequestRideIntentResponse(code: .failure))
        }
    }

    public func handle(
        intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void
    ) {
        do {
            let all = try store.rideOptions(app: app)
            guard let chosen = try intent.rideOptionName.flatMap({ try options(named: $0).first }) ?? all.first else {
                completion(INRequestRideIntentResponse(code: .failureRequiringAppLaunchNoServiceInArea))
                return
            }
            let ride = try store.bookRide(
                app: app, option: chosen.identifier, pickup: intent.pickupLocation?.name ?? "your current location",
                dropOff: intent.dropOffLocation?.name, partySize: intent.partySize ?? 1, at: clock.now,
                pickupAt: clock.now.addingTimeInterval(Double(chosen.minutesAway) * 60))
            var response = INRequestRideIntentResponse(code: .success)
            response.rideStatus = try status(ride)
            completion(response)
        } catch {
            faults.storeFailed("handle", error)
            completion(INRequestRideIntentResponse(code: .failure))
        }
    }

    // MARK: List options

    public func handle(
        intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void
    ) {
        do {
            var response = INListRideOptionsIntentResponse(code: .success)
            response.rideOptions = try store.rideOptions(app: app).map(option)
            response.expirationDate = clock.now.addingTimeInterval(5 * 60)
            completion(response)
        } catch {
            faults.storeFailed("handle", error)
            completion(INListRideOptionsIntentResponse(code: .failure))
        }
    }

    // MARK: Status

    public func handle(
        intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void
    ) {
        do {
            var response = INGetRideStatusIntentResponse(code: .success)
            response.rideStatus = try store.activeRide(app: app).map(status)
            completion(response)
        } catch {
            faults.storeFailed("handle", error)
            completion(INGetRideStatusIntentResponse(code: .failure))
        }
    }

    // MARK: Cancel

    public func confirm(
        intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void
    ) {
        do {
            let ride = try store.activeRide(app: app)
            completion(INCancelRideIntentResponse(code: ride == nil ? .failure : .ready))
        } catch {
            faults.storeFailed("confirm", error)
            completion(INCancelRideIntentResponse(code: .failure))
        }
    }

    public func handle(intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void)
    {
        do {
            let rides = try store.rides(app: app).filter(\.isActive)
            guard let ride = intent.rideIdentifier.flatMap({ id in rides.first { $0.identifier == id } }) ?? rides.last
            else {
                completion(INCancelRideIntentResponse(code: .failure))
                return
            }
            try store.setRidePhase(app: app, identifier: ride.identifier, to: .cancelled)
            completion(INCancelRideIntentResponse(code: .success))
        } catch {
            faults.storeFailed("handle", error)
            completion(INCancelRideIntentResponse(code: .failure))
        }
    }
}

/// What the ride handler declares to the registry; it has no colon command.
extension RideHandler: ReferenceHandler {
    static let intents = [
        INRequestRideIntent.className, INListRideOptionsIntent.className,
        INGetRideStatusIntent.className, INCancelRideIntent.className,
    ]
}
