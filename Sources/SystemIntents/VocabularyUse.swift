import IntentModel

/// Which intents each kind of vocabulary serves, and which parameters Apple documents for
/// an app's global vocabulary: what lint checks an app's vocabulary against.
public enum VocabularyUse {
    /// The intents whose parameters Siri fills with terms of a user vocabulary type.
    public static func intents(using type: INVocabularyStringType) -> Set<String> {
        switch type {
        case .contactName:
            [
                "INSendMessageIntent", "INSearchForMessagesIntent", "INStartCallIntent", "INSearchCallHistoryIntent",
                "INSendPaymentIntent",
                "INRequestPaymentIntent",
            ]
        case .contactGroupName: ["INSendMessageIntent", "INSearchForMessagesIntent"]
        case .photoTag, .photoAlbumName: ["INSearchForPhotosIntent", "INStartPhotoPlaybackIntent"]
        case .workoutActivityName:
            [
                "INStartWorkoutIntent", "INPauseWorkoutIntent", "INResumeWorkoutIntent", "INEndWorkoutIntent",
                "INCancelWorkoutIntent",
            ]
        case .carProfileName: ["INSetProfileInCarIntent", "INSaveProfileInCarIntent"]
        case .carName:
            [
                "INActivateCarSignalIntent", "INGetCarLockStatusIntent", "INSetCarLockStatusIntent",
                "INGetCarPowerLevelStatusIntent",
            ]
        case .paymentsOrganizationName, .paymentsAccountNickname:
            ["INPayBillIntent", "INSearchForAccountsIntent", "INTransferMoneyIntent", "INSearchForBillsIntent"]
        case .notebookItemTitle, .notebookItemGroupName:
            [
                "INCreateNoteIntent", "INAppendToNoteIntent", "INSearchForNotebookItemsIntent", "INAddTasksIntent",
                "INCreateTaskListIntent",
                "INSetTaskAttributeIntent", "INSnoozeTasksIntent",
            ]
        case .mediaPlaylistTitle, .mediaMusicArtistName, .mediaAudiobookTitle, .mediaAudiobookAuthorName,
            .mediaShowTitle:
            ["INPlayMediaIntent", "INAddMediaIntent", "INSearchForMediaIntent", "INUpdateMediaAffinityIntent"]
        }
    }

    /// The parameters Apple documents for the global vocabulary (ParameterVocabularies):
    /// names every user of the app shares, ride options and workout names. User-specific
    /// names (contacts, groups, playlists) belong in user vocabulary, registered at launch.
    public static let globalParameters: Set<String> = [
        "INRequestRideIntent.rideOptionName",
        "INStartWorkoutIntent.workoutName", "INPauseWorkoutIntent.workoutName", "INResumeWorkoutIntent.workoutName",
        "INEndWorkoutIntent.workoutName", "INCancelWorkoutIntent.workoutName",
    ]
}
