import Foundation

/// A place a ride starts or ends at. SiriKit hands ride apps a `CLPlacemark`; sirisim has no
/// geocoder, so a place is known by the name the user said ("the airport", "home"), with the
/// device's coordinates when it stands for where the user is.
public struct CLPlacemark: Sendable, Hashable {
    public var name: String
    public var latitude: Double?
    public var longitude: Double?

    public init(name: String, latitude: Double? = nil, longitude: Double? = nil) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }
}

public typealias INPlacemarkResolutionResult = INResolutionResult<CLPlacemark, INNoUnsupportedReason>
public typealias INIntegerResolutionResult = INResolutionResult<Int, INNoUnsupportedReason>

/// Where a ride stands, by Apple's case names.
public enum INRidePhase: String, Sendable, Hashable, CaseIterable {
    case unknown, received, confirmed, ongoing, completed, approachingPickup, pickup
}

/// A kind of ride the app offers ("Vroom", "Vroom XL"), as it lists it to Siri.
public struct INRideOption: Sendable, Hashable {
    public var name: String
    /// The app's identifier of the option (what a vocabulary term's identifier names).
    public var identifier: String?
    public var estimatedPickupDate: Date?
    /// The fare as the app words it ("$12–15"); SiriKit's INPriceRange, as spoken.
    public var fare: String?
    /// The most riders it takes.
    public var maximumPartySize: Int?

    public init(
        name: String, identifier: String? = nil, estimatedPickupDate: Date? = nil, fare: String? = nil,
        maximumPartySize: Int? = nil
    ) {
        self.name = name
        self.identifier = identifier
        self.estimatedPickupDate = estimatedPickupDate
        self.fare = fare
        self.maximumPartySize = maximumPartySize
    }
}

/// A ride the app has taken on.
public struct INRideStatus: Sendable, Hashable {
    public var rideIdentifier: String
    public var phase: INRidePhase
    public var rideOption: INRideOption?
    public var pickupLocation: CLPlacemark?
    public var dropOffLocation: CLPlacemark?
    public var estimatedPickupDate: Date?

    public init(
        rideIdentifier: String, phase: INRidePhase, rideOption: INRideOption? = nil, pickupLocation: CLPlacemark? = nil,
        dropOffLocation: CLPlacemark? = nil, estimatedPickupDate: Date? = nil
    ) {
        self.rideIdentifier = rideIdentifier
        self.phase = phase
        self.rideOption = rideOption
        self.pickupLocation = pickupLocation
        self.dropOffLocation = dropOffLocation
        self.estimatedPickupDate = estimatedPickupDate
    }
}

// MARK: Request a ride

/// "Get me a Vroom to the airport for three."
public struct INRequestRideIntent: INIntent, Hashable {
    public static let className = "INRequestRideIntent"
    public var identifier: String?
    public var pickupLocation: CLPlacemark?
    public var dropOffLocation: CLPlacemark?
    public var rideOptionName: INSpeakableString?
    public var partySize: Int?

    public init(
        pickupLocation: CLPlacemark? = nil, dropOffLocation: CLPlacemark? = nil,
        rideOptionName: INSpeakableString? = nil,
        partySize: Int? = nil
    ) {
        self.pickupLocation = pickupLocation
        self.dropOffLocation = dropOffLocation
        self.rideOptionName = rideOptionName
        self.partySize = partySize
    }
}

public enum INRequestRideIntentResponseCode: String, INResponseCode {
    case unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch
    case failureRequiringAppLaunchMustVerifyCredentials, failureRequiringAppLaunchNoServiceInArea
    case failureRequiringAppLaunchServiceTemporarilyUnavailable, failureRequiringAppLaunchPreviousRideNeedsCompletion
    case failureRequiringAppLaunchRideScheduledTooFar
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INRequestRideIntentResponse: INIntentResponse, Hashable {
    public var code: INRequestRideIntentResponseCode
    public var userActivity: UserActivity?
    public var rideStatus: INRideStatus?

    public init(code: INRequestRideIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

/// Resolve, confirm and handle for requesting a ride, in the order SiriKit declares them.
public protocol INRequestRideIntentHandling: Sendable {
    func resolvePickupLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void)
    func resolveDropOffLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void)
    func resolveRideOptionName(
        for intent: INRequestRideIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    func resolvePartySize(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INIntegerResolutionResult) -> Void)
    func confirm(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void)
    func handle(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void)
}

extension INRequestRideIntentHandling {
    public func resolvePickupLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        completion(intent.pickupLocation.map { .success($0) } ?? .notRequired)
    }
    public func resolveDropOffLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        completion(intent.dropOffLocation.map { .success($0) } ?? .notRequired)
    }
    public func resolveRideOptionName(
        for intent: INRequestRideIntent,
        with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(intent.rideOptionName.map { .success($0) } ?? .notRequired)
    }
    public func resolvePartySize(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INIntegerResolutionResult) -> Void
    ) {
        completion(intent.partySize.map { .success($0) } ?? .notRequired)
    }
    public func confirm(
        intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void
    ) {
        completion(INRequestRideIntentResponse(code: .ready))
    }
}

