/// SiriKit's system intents that sirisim does not simulate yet, by domain, so that an app
/// naming one hears "not simulated yet" (in lint, parse and the session) rather than
/// "unknown intent". The simulated ones are in `IntentRegistry.system`.
public enum KnownIntents {
    /// Each domain's name, as people say it, and its intents' class names.
    static let domains: [(domain: String, intents: [String])] = [
        (
            "payments",
            [
                "INSendPaymentIntent", "INRequestPaymentIntent", "INSearchForBillsIntent", "INPayBillIntent",
                "INTransferMoneyIntent",
                "INSearchForAccountsIntent",
            ]
        ),
        ("ride booking", ["INSendRideFeedbackIntent"]),
        (
            "car commands",
            [
                "INActivateCarSignalIntent", "INGetCarLockStatusIntent", "INSetCarLockStatusIntent",
                "INGetCarPowerLevelStatusIntent",
                "INListCarsIntent", "INSaveProfileInCarIntent", "INSetProfileInCarIntent",
                "INSetAudioSourceInCarIntent",
                "INSetClimateSettingsInCarIntent", "INSetDefrosterSettingsInCarIntent", "INSetSeatSettingsInCarIntent",
                "INSetRadioStationIntent",
            ]
        ),
        (
            "lists and notes",
            [
                "INCreateNoteIntent", "INAppendToNoteIntent", "INSearchForNotebookItemsIntent", "INAddTasksIntent",
                "INCreateTaskListIntent", "INSetTaskAttributeIntent", "INDeleteTasksIntent", "INSnoozeTasksIntent",
            ]
        ),
        ("photos", ["INSearchForPhotosIntent", "INStartPhotoPlaybackIntent"]),
        (
            "restaurant reservations",
            [
                "INBookRestaurantReservationIntent", "INGetAvailableRestaurantReservationBookingsIntent",
                "INGetAvailableRestaurantReservationBookingDefaultsIntent", "INGetRestaurantGuestIntent",
                "INGetUserCurrentRestaurantReservationBookingsIntent",
            ]
        ),
        (
            "calls",
            [
                "INStartAudioCallIntent", "INStartVideoCallIntent", "INSearchCallHistoryIntent", "INAnswerCallIntent",
                "INHangUpCallIntent",
            ]
        ),
        ("visual codes", ["INGetVisualCodeIntent"]),
        ("reservations", ["INGetReservationDetailsIntent"]),
        ("focus status", ["INShareFocusStatusIntent"]),
    ]

    private static let byClass: [String: String] = {
        var out: [String: String] = [:]
        for (domain, intents) in domains { for intent in intents { out[intent] = domain } }
        return out
    }()

    /// The domain of a SiriKit intent sirisim does not simulate yet; nil for any other name,
    /// and for one the registry simulates (a name left here when its spec was added).
    public static func domain(of className: String) -> String? {
        IntentRegistry.system.isSystemIntent(className) ? nil : byClass[className]
    }

    /// "INSendPaymentIntent is a payments intent, which sirisim does not simulate yet".
    public static func notSimulated(_ className: String) -> String? {
        domain(of: className).map { "\(className) is a \($0) intent, which sirisim does not simulate yet" }
    }
}
