import Foundation
import IntentModel
import Store
import Synchronization
import SystemIntents
import Testing

@testable import Assistant

/// Handlers written in Swift against the protocols, to test the loop itself.
final class ScriptedCalls: INStartCallIntentHandling, @unchecked Sendable {
    enum Behaviour { case normal, neverCompletes, completesTwice }
    let behaviour: Behaviour
    let log = Mutex<[String]>([])

    init(_ behaviour: Behaviour) { self.behaviour = behaviour }

    func resolveCallRecordToCallBack(
        for intent: INStartCallIntent, with completion: @escaping @Sendable (INCallRecordResolutionResult) -> Void
    ) {
        log.withLock { $0.append("callRecordToCallBack") }
        completion(.notRequired)
    }
    func resolveDestinationType(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable (INCallDestinationTypeResolutionResult) -> Void
    ) {
        log.withLock { $0.append("destinationType") }
        completion(.notRequired)
    }
    func resolveContacts(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable ([INStartCallContactResolutionResult]) -> Void
    ) {
        log.withLock { $0.append("contacts") }
        let people = intent.contacts ?? []
        completion(
            people.map { p in
                if p.customIdentifier != nil { return .success(p) }
                return .disambiguation([
                    INPerson(displayName: "Kim Lee", customIdentifier: "k1"),
                    INPerson(displayName: "Kim Park", customIdentifier: "k2"),
                ])
            })
    }
    func resolveCallCapability(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable (INStartCallCallCapabilityResolutionResult) -> Void
    ) {
        log.withLock { $0.append("callCapability") }
        completion(.success(.audioCall))
    }
    func handle(intent: INStartCallIntent, completion: @escaping @Sendable (INStartCallIntentResponse) -> Void) {
        log.withLock { $0.append("handle") }
        switch behaviour {
        case .normal:
            completion(
                INStartCallIntentResponse(code: .continueInApp, userActivity: UserActivity(activityType: "call")))
        case .neverCompletes: break
        case .completesTwice:
            completion(INStartCallIntentResponse(code: .continueInApp))
            completion(INStartCallIntentResponse(code: .failure))
        }
    }
}

struct ScriptedApp: AppConnection {
    let calls: ScriptedCalls
    struct Provider: INIntentHandlerProviding {
        let calls: ScriptedCalls
        func handler(for intent: any INIntent) -> (any Sendable)? { intent is INStartCallIntent ? calls : nil }
    }
    var appHandlerProvider: (any INIntentHandlerProviding)? { nil }
    var extensionHandlerProvider: (any INIntentHandlerProviding)? { Provider(calls: calls) }
    func launch(_ services: AppLaunchServices) {
        services.vocabulary.setVocabularyStrings(["Kim", String(repeating: "x", count: 1025)], of: .contactName)
    }
    func perform(_ action: String, services: AppLaunchServices) throws -> [String]? { nil }
    func scriptRule(intent: String, phase: HandlerPhase, parameter: String?) -> ScriptRule? { nil }
    func setScript(_ rule: ScriptRule?) {}
    var scriptRules: [ScriptRule] { [] }
    var consoleCommands: [ConsoleCommand] { [] }
    func console(_ command: String, arguments: String) -> [String]? { nil }
}

@Suite struct ConversationTests {
    func conversation(
        _ behaviour: ScriptedCalls.Behaviour, intents: [String] = ["INStartCallIntent"],
        timeout: Duration = .seconds(5)
    ) throws -> (Conversation, ScriptedCalls) {
        let calls = ScriptedCalls(behaviour)
        var vocabulary = AppIntentVocabulary.empty
        vocabulary.intentPhrases = [
            .init(intentName: "INStartCallIntent", examples: ["Ring Kim", "Ring Kim on video"], line: 1)
        ]
        let bundle = AppBundle(
            path: "/tmp/Ringer", bundleIdentifier: "test.ringer", displayName: "Ringer", alternativeNames: [],
            appIntents: [],
            intentsExtension: .init(intentsSupported: intents, restrictedWhileLocked: [], supportedMediaCategories: []),
            vocabulary: vocabulary, localization: "Base")
        let siri = Siri(
            apps: [InstalledApp(bundle: bundle, connection: ScriptedApp(calls: calls))], deviceContacts: [],
            store: try Store().system, clock: DeviceClock(frozenAt: Date(timeIntervalSince1970: 0)),
            handlerTimeout: timeout)
        #expect(siri.launchApps().isEmpty)
        return (Conversation(siri: siri), calls)
    }

