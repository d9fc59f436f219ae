import Foundation
import Testing

/// An Xcode project folder is an app for lint, parse and the session (Tests/Fixtures/Xcode).
@Suite(.serialized) struct XcodeProjectCLITests {
    let fixtures = "\(root)/Tests/Fixtures/Xcode"

    @Test func lintSaysWhatItReadAndNamesASettingNothingDefines() throws {
        let run = try sirisim(["lint", "\(fixtures)/Intercom"])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains("Intercom.xcodeproj/project.pbxproj: target Intercom (iOS app), Release configuration"))
        #expect(
            run.stdout.contains(
                "Intercom/Info.plist:20: CFBundleShortVersionString: $(APP_VERSION_STRING) is set nowhere"),
            "\(run.stdout)")
        #expect(run.stdout.contains("INStartAudioCallIntent is a calls intent, which sirisim does not simulate yet"))
        #expect(!run.stdout.contains("unknown intent"))
        let supplied = try sirisim(["lint", "\(fixtures)/Intercom", "--set", "APP_VERSION_STRING=3.0"])
        #expect(supplied.status == 0, "\(supplied.stdout)")
        let badSet = try sirisim(["lint", "\(fixtures)/Intercom", "--set", "no equals sign"])
        #expect(badSet.status != 0)
    }

    @Test func everyFixtureLoadsWithoutWarnings() throws {
        for fixture in ["Countdown", "Hikes", "LegacyNotes", "Loose", "Sync16"] {
            let run = try sirisim(["lint", "\(fixtures)/\(fixture)"])
            #expect(run.status == 0, "\(fixture): \(run.stdout)\(run.stderr)")
            #expect(!run.stdout.contains("$("), "a build setting leaked: \(run.stdout)")
        }
    }

    @Test func aBrokenProjectIsRefusedWithItsLineAndNothingIsLost() throws {
        let folder = try temporaryFolder()
        let state = "\(folder)/s.sqlite"
        _ = try sirisim(["--plain", "--state", state], stdin: Data("Send a message to Juan saying kept\nyes\n".utf8))
        let before = try Data(contentsOf: URL(fileURLWithPath: state))
        let run = try sirisim(
            ["--plain", "--state", state, "--fresh", "--app", "\(fixtures)/Broken"], stdin: Data(":time\n".utf8))
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "Broken/Jotter.xcodeproj/project.pbxproj:256: expected ; after the value of \"PRODUCT_BUNDLE_IDENTIFIER\""
            ), "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == before)
    }

    @Test func parseAndTheSessionTakeAProject() throws {
        let parse = try sirisim(["parse", "--app", "\(fixtures)/Intercom.", "Call Maria Ruiz"])
        #expect(parse.status == 2)  // a misspelt path is an error, not the sample apps
        let project = try sirisim([
            "parse", "--app", "\(fixtures)/Intercom/Intercom.xcodeproj", "Call Maria Ruiz", "hello",
        ])
        let lines = project.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines.first?.contains("\"app\":\"com.example.intercom\",\"intent\":\"INStartCallIntent\"") == true,
            "\(project.stdout)")
        let folder = try temporaryFolder()
        let session = try sirisim(
            ["--plain", "--state", "\(folder)/s.sqlite", "--app", "\(fixtures)/Countdown", "--target", "CountdownMac"],
            stdin: Data(":apps\n".utf8))
        #expect(session.stdout.contains("Countdown for Mac (com.example.countdown.mac)"))
        let wrong = try sirisim(
            [
                "--plain", "--state", "\(folder)/s.sqlite", "--app", "\(fixtures)/Countdown", "--target",
                "CountdownIntents",
            ],
            stdin: Data(":apps\n".utf8))
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--target CountdownIntents is not an app"))
    }
}

/// Two apps that define the same custom intent class each run their own.
@Suite struct SameClassTwoAppsTests {
    func app(_ folder: String, name: String, identifier: String, says: String) throws -> String {
        let path = "\(folder)/\(name)"
        try FileManager.default.createDirectory(atPath: "\(path)/IntentsExtension", withIntermediateDirectories: true)
        func plist(_ body: String) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
        }
        try plist(
            "<dict><key>CFBundleIdentifier</key><string>\(identifier)</string><key>CFBundleDisplayName</key><string>\(name)</string></dict>"
        )
        .write(toFile: "\(path)/Info.plist", atomically: true, encoding: .utf8)
        try plist(
            """
            <dict><key>NSExtension</key><dict><key>NSExtensionAttributes</key><dict><key>IntentsSupported</key><array><string>GreetIntent</string></array></dict>
            <key>NSExtensionPointIdentifier</key><string>com.apple.intents-service</string></dict></dict>
            """
        ).write(toFile: "\(path)/IntentsExtension/Info.plist", atomically: true, encoding: .utf8)
        try plist(
            """
            <dict><key>INIntents</key><array><dict>
            <key>INIntentConfigurable</key><true/><key>INIntentName</key><string>Greet</string><key>INIntentTitle</key><string>Greet</string>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array><dict><key>INIntentResponseCodeFormatString</key><string>\(says)</string>
            <key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
            </dict></array></dict>
            """
        ).write(toFile: "\(path)/Intents.intentdefinition", atomically: true, encoding: .utf8)
        return path
    }

    @Test func eachAppRunsItsOwnDefinition() throws {
        let folder = try temporaryFolder()
        let one = try app(folder, name: "One", identifier: "com.example.one", says: "Hello from One.")
        let two = try app(folder, name: "Two", identifier: "com.example.two", says: "Hello from Two.")
        let run = try sirisim(
            ["--plain", "--state", "\(folder)/s.sqlite", "--app", one, "--app", two],
            stdin: Data(":shortcuts add \"first\" One Greet\nfirst\n:shortcuts add \"second\" Two Greet\nsecond\n".utf8)
        )
        #expect(run.stdout.contains("> first\nHello from One."), "\(run.stdout)")
        #expect(run.stdout.contains("> second\nHello from Two."), "\(run.stdout)")
    }
}
