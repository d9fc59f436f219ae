import Formats
import PhraseMatcher
import Store
import SystemIntents

/// The people and groups a donated intent names, as the app identified them: read through
/// its spec's person and group parameters (`IntentSpec.namingParameters`). The one reading
/// both for what Siri knows of an app's donations and for whether a new donation teaches
/// the matcher a name.
enum DonatedNames {
    /// The names a donation teaches; none for a custom intent, whose names come from the
    /// app's definition, or an intent Siri does not know.
    static func entities(of donation: DonationRecord, registry: IntentRegistry) throws(FormatError) -> [Entity] {
        guard let spec = registry[donation.intentClass], spec.domain != .custom else { return [] }
        let intent = try DonationReader.intent(of: donation)
        var out: [Entity] = []
        for parameter in spec.namingParameters {
            let node = intent[parameter.name]
            let values = parameter.multiple ? try node.optionalArray() : node.exists ? [node] : []
            for value in values {
                switch parameter.kind {
                case .person:
                    let name = try value["displayName"].string()
                    guard !name.isEmpty, let id = try value["customIdentifier"].optionalString() else { continue }
                    out.append(
                        Entity(
                            kind: .person, identifier: id, phrase: name, app: donation.app,
                            source: .donation))
                case .group:
                    let name = try value["spokenPhrase"].string()
                    guard !name.isEmpty else { continue }
                    let id = try value["vocabularyIdentifier"].optionalString() ?? name
                    out.append(Entity(kind: .group, identifier: id, phrase: name, app: donation.app, source: .donation))
                }
            }
        }
        return out
    }

    /// How a learnt name is told from the others: its app, its kind and its words.
    static func key(_ entity: Entity) -> String {
        "\(entity.app ?? "")|\(entity.kind)|\(entity.phrase)"
    }
}
