import Foundation
import IntentModel
import Store

extension Siri {
    /// The largest vocabulary string Siri accepts, in bytes of UTF-16.
    public static let vocabularyStringLimit = 1024

    /// Replaces an app's strings of one type, as `INVocabulary.setVocabulary(_:of:)` does:
    /// order is priority; strings over the size limit are dropped with a warning.
    func setVocabulary(_ strings: [INSpeakableString], of type: INVocabularyStringType, app: String) {
        var accepted: [INSpeakableString] = []
        var refused: [VocabularyWarning] = []
        for string in strings {
            if string.spokenPhrase.utf16.count * 2 > Self.vocabularyStringLimit {
                refused.append(VocabularyWarning(app: app, type: type, message: "dropped a \(type.rawValue) string of \(string.spokenPhrase.utf16.count * 2) bytes (the limit is 1024)"))
            } else if !string.spokenPhrase.trimmingCharacters(in: .whitespaces).isEmpty {
                accepted.append(string)
            }
        }
        let records = accepted.enumerated().map { position, string in
            VocabularyRecord(app: app, type: type.rawValue, position: position, vocabularyIdentifier: string.vocabularyIdentifier,
                             spokenPhrase: string.spokenPhrase, pronunciationHint: string.pronunciationHint)
        }
        do {
            try store.replaceVocabulary(app: app, type: type.rawValue, with: records)
        } catch {
            refused.append(VocabularyWarning(app: app, type: type, message: "the store refused the vocabulary: \(error)"))
        }
        warn(refused)
        invalidateMatcher()
    }

    func removeAllVocabulary(app: String) throws {
        try store.removeAllVocabulary(app: app)
        invalidateMatcher()
    }

    /// The user-specific vocabulary an app has registered, by type, in priority order. It
    /// lives in the store, so it outlasts the session as it does on a device.
    public func vocabulary(app: String) throws -> [INVocabularyStringType: [INSpeakableString]] {
        var out: [INVocabularyStringType: [INSpeakableString]] = [:]
        for record in try store.vocabulary(app: app) {
            guard let type = INVocabularyStringType(rawValue: record.type) else { continue }
            out[type, default: []].append(INSpeakableString(vocabularyIdentifier: record.vocabularyIdentifier, spokenPhrase: record.spokenPhrase,
                                                             pronunciationHint: record.pronunciationHint))
        }
        return out
    }

    /// Registers vocabulary for an app from the session (`:vocab set`), as the app would.
    public func registerVocabulary(_ strings: [INSpeakableString], of type: INVocabularyStringType, app: String) {
        setVocabulary(strings, of: type, app: app)
    }

    public func removeVocabulary(app: String) throws {
        try removeAllVocabulary(app: app)
    }
}

/// The INVocabulary object one app sees.
struct VocabularyRegistry: INVocabularyRegistering {
    let siri: Siri
    let app: String

    func setVocabulary(_ strings: [INSpeakableString], of type: INVocabularyStringType) {
        siri.setVocabulary(strings, of: type, app: app)
    }

    func removeAllVocabularyStrings() {
        do { try siri.removeAllVocabulary(app: app) } catch {
            siri.warn([VocabularyWarning(app: app, type: .contactName, message: "the store refused to remove the vocabulary: \(error)")])
        }
    }
}
