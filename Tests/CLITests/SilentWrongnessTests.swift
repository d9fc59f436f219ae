import Foundation
import Testing

/// What used to go wrong without a word now says so, or goes right.
@Suite(.serialized) struct SilentWrongnessTests {
    @Test func lintFailsWhenTheDeviceCannotStart() throws {
        let app = try chatterCopy()
        let missing = try sirisim(["lint", app, "--contacts", "/nonexistent/Contacts.json"])
        #expect(missing.status != 0)
        #expect(
            missing.stderr.contains("/nonexistent/Contacts.json: cannot read the file: No such file or directory"),
            "\(missing.stderr)")
        #expect(!missing.stdout.contains("no findings"))

        let twin = try chatterCopy()
        let twice = try sirisim(["lint", app, twin])
        #expect(twice.status == 1)
        #expect(twice.stdout.contains("Info.plist:"))
        #expect(
            twice.stdout.contains(
                "CFBundleIdentifier: com.example.chatter is also the identifier of \(app); each app needs its own"),
            "\(twice.stdout)")
    }

    @Test func aMissingAppsFolderIsAnError() throws {
        for command in [["parse", "hi"], ["lint", "\(root)/Apps/Chatter"], ["replay", "\(root)/Transcripts/demo"]] {
            let run = try sirisim(command, environment: ["SIRISIM_APPS": "/nonexistent"])
            #expect(run.status == 2, "\(command)")
            #expect(
                run.stderr.contains("SIRISIM_APPS=/nonexistent: no such folder")
                    || run.stdout.contains("SIRISIM_APPS=/nonexistent: no such folder"),
                "\(command): \(run.stdout) \(run.stderr)")
        }
        let empty = try temporaryFolder()
        let none = try sirisim(["parse", "hi"], environment: ["SIRISIM_APPS": empty])
        #expect(none.status == 2 && none.stderr.contains("no app bundles in it"))
    }

    @Test func theDefaultStateHonoursHomeAndXDGDataHome() throws {
        let home = try temporaryFolder()
        let run = try sirisim(
            ["--plain"], stdin: Data(":time\n".utf8), environment: ["HOME": home, "XDG_DATA_HOME": ""])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: "\(home)/.local/share/sirisim/state.sqlite"))
        let data = try temporaryFolder()
        let xdg = try sirisim(
            ["--plain"], stdin: Data(":time\n".utf8), environment: ["HOME": home, "XDG_DATA_HOME": data])
        #expect(xdg.status == 0)
        #expect(FileManager.default.fileExists(atPath: "\(data)/sirisim/state.sqlite"))
        // A relative XDG_DATA_HOME is not one (the XDG specification): $HOME's is used.
        let relative = try sirisim(
            ["--plain"], stdin: Data(":time\n".utf8), environment: ["HOME": home, "XDG_DATA_HOME": "relative/data"])
        #expect(relative.status == 0)
        #expect(!FileManager.default.fileExists(atPath: "\(root)/relative/data"))
    }
}
