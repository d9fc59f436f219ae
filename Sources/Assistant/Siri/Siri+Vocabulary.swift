import Foundation
import IntentModel
import Store

extension Siri {
    /// The largest vocabulary string Siri accepts: Apple says each string "must be no more than
    /// 1024 bytes". sirisim counts the bytes of the string's UTF-8 form, the encoding it is
    /// stored and sent in; a string of plain letters may thus hold 1024 of them.
    public static let vocabularyStringLimit = 1024

    /// The size Siri's limit is checked against.
    public static func vocabularyByteCount(_ string: String) -> Int { string.utf8.count }

    /// Replaces an app's strings of one type, as `INVocabulary.setVocabulary(_:of:)` does:
    /// order is priority; strings over the size limit are dropped with a warning.
    func setVocabulary(_ strings: [INSpeakableString], of type: INVocabularyStringType, app: String) {
        var accepted: [INSpeakableString] = []
        var refused: [VocabularyWarning] = []
        for string in strings {
            let size = Self.vocabularyByteCount(string.spokenPhrase)
            if size > Self.vocabularyStringLimit {
                refused.append(
                    VocabularyWarning(
                        app: app, type: type,
                        message:
                            "dropped a \(type.rawValue) string of \(size) bytes (the limit is \(Self.vocabularyStringLimit))"
                    ))
            } else if !string.spokenPhrase.trimmingCharacters(in: .whitespaces).isEmpty {
                accepted.append(string)
            }
        }
        let records = accepted.enumerated().map { position, string in
            VocabularyRecord(
                app: app, type: type, position: position, vocabularyIdentifier: string.vocabularyIdentifier,
                spokenPhrase: string.spokenPhrase, pronunciationHint: string.pronunciationHint)
        }
        do {
            try store.replaceVocabulary(app: app, type: type, with: records)
        } catch {
            refused.append(
                VocabularyWarning(app: app, type: type, message: "the store refused the vocabulary: \(error)"))
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
            out[record.type, default: []].append(
                INSpeakableString(
                    vocabularyIdentifier: record.vocabularyIdentifier, spokenPhrase: record.spokenPhrase,
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
            siri.warn([
                VocabularyWarning(
                    app: app, type: .contactName, message: "the store refused to remove the vocabulary: \(error)")
            ])
        }
    }
}
