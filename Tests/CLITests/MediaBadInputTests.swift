import Foundation
import Testing

/// Issue 8's bad input: each mistake in a media bundle or transcript is refused with the
/// file, the line and the key, and the state file it would have opened is left as it was.
@Suite(.serialized) struct MediaBadInputTests {
    /// A copy of the Tunes bundle, with the contacts beside it, to break.
    func tunesCopy() throws -> String {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: "\(root)/Apps/Tunes", toPath: "\(folder)/Tunes")
        try FileManager.default.copyItem(atPath: "\(root)/Apps/Contacts.json", toPath: "\(folder)/Contacts.json")
        return "\(folder)/Tunes"
    }

    /// Replaces the first occurrence of `old` in `file`, and returns the line it was on.
    @discardableResult
    func breakFile(_ file: String, replacing old: String, with new: String) throws -> Int {
        let number = try line(of: old, in: file)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let range = try #require(text.range(of: old))
        try text.replacingCharacters(in: range, with: new).write(toFile: file, atomically: true, encoding: .utf8)
        return number
    }

    /// Runs a session on the broken app against a state file that already holds a sent
    /// message, and checks that the session refused to start and the file is unchanged.
    func expectRefusal(app: String, mentioning fragments: [String]) throws {
        let folder = try temporaryFolder()
        let state = "\(folder)/state.sqlite"
        let seeded = try sirisim(
            ["--plain", "--state", state, "--app", "\(root)/Apps/Chatter"],
            stdin: Data(":time\n".utf8))
        #expect(seeded.status == 0, "\(seeded.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: state))

        let run = try sirisim(["--plain", "--state", state, "--app", app], stdin: Data(":time\n".utf8))
        #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
        for fragment in fragments { #expect(run.stderr.contains(fragment), "\(fragment) not in: \(run.stderr)") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == before)
    }

    @Test func anUnknownMediaTypeNamesItsLine() throws {
        let app = try tunesCopy()
        let number = try breakFile("\(app)/Data.json", replacing: #""type": "song""#, with: #""type": "single""#)
        try expectRefusal(
            app: app, mentioning: ["Data.json:\(number)", "type", "\"single\" is not an INMediaItemType"])
    }

    @Test func anUnknownMediaCategoryNamesItsLine() throws {
        let app = try tunesCopy()
        let number = try breakFile(
            "\(app)/IntentsExtension/Info.plist",
            replacing: "<string>INMediaCategoryPodcasts</string>", with: "<string>INMediaCategoryJazz</string>")
        try expectRefusal(
            app: app, mentioning: ["Info.plist:\(number)", "\"INMediaCategoryJazz\" is not a media category"])
    }

    @Test func aPlaylistItemThatNamesNoLibraryItem() throws {
        let app = try tunesCopy()
        let file = "\(app)/Data.json"
        // The first playlist's first item.
        let playlists = try line(of: #""playlists": ["#, in: file)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let start = try #require(text.range(of: #""playlists": ["#))
        let item = try #require(text.range(of: #""s-020""#, range: start.upperBound..<text.endIndex))
        try text.replacingCharacters(in: item, with: #""s-9999""#).write(
            toFile: file, atomically: true, encoding: .utf8)
        let number = try line(of: #""s-9999""#, in: file)
        #expect(number > playlists)
        try expectRefusal(app: app, mentioning: ["Data.json:\(number)", "s-9999"])
    }

    @Test func aDonationForAnIntentTheAppDoesNotDeclare() throws {
        let app = try tunesCopy()
        let file = "\(app)/Data.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let donations = try #require(text.range(of: #""donations": ["#))
        let intent = try #require(
            text.range(of: #""intent": "INPlayMediaIntent""#, range: donations.upperBound..<text.endIndex))
        try text.replacingCharacters(in: intent, with: #""intent": "INStartCallIntent""#).write(
            toFile: file, atomically: true, encoding: .utf8)
        let number = try line(of: #""intent": "INStartCallIntent""#, in: file)
        try expectRefusal(app: app, mentioning: ["Data.json:\(number)", "INStartCallIntent"])
    }

    @Test func anIOSVersionBeforeSiriKitIsRefused() throws {
        let folder = try temporaryFolder()
        let transcript = "\(folder)/old.transcript"
        try "# SiriKit came with iOS 10\n@ios 9\n> :time\n< 2026-11-20T09:00:00Z\n"
            .write(toFile: transcript, atomically: true, encoding: .utf8)
        let run = try sirisim(["replay", transcript])
        #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
        #expect((run.stdout + run.stderr).contains("old.transcript:2"))
        #expect((run.stdout + run.stderr).contains("ios"))

        let option = try sirisim(["--plain", "--fresh", "--state", "\(folder)/s.sqlite", "--ios", "9"], stdin: Data())
        // An argument error, with the argument parser's usage status (EX_USAGE).
        #expect(option.status == 64)
        #expect(option.stderr.contains("--ios 9: SiriKit needs iOS 10 or later"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/s.sqlite"))
    }
}
