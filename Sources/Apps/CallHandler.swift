import Formats
import Foundation
import IntentModel
import Store

/// The reference handler for VoIP calls. Calls go to one person at a time and to a
/// handle, so a contact reached several ways is disambiguated on the handle (Apple's
/// third `siriMatches` rule). Handling asks Siri to continue in the app, which starts the call.
public struct CallHandler: INStartCallIntentHandling {
    public let app: String
    let store: AppStore
    let clock: DeviceClock
    let faults: FaultSink
    /// Whether the app can make video calls.
    public var supportsVideo = true

    init(_ context: HandlerContext) {
        app = context.app
        store = context.store
        clock = context.clock
        faults = context.faults
    }

    public func resolveContacts(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable ([INStartCallContactResolutionResult]) -> Void
    ) {
        let contacts = intent.contacts ?? []
        // Redial calls whoever the app called last, from its own call history.
        if contacts.isEmpty, intent.destinationType == .redial {
            completion([redialled()])
            return
        }
        guard !contacts.isEmpty else {
            completion([.needsValue])
            return
        }
        guard contacts.count == 1 else {
            completion(contacts.map { _ in .unsupported(.multipleContactsUnsupported) })
            return
        }
        let directory: ContactDirectory
        do { directory = try ContactDirectory(store: store, app: app) } catch {
            faults.storeFailed("resolveContacts", error)
            completion([.unsupported(nil)])
            return
        }
        switch directory.resolve(contacts[0], usesHandles: true) {
        case .success(let person):
            completion([person.personHandle == nil ? .unsupported(.invalidHandle) : .success(person)])
        case .confirm(let guess):
            completion([.confirmationRequired(guess)])
        case .disambiguation(let options):
            completion([.disambiguation(options)])
        case .notFound:
            completion([.unsupported(.noContactFound)])
        }
    }

    /// The person of the app's last call, or why there is none.
    func redialled() -> INStartCallContactResolutionResult {
        do {
            guard let last = try store.calls(app: app).last,
                let id = last.contacts.split(separator: ",").first.map(String.init)
            else { return .unsupported(.noCallHistoryForRedial) }
            let person = try ContactDirectory(store: store, app: app).person(stored: id)
            return person.personHandle == nil ? .unsupported(.noUsableHandleForRedial) : .success(person)
        } catch {
            faults.storeFailed("resolveContacts", error)
            return .unsupported(nil)
        }
    }

    /// A VoIP app calls people, and again whom it called last; the user's voicemail and
    /// emergency services are the phone's to call, not the app's.
    public func resolveDestinationType(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable (INCallDestinationTypeResolutionResult) -> Void
    ) {
        switch intent.destinationType {
        case .unknown: completion(.notRequired)
        case .normal, .redial: completion(.success(intent.destinationType))
        case .voicemail, .emergency, .callBack: completion(.unsupported(nil))
        }
    }

    public func resolveCallCapability(
        for intent: INStartCallIntent,
        with completion: @escaping @Sendable (INStartCallCallCapabilityResolutionResult) -> Void
    ) {
        switch intent.callCapability {
        case .videoCall: completion(supportsVideo ? .success(.videoCall) : .unsupported(.videoCallUnsupported))
        case .audioCall, .unknown: completion(.success(.audioCall))
        }
    }

    public func handle(intent: INStartCallIntent, completion: @escaping @Sendable (INStartCallIntentResponse) -> Void) {
        let ids = (intent.contacts ?? []).compactMap(\.customIdentifier)
        guard !ids.isEmpty else {
            completion(INStartCallIntentResponse(code: .failureContactNotSupportedByApp))
            return
        }
        do {
            let call = try store.recordCall(app: app, contacts: ids, capability: intent.callCapability, date: clock.now)
            var info = [
                "call": call.identifier, "contacts": ids.joined(separator: ","),
                "callCapability": intent.callCapability.rawValue,
            ]
            if let handle = intent.contacts?.first?.personHandle?.value { info["handle"] = handle }
            completion(
                INStartCallIntentResponse(
                    code: .continueInApp,
                    userActivity: UserActivity(activityType: INStartCallIntent.className, userInfo: info)))
        } catch {
            faults.storeFailed("handle", error)
            completion(INStartCallIntentResponse(code: .failure))
        }
    }
}

/// What the call handler declares to the registry, and `:calls`.
extension CallHandler: ReferenceHandler {
    static let intents = [INStartCallIntent.className]
    static let consoleCommands = [ConsoleCommand(name: "calls", summary: "the calls an app has started")]

    func console(_ command: String, arguments: String) throws -> [String]? {
        guard command == "calls" else { return nil }
        let directory = try ContactDirectory(store: store, app: app)
        let calls = try store.calls(app: app)
        guard !calls.isEmpty || !directory.contacts.isEmpty else { return nil }
        if calls.isEmpty { return ["No calls."] }
        return calls.map { c in
            let who = c.contacts.split(separator: ",").map { directory.person(stored: String($0)).displayName }
            let capability = spokenWords(forCaseName: c.capability.rawValue)
            return "\(c.identifier) \(DateParsing.iso(c.date)) \(capability) with \(who.joined(separator: ", "))"
        }
    }
}
