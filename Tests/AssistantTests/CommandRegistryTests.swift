import Foundation
import Runtime
import Testing

@testable import Assistant

/// Colon commands are types in one registry, which drives `:help`, Tab completion (the
/// front ends complete `Conversation.commands`) and dispatch.
@Suite struct CommandRegistryTests {
    /// Every built-in command, in `:help`'s order: a command taken out of the registry, or
    /// one added without being listed here, fails.
    static let expected = [
        "help", "apps", "guide", "why", "vocab", "donations", "spotlight", "suggestions", "in",
        "shortcuts", "donate", "relevant", "location", "workflow", "lock", "unlock",
        "contacts-access", "script", "time", "wait", "reset", "save", "quit",
    ]

    func conversation() throws -> Conversation {
        var configuration = DeviceConfiguration()
        configuration.appPaths = ["Apps/Tunes", "Apps/Chatter"].map { "\(SiriMatchesTests.root)/\($0)" }
        configuration.contactsPath = "\(SiriMatchesTests.root)/Apps/Contacts.json"
        configuration.frozenAt = Date(timeIntervalSince1970: 1_795_000_000)
        return try Device(configuration).makeConversation()
    }

    func lines(_ events: [ConversationEvent]) -> [String] { events.compactMap(\.visibleText) }

    @Test func theRegistryHoldsEveryCommandOnceWithItsHelp() {
        let names = CommandRegistry.commands.map(\.name)
        #expect(names == Self.expected)
        for command in CommandRegistry.commands {
            #expect(command.help.first?.name == command.name, "\(command.name)")
            #expect(command.help.first?.usage.hasPrefix(":" + command.name) == true, "\(command.name)")
            for sub in command.help.dropFirst() { #expect(sub.name.hasPrefix(command.name + " "), "\(sub.name)") }
            #expect(CommandRegistry.command(named: command.name)?.name == command.name)
        }
        #expect(CommandRegistry.help.map(\.name).filter { !$0.contains(" ") } == Self.expected)
    }

    @Test func helpAndCompletionListEveryCommand() async throws {
        let c = try conversation()
        let words = Set(lines(await c.respond(to: ":help")).flatMap { $0.split(separator: " ").map(String.init) })
        for name in Self.expected { #expect(words.contains(":" + name), ":\(name) is not in :help") }
        // Tab completion completes these (with the apps' own commands after them).
        #expect(Array(c.commands.prefix(CommandRegistry.help.count)) == CommandRegistry.help)
        #expect(c.commands.contains { $0.name == "messages" })
        for entry in CommandRegistry.help {
            let said = lines(await c.respond(to: ":help \(entry.name)"))
            #expect(said.contains { $0.hasPrefix(entry.usage) }, ":help \(entry.name): \(said)")
        }
    }

    @Test(arguments: expected)
    func everyCommandIsDispatched(_ name: String) async throws {
        let said = lines(await (try conversation()).respond(to: ":" + name))
        #expect(!said.isEmpty || name == "workflow", ":\(name) said nothing")
        #expect(!said.contains { $0.hasPrefix("Unknown command") }, ":\(name): \(said)")
    }

    @Test func anUnknownCommandOrAnAppsOwnIsNotABuiltInOne() async throws {
        let c = try conversation()
        #expect(lines(await c.respond(to: ":bogus")) == ["Unknown command :bogus. Type :help for the list."])
        #expect(!lines(await c.respond(to: ":messages")).contains { $0.hasPrefix("Unknown command") })
        #expect(lines(await c.respond(to: ":save x")) == [":save works in the interactive session, not here."])
        #expect(lines(await c.respond(to: ":quit")) == [":quit works in the interactive session, not here."])
    }

    final class Saving: SessionControls {
        var saved: [(String, Bool)] = []
        var failure: (any Error)?
        func save(to path: String, replacing: Bool) throws {
            if let failure { throw failure }
            saved.append((path, replacing))
        }
    }

    struct Full: Error, CustomStringConvertible { var description: String { "disk full" } }

    /// `:save` and `:quit` are run by the front ends, once, through the registry.
    @Test func theFrontEndsCommandsAreFoundAndRunOnce() {
        #expect(CommandRegistry.sessionCommand(for: ":quit") is QuitCommand)
        #expect(CommandRegistry.sessionCommand(for: "  :q ") is QuitCommand)
        #expect(CommandRegistry.sessionCommand(for: ":exit") is QuitCommand)
        for line in [":quit now", ":saved", ":why", "save me", ":QUIT"] {
            #expect(CommandRegistry.sessionCommand(for: line) == nil, "\(line)")
        }
        let controls = Saving()
        func run(_ line: String) -> SessionReply? {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return CommandRegistry.sessionCommand(for: line)?.perform(trimmed, controls: controls)
        }
        #expect(run(":quit") == .quit)
        #expect(run(":save a.transcript") == .done("Saved the session to a.transcript."))
        #expect(run(":save! b.transcript") == .done("Saved the session to b.transcript."))
        #expect(
            controls.saved.map(\.0) == ["a.transcript", "b.transcript"] && controls.saved.map(\.1) == [false, true])
        #expect(run(":save") == .usage("Usage: :save FILE (:save! FILE replaces a file the session did not write)"))
        controls.failure = Full()
        #expect(run(":save c") == .failed("Could not save: disk full"))
    }
}
