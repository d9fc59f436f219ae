import Foundation
import GRDB
import IntentModel
import Runtime
import Testing

@testable import Apps
@testable import Assistant
@testable import Store

/// The app side's handler registry: custom handlers bound to their bundles, and a handler's
/// store errors reported as faults rather than lost in a plain failure.
@Suite struct HandlerRegistryTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    func device(_ apps: [String]) throws -> Device {
        var configuration = DeviceConfiguration()
        configuration.appPaths = apps.map { "\(SiriMatchesTests.root)/\($0)" }
        configuration.contactsPath = "\(SiriMatchesTests.root)/Apps/Contacts.json"
        configuration.frozenAt = Self.now
        return try Device(configuration)
    }

    func app(_ bundle: String) throws -> ReferenceApp {
        ReferenceApp(
            bundleIdentifier: bundle, data: .empty, store: try Store().apps, clock: DeviceClock(frozenAt: Self.now))
    }

    @Test func aCustomHandlerServesOnlyTheBundlesItIsTheCodeOf() throws {
        let order = INCustomIntent(className: "OrderCoffeeIntent")
        let brew = try app("com.example.brew")
        #expect(brew.appHandlerProvider?.handler(for: order) is CoffeeShopHandler)
        #expect(brew.extensionHandlerProvider?.handler(for: order) is CoffeeShopHandler)
        // Another app that defines an OrderCoffeeIntent of its own has no coffee shop code:
        // it is an app of plist files, and gets the generic handler of its definitions.
        let other = try app("com.example.copycat")
        #expect(other.appHandlerProvider?.handler(for: order) is GenericCustomHandler)
        let note = INCustomIntent(className: "GetNoteIntent")
        #expect(other.extensionHandlerProvider?.handler(for: note) is GenericCustomHandler)
        #expect(other.console("orders", arguments: "") == nil)
        // System intents are every reference app's, whatever its bundle.
        #expect(other.appHandlerProvider?.handler(for: INSendMessageIntent()) is MessagingHandler)
        // A custom intent named like a system one is still custom.
        let namesake = INCustomIntent(className: "INSendMessageIntent")
        #expect(other.appHandlerProvider?.handler(for: namesake) is GenericCustomHandler)
        // :help lists every reference handler's commands, in every session.
        let commands = ["messages", "contacts", "groups", "calls", "workouts", "nowplaying", "orders", "notes"]
        #expect(other.consoleCommands.map(\.name) == commands)
    }

    @Test func aStoreErrorInAHandlerReachesTheTraceAndWhy() async throws {
        let device = try device(["Apps/Chatter"])
        let conversation = device.makeConversation()
        #expect(
            await conversation.respond(to: "Send a message to Priya saying see you at the book club")
                .compactMap(\.visibleText) == ["Ready to send it?"])
        // The app's data breaks between confirm and handle: the handler answers failure.
        try await device.store.writer.write { db in try db.execute(sql: "DROP TABLE messageRecipient") }
        let events = await conversation.respond(to: "yes")
        let faults = events.filter { $0.name == "fault" }
        let fault = try #require(faults.first)
        #expect(faults.count == 1)
        #expect(fault.app == "com.example.chatter" && fault.intent == "INSendMessageIntent")
        guard case .fault(let method, let problem) = fault.kind else {
            Issue.record("not a fault")
            return
        }
        #expect(method == "handle")
        let lead = "the app's data could not be read or written: "
        #expect(problem.hasPrefix(lead) && problem.contains("messageRecipient"))
        #expect(fault.traceJSON.serialized().contains(#""event":"fault""#))
        // The fault comes before what Siri says of the failure.
        let order = events.map(\.name)
        #expect(order.firstIndex(of: "fault")! < order.lastIndex(of: "handle")!)
        let why = await conversation.respond(to: ":why").compactMap(\.visibleText)
        #expect(why.contains { $0.hasPrefix("  fault in handle of Chatter: " + lead) })
    }
}
