import Formats

/// Where an app's files that Siri reads are, wherever the app came from: a folder in
/// sirisim's own layout, an Xcode project (a target of it), or a folder searched for the
/// same files. `AppLocator` finds them; the app bundle reader reads them.
public struct AppSources: Sendable {
    /// Where the app was found.
    public enum Origin: Sendable, Equatable {
        /// A folder in sirisim's layout (Info.plist, IntentsExtension/, Base.lproj/, …).
        case bundleFolder
        /// A target of an Xcode project (the `.xcodeproj` folder and the target's name).
        case xcodeProject(path: String, target: String)
        /// A folder without a readable project, searched for the files.
        case searchedFolder
    }

    /// An Info.plist as the built app would have it: a file on disk, keys Xcode generates
    /// from build settings (`GENERATE_INFOPLIST_FILE`, `INFOPLIST_KEY_*`), and the settings
    /// that expand `$(VAR)` in either.
    public struct InfoPlist: Sendable {
        public var file: String?
        /// Keys made from build settings, each with the setting it came from. The file's own
        /// keys win over these (it is what the developer wrote out in full).
        public var generated: [String: BuildSettings.Setting]
        public var settings: BuildSettings?
        /// The target it belongs to, for messages.
        public var target: String?

        public init(
            file: String?, generated: [String: BuildSettings.Setting] = [:], settings: BuildSettings? = nil,
            target: String? = nil
        ) {
            self.file = file
            self.generated = generated
            self.settings = settings
            self.target = target
        }

        /// What the Info.plist is called in messages: its file, or the target whose build
        /// settings make it.
        public var shownName: String {
            file ?? "the Info.plist Xcode generates for \(target ?? "the target")"
        }
    }

    /// An `.intentdefinition`, with its localizations: `Intents.strings` by region, or
    /// (where a project localizes the whole file) a definition per region.
    public struct Definition: Sendable, Equatable {
        public var file: String
        public var strings: [String: String]
        public var localizedDefinitions: [String: String]

        public init(file: String, strings: [String: String] = [:], localizedDefinitions: [String: String] = [:]) {
            self.file = file
            self.strings = strings
            self.localizedDefinitions = localizedDefinitions
        }
    }

    public var origin: Origin
    /// The folder the app was given as (a bundle folder, or the project's folder).
    public var folder: String
    public var infoPlist: InfoPlist
    public var intentsExtensions: [InfoPlist]
    public var definitions: [Definition]
    /// AppIntentVocabulary.plist files by region (`Base`, `en`; "" for one in no .lproj).
    public var vocabularies: [String: String]
    /// The project's development region, when it has one.
    public var developmentRegion: String?
    /// Where the app's seed data is: Data.json in a bundle folder, `sirisim/Data.json` in a
    /// project's folder.
    public var dataFile: String
    /// What was taken from where, and what was passed over, for lint.
    public var notes: [String]

    public init(
        origin: Origin, folder: String, infoPlist: InfoPlist, intentsExtensions: [InfoPlist] = [],
        definitions: [Definition] = [],
        vocabularies: [String: String] = [:], developmentRegion: String? = nil, dataFile: String, notes: [String] = []
    ) {
        self.origin = origin
        self.folder = folder
        self.infoPlist = infoPlist
        self.intentsExtensions = intentsExtensions
        self.definitions = definitions
        self.vocabularies = vocabularies
        self.developmentRegion = developmentRegion
        self.dataFile = dataFile
        self.notes = notes
    }

    /// Every file the app is read from, for a run's list of inputs.
    public var files: [String] {
        var out = [infoPlist.file].compactMap { $0 } + intentsExtensions.compactMap(\.file)
        for definition in definitions {
            out.append(definition.file)
            out += definition.strings.values.sorted() + definition.localizedDefinitions.values.sorted()
        }
        out += vocabularies.values.sorted()
        if case .xcodeProject(let path, _) = origin { out.append(Paths.join(path, "project.pbxproj")) }
        return out + [dataFile]
    }
}
