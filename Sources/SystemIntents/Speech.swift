import Foundation
import IntentModel

/// Siri's words shared by every intent: lists, dates, options, and the generic sentences
/// for unsupported values and failure codes. Each intent's own words are in its spec
/// (`IntentSpeech`); none of this is in the loop, so front ends and tests see the same
/// sentences.
public enum Speech {
    /// A genre as said in a sentence: "some jazz"; a name with capitals inside ("R&B",
    /// "Hip-Hop") keeps them.
    static func genre(_ name: String) -> String {
        let rest = name.dropFirst()
        return "some " + (rest.allSatisfy { !$0.isUppercase } ? name.lowercased() : name)
    }

    /// "videoCall" → "video call".
    public static func words(forCaseName name: String) -> String {
        spokenWords(forCaseName: name)
    }

    /// "30", "2.5": a number as Siri says it.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// "Holocene by Bon Iver", "the playlist Road Trip": a media item as Siri says it.
    public static func media(_ item: INMediaItem) -> String {
        let title = item.title ?? "that"
        switch item.type {
        case .playlist, .podcastPlaylist: return "the playlist \(title)"
        case .album: return "the album \(title)" + (item.artist.map { " by \($0)" } ?? "")
        case .artist: return title
        default: return title + (item.artist.map { " by \($0)" } ?? "")
        }
    }

    /// "your library", "Road Trip".
    public static func destination(_ destination: INMediaDestination) -> String {
        switch destination {
        case .library: "your library"
        case let .playlist(name): name
        }
    }

