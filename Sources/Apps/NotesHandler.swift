import Formats
import Foundation
import IntentModel
import Store

/// The reference handler of a notes app's custom intents (Notes' `GetNote` and `AddNote`),
/// over the app's notes (Data.json `notes`, with `modifiedDate`). A note is found by the
/// words of its title ("my note about the garden") and the day it was changed ("from
/// yesterday"); none found is the definition's `failureNoNote`; a note too long to read
/// out continues in the app with a user activity that opens it.
public struct NotesHandler: INCustomIntentHandling {
    public let app: String
    let store: AppStore
    let clock: DeviceClock
    let faults: FaultSink

    /// Notes longer than this many words are opened in the app rather than read out.
    static let longestReadOut = 40
    /// The activity the app opens a note with.
    public static let openNoteActivity = "com.example.notes.open-note"

    init(_ context: HandlerContext) {
        app = context.app
        store = context.store
        clock = context.clock
        faults = context.faults
    }

    public func resolve(
        parameter: String, for intent: INCustomIntent,
        with completion: @escaping @Sendable ([INCustomResolutionResult]) -> Void
    ) {
        do {
            switch (SampleCustomIntent(intent), parameter) {
            case (.getNote?, "note"): completion([try resolveNote(intent)])
            case (.addNote?, "content"):
                if case .string(let text)? = intent.parameters["content"],
                    !text.trimmingCharacters(in: .whitespaces).isEmpty
                {
                    completion([.success(.string(text))])
                } else {
                    completion([.needsValue])
                }
            default: completion(CustomDefaults.resolve(parameter, intent))
            }
        } catch {
            faults.storeFailed(Self.method(resolving: parameter), error)
            completion([.unsupported()])
        }
    }

    public func handle(intent: INCustomIntent, completion: @escaping @Sendable (INCustomIntentResponse) -> Void) {
        do {
            switch SampleCustomIntent(intent) {
            case .getNote?:
                completion(try answer(intent))
            case .addNote?:
                guard case .string(let text)? = intent.parameters["content"] else {
                    completion(INCustomIntentResponse(code: .failure))
                    return
                }
                let note = try store.addNote(app: app, title: Self.title(for: text), body: text, at: clock.now)
                completion(INCustomIntentResponse(code: .success, properties: ["title": .string(note.title)]))
            case .orderCoffee?, .topUpCard?, nil:
                completion(INCustomIntentResponse(code: .failure))
            }
        } catch {
            faults.storeFailed("handle", error)
            completion(INCustomIntentResponse(code: .failure))
        }
    }

    // MARK: Finding notes

    static let fillerWords: Set<String> = [
        "a", "an", "the", "my", "about", "on", "of", "note", "notes", "for", "from", "with",
    ]

    /// The notes whose titles have every word said ("garden" → "Garden plan"), changed on the
    /// day the intent names, if it names one.
    func notes(matching said: String?, on day: Date?) throws -> [NoteEntry] {
        var notes = try store.notes(app: app)
        if let day {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            notes = notes.filter { $0.modifiedAt.map { calendar.isDate($0, inSameDayAs: day) } ?? false }
        }
        guard let said else { return notes }
        let words = Set(ContactDirectory.fold(said).split(separator: " ").map(String.init)).subtracting(
            Self.fillerWords)
        guard !words.isEmpty else { return [] }
        return notes.filter { note in
            let title = Set(ContactDirectory.fold(note.title).split(separator: " ").map(String.init))
            return words.allSatisfy { word in
                title.contains(word) || title.contains(word + "s")
                    || (word.hasSuffix("s") && title.contains(String(word.dropLast())))
            }
        }
    }

    static func object(_ note: NoteEntry) -> INCustomValue {
        .object(identifier: note.identifier, displayString: note.title)
    }

    func day(_ intent: INCustomIntent) -> Date? {
        if case .date(let date)? = intent.parameters["date"] { return date }
        return nil
    }

    func resolveNote(_ intent: INCustomIntent) throws -> INCustomResolutionResult {
        let said: String?
        switch intent.parameters["note"] {
        case .object(let identifier?, _)?
        where try store.notes(app: app).contains(where: { $0.identifier == identifier }):
            return .success(intent.parameters["note"]!)
        case .object(_, let displayString)?: said = displayString
        default:
            guard day(intent) != nil else { return .needsValue }
            said = nil
        }
        let found = try notes(matching: said, on: day(intent))
        switch found.count {
        // Nothing by that name: handle says so, in the definition's words.
        case 0: return said == nil ? .notRequired : .success(intent.parameters["note"]!)
        case 1: return .success(Self.object(found[0]))
        default: return .disambiguation(found.map(Self.object))
        }
    }

    /// The note read out, opened in the app when it is long, or `failureNoNote`.
    func answer(_ intent: INCustomIntent) throws -> INCustomIntentResponse {
        var topic = "that day"
        if case .object(let identifier, let displayString)? = intent.parameters["note"] {
            topic = displayString
            if let identifier, let note = try store.notes(app: app).first(where: { $0.identifier == identifier }) {
                return read(note)
            }
        } else if let note = try notes(matching: nil, on: day(intent)).first {
            return read(note)
        }
        return INCustomIntentResponse(
            code: INCustomResponseCode(rawValue: "failureNoNote"), properties: ["topic": .string(topic)])
    }

    func read(_ note: NoteEntry) -> INCustomIntentResponse {
        let words = note.body.split(whereSeparator: \.isWhitespace).count
        if words > Self.longestReadOut {
            let activity = UserActivity(activityType: Self.openNoteActivity, userInfo: ["note": note.identifier])
            return INCustomIntentResponse(
                code: .continueInApp, userActivity: activity,
                properties: ["title": .string(note.title), "words": .integer(words)])
        }
        return INCustomIntentResponse(
            code: .success, properties: ["title": .string(note.title), "content": .string(note.body)])
    }

    /// A new note's title: its first words, up to six.
    static func title(for text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace)
        let title = words.prefix(6).joined(separator: " ")
        let capitalised = title.prefix(1).uppercased() + title.dropFirst()
        return words.count > 6 ? capitalised + "…" : capitalised
    }
}

/// What the notes handler declares to the registry: Notes' custom intents, for the notes
/// bundle whose code it is, and `:notes`.
extension NotesHandler: ReferenceHandler {
    static let intents = [SampleCustomIntent.getNote.rawValue, SampleCustomIntent.addNote.rawValue]
    static let bundles: Set<String>? = ["com.example.notes"]
    static let consoleCommands = [ConsoleCommand(name: "notes", summary: "an app's notes")]

    func console(_ command: String, arguments: String) throws -> [String]? {
        guard command == "notes" else { return nil }
        let notes = try store.notes(app: app)
        guard !notes.isEmpty else { return nil }
        return notes.map { note in
            let words = note.body.split(whereSeparator: \.isWhitespace).count
            let modified = note.modifiedAt.map { " \(DateParsing.iso($0))" } ?? ""
            return "\(note.title) [\(note.identifier)]" + modified + ", \(words) word\(words == 1 ? "" : "s")"
        }
    }
}
