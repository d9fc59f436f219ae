import Formats
import Foundation

extension AppData {
    /// What an app needs at launch when its data is in the state already: everything but
    /// its own data (contacts, messages, media…), whose keys are read past without being
    /// built (`JSONParser.parse(contentsOf:skipping:)`), so that a session on an existing
    /// state does not read a large library again. Its seed is empty.
    public static func loadLaunch(
        path: String, app: String, declaredIntents: [String] = []
    ) throws(FormatError) -> AppData {
        try read(
            try JSONParser.parse(contentsOf: path, skipping: seedKeys), file: path, app: app,
            declaredIntents: declaredIntents,
            launchOnly: true)
    }
}
