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
        case .playlist(let name): name
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
        guard case .person(let person) = value else { return value.spoken }
        let sameName = all.filter { $0.person?.displayName == person.displayName }.count > 1
        guard sameName, let handle = person.personHandle, let handleValue = handle.value else {
            return person.displayName
        }
        let label = handle.label.map { "\($0) " } ?? ""
        return "\(person.displayName), \(label)\(handleValue)"
    }

    public static func disambiguationPrompt(spoken: String?, options: [String]) -> String {
        let subject = spoken.flatMap { $0.isEmpty ? nil : $0 } ?? "one"
        return "Which \(subject)? \(list(options))?"
    }

    /// Siri's generic words when an app cannot use a value: a thing the app looks up (a
    /// person, a media item) was not found, anything else cannot be used there. A typed
    /// reason's own words are its domain's (`SpokenUnsupportedReason`).
    public static func unsupported(app: String, value: String?, notFound: Bool) -> String {
        let name = quoted(value)
        return notFound ? "Sorry, I couldn't find \(name) in \(app)." : "Sorry, \(app) can't use \(name) there."
    }

    /// "“Maria”", or "that" when nothing was said.
    static func quoted(_ value: String?) -> String {
        value.map { "“\($0)”" } ?? "that"
    }

    /// Siri's generic words for a failing outcome; a code's own words are its domain's
    /// (`SpokenFailureCode`).
    public static func failure(app: String, outcome: INResponseOutcome) -> String {
        switch outcome {
        case .failureRequiringAppLaunch: "You'll need to continue in \(app)."
        case .unspecified, .ready, .inProgress, .success, .failure, .continueInApp, .handleInApp,
            .userConfirmationRequired:
            "Sorry, \(app) couldn't do that."
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
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),
            calendar.isDate(date, inSameDayAs: yesterday)
        {
            return "yesterday at \(time)"
        }
        formatter.dateFormat = "MMM d"
        return "\(formatter.string(from: date)) at \(time)"
    }
}
