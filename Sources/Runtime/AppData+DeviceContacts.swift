import Apps
import Assistant
import IntentModel
import Store

extension AppData {
    /// The data of an app that brings none (an Xcode project without `sirisim/Data.json`, a
    /// bundle without Data.json): its contacts are the device's, as an app that reads the
    /// system address book has them (a VoIP or messaging app with Contacts access). Each
    /// keeps its `contactIdentifier`, which is also its identifier in the app, so the
    /// reference handlers find the person Siri resolved from the device's Contacts. Its
    /// workouts are those its global vocabulary names (`INStartWorkoutIntent.workoutName`):
    /// an app names to Siri the workouts it has.
    static func withoutData(contacts: [DeviceContact], bundle: AppBundle) -> AppData {
        var data = AppData.readingDeviceContacts(contacts, app: bundle.bundleIdentifier)
        var seen = Set<String>()
        for vocabulary in bundle.vocabulary.parameterVocabularies
        where vocabulary.parameterNames.contains(where: { $0.hasSuffix(".workoutName") }) {
            for item in vocabulary.items {
                guard let name = item.synonyms.first?.phrase, seen.insert(item.identifier).inserted else { continue }
                data.seed.namedItems.append(
                    NamedItemRecord(
                        app: bundle.bundleIdentifier, kind: .workout, identifier: item.identifier, name: name, body: nil
                    ))
            }
        }
        return data
    }

    static func readingDeviceContacts(_ contacts: [DeviceContact], app: String) -> AppData {
        var data = AppData.empty
        for contact in contacts {
            data.seed.contacts.append(
                ContactRecord(
                    app: app, customIdentifier: contact.contactIdentifier, displayName: contact.displayName,
                    contactIdentifier: contact.contactIdentifier, relationship: contact.relationship,
                    image: contact.image))
            for (position, handle) in contact.handles.enumerated() {
                guard let value = handle.value else { continue }
                data.seed.handles.append(
                    ContactHandleRecord(
                        app: app, customIdentifier: contact.contactIdentifier, position: position,
                        value: value, type: handle.type, label: handle.label))
            }
            if let nickname = contact.nickname {
                data.seed.aliases.append(
                    ContactAliasRecord(app: app, customIdentifier: contact.contactIdentifier, alias: nickname))
            }
        }
        return data
    }
}
