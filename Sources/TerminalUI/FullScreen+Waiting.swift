import Assistant
import Foundation
import Synchronization

/// A turn under way in a task of its own, so that the screen keeps taking keys while an
/// app's handler takes its time (apps can script a delay): Ctrl-C cancels the task, and the
/// conversation stops waiting for the handler at once.
final class TurnInFlight: Sendable {
    private let finished = Mutex(false)

    var isFinished: Bool { finished.withLock { $0 } }

    func finish() { finished.withLock { $0 = true } }
}

/// The conversation, handed to the turn's task. Nothing else touches it until the task has
/// finished: the screen reads only what does not change during a turn (the apps, the clock).
private struct TurnConversation: @unchecked Sendable {
    let conversation: Conversation
}

extension FullScreen {
    /// How long a turn runs before the status line says what Ctrl-C does.
    static let waitingNoteAfter: Duration = .milliseconds(400)

    /// The conversation's answer to `line`. While it comes, keys are read: Ctrl-C stops the
    /// wait (the turn ends with what Siri says of it), other keys are kept for afterwards.
    func respondTakingKeys(_ line: String) async -> [ConversationEvent] {
        let flight = TurnInFlight()
        let handed = TurnConversation(conversation: conversation)
        let task = Task { () -> [ConversationEvent] in
            defer { flight.finish() }
            return await handed.conversation.respond(to: line)
        }
        turnInFlight = flight
        defer { turnInFlight = nil }
        let clock = ContinuousClock()
        let started = clock.now
        var noted = false
        let note = "waiting for the app… Ctrl-C stops waiting"
        defer { if statusNote == note || statusNote == "stopping…" { statusNote = nil } }
        while !flight.isFinished {
            // Keys are looked at without blocking a thread the turn's task may need.
            while let key = screen.key(timeout: 0) {
                if key == 3 {
                    task.cancel()
                    statusNote = "stopping…"
                    draw()
                } else {
                    typeAhead.append(key)
                }
            }
            if !noted, clock.now - started > Self.waitingNoteAfter {
                noted = true
                statusNote = note
                draw()
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return await task.value
    }
}
