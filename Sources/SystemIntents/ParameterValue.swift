import Foundation
import Formats
import IntentModel

/// A parameter value of any intent, so that one resolution loop serves every intent.
public enum ParameterValue: Sendable, Hashable {
    case person(INPerson)
    case string(String)
    case speakable(INSpeakableString)
    /// An enum value by Apple's case name (INCallCapability, INMessageAttribute, …).
    case enumCase(String)
    case attributes(INMessageAttributeOptions)
    case dateRange(INDateComponentsRange)
    case callRecord(INCallRecordInfo)
    case number(Double)
    case boolean(Bool)
    case mediaItem(INMediaItem)
    case mediaDestination(INMediaDestination)
    /// A custom type's value (INObject): an identifier, nil when none, and its display string.
    case object(identifier: String?, displayString: String)
    /// A date and time (a custom intent's DateComponents).
    case date(Date)
    /// A place (a ride's pickup or drop-off).
    case placemark(CLPlacemark)

    /// How Siri says the value in a prompt.
    public var spoken: String {
        switch self {
        case let .person(p): p.displayName
        case let .string(s): s
        case let .speakable(s): s.spokenPhrase
        case let .enumCase(name): Speech.words(forCaseName: name)
        case let .attributes(a): a.names.joined(separator: " and ")
        case let .dateRange(r): Speech.describe(r)
        case let .callRecord(r): r.caller?.displayName ?? r.identifier
        case let .number(n): Speech.number(n)
        case let .boolean(b): b ? "yes" : "no"
        case let .mediaItem(item): Speech.media(item)
        case let .mediaDestination(destination): Speech.destination(destination)
        case let .object(_, displayString): displayString
        case let .date(date): Speech.day(date)
        case let .placemark(place): place.name
        }
    }

    public var person: INPerson? { if case let .person(p) = self { p } else { nil } }
    public var string: String? {
        switch self {
        case let .string(s): s
        case let .speakable(s): s.spokenPhrase
        default: nil
        }
    }
    public var speakable: INSpeakableString? {
        switch self {
        case let .speakable(s): s
        case let .string(s): INSpeakableString(spokenPhrase: s)
        default: nil
        }
    }
    public var caseName: String? { if case let .enumCase(c) = self { c } else { nil } }
    public var number: Double? { if case let .number(n) = self { n } else { nil } }
    public var boolean: Bool? { if case let .boolean(b) = self { b } else { nil } }
    public var mediaItem: INMediaItem? { if case let .mediaItem(m) = self { m } else { nil } }
    public var placemark: CLPlacemark? {
        switch self {
        case let .placemark(p): p
        case let .string(s): CLPlacemark(name: s)
        case let .speakable(s): CLPlacemark(name: s.spokenPhrase)
        default: nil
        }
    }

    public var json: JSON {
        switch self {
        case let .person(p): TraceJSON.person(p)
        case let .string(s): .string(s)
        case let .speakable(s): TraceJSON.speakable(s)
        case let .enumCase(c): .string(c)
        case let .attributes(a): .array(a.names.map(JSON.string))
        case let .dateRange(r): TraceJSON.dateRange(r)
        case let .callRecord(r): .object(dropping: [("identifier", .string(r.identifier)), ("caller", r.caller.map(TraceJSON.person))])
        case let .number(n): .double(n)
        case let .boolean(b): .bool(b)
        case let .mediaItem(item): TraceJSON.mediaItem(item)
        case let .mediaDestination(destination): TraceJSON.mediaDestination(destination)
        case let .object(identifier, displayString): TraceJSON.object(identifier: identifier, displayString: displayString)
        case let .date(date): .string(DateParsing.iso(date))
        case let .placemark(place): Rides.json(place)
        }
    }
}

/// The JSON shapes of SiriKit values in the trace (DESIGN §6).
public enum TraceJSON {
    public static func person(_ p: INPerson) -> JSON {
        .object(dropping: [
            ("displayName", .string(p.displayName)),
            ("customIdentifier", p.customIdentifier.map(JSON.string)),
            ("contactIdentifier", p.contactIdentifier.map(JSON.string)),
            ("personHandle", p.personHandle.map(handle)),
            ("relationship", p.relationship.map(JSON.string)),
            ("image", p.image.map(JSON.string)),
            ("siriMatches", p.siriMatches.map { .array($0.map(person)) }),
        ])
    }

