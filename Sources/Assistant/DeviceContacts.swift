import Foundation
import Formats
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

    public init(contactIdentifier: String, displayName: String, nickname: String? = nil, relationship: String? = nil, handles: [INPersonHandle],
                image: String? = nil) {
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.displayName = displayName
        self.nickname = nickname
        self.relationship = relationship
        self.handles = handles
    }

    /// One INPerson per handle, as Siri puts them in `siriMatches`.
    public var persons: [INPerson] {
        let base = INPerson(displayName: displayName, image: image, contactIdentifier: contactIdentifier, relationship: relationship)
        if handles.isEmpty { return [base] }
        return handles.map { handle in
            var person = base
            person.personHandle = handle
            return person
        }
    }
}

public enum DeviceContactsFile {
    static let contactKeys: Set<String> = ["contactIdentifier", "displayName", "nickname", "relationship", "handles", "image"]

    /// Reads a Contacts.json (`{"contacts": [...]}`).
    public static func load(path: String) throws(FormatError) -> [DeviceContact] {
        let root = NodeReader(try JSONParser.parse(contentsOf: path), file: path)
        try root.rejectUnknownKeys(["contacts"])
        var seen: [String: Int] = [:]
        var contacts: [DeviceContact] = []
        for entry in try root["contacts"].array() {
            try entry.rejectUnknownKeys(contactKeys)
            let identifier = try entry["contactIdentifier"].string()
            if let line = seen[identifier] {
                throw entry["contactIdentifier"].error("\"\(identifier)\" is used twice (first on line \(line))")
            }
            seen[identifier] = entry.location.line
            contacts.append(DeviceContact(
                contactIdentifier: identifier, displayName: try entry["displayName"].string(),
                nickname: try entry["nickname"].optionalString(), relationship: try entry["relationship"].optionalString(),
                handles: try readHandles(entry["handles"]), image: try entry["image"].optionalString()))
        }
        return contacts
    }

    /// Reads a `handles` array (`value`, `type`, `label`), shared with Data.json.
    public static func readHandles(_ reader: NodeReader) throws(FormatError) -> [INPersonHandle] {
        var handles: [INPersonHandle] = []
        for handle in try reader.optionalArray() {
            try handle.rejectUnknownKeys(["value", "type", "label"])
            let typeName = try handle["type"].string()
            guard let type = INPersonHandleType(rawValue: typeName), type != .unknown else {
                throw handle["type"].error("\"\(typeName)\" is not a handle type (phoneNumber or emailAddress)")
            }
            handles.append(INPersonHandle(value: try handle["value"].string(), type: type, label: try handle["label"].optionalString()))
        }
        return handles
    }
}