    /// "Maria Ruiz", "Maria Ruiz or Juan Pérez", "A, B or C".
    public static func list(_ items: [String], conjunction: String = "or") -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
        }
    }

    public static func describe(_ range: INDateComponentsRange) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMM d"
        let start = range.startDate.map(formatter.string) ?? "the beginning"
        let end = range.endDate.map { formatter.string(from: $0.addingTimeInterval(-1)) } ?? "now"
        return start == end ? start : "\(start) to \(end)"
    }

    /// Siri's way of saying a person among several choices.
    public static func option(_ value: ParameterValue, among all: [ParameterValue]) -> String {
        guard case let .person(person) = value else { return value.spoken }
        let sameName = all.filter { $0.person?.displayName == person.displayName }.count > 1
        guard sameName, let handle = person.personHandle, let handleValue = handle.value else { return person.displayName }
        let label = handle.label.map { "\($0) " } ?? ""
        return "\(person.displayName), \(label)\(handleValue)"
    }

    public static func disambiguationPrompt(spoken: String?, options: [String]) -> String {
        let subject = spoken.flatMap { $0.isEmpty ? nil : $0 } ?? "one"
        return "Which \(subject)? \(list(options))?"
    }

    /// What Siri says when an app reports it cannot use a value.
    public static func unsupported(app: String, parameter: String, value: String?, reason: String?) -> String {
        let name = value.map { "“\($0)”" } ?? "that"
        switch reason {
        case "noAccount": return "Sorry, you need a \(app) account for that."
        case "offline": return "Sorry, \(app) is offline right now."
        case "messagingServiceNotEnabledForRecipient": return "Sorry, \(value ?? "that person") can't get \(app) messages."
        case "noValidHandle", "invalidHandle", "requestedHandleInvalid": return "Sorry, \(app) has no way to reach \(value ?? "that person")."
        case "noHandleForLabel": return "Sorry, \(app) has no such number or address for \(value ?? "that person")."
        case "requiringInAppAuthentication": return "Sorry, you need to sign in to \(app) first."
        case "noContactFound": return "Sorry, I couldn't find \(name) in \(app)."
        case "multipleContactsUnsupported": return "Sorry, \(app) can only call one person at a time."
        case "videoCallUnsupported": return "Sorry, \(app) can't make video calls."
        case "microphoneNotAccessible": return "Sorry, \(app) can't use the microphone."
        case "cameraNotAccessible": return "Sorry, \(app) can't use the camera."
        case "noCallHistoryForRedial", "noUsableHandleForRedial": return "Sorry, there's no call to return."
        case "unsupportedMmiUssd": return "Sorry, \(app) can't dial codes like that."
        case "loginRequired": return "Sorry, you need to sign in to \(app) first."
        case "subscriptionRequired": return "Sorry, you need a \(app) subscription for \(value ?? "that")."
        case "unsupportedMediaType": return "Sorry, \(app) can't play \(value ?? "that")."
        case "explicitContentSettings": return "Sorry, \(value ?? "that") is explicit, and explicit content is turned off."
        case "cellularDataSettings": return "Sorry, \(app) can't stream over cellular data."
        case "restrictedContent": return "Sorry, \(value ?? "that") is restricted."
        case "serviceUnavailable": return "Sorry, \(app) isn't available right now."
        case "regionRestriction": return "Sorry, \(value ?? "that") isn't available where you are."
        case "playlistNameNotFound": return "Sorry, \(app) has no playlist called \(name)."
        case "playlistNotEditable": return "Sorry, you can't change the playlist \(name)."
        case "belowMinimum", "aboveMaximum": return "Sorry, \(app) can't play at that speed."
        default:
            switch parameter {
            case "recipients", "contacts", "senders", "mediaItems": return "Sorry, I couldn't find \(name) in \(app)."
            default: return "Sorry, \(app) can't use \(name) there."
            }
        }
    }

    /// Siri's generic words for a failure code.
    public static func failure(app: String, code: String) -> String {
        switch code {
        case "failureRequiringAppLaunch": "You'll need to continue in \(app)."
        case "failureRequiringInAppAuthentication": "You'll need to sign in to \(app) first."
        case "failureMessageServiceNotAvailable", "failureCallingServiceNotAvailable": "Sorry, \(app) isn't available right now."
        case "failureMessageNotFound": "Sorry, I couldn't find that message in \(app)."
        case "failurePastUnsendTimeLimit": "Sorry, it's too late to unsend that message."
        case "failurePastEditTimeLimit": "Sorry, it's too late to edit that message."
        case "failureMessageTypeUnsupported": "Sorry, \(app) can't do that with this kind of message."
        case "failureUnsupportedOnService": "Sorry, \(app) doesn't support that."
        case "failureMessageTooManyResults": "There are too many messages. Try asking for fewer."
        case "failureMessageAttributeNotSet": "Sorry, \(app) couldn't change that message."
        case "failureContactNotSupportedByApp": "Sorry, \(app) can't call that person."
        case "failureAirplaneModeEnabled": "You'll need to turn off Airplane Mode first."
        case "failureCallInProgress", "failureCallRinging": "Sorry, there's already a call going on."
        case "failureAppConfigurationRequired": "You'll need to set up \(app) first."
        case "failureUnableToHandOff": "Sorry, I couldn't hand the call off."
        case "failureUnknownMediaType": "Sorry, \(app) can't play that kind of thing."
        case "failureNoUnplayedContent": "There's nothing new to play in \(app)."
        case "failureRestrictedContent": "Sorry, that's restricted in \(app)."
        case "failureMaxStreamLimitReached": "Sorry, \(app) is already playing on too many devices."
        case "failureNoMatchingWorkout": "Sorry, \(app) couldn't find that workout."
        case "failureOngoingWorkout": "You're already in a workout in \(app)."
        case "failureRequiringAppLaunchMustVerifyCredentials": "You'll need to sign in to \(app) first."
        case "failureRequiringAppLaunchNoServiceInArea": "Sorry, \(app) doesn't serve that area."
        case "failureRequiringAppLaunchServiceTemporarilyUnavailable": "Sorry, \(app) isn't available right now."
        case "failureRequiringAppLaunchPreviousRideNeedsCompletion": "You'll need to finish your current ride in \(app) first."
        case "failureRequiringAppLaunchRideScheduledTooFar": "Sorry, that's too far ahead to book in \(app)."
        case "failurePreviousRideNeedsFeedback": "You'll need to rate your last ride in \(app) first."
        default: "Sorry, \(app) couldn't do that."
        }
    }

    public static func timeOut(app: String) -> String { "Sorry, \(app) isn't responding." }

    /// "Nov 19", or "Nov 19 at 3:30 PM" for a date with a time of day (UTC).
    public static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formatter.timeZone
        formatter.dateFormat = calendar.startOfDay(for: date) == date ? "MMM d" : "MMM d 'at' h:mm a"
        return formatter.string(from: date)
    }

    /// "10 minutes", "1 hour and 30 minutes", "45 seconds".
    public static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let parts = [(total / 3600, "hour"), (total % 3600 / 60, "minute"), (total % 60, "second")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "0 seconds" : list(parts, conjunction: "and")
    }

    /// "today at 8:53 AM", "yesterday at 6:30 PM", "Nov 17 at 4:05 PM" (UTC).
    public static func when(_ date: Date, now: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "h:mm a"
        let time = formatter.string(from: date)
        if calendar.isDate(date, inSameDayAs: now) { return "today at \(time)" }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: yesterday) {
            return "yesterday at \(time)"
        }
        formatter.dateFormat = "MMM d"
        return "\(formatter.string(from: date)) at \(time)"
    }

    /// "JPEG image" for `public.jpeg`.
    public static func fileKind(_ typeIdentifier: String?) -> String {
        switch typeIdentifier {
        case "public.jpeg": "JPEG image"
        case "public.png": "PNG image"
        case "public.heic": "HEIC image"
        case "public.image": "image"
        case "com.compuserve.gif": "GIF image"
        case "com.adobe.pdf": "PDF document"
        case "public.mpeg-4", "public.movie", "com.apple.quicktime-movie": "video"
        case "public.mp3", "public.audio", "com.apple.m4a-audio", "public.mpeg-4-audio": "audio"
        case "public.plain-text", "public.text": "text file"
        case "public.vcard": "contact card"
        case "com.microsoft.word.doc", "org.openxmlformats.wordprocessingml.document": "Word document"
        case "public.zip-archive": "zip archive"
        case let other?: other
        case nil: "file"
        }
    }
}