    public static func handle(_ h: INPersonHandle) -> JSON {
        .object(dropping: [("value", h.value.map(JSON.string)), ("type", .string(h.type.rawValue)), ("label", h.label.map(JSON.string))])
    }

    public static func speakable(_ s: INSpeakableString) -> JSON {
        .object(dropping: [("spokenPhrase", .string(s.spokenPhrase)), ("vocabularyIdentifier", s.vocabularyIdentifier.map(JSON.string)),
                           ("pronunciationHint", s.pronunciationHint.map(JSON.string))])
    }

    public static func dateRange(_ r: INDateComponentsRange) -> JSON {
        .object(dropping: [("startDate", r.startDate.map { .string(DateParsing.iso($0)) }), ("endDate", r.endDate.map { .string(DateParsing.iso($0)) })])
    }

    public static func message(_ m: INMessage) -> JSON {
        .object(dropping: [
            ("identifier", .string(m.identifier)),
            ("conversationIdentifier", m.conversationIdentifier.map(JSON.string)),
            ("content", m.content.map(JSON.string)),
            ("dateSent", m.dateSent.map { .string(DateParsing.iso($0)) }),
            ("sender", m.sender.map(person)),
            ("recipients", m.recipients.map { .array($0.map(person)) }),
            ("groupName", m.groupName.map(speakable)),
            ("messageType", .string(m.messageType.rawValue)),
            ("attachmentFiles", m.attachmentFiles.map { files in
                .array(files.map { .object(dropping: [("fileName", .string($0.fileName)), ("typeIdentifier", $0.typeIdentifier.map(JSON.string))]) })
            }),
            ("numberOfAttachments", m.numberOfAttachments.map(JSON.int)),
            ("linkMetadata", m.linkMetadata.map { l in
                .object(dropping: [("title", l.title.map(JSON.string)), ("siteName", l.siteName.map(JSON.string)),
                                   ("summary", l.summary.map(JSON.string)), ("linkURL", l.linkURL.map(JSON.string))])
            }),
        ])
    }

    public static func mediaItem(_ m: INMediaItem) -> JSON {
        .object(dropping: [("identifier", m.identifier.map(JSON.string)), ("title", m.title.map(JSON.string)),
                           ("type", .string(m.type.rawValue)), ("artist", m.artist.map(JSON.string))])
    }

    public static func mediaDestination(_ d: INMediaDestination) -> JSON {
        switch d {
        case .library: .object([("library", .bool(true))])
        case let .playlist(name): .object([("playlistName", .string(name))])
        }
    }

    public static func mediaSearch(_ s: INMediaSearch) -> JSON {
        .object(dropping: [
            ("mediaType", s.mediaType == .unknown ? nil : .string(s.mediaType.rawValue)),
            ("sortOrder", s.sortOrder == .unknown ? nil : .string(s.sortOrder.rawValue)),
            ("mediaName", s.mediaName.map(JSON.string)), ("artistName", s.artistName.map(JSON.string)),
            ("albumName", s.albumName.map(JSON.string)), ("genreNames", s.genreNames.map { .array($0.map(JSON.string)) }),
            ("moodNames", s.moodNames.map { .array($0.map(JSON.string)) }), ("releaseDate", s.releaseDate.map(dateRange)),
            ("reference", s.reference == .unknown ? nil : .string(s.reference.rawValue)),
            ("mediaIdentifier", s.mediaIdentifier.map(JSON.string)),
        ])
    }

    /// An INObject: its identifier (when it has one) and display string.
    public static func object(identifier: String?, displayString: String) -> JSON {
        .object(dropping: [("identifier", identifier.map(JSON.string)), ("displayString", .string(displayString))])
    }

    public static func userActivity(_ a: UserActivity) -> JSON {
        .object(dropping: [("activityType", .string(a.activityType)),
                           ("userInfo", .object(a.userInfo.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) })),
                           ("interaction", a.interaction.map { i in
                               .object(dropping: [("intent", .string(i.intentClassName)), ("identifier", i.intent.identifier.map(JSON.string)),
                                                  ("intentHandlingStatus", .string(i.intentHandlingStatus.rawValue))])
                           })])
    }
}
