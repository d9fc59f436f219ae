import Formats
import Foundation
import IntentModel

/// A person in the device's own Contacts, which Siri reads apart from any app.
public struct DeviceContact: Sendable, Hashable {
    public var contactIdentifier: String
    public var displayName: String
    public var nickname: String?
    /// The person's relationship to the user ("sister", "boss").
    public var relationship: String?
    public var handles: [INPersonHandle]
    /// The contact's picture (a file name), which Siri hands over with the person.
    public var image: String?

    public init(
        contactIdentifier: String, displayName: String, nickname: String? = nil, relationship: String? = nil,
        handles: [INPersonHandle],
        image: String? = nil
    ) {
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.displayName = displayName
        self.nickname = nickname
        self.relationship = relationship
        self.handles = handles
    }

    /// One INPerson per handle, as Siri puts them in `siriMatches`.
    public var persons: [INPerson] {
        let base = INPerson(
            displayName: displayName, image: image, contactIdentifier: contactIdentifier, relationship: relationship)
        if handles.isEmpty { return [base] }
        return handles.map { handle in
            var person = base
            person.personHandle = handle
            return person
        }
    }
}

public enum DeviceContactsFile {
    static let contactKeys = ["contactIdentifier", "displayName", "nickname", "relationship", "handles", "image"]
    static let handleKeys = ["value", "type", "label"]

    /// How many contacts `load` hands to `eachPart` at a time.
    static let partSize = 8_192

    /// Reads a Contacts.json (`{"contacts": [...]}`). With `eachPart`, the contacts are also
    /// handed on in order, `partSize` at a time, as they are read (so that the system's
    /// index of them is built beside the reading); after an error, what was handed on is
    /// incomplete and must be dropped.
    public static func load(
        path: String, eachPart: (([DeviceContact]) -> Void)? = nil
    ) throws(FormatError) -> [DeviceContact] {
        var handedOn = 0
        func handOn(upTo end: Int, of contacts: [DeviceContact]) {
            guard let eachPart, end > handedOn else { return }
            eachPart(Array(contacts[handedOn..<end]))
            handedOn = end
        }
        let root = NodeReader(try JSONParser.parse(contentsOf: path), file: path)
        try root.rejectUnknownKeys(["contacts"])
        var seen: [String: Int] = [:]
        var contacts: [DeviceContact] = []
        let entries = try root["contacts"].array()
        contacts.reserveCapacity(entries.count)
        seen.reserveCapacity(entries.count)
        for entry in entries {
            // There may be a million: most are read straight from the document; one that is
            // not exactly right is read again through readers, which say what is wrong.
            if let quick = QuickFields(entry, contactKeys), let contact = contact(quick) {
                if let line = seen[contact.contactIdentifier] {
                    throw entry["contactIdentifier"].error(
                        "\"\(contact.contactIdentifier)\" is used twice (first on line \(line))")
                }
                seen[contact.contactIdentifier] = entry.line
                contacts.append(contact)
            } else {
                let contact = try contact(entry) { identifier, reader throws(FormatError) in
                    if let line = seen[identifier] {
                        throw reader.error("\"\(identifier)\" is used twice (first on line \(line))")
                    }
                }
                seen[contact.contactIdentifier] = entry.line
                contacts.append(contact)
            }
            if contacts.count - handedOn >= partSize { handOn(upTo: contacts.count, of: contacts) }
        }
        handOn(upTo: contacts.count, of: contacts)
        return contacts
    }

    /// A contact read value by value through readers, each mistake reported with its file,
    /// line and key; `checkIdentifier` is given the identifier as soon as it is read.
    static func contact(
        _ entry: NodeReader,
        checkIdentifier: (String, NodeReader) throws(FormatError) -> Void
    ) throws(FormatError) -> DeviceContact {
        // One pass over the contact's keys.
        let f = try entry.fields(contactKeys)
        let identifier = try f[0].string()
        try checkIdentifier(identifier, f[0])
        return DeviceContact(
            contactIdentifier: identifier, displayName: try f[1].string(), nickname: try f[2].optionalString(),
            relationship: try f[3].optionalString(), handles: try readHandles(f[4]), image: try f[5].optionalString())
    }

    /// A contact read straight from the document, when every value is as the readers of
    /// `load` would take it; nil otherwise.
    static func contact(_ f: QuickFields) -> DeviceContact? {
        guard let identifier = f.string(0), let displayName = f.string(1), let nickname = f.optionalString(2),
            let relationship = f.optionalString(3), let handleRecords = f.optionalRecords(4, handleKeys),
            let image = f.optionalString(5)
        else { return nil }
        var handles: [INPersonHandle] = []
        for h in handleRecords {
            guard let typeName = h.string(1), let type = INPersonHandleType(rawValue: typeName), type != .unknown,
                let value = h.string(0), let label = h.optionalString(2)
            else { return nil }
            handles.append(INPersonHandle(value: value, type: type, label: label))
        }
        return DeviceContact(
            contactIdentifier: identifier, displayName: displayName, nickname: nickname, relationship: relationship,
            handles: handles, image: image)
    }

    /// Reads a `handles` array (`value`, `type`, `label`), shared with Data.json.
    public static func readHandles(_ reader: NodeReader) throws(FormatError) -> [INPersonHandle] {
        var handles: [INPersonHandle] = []
        for handle in try reader.optionalArray() {
            let f = try handle.fields(handleKeys)
            let typeName = try f[1].string()
            guard let type = INPersonHandleType(rawValue: typeName), type != .unknown else {
                throw f[1].error("\"\(typeName)\" is not a handle type (phoneNumber or emailAddress)")
            }
            handles.append(INPersonHandle(value: try f[0].string(), type: type, label: try f[2].optionalString()))
        }
        return handles
    }
}
