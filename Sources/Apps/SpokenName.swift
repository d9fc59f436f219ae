import Foundation
import IntentModel

/// Which of an app's named things (workouts, ride options) a spoken name means: the one
/// with the identifier Siri passes (from the app's vocabulary), else those with the whole
/// name, else those sharing a word with it ("yoga" in "Sunset Yoga").
enum SpokenName {
    static func matches<Item>(
        _ spoken: INSpeakableString, in items: [Item], identifier: (Item) -> String, name: (Item) -> String
    ) -> [Item] {
        if let id = spoken.vocabularyIdentifier, let item = items.first(where: { identifier($0) == id }) {
            return [item]
        }
        let said = ContactDirectory.fold(spoken.spokenPhrase)
        let whole = items.filter { ContactDirectory.fold(name($0)) == said }
        if !whole.isEmpty { return whole }
        let words = Set(
            [said, spoken.vocabularyIdentifier.map(ContactDirectory.fold)].compactMap { $0 }.flatMap {
                $0.split(separator: " ").map(String.init)
            })
        return items.filter { item in
            !words.isDisjoint(with: ContactDirectory.fold(name(item)).split(separator: " ").map(String.init))
        }
    }
}
