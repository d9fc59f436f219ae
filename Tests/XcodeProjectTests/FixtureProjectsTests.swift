import Formats
import Foundation
import TestSupport
import Testing

@testable import XcodeProject

let fixtures = Repository.path("Tests/Fixtures/Xcode")

/// The fixture projects (Tests/Fixtures/Xcode, written in Xcode's formats) read as Xcode
/// builds them: targets, settings for Release, generated Info.plists, definitions with their
/// languages, vocabulary by region.
@Suite struct FixtureProjectsTests {
    @Test func countdownsTargetsAndSettings() throws {
        let project = try XcodeProject.load("\(fixtures)/Countdown/Countdown.xcodeproj")
        #expect(project.configuration == "Release")
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions.contains("es"))
        let kinds = Dictionary(
            uniqueKeysWithValues: project.targets.map { ($0.name, "\($0.platform.rawValue) \($0.productType)") })
        #expect(kinds["Countdown"] == "iOS app")
        #expect(kinds["CountdownIntents"] == "iOS app extension")
        #expect(kinds["CountdownWatch"] == "watchOS app")
        #expect(kinds["CountdownMac"] == "macOS app")
        let app = try #require(project.target(named: "Countdown"))
        #expect(app.settings.text("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.countdown")
        #expect(app.settings.text("PRODUCT_MODULE_NAME") == "Countdown")
        #expect(app.infoPlistPath == "\(fixtures)/Countdown/Countdown/Info.plist")
        let ext = try #require(project.target(named: "CountdownIntents"))
        #expect(ext.settings.text("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.countdown.CountdownIntents")
        #expect(app.dependencies.contains(ext.id))
    }

    @Test func countdownsSiriFiles() throws {
        let sources = try AppLocator.locate("\(fixtures)/Countdown")
        #expect(sources.origin == .xcodeProject(path: "\(fixtures)/Countdown/Countdown.xcodeproj", target: "Countdown"))
        #expect(sources.intentsExtensions.map(\.file) == ["\(fixtures)/Countdown/CountdownIntents/Info.plist"])
        #expect(
            sources.definitions.map { Paths.lastComponent($0.file) }.sorted() == [
                "Intents.intentdefinition", "Reminders.intentdefinition",
            ])
        let localized = try #require(
            sources.definitions.first { $0.file.hasSuffix("Base.lproj/Intents.intentdefinition") })
        #expect(localized.strings.keys.sorted() == ["en", "es"])
        // The vocabulary is in the development language only, no Base.
        #expect(Array(sources.vocabularies.keys) == ["en"])
        #expect(sources.dataFile == "\(fixtures)/Countdown/sirisim/Data.json")
        // Another target on request, and a target that is no app refused by name.
        let mac = try AppLocator.locate("\(fixtures)/Countdown/Countdown.xcodeproj", target: "CountdownMac")
        #expect(mac.infoPlist.target == "CountdownMac")
        #expect(throws: FormatError.self) {
            _ = try AppLocator.locate("\(fixtures)/Countdown", target: "CountdownIntents")
        }
        #expect(throws: FormatError.self) { _ = try AppLocator.locate("\(fixtures)/Countdown", target: "NoSuchTarget") }
    }

    @Test func hikesInfoPlistIsMadeFromBuildSettings() throws {
        let sources = try AppLocator.locate("\(fixtures)/Hikes")
        #expect(sources.infoPlist.file == nil)
        let generated = sources.infoPlist.generated
        #expect(generated["CFBundleDisplayName"]?.value == "Trail Log")
        #expect(generated["CFBundleIdentifier"]?.value == "$(PRODUCT_BUNDLE_IDENTIFIER)")
        let settings = try #require(sources.infoPlist.settings)
        #expect(settings.expand("$(PRODUCT_BUNDLE_IDENTIFIER)").text == "com.example.hikes")
        #expect(settings.expand("$(MARKETING_VERSION) ($(CURRENT_PROJECT_VERSION))").text == "1.0 (7)")
        // The extension: its file, with a display name from its own settings.
        let ext = try #require(sources.intentsExtensions.first)
        #expect(ext.file == "\(fixtures)/Hikes/HikesIntents/Info.plist")
        #expect(ext.generated["CFBundleDisplayName"]?.value == "Trail Log Intents")
        // A definition in the app target's Sources serves the extension's intents too.
        #expect(sources.definitions.map { Paths.lastComponent($0.file) } == ["Hikes.intentdefinition"])
    }

    @Test func intercomsSettingsComeFromXcconfigFiles() throws {
        let sources = try AppLocator.locate("\(fixtures)/Intercom")
        let settings = try #require(sources.infoPlist.settings)
        #expect(
            settings.expand("$(PRODUCT_BUNDLE_IDENTIFIER)")
                == BuildSettings.Expansion(text: "com.example.intercom", unknown: []))
        #expect(settings.expand("$(APP_DISPLAY_NAME)").text == "Intercom")
        #expect(settings.expand("$(APP_VERSION_STRING)").unknown == ["APP_VERSION_STRING"])
        let supplied = try AppLocator.locate(
            "\(fixtures)/Intercom", overrides: ["APP_VERSION_STRING": "3.0", "TEAM_SUFFIX": ".beta"])
        let given = try #require(supplied.infoPlist.settings)
        #expect(given.expand("$(APP_VERSION_STRING)") == BuildSettings.Expansion(text: "3.0", unknown: []))
        #expect(given.expand("$(PRODUCT_BUNDLE_IDENTIFIER)").text == "com.example.intercom.beta")
    }

    @Test func sync16sDefinitionIsFoundInItsSynchronizedFolder() throws {
        let sources = try AppLocator.locate("\(fixtures)/Sync16")
        #expect(sources.definitions.map(\.file) == ["\(fixtures)/Sync16/Sync16/Intents.intentdefinition"])
        #expect(sources.infoPlist.settings?.expand("$(PRODUCT_BUNDLE_IDENTIFIER)").text == "com.example.Sync-16")
        #expect(sources.infoPlist.generated["CFBundleDisplayName"]?.value == "Ambience")
    }

    @Test func legacyNotesDefinitionAtTheProjectsRoot() throws {
        let sources = try AppLocator.locate("\(fixtures)/LegacyNotes")
        #expect(sources.definitions.map(\.file) == ["\(fixtures)/LegacyNotes/Intents.intentdefinition"])
        #expect(sources.intentsExtensions.count == 1)
    }

    @Test func aFolderWithoutAProjectIsSearched() throws {
        let sources = try AppLocator.locate("\(fixtures)/Loose")
        #expect(sources.origin == .searchedFolder)
        #expect(sources.infoPlist.file == "\(fixtures)/Loose/App/Info.plist")
        #expect(sources.intentsExtensions.map(\.file) == ["\(fixtures)/Loose/AppIntents/Info.plist"])
        #expect(sources.notes.contains { $0.contains("no Xcode project") })
    }

    @Test func aBrokenProjectNamesFileLineAndKey() {
        do {
            _ = try AppLocator.locate("\(fixtures)/Broken")
            Issue.record("a broken project was read")
        } catch {
            #expect(error.location.file == "\(fixtures)/Broken/Jotter.xcodeproj/project.pbxproj")
            #expect(error.location.line == 256)
            #expect(error.message.contains("PRODUCT_BUNDLE_IDENTIFIER"), "\(error)")
        }
    }

    @Test func localizationPicksExactThenLanguageThenDevelopmentRegionThenBase() {
        #expect(Localization.pick(["Base", "en", "es"], locale: "es-MX", developmentRegion: "en") == "es")
        #expect(Localization.pick(["Base", "en", "en-GB"], locale: "en_GB", developmentRegion: "en") == "en-GB")
        #expect(Localization.pick(["Base", "en", "es"], locale: "fr-FR", developmentRegion: "en") == "en")
        #expect(Localization.pick(["Base", "es"], locale: nil, developmentRegion: "de") == "Base")
        #expect(Localization.pick(["", "es"], locale: nil, developmentRegion: "en") == "")
        #expect(Localization.pick(["es"], locale: "de", developmentRegion: "en") == nil)
    }
}
