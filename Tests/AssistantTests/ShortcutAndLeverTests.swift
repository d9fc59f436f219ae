import Foundation
import IntentModel
import Runtime
import Store
import SystemIntents
import Testing

@testable import Assistant

/// Voice shortcuts, relevance, workflows and the workshop's levers, on the sample apps.
@Suite struct ShortcutAndLeverTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 07:06 UTC

    func conversation(_ apps: [String] = ["Apps/Tunes", "Apps/Chatter", "Apps/Stride"]) throws -> Conversation {
        var configuration = DeviceConfiguration()
        configuration.appPaths = apps.map { "\(SiriMatchesTests.root)/\($0)" }
        configuration.contactsPath = "\(SiriMatchesTests.root)/Apps/Contacts.json"
        configuration.frozenAt = Self.now
        return try Device(configuration).makeConversation()
    }

    func lines(_ events: [ConversationEvent]) -> [String] { events.compactMap(\.visibleText) }

    @Test func aVoicePhraseRunsItsShortcutWithItsInputsFrozen() async throws {
        let c = try conversation()
        _ = await c.respond(to: "play my road trip playlist")
        let donated = try #require(
            try ShortcutLibrary(siri: c.siri).donated().first {
                $0.app == "com.example.tunes" && $0.title.contains("Road Trip")
            })
        #expect(
            lines(await c.respond(to: ":shortcuts add \"Drive time\" \(donated.identifier)")).first?.hasPrefix(
                "Added “Drive time”") == true)
        let run = await c.respond(to: "hey siri drive time")
        #expect(run.contains { if case .route(.shortcut, _) = $0.kind { true } else { false } })
        #expect(
            run.contains { if case .shortcut(.run, let phrase, _) = $0.kind { phrase == "Drive time" } else { false } })
        #expect(!run.contains { $0.name == "prompt" })
        #expect(run.contains { if case .handle(let code, _) = $0.kind { code == "success" } else { false } })
        // The same phrase again is refused, whatever its case.
        let taken = lines(await c.respond(to: ":shortcuts add \"drive TIME\" \(donated.identifier)"))
        #expect(taken == ["That phrase is already used by “Drive time” (Tunes INPlayMediaIntent)."])
    }

    @Test func aUserActivityShortcutOpensItsApp() async throws {
        let c = try conversation()
        let activity = try #require(try ShortcutLibrary(siri: c.siri).donated().first { $0.kind == .userActivity })
        _ = await c.respond(to: ":shortcuts add \"My history\" \(activity.identifier)")
        let run = await c.respond(to: "my history")
        #expect(
            run.contains {
                if case .launch(let mode, let activity) = $0.kind {
                    mode == .continueInApp && activity?.activityType == "com.example.stride.history"
                } else {
                    false
                }
            })
    }

    @Test func relevantShortcutsFollowTheClockAndThePlace() throws {
        let morning = Date(timeIntervalSince1970: 1_795_000_000)  // 07:06 UTC
        let gym = DeviceLocation.parse("gym")!
        #expect(Relevance.holds(.dailyRoutine(.morning), now: morning, location: gym))
        #expect(!Relevance.holds(.dailyRoutine(.evening), now: morning, location: gym))
        #expect(Relevance.holds(.dailyRoutine(.gym), now: morning, location: gym))
        #expect(!Relevance.holds(.dailyRoutine(.home), now: morning, location: gym))
        let beach = DeviceLocation.parse("37.7600,-122.5100")!
        #expect(
            Relevance.holds(
                .location(latitude: 37.7594, longitude: -122.5107, radius: 1500, name: nil), now: morning,
                location: beach))
        #expect(
            !Relevance.holds(
                .location(latitude: 40.0, longitude: -74.0, radius: 1500, name: nil), now: morning, location: beach))
        #expect(
            Relevance.holds(
                .date(start: morning.addingTimeInterval(-60), end: morning.addingTimeInterval(60)), now: morning,
                location: gym))
        #expect(!Relevance.holds(.date(start: morning.addingTimeInterval(60), end: nil), now: morning, location: gym))
        #expect(DeviceLocation.parse("91,0") == nil)
        #expect(DeviceLocation.parse("the moon") == nil)
    }

    @Test func aWorkflowStepMustNameAnIntentAnInstalledAppDeclares() async throws {
        let c = try conversation()
        let out = lines(await c.respond(to: ":workflow add Commute: Tunes INRequestRideIntent"))
        #expect(out == ["Step “Tunes INRequestRideIntent”: no installed app declares INRequestRideIntent"])
        let wrongApp = lines(await c.respond(to: ":workflow add Commute: Tunes INEndWorkoutIntent"))
        #expect(
            wrongApp == ["Step “Tunes INEndWorkoutIntent”: Tunes does not declare INEndWorkoutIntent (Stride does)"])
    }

    @Test func aWorkflowRunsInTheBackgroundAndStopsWhereTheUserIsNeeded() async throws {
        let c = try conversation()
        _ = await c.respond(to: "start a tempo run")
        _ = await c.respond(to: ":workflow add Cool down: Stride INEndWorkoutIntent; Chatter INSendMessageIntent")
        let run = lines(await c.respond(to: ":workflow cool down"))
        #expect(run.first == "Running “Cool down”.")
        #expect(run.contains("OK, I ended your workout in Stride."))
        #expect(run.last == "Step 2 needs an answer.")
        // The question stays open: the answer completes the step.
        #expect(c.pendingPrompt?.text == "Who do you want to send it to?")
        #expect(lines(await c.respond(to: "Priya")) == ["What do you want to say?"])
        #expect(lines(await c.respond(to: "cooling down now")) == ["OK, sent to Priya Natarajan."])
    }

    @Test func aScriptAnswersForTheHandlerAndRefusesCodesTheIntentLacks() async throws {
        let c = try conversation(["Apps/Chatter"])
        #expect(
            lines(await c.respond(to: ":script Chatter handle INSendMessageIntent failureNoSuchThing")).first?
                .hasPrefix("Not scripted: INSendMessageIntent has no response code failureNoSuchThing") == true)
        _ = await c.respond(to: ":script Chatter confirm INStartCallIntent userConfirmationRequired")
        let call = await c.respond(to: "call Maria Ruiz")
        #expect(
            call.contains { if case .confirm(let code) = $0.kind { code == "userConfirmationRequired" } else { false } }
        )
        #expect(c.pendingPrompt?.text == "Do you want me to go ahead?")
        #expect(
            Scripts.problem(
                ScriptRule(
                    intent: "INSendMessageIntent", phase: .resolve, parameter: "colour",
                    behaviour: .answer("needsValue")),
                spec: c.siri.spec("INSendMessageIntent"))?.hasPrefix("INSendMessageIntent resolves no parameter colour")
                == true)
    }

    @Test func aLockedDeviceAsksToUnlockForWhatTheAppRestricts() async throws {
        let c = try conversation(["Apps/Chatter"])
        c.siri.setLocked(true)
        let first = await c.respond(to: "read my messages from Maria Ruiz")
        #expect(c.pendingPrompt?.text == "You'll need to unlock your iPhone first. Unlock it now?")
        #expect(!first.contains { $0.name == "resolve" })
        let second = lines(await c.respond(to: "yes"))
        #expect(second.first == "Unlocked.")
        #expect(!c.siri.isLocked)
    }

    @Test func withoutContactsAccessPeopleComeWithNoSiriMatches() throws {
        let c = try conversation(["Apps/Chatter"])
        #expect(!c.siri.siriMatches(for: "Maria Ruiz").isEmpty)
        c.siri.setContactsAccess(false)
        #expect(c.siri.siriMatches(for: "Maria Ruiz").isEmpty)
    }
}
