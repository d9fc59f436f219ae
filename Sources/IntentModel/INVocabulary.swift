/// The kinds of user-specific vocabulary an app can register with Siri.
public enum INVocabularyStringType: String, Sendable, Hashable, CaseIterable, Codable {
    case contactName, contactGroupName, photoTag, photoAlbumName, workoutActivityName
    case carProfileName, carName, paymentsOrganizationName, paymentsAccountNickname
    case notebookItemTitle, notebookItemGroupName, mediaPlaylistTitle, mediaMusicArtistName
    case mediaAudiobookTitle, mediaAudiobookAuthorName, mediaShowTitle
}

/// What an app calls to register user-specific vocabulary, as `INVocabulary.shared()` offers.
public protocol INVocabularyRegistering: Sendable {
    /// Replaces every term of `type` with `strings`, most important first.
    func setVocabulary(_ strings: [INSpeakableString], of type: INVocabularyStringType)
    /// Replaces every term of `type` with plain strings, most important first.
    func setVocabularyStrings(_ strings: [String], of type: INVocabularyStringType)
    func removeAllVocabularyStrings()
}

extension INVocabularyRegistering {
    public func setVocabularyStrings(_ strings: [String], of type: INVocabularyStringType) {
        setVocabulary(strings.map { INSpeakableString(spokenPhrase: $0) }, of: type)
    }
}