// MARK: List ride options

/// "What rides are there to the airport?"
public struct INListRideOptionsIntent: INIntent, Hashable {
    public static let className = "INListRideOptionsIntent"
    public var identifier: String?
    public var pickupLocation: CLPlacemark?
    public var dropOffLocation: CLPlacemark?

    public init(pickupLocation: CLPlacemark? = nil, dropOffLocation: CLPlacemark? = nil) {
        self.pickupLocation = pickupLocation
        self.dropOffLocation = dropOffLocation
    }
}

public enum INListRideOptionsIntentResponseCode: String, INResponseCode {
    case unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch
    case failureRequiringAppLaunchMustVerifyCredentials, failureRequiringAppLaunchNoServiceInArea
    case failureRequiringAppLaunchServiceTemporarilyUnavailable, failureRequiringAppLaunchPreviousRideNeedsCompletion
    case failurePreviousRideNeedsFeedback
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INListRideOptionsIntentResponse: INIntentResponse, Hashable {
    public var code: INListRideOptionsIntentResponseCode
    public var userActivity: UserActivity?
    public var rideOptions: [INRideOption]?
    public var expirationDate: Date?

    public init(code: INListRideOptionsIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

public protocol INListRideOptionsIntentHandling: Sendable {
    func resolvePickupLocation(
        for intent: INListRideOptionsIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void)
    func resolveDropOffLocation(
        for intent: INListRideOptionsIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void)
    func confirm(
        intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void)
    func handle(
        intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void)
}

extension INListRideOptionsIntentHandling {
    public func resolvePickupLocation(
        for intent: INListRideOptionsIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        completion(intent.pickupLocation.map { .success($0) } ?? .notRequired)
    }
    public func resolveDropOffLocation(
        for intent: INListRideOptionsIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        completion(intent.dropOffLocation.map { .success($0) } ?? .notRequired)
    }
    public func confirm(
        intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void
    ) {
        completion(INListRideOptionsIntentResponse(code: .ready))
    }
}

// MARK: Ride status

/// "Where's my ride?"
public struct INGetRideStatusIntent: INIntent, Hashable {
    public static let className = "INGetRideStatusIntent"
    public var identifier: String?

    public init() {}
}

public enum INGetRideStatusIntentResponseCode: String, INResponseCode {
    case unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch
    case failureRequiringAppLaunchMustVerifyCredentials, failureRequiringAppLaunchServiceTemporarilyUnavailable
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INGetRideStatusIntentResponse: INIntentResponse, Hashable {
    public var code: INGetRideStatusIntentResponseCode
    public var userActivity: UserActivity?
    public var rideStatus: INRideStatus?

    public init(code: INGetRideStatusIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

public protocol INGetRideStatusIntentHandling: Sendable {
    func confirm(intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void)
    func handle(intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void)
}

extension INGetRideStatusIntentHandling {
    public func confirm(
        intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void
    ) {
        completion(INGetRideStatusIntentResponse(code: .ready))
    }
}

// MARK: Cancel a ride

/// "Cancel my ride." Siri fills the ride's identifier from the ride under way.
public struct INCancelRideIntent: INIntent, Hashable {
    public static let className = "INCancelRideIntent"
    public var identifier: String?
    public var rideIdentifier: String?

    public init(rideIdentifier: String? = nil) {
        self.rideIdentifier = rideIdentifier
    }
}

public enum INCancelRideIntentResponseCode: String, INResponseCode {
    case unspecified, ready, success, failure
    public var outcome: INResponseOutcome { inOutcome(forCaseName: rawValue) }
}

public struct INCancelRideIntentResponse: INIntentResponse, Hashable {
    public var code: INCancelRideIntentResponseCode
    public var userActivity: UserActivity?
    /// What cancelling costs, as the app words it ("$5").
    public var cancellationFee: String?

    public init(code: INCancelRideIntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }
}

public protocol INCancelRideIntentHandling: Sendable {
    func confirm(intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void)
    func handle(intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void)
}

extension INCancelRideIntentHandling {
    public func confirm(
        intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void
    ) {
        completion(INCancelRideIntentResponse(code: .ready))
    }
}
