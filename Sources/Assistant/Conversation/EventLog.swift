import Foundation
import IntentModel

/// The events of the turn being answered, shared by the conversation and its loop.
final class EventLog {
    private(set) var turn = 0
    private var events: [ConversationEvent] = []
    /// Problems handlers cause outside the call that caused them (a late second completion),
    /// collected until the conversation next reports.
    let faults = FaultSink()

    func begin() {
        turn += 1
        events = []
    }

    func end() -> [ConversationEvent] {
        defer { events = [] }
        return events
    }

    func emit(_ app: String?, _ intent: String?, _ kind: ConversationEvent.Kind) {
        events.append(ConversationEvent(turn: turn, app: app, intent: intent, kind: kind))
    }

    func emit(_ key: IntentKey, _ kind: ConversationEvent.Kind) {
        emit(key.app, key.intent, kind)
    }

    func emit(_ run: IntentRun, _ kind: ConversationEvent.Kind) {
        emit(run.key, kind)
    }

    func say(_ text: String, _ key: IntentKey? = nil) {
        if let key { emit(key, .say(text: text)) } else { emit(nil, nil, .say(text: text)) }
    }

    func say(_ text: String, _ run: IntentRun) {
        emit(run, .say(text: text))
    }

    func output(_ lines: [String]) {
        for line in lines { emit(nil, nil, .output(text: line)) }
    }

    /// Asks (or asks again) the question a pending step waits on.
    func ask(_ waiting: Pending) {
        emit(waiting.run, .prompt(waiting.prompt))
    }

    /// Reports the donations the system took (Siri's, and apps' own) as `donate` events.
    func reportDonations(_ siri: Siri) {
        for notice in siri.drainDonationNotices() {
            emit(
                notice.app, notice.intent,
                .donate(identifier: notice.identifier, groupIdentifier: notice.groupIdentifier, by: notice.donor))
        }
    }

    /// Reports what handlers did wrong outside their calls (a late second completion), and
    /// what the run's app reported of its own code (a store error).
    func flushFaults(_ run: IntentRun?) {
        let faults = (run?.app.connection.drainFaults() ?? []) + faults.drain()
        for fault in faults {
            let kind = ConversationEvent.Kind.fault(method: fault.method, problem: fault.problem)
            if let run { emit(run, kind) } else { emit(nil, nil, kind) }
        }
    }

    /// Reports what apps' code reported outside a run (a command that reached an app).
    func flushAppFaults(_ apps: [InstalledApp]) {
        for app in apps {
            for fault in app.connection.drainFaults() {
                emit(app.bundleIdentifier, nil, .fault(method: fault.method, problem: fault.problem))
            }
        }
    }
}
