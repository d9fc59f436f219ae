import IntentModel

extension Messaging {
    /// Siri's words for the messaging responses' failure codes.
    enum Failure: String, SpokenFailureCode {
        case failureRequiringInAppAuthentication, failureMessageServiceNotAvailable, failureMessageNotFound
        case failurePastUnsendTimeLimit, failurePastEditTimeLimit, failureMessageTypeUnsupported
        case failureUnsupportedOnService
        case failureMessageTooManyResults, failureMessageAttributeNotSet

        func sentence(app: String) -> String {
            switch self {
            case .failureRequiringInAppAuthentication: "You'll need to sign in to \(app) first."
            case .failureMessageServiceNotAvailable: "Sorry, \(app) isn't available right now."
            case .failureMessageNotFound: "Sorry, I couldn't find that message in \(app)."
            case .failurePastUnsendTimeLimit: "Sorry, it's too late to unsend that message."
            case .failurePastEditTimeLimit: "Sorry, it's too late to edit that message."
            case .failureMessageTypeUnsupported: "Sorry, \(app) can't do that with this kind of message."
            case .failureUnsupportedOnService: "Sorry, \(app) doesn't support that."
            case .failureMessageTooManyResults: "There are too many messages. Try asking for fewer."
            case .failureMessageAttributeNotSet: "Sorry, \(app) couldn't change that message."
            }
        }
    }

    /// "JPEG image" for `public.jpeg`: an attachment's kind as Siri reads it out.
    static func fileKind(_ typeIdentifier: String?) -> String {
        guard let typeIdentifier else { return "file" }
        return FileKind(rawValue: typeIdentifier)?.spoken ?? typeIdentifier
    }

    /// The uniform type identifiers of attachments Siri names in words.
    enum FileKind: String {
        case jpeg = "public.jpeg"
        case png = "public.png"
        case heic = "public.heic"
        case image = "public.image"
        case gif = "com.compuserve.gif"
        case pdf = "com.adobe.pdf"
        case mpeg4 = "public.mpeg-4"
        case movie = "public.movie"
        case quickTime = "com.apple.quicktime-movie"
        case mp3 = "public.mp3"
        case audio = "public.audio"
        case m4a = "com.apple.m4a-audio"
        case mpeg4Audio = "public.mpeg-4-audio"
        case plainText = "public.plain-text"
        case text = "public.text"
        case vcard = "public.vcard"
        case word = "com.microsoft.word.doc"
        case wordDocument = "org.openxmlformats.wordprocessingml.document"
        case zip = "public.zip-archive"

        var spoken: String {
            switch self {
            case .jpeg: "JPEG image"
            case .png: "PNG image"
            case .heic: "HEIC image"
            case .image: "image"
            case .gif: "GIF image"
            case .pdf: "PDF document"
            case .mpeg4, .movie, .quickTime: "video"
            case .mp3, .audio, .m4a, .mpeg4Audio: "audio"
            case .plainText, .text: "text file"
            case .vcard: "contact card"
            case .word, .wordDocument: "Word document"
            case .zip: "zip archive"
            }
        }
    }
}

extension INSendMessageRecipientUnsupportedReason: SpokenUnsupportedReason {
    func sentence(app: String, value: String?) -> String {
        let person = value ?? "that person"
        return switch self {
        case .noAccount: "Sorry, you need a \(app) account for that."
        case .offline: "Sorry, \(app) is offline right now."
        case .messagingServiceNotEnabledForRecipient: "Sorry, \(person) can't get \(app) messages."
        case .noValidHandle, .requestedHandleInvalid: "Sorry, \(app) has no way to reach \(person)."
        case .noHandleForLabel: "Sorry, \(app) has no such number or address for \(person)."
        case .requiringInAppAuthentication: "Sorry, you need to sign in to \(app) first."
        }
    }
}
