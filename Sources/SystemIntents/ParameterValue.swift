import Formats
import Foundation
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
        case .person(let p): p.displayName
        case .string(let s): s
        case .speakable(let s): s.spokenPhrase
        case .enumCase(let name): Speech.words(forCaseName: name)
        case .attributes(let a): a.names.joined(separator: " and ")
        case .dateRange(let r): Speech.describe(r)
        case .callRecord(let r): r.caller?.displayName ?? r.identifier
        case .number(let n): Speech.number(n)
        case .boolean(let b): b ? "yes" : "no"
        case .mediaItem(let item): Speech.media(item)
        case .mediaDestination(let destination): Speech.destination(destination)
        case .object(_, let displayString): displayString
        case .date(let date): Speech.day(date)
        case .placemark(let place): place.name
        }
    }

    public var person: INPerson? { if case .person(let p) = self { p } else { nil } }
    public var string: String? {
        switch self {
        case .string(let s): s
        case .speakable(let s): s.spokenPhrase
        default: nil
        }
    }
    public var speakable: INSpeakableString? {
        switch self {
        case .speakable(let s): s
        case .string(let s): INSpeakableString(spokenPhrase: s)
        default: nil
        }
    }
    public var caseName: String? { if case .enumCase(let c) = self { c } else { nil } }
    public var number: Double? { if case .number(let n) = self { n } else { nil } }
    public var boolean: Bool? { if case .boolean(let b) = self { b } else { nil } }
    public var mediaItem: INMediaItem? { if case .mediaItem(let m) = self { m } else { nil } }
    public var placemark: CLPlacemark? {
        switch self {
        case .placemark(let p): p
        case .string(let s): CLPlacemark(name: s)
        case .speakable(let s): CLPlacemark(name: s.spokenPhrase)
        default: nil
        }
    }

    public var json: JSON {
        switch self {
        case .person(let p): TraceJSON.person(p)
        case .string(let s): .string(s)
        case .speakable(let s): TraceJSON.speakable(s)
        case .enumCase(let c): .string(c)
        case .attributes(let a): .array(a.names.map(JSON.string))
        case .dateRange(let r): TraceJSON.dateRange(r)
        case .callRecord(let r):
            .object(dropping: [("identifier", .string(r.identifier)), ("caller", r.caller.map(TraceJSON.person))])
        case .number(let n): .double(n)
        case .boolean(let b): .bool(b)
        case .mediaItem(let item): TraceJSON.mediaItem(item)
        case .mediaDestination(let destination): TraceJSON.mediaDestination(destination)
        case .object(let identifier, let displayString):
            TraceJSON.object(identifier: identifier, displayString: displayString)
        case .date(let date): .string(DateParsing.iso(date))
        case .placemark(let place): Rides.json(place)
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
        .object(dropping: [
            ("value", h.value.map(JSON.string)), ("type", .string(h.type.rawValue)),
            ("label", h.label.map(JSON.string)),
        ])
    }

    public static func speakable(_ s: INSpeakableString) -> JSON {
        .object(dropping: [
            ("spokenPhrase", .string(s.spokenPhrase)),
            ("vocabularyIdentifier", s.vocabularyIdentifier.map(JSON.string)),
            ("pronunciationHint", s.pronunciationHint.map(JSON.string)),
        ])
    }

    public static func dateRange(_ r: INDateComponentsRange) -> JSON {
        .object(dropping: [
            ("startDate", r.startDate.map { .string(DateParsing.iso($0)) }),
            ("endDate", r.endDate.map { .string(DateParsing.iso($0)) }),
        ])
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
            (
                "attachmentFiles",
                m.attachmentFiles.map { files in
                    .array(
                        files.map {
                            .object(dropping: [
                                ("fileName", .string($0.fileName)),
                                ("typeIdentifier", $0.typeIdentifier.map(JSON.string)),
                            ])
                        })
                }
            ),
            ("numberOfAttachments", m.numberOfAttachments.map(JSON.int)),
            (
                "linkMetadata",
                m.linkMetadata.map { l in
                    .object(dropping: [
                        ("title", l.title.map(JSON.string)), ("siteName", l.siteName.map(JSON.string)),
                        ("summary", l.summary.map(JSON.string)), ("linkURL", l.linkURL.map(JSON.string)),
                    ])
                }
            ),
        ])
    }

    public static func mediaItem(_ m: INMediaItem) -> JSON {
        .object(dropping: [
            ("identifier", m.identifier.map(JSON.string)), ("title", m.title.map(JSON.string)),
            ("type", .string(m.type.rawValue)), ("artist", m.artist.map(JSON.string)),
        ])
    }

    public static func mediaDestination(_ d: INMediaDestination) -> JSON {
        switch d {
        case .library: .object([("library", .bool(true))])
        case .playlist(let name): .object([("playlistName", .string(name))])
        }
    }

    public static func mediaSearch(_ s: INMediaSearch) -> JSON {
        .object(dropping: [
            ("mediaType", s.mediaType == .unknown ? nil : .string(s.mediaType.rawValue)),
            ("sortOrder", s.sortOrder == .unknown ? nil : .string(s.sortOrder.rawValue)),
            ("mediaName", s.mediaName.map(JSON.string)), ("artistName", s.artistName.map(JSON.string)),
            ("albumName", s.albumName.map(JSON.string)),
            ("genreNames", s.genreNames.map { .array($0.map(JSON.string)) }),
            ("moodNames", s.moodNames.map { .array($0.map(JSON.string)) }),
            ("releaseDate", s.releaseDate.map(dateRange)),
            ("reference", s.reference == .unknown ? nil : .string(s.reference.rawValue)),
            ("mediaIdentifier", s.mediaIdentifier.map(JSON.string)),
        ])
    }

    /// An INObject: its identifier (when it has one) and display string.
    public static func object(identifier: String?, displayString: String) -> JSON {
        .object(dropping: [("identifier", identifier.map(JSON.string)), ("displayString", .string(displayString))])
    }

    public static func userActivity(_ a: UserActivity) -> JSON {
        .object(dropping: [
            ("activityType", .string(a.activityType)),
            ("userInfo", .object(a.userInfo.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) })),
            (
                "interaction",
                a.interaction.map { i in
                    .object(dropping: [
                        ("intent", .string(i.intentClassName)), ("identifier", i.intent.identifier.map(JSON.string)),
                        ("intentHandlingStatus", .string(i.intentHandlingStatus.rawValue)),
                    ])
                }
            ),
        ])
    }
}
