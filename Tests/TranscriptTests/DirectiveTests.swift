import Assistant
import Formats
import Foundation
import Runtime
import Testing

@testable import Transcript

/// Directives are small types listed in `DirectiveRegistry`, carried out by one interpreter
/// for replay and the demo: every name has a value, a written form and an effect.
@Suite struct DirectiveTests {
    /// One directive of each type. A registered directive without a sample, or a sample
    /// whose type is not registered, fails `everyDirectiveIsRegisteredSampledAndDocumented`.
    static let samples: [any Directive] = [
        AppDirective(path: "./My App "),
        ContactsDirective(path: "Contacts.json"),
        LocaleDirective(locale: "en_GB"),
        SetDirective(setting: "APP_VERSION_STRING", value: "2.0"),
        TargetDirective(target: "Brew"),
        TimeoutDirective(seconds: 2.5),
        IOSDirective(version: 13),
        LockedDirective(),
        ContactsAccessDirective(allowed: false),
        LocationDirective(place: DeviceLocation.parse("37.33,-122.03 work")!),
        NowDirective(date: DateParsing.parse("2026-11-21 10:30")!),
        WaitDirective(seconds: 90),
    ]

    /// The names a transcript may use, as docs/transcripts.md lists them.
    static let documented = [
        "app", "contacts", "locale", "set", "target", "timeout", "ios", "locked",
        "contacts-access", "location", "now", "wait",
    ]

    static func sample(_ name: String) throws -> any Directive {
        try #require(samples.first { type(of: $0).name == name }, "@\(name) has no sample")
    }

    @Test func everyDirectiveIsRegisteredSampledAndDocumented() throws {
        #expect(DirectiveRegistry.names == Self.documented)
        #expect(Self.samples.map { type(of: $0).name } == DirectiveRegistry.names)
        #expect(Set(DirectiveRegistry.names).count == DirectiveRegistry.names.count, "a name is registered twice")
        let docs = try String(contentsOfFile: "\(repositoryRoot)/docs/transcripts.md", encoding: .utf8)
        for name in DirectiveRegistry.names {
            #expect(docs.contains("`@\(name)"), "@\(name) is not in docs/transcripts.md")
        }
    }

    @Test(arguments: DirectiveRegistry.names)
    func everyDirectiveIsWrittenAndReadBackTheSame(_ name: String) throws {
        let directive = try Self.sample(name)
        let text = DirectiveLine(directive).text
        #expect(text.hasPrefix("@\(name)"))
        let file = try TranscriptFile.parse(text + "\n", path: "one.transcript")
        guard case .directive(let read) = try #require(file.items.first) else {
            Issue.record("\(text) is not read as a directive")
            return
        }
        #expect(AnyHashable(read.directive) == AnyHashable(directive), "\(text)")
        #expect(read.line == 1)
        #expect(file.render() == text + "\n")
    }

    /// A setup directive after a user line, and each directive's bad argument, is an error
    /// that names the file, the line and the directive.
    @Test(arguments: DirectiveRegistry.names)
    func errorsNameFileLineAndDirective(_ name: String) throws {
        let kind = try #require(DirectiveRegistry.directive(named: name))
        var texts: [String] = []
        if kind.placement == .setup { texts.append("> hi\n" + DirectiveLine(try Self.sample(name)).text + "\n") }
        if kind.needsArgument { texts.append("> hi\n@\(name)\n") }
        if !["locale", "target", "locked"].contains(name) { texts.append("> hi\n@\(name) \"bad\n") }
        for text in texts {
            do {
                _ = try TranscriptFile.parse(text, path: "bad.transcript")
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.location.file == "bad.transcript")
                #expect(error.location.line == 2, "\(text): \(error)")
                #expect(error.message.hasPrefix("@\(name)"), "\(text): \(error)")
            }
        }
    }

    @Test func setupCarriesOutEverySetupDirectiveAndTheFirstNow() throws {
        let text =
            Self.samples.map { DirectiveLine($0).text }.joined(separator: "\n")
            + "\n@now 2026-12-01 08:00\n> :time\n"
        let file = try TranscriptFile.parse(text, path: "/t/all.transcript")
        let setup = DirectiveInterpreter(file, file: "/t/all.transcript", folder: "/t").setup(now: Replayer.defaultNow)
        #expect(setup.apps.map(\.argument) == ["./My App "] && setup.apps.map(\.line) == [1])
        #expect(setup.contactsPath == "/t/Contacts.json")
        #expect(setup.locale == "en_GB")
        #expect(setup.settings == ["APP_VERSION_STRING": "2.0"])
        #expect(setup.target == "Brew")
        #expect(setup.handlerTimeout == .milliseconds(2500))
        #expect(setup.ios == 13)
        #expect(setup.locked)
        #expect(!setup.contactsAccess)
        #expect(setup.now == DateParsing.parse("2026-11-21 10:30"))
        #expect(setup.file == "/t/all.transcript" && setup.folder == "/t")
    }

    @Test func theConversationCarriesOutTheClockAndThePlace() async throws {
        let text = "@now 2026-11-20 09:00\n@now 2026-11-20 10:00\n> :time\n@wait 90s\n@location home\n@now 2027-01-01\n"
        let file = try TranscriptFile.parse(text, path: "flow.transcript")
        let directives = DirectiveInterpreter(file, file: "flow.transcript", folder: ".")
        let conversation = try DeviceFactory().makeConversation(for: directives.setup(now: Replayer.defaultNow))
        var effects: [DirectiveEffect] = []
        var talking = false
        for item in file.items {
            switch item {
            case .directive(let line): effects.append(try directives.perform(line, on: conversation, talking: talking))
            case .user: talking = true
            default: break
            }
        }
        let ten = try #require(DateParsing.parse("2026-11-20 10:00"))
        let home = try #require(DeviceLocation.parse("home"))
        let newYear = try #require(DateParsing.parse("2027-01-01"))
        #expect(effects == [.setUp, .clock(ten), .clock(ten.addingTimeInterval(90)), .location(home), .clock(newYear)])
        #expect(conversation.siri.location == DeviceLocation.parse("home"))
    }

    /// A `@wait` that takes the clock past 9999 is an error naming the file and the line,
    /// in replay and in the demo (which share this interpreter).
    @Test func anOutOfRangeWaitNamesFileAndLine() async throws {
        let text = "@app Chatter\n@now 9999-12-31 00:00\n> :time\n< 9999-12-31T00:00:00Z\n@wait 2d\n> :time\n"
        let path = NSTemporaryDirectory() + "sirisim-wait-\(UUID().uuidString).transcript"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let file = try TranscriptFile.load(path: path)
        let directives = DirectiveInterpreter(file, file: path, folder: Paths.parent(path))
        let conversation = try DeviceFactory().makeConversation(for: directives.setup(now: Replayer.defaultNow))
        guard case .directive(let wait) = file.items[4] else { throw DirectiveTestError.notADirective }
        let message = "@wait 2d moves the clock past the dates sirisim keeps (from 1900-01-01 to 9999-12-31)"
        #expect(throws: FormatError(SourceLocation(file: path, line: 5), message)) {
            try directives.perform(wait, on: conversation, talking: true)
        }
        let result = await Replayer(factory: DeviceFactory()).replay(path: path)
        #expect(result.unusable == "\(path):5: " + message)
    }

    enum DirectiveTestError: Error { case notADirective }
}
