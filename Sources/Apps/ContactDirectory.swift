import Foundation
import IntentModel
import Store

/// The app's own contacts, as its handlers look people up.
struct ContactDirectory {
    let contacts: [StoredContact]

    init(store: AppStore, app: String) throws {
        contacts = try store.contacts(app: app)
    }

    func contact(customIdentifier: String) -> StoredContact? {
        contacts.first { $0.record.customIdentifier == customIdentifier }
    }

    /// The app's contact for a person Siri passes: by the app's own identifier, then by the
    /// device Contacts identifier.
    func identify(_ person: INPerson) -> StoredContact? {
        if let id = person.customIdentifier, let c = contact(customIdentifier: id) { return c }
        if let id = person.contactIdentifier { return contacts.first { $0.record.contactIdentifier == id } }
        return nil
    }

    /// The app's people whose name, first or last name, alias or relationship ("my sister")
    /// is what the user said; exact matches win over typing errors.
    func search(_ spoken: String) -> [StoredContact] {
        searchWithQuality(spoken).contacts
    }

    /// The search, and whether its results are only near misses (a typing error).
    func searchWithQuality(_ spoken: String) -> (contacts: [StoredContact], nearMiss: Bool) {
        let said = Self.fold(spoken)
        guard !said.isEmpty else { return ([], false) }
        let ownerless = said.hasPrefix("my ") ? String(said.dropFirst(3)) : said
        var exact: [StoredContact] = []
        var partial: [StoredContact] = []
        for contact in contacts {
            let name = Self.fold(contact.record.displayName)
            if name == said || contact.aliases.contains(where: { Self.fold($0) == said })
                || contact.record.relationship.map(Self.fold) == ownerless
            {
                exact.append(contact)
            } else if name.split(separator: " ").contains(where: { $0 == said }) {
                partial.append(contact)
            }
        }
        if !exact.isEmpty { return (exact, false) }
        if !partial.isEmpty { return (partial, false) }
        // Typing errors are looked for only when nothing matched as said: the edit distance
        // to every name and word of every contact is the costly part of a search.
        guard said.count >= 4 else { return ([], false) }
        let fuzzy = contacts.filter { contact in
            let name = Self.fold(contact.record.displayName)
            let candidates = [name] + contact.aliases.map(Self.fold) + name.split(separator: " ").map(String.init)
            return candidates.contains { Self.distance($0, said) <= 1 }
        }
        return (fuzzy, !fuzzy.isEmpty)
    }

    /// The INPerson the app gives back for one of its contacts.
    func person(_ contact: StoredContact, handle: INPersonHandle? = nil) -> INPerson {
        let handles = contact.handles.map { INPersonHandle(value: $0.value, type: $0.type, label: $0.label) }
        return INPerson(
            personHandle: handle ?? handles.first, displayName: contact.record.displayName, image: contact.record.image,
            contactIdentifier: contact.record.contactIdentifier, customIdentifier: contact.record.customIdentifier,
            aliases: handles.isEmpty ? nil : handles, relationship: contact.record.relationship)
    }

    /// The person for a stored sender or recipient (`me` or a customIdentifier).
    func person(stored id: String) -> INPerson {
        if id == "me" { return INPerson(displayName: "Me", isMe: true) }
        if let c = contact(customIdentifier: id) { return person(c) }
        return INPerson(displayName: id, customIdentifier: id)
    }

    /// What a name or an answer is compared as: lower case, no diacritics, only letters,
    /// digits, apostrophes and single spaces.
    static func fold(_ text: String) -> String {
        // A search folds every contact's name: ASCII (nearly every name) is folded byte by byte.
        text.utf8.allSatisfy({ $0 < 0x80 }) ? foldASCII(text) : foldAnyText(text)
    }

    /// `fold` through Foundation, for text beyond ASCII.
    static func foldAnyText(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "’", with: "'")
            .components(separatedBy: CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "' ")).inverted)
            .joined()
            .split(separator: " ").joined(separator: " ")
    }

    /// `fold` of ASCII text: letters lowered, characters other than letters, digits,
    /// apostrophes and spaces dropped, runs of spaces made one, none at either end.
    static func foldASCII(_ text: String) -> String {
        String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
            var count = 0
            var pendingSpace = false
            for byte in text.utf8 {
                let lowered = byte >= 65 && byte <= 90 ? byte | 0x20 : byte
                if lowered == 0x20 {
                    pendingSpace = count > 0
                } else if (lowered >= 97 && lowered <= 122) || (lowered >= 48 && lowered <= 57) || lowered == 0x27 {
                    if pendingSpace {
                        buffer[count] = 0x20
                        count += 1
                        pendingSpace = false
                    }
                    buffer[count] = lowered
                    count += 1
                }
            }
            return count
        }
    }

    /// Edit distance with transpositions ("jaun" is one step from "juan").
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if abs(a.count - b.count) > 1 { return 2 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}

/// What the app concluded about one spoken person, before wrapping it in the intent's
/// result type.
enum PersonResolution {
    case success(INPerson)
    /// A near miss ("Jaun"): the app asks the user to confirm.
    case confirm(INPerson)
    case disambiguation([INPerson])
    case notFound
}

extension ContactDirectory {
    /// Apple's four rules for `siriMatches`, then a search of the app's own contacts:
    /// 1. one match the app can identify → success;
    /// 2. several distinct people → drop those the app cannot identify, then success for
    ///    one, disambiguation for more;
    /// 3. several matches of one contact (several handles) → disambiguate on the handle
    ///    when the app uses handles, otherwise success with any of them;
    /// 4. no matches → search the app's own contacts for what the user said.
    func resolve(_ person: INPerson, usesHandles: Bool) -> PersonResolution {
        // The app's own identifier: from its vocabulary (Siri passes a term's identifier as
        // the person's customIdentifier), or from an earlier pass (a disambiguation).
        if let id = person.customIdentifier, let c = contact(customIdentifier: id) {
            return .success(self.person(c, handle: person.personHandle))
        }
        let matches = person.siriMatches ?? []
        if !matches.isEmpty {
            let contactIDs = Set(matches.compactMap { $0.contactIdentifier ?? $0.customIdentifier })
            if contactIDs.count == 1, matches.count > 1 {
                // Rule 3: one contact, several handles.
                guard let contact = identify(matches[0]) else { return searchOwn(person.displayName) }
                if usesHandles {
                    return .disambiguation(matches.map { self.person(contact, handle: $0.personHandle) })
                }
                return .success(self.person(contact, handle: matches[0].personHandle))
            }
            // Rules 1 and 2: keep the people the app knows, one each.
            var seen = Set<String>()
            let known = matches.compactMap(identify).filter { seen.insert($0.record.customIdentifier).inserted }
            switch known.count {
            case 0: return searchOwn(person.displayName)
            case 1: return .success(self.person(known[0]))
            default: return .disambiguation(known.map { self.person($0) })
            }
        }
        // Rule 4.
        return searchOwn(person.displayName)
    }

    private func searchOwn(_ spoken: String) -> PersonResolution {
        let (found, nearMiss) = searchWithQuality(spoken)
        switch found.count {
        case 0: return .notFound
        case 1: return nearMiss ? .confirm(person(found[0])) : .success(person(found[0]))
        default: return .disambiguation(found.map { person($0) })
        }
    }
}
