import IntentModel
import PhraseMatcher

/// Who a spoken name is on the device: the contacts Siri reads (`siriMatches`), and the
/// INPerson it hands an app.
extension Siri {
    /// The device contacts a spoken name could mean, one INPerson per handle, as Siri fills
    /// `siriMatches`: by name, nickname or relationship, the best kind of match only.
    public func siriMatches(for spoken: String) -> [INPerson] {
        guard hasContactsAccess else { return [] }
        // A name typed with a typing error is not one Siri heard: it leaves the guess to the
        // app, whose search can ask "Did you mean …?".
        // (The index holds Siri's value words too: only the contacts' names count here.)
        let spans = systemIndex(withContacts: true).lookup(spoken).filter {
            $0.entity.source == .deviceContacts && $0.quality >= 0.9 - 1e-9
        }
        guard let best = spans.map(\.quality).max() else { return [] }
        var seen = Set<String>()
        var out: [INPerson] = []
        for span in spans where span.quality >= best - 1e-9 {
            guard seen.insert(span.entity.identifier).inserted,
                let contact = deviceContacts.first(where: { $0.contactIdentifier == span.entity.identifier })
            else { continue }
            out += contact.persons
        }
        return out
    }

    /// The person Siri hands an app for a name it heard: a term of the app's vocabulary
    /// keeps the identifier the app gave it; every person gets the device contacts the
    /// name could mean in `siriMatches`.
    public func person(for fill: SlotFill) -> INPerson {
        if let entity = fill.entity, entity.source != .deviceContacts, entity.app != nil {
            return INPerson(
                displayName: entity.phrase, customIdentifier: entity.identifier.isEmpty ? nil : entity.identifier,
                siriMatches: siriMatches(for: entity.phrase))
        }
        return INPerson(displayName: fill.text, siriMatches: siriMatches(for: fill.text))
    }

    static func contactEntities(_ contacts: [DeviceContact]) -> [Entity] {
        var out: [Entity] = []
        for contact in contacts {
            out.append(
                Entity(
                    kind: .person, identifier: contact.contactIdentifier, phrase: contact.displayName,
                    source: .deviceContacts))
            if let nickname = contact.nickname {
                out.append(
                    Entity(
                        kind: .person, identifier: contact.contactIdentifier, phrase: nickname, source: .deviceContacts)
                )
            }
            if let relationship = contact.relationship {
                for owner in SystemLexicon.relationshipOwners {
                    out.append(
                        Entity(
                            kind: .person, identifier: contact.contactIdentifier, phrase: "\(owner) \(relationship)",
                            source: .deviceContacts))
                }
            }
        }
        return out
    }
}