    @Test func resolvesInDeclarationOrderThenHandlesAndDonates() async throws {
        let (conversation, calls) = try conversation(.normal)
        let first = await conversation.respond(to: "Ring Kim")
        #expect(calls.log.withLock { $0 } == ["callRecordToCallBack", "destinationType", "contacts"])
        let prompt = try #require(first.last)
        guard case .prompt(let p) = prompt.kind else {
            Issue.record("expected a prompt")
            return
        }
        #expect(p.kind == .disambiguation)
        #expect(p.options == ["Kim Lee", "Kim Park"])
        #expect(p.text == "Which Kim? Kim Lee or Kim Park?")

        let second = await conversation.respond(to: "the second one")
        #expect(
            calls.log.withLock { $0 } == [
                "callRecordToCallBack", "destinationType", "contacts", "contacts", "callCapability", "handle",
            ])
        let names = second.map(\.name)
        #expect(names.contains("handle"))
        #expect(names.contains("launch"))
        #expect(names.last == "donate")
        let resolved = second.compactMap { event -> [ParameterValue]? in
            if case .resolve("contacts", .success, _, let values, _, _) = event.kind {
                return values
            } else {
                return nil
            }
        }
        #expect(resolved.first?.first?.person?.customIdentifier == "k2")
    }

    @Test func answersByNumberNameOrCancel() async throws {
        let (byNumber, _) = try conversation(.normal)
        _ = await byNumber.respond(to: "Ring Kim")
        #expect(await byNumber.respond(to: "1").contains { $0.name == "handle" })

        let (byName, _) = try conversation(.normal)
        _ = await byName.respond(to: "Ring Kim")
        #expect(await byName.respond(to: "Kim Park").contains { $0.name == "handle" })

        let (cancelled, calls) = try conversation(.normal)
        _ = await cancelled.respond(to: "Ring Kim")
        let events = await cancelled.respond(to: "cancel")
        #expect(!events.contains { $0.name == "handle" })
        #expect(cancelled.pendingPrompt == nil)
        #expect(!calls.log.withLock { $0 }.contains("handle"))
    }

    @Test func aHandlerThatNeverCompletesTimesOut() async throws {
        let (conversation, _) = try conversation(.neverCompletes, timeout: .milliseconds(50))
        _ = await conversation.respond(to: "Ring Kim")
        let events = await conversation.respond(to: "1")
        #expect(
            events.contains {
                if case .fault("handle", let problem) = $0.kind { problem.contains("did not call") } else { false }
            })
        #expect(events.contains { $0.visibleText == "Sorry, Ringer isn't responding." })
        #expect(!events.contains { $0.name == "donate" })
    }

    @Test func aHandlerThatCompletesTwiceIsReported() async throws {
        let (conversation, _) = try conversation(.completesTwice)
        _ = await conversation.respond(to: "Ring Kim")
        let events = await conversation.respond(to: "1")
        #expect(
            events.contains { if case .fault(_, let problem) = $0.kind { problem.contains("2 times") } else { false } })
        // The first completion is the one that counts.
        #expect(events.contains { if case .handle(let code, _) = $0.kind { code == "continueInApp" } else { false } })
    }

    @Test func anIntentTheAppDoesNotListIsNeverDispatched() async throws {
        let (conversation, calls) = try conversation(.normal, intents: ["INSendMessageIntent"])
        let events = await conversation.respond(to: "Ring Kim")
        #expect(!events.contains { $0.name == "dispatch" })
        #expect(calls.log.withLock { $0 }.isEmpty)
    }

    @Test func vocabularyOverTheLimitIsDroppedWithAWarning() throws {
        let (conversation, _) = try conversation(.normal)
        let registered = try conversation.siri.vocabulary(app: "test.ringer")[.contactName] ?? []
        #expect(registered.map(\.spokenPhrase) == ["Kim"])
        #expect(conversation.siri.vocabularyWarnings.count == 1)
    }

    @Test func controlCharactersNeverReachTheScreen() async throws {
        let (conversation, _) = try conversation(.normal)
        let events = await conversation.respond(to: "Ring \u{1B}[31mKim\u{1B}[0m")
        for event in events {
            #expect(!(event.visibleText ?? "").unicodeScalars.contains { $0.value < 0x20 })
            if case .utterance(let text) = event.kind { #expect(!text.contains("\u{1B}")) }
        }
        #expect(TerminalSafe.visible("a\u{1B}[2Jb\u{7}") == "a^[[2Jb^G")
    }

    @Test func aHugeUtteranceIsRefusedAndTheSessionGoesOn() async throws {
        let (conversation, _) = try conversation(.normal)
        let events = await conversation.respond(to: String(repeating: "ring kim ", count: 120_000))
        #expect(events.contains { $0.visibleText?.hasPrefix("That's too long") == true })
        #expect(await conversation.respond(to: "Ring Kim").contains { $0.name == "prompt" })
    }
}
