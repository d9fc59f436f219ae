import Formats
import Foundation
import IntentModel
import Store
import SystemIntents

extension ResolutionLoop {
    /// Calls the handler's confirm or handle, or the app's script in its place, under the
    /// time limit; faults are reported on the run.
    private func call(_ phase: ResponsePhase, of run: IntentRun) async -> HandlerOutcome<ErasedResponse> {
        let rule = run.app.connection.scriptRule(intent: run.spec.className, phase: phase.handlerPhase, parameter: nil)
        let answer = { (code: String) in
            run.handling.response(code: code, properties: rule?.properties ?? [], intent: run.intent)
        }
        let real = {
            [intent = run.intent, handler = run.handler] (completion: @escaping @Sendable (ErasedResponse) -> Void) in
            switch phase {
            case .confirm: run.handling.confirm(handler, intent, completion)
            case .handle: run.handling.handle(handler, intent, completion)
            }
        }
        let body = Scripts.body(rule, answer: answer, real: real)
        let outcome: HandlerOutcome<ErasedResponse> = await callHandler(
            phase.rawValue, timeout: timeout, faults: log.faults, body)
        log.flushFaults(run)
        return outcome
    }

    /// The two phases that answer with a response code.
    enum ResponsePhase: String {
        case confirm, handle

        var handlerPhase: HandlerPhase { self == .confirm ? .confirm : .handle }
    }

    /// Confirm, then the confirmation question or handle.
    func confirm(_ run: IntentRun) async -> Pending? {
        let outcome = await call(.confirm, of: run)
        switch outcome {
        case .notAdopted:
            return await handle(run)
        case .timedOut:
            timedOut("confirm", run)
            return nil
        case .cancelled:
            stoppedWaiting(run)
            return nil
        case .completed(let response):
            log.emit(run, .confirm(code: response.code))
            switch response.outcome {
            case .ready, .success, .inProgress, .unspecified:
                if let question = run.handling.speech.confirmationQuestion(
                    response, intent: run.intent, context: speechContext(run)), !run.background
                {
                    return ask(
                        .confirmIntent(
                            run,
                            prompt: Prompt(
                                kind: .confirmation, text: question, options: ["yes", "no"], summary: summary(run))))
                }
                return await handle(run)
            case .userConfirmationRequired:
                memory.lastRun = .asked
                return ask(
                    .confirmIntent(
                        run,
                        prompt: Prompt(
                            kind: .confirmation, text: "Do you want me to go ahead?", options: ["yes", "no"],
                            summary: summary(run))))
            case .continueInApp:
                // The app opens in the foreground with the activity, and the user goes on there.
                memory.lastRun = .openedApp
                openApp(run, response: response)
                log.say("Continue in \(run.app.displayName).", run)
                return nil
            case .handleInApp:
                return await handOff(run, activity: response.userActivity)
            case .failureRequiringAppLaunch:
                memory.lastRun = .openedApp
                openApp(run, response: response)
                for line in run.handling.speech.failure(response, intent: run.intent, context: speechContext(run)) {
                    log.say(line, run)
                }
                return nil
            case .failure:
                memory.lastRun = .failed
                for line in run.handling.speech.failure(response, intent: run.intent, context: speechContext(run)) {
                    log.say(line, run)
                }
                return nil
            }
        }
    }

    func speechContext(_ run: IntentRun) -> SpeechContext {
        SpeechContext(app: run.app.displayName, now: siri.clock.now)
    }

    private func ask(_ waiting: Pending) -> Pending {
        log.ask(waiting)
        return waiting
    }

    /// What Siri shows with a confirmation: the intent as it will be handled.
    func summary(_ run: IntentRun) -> [String] {
        guard case .object(let pairs) = run.handling.describe(run.intent) else { return [] }
        return pairs.map { key, value in
            let text: String =
                switch value {
                case .string(let s): s
                case .array(let items):
                    items.map {
                        $0["displayName"]?.stringValue ?? $0["spokenPhrase"]?.stringValue ?? $0["displayString"]?
                            .stringValue
                            ?? $0.stringValue ?? $0.serialized()
                    }.joined(separator: ", ")
                case .object(let inner):
                    inner.first { ["spokenPhrase", "displayName", "displayString"].contains($0.0) }?.1.stringValue
                        ?? value.serialized()
                default: value.serialized()
                }
            return "\(key): \(text)"
        }
    }

    /// The app opens in the foreground (continueInApp, failureRequiringAppLaunch) with the
    /// response's user activity, or, when the response has none, one the system makes whose
    /// type is the intent's class name; either way the activity carries the interaction
    /// (Apple, INIntentResponse's `userActivity`). The app then carries on with it.
    func openApp(_ run: IntentRun, response: ErasedResponse) {
        let status: INIntentHandlingStatus = response.outcome == .continueInApp ? .deferredToApplication : .failure
        let interaction = INInteraction(
            intent: run.intent, response: response.response, identifier: "",
            dateInterval: DateInterval(start: siri.clock.now, duration: 0), intentHandlingStatus: status)
        var activity = response.userActivity ?? .continuing(interaction)
        if activity.interaction == nil { activity.interaction = interaction }
        log.emit(run, .launch(mode: .continueInApp, userActivity: activity))
        do { try run.app.connection.continueUserActivity(activity, services: siri.services(for: run.app)) } catch {
            log.emit(
                run,
                .fault(method: "continueUserActivity", problem: "the app could not go on with the activity: \(error)"))
        }
    }

    /// The extension asks the system to launch the app in the background to handle the
    /// intent (`handleInApp`): the app's own handler handles it, and its response stands.
    func handOff(_ run: IntentRun, activity: UserActivity?) async -> Pending? {
        log.emit(run, .launch(mode: .handleInApp, userActivity: activity))
        guard let handler = run.app.connection.appHandlerProvider?.handler(for: run.intent) else {
            log.emit(
                run,
                .fault(
                    method: "handle",
                    problem: "asked to be handled in the app, but the app has no handler for \(run.spec.className)"))
            log.say("Sorry, \(run.app.displayName) couldn't do that.", run)
            return nil
        }
        var inApp = run
        inApp.handler = handler
        inApp.target = .app
        return await handle(inApp)
    }

    /// Handle, what Siri says of the response, and the donation.
    func handle(_ run: IntentRun) async -> Pending? {
        let outcome = await call(.handle, of: run)
        switch outcome {
        case .notAdopted:
            memory.lastRun = .failed
            log.say("Sorry, \(run.app.displayName) can't do that.", run)
        case .timedOut:
            timedOut("handle", run)
        case .cancelled:
            stoppedWaiting(run)
        case .completed(let response):
            memory.lastRun =
                [.continueInApp, .failureRequiringAppLaunch].contains(response.outcome)
                ? .openedApp : .handled(response.outcome)
            log.emit(run, .handle(code: response.code, response: response.json))
            switch response.outcome {
            case .continueInApp, .failureRequiringAppLaunch:
                openApp(run, response: response)
            case .handleInApp where run.target == .intentsExtension:
                // Siri donates what the app reports once it has handled the intent.
                return await handOff(run, activity: response.userActivity)
            case .handleInApp:
                log.emit(run, .fault(method: "handle", problem: "the app answered handleInApp from the app itself"))
            case .unspecified, .ready, .inProgress, .success, .failure, .userConfirmationRequired:
                break
            }
            if let read = run.handling.readOut(response.response) { memory.lastReadMessageIdentifiers = read }
            let context = SpeechContext(app: run.app.displayName, now: siri.clock.now)
            for line in run.handling.speech.response(response, intent: run.intent, context: context) {
                log.say(line, run)
            }
            if [.success, .continueInApp, .inProgress, .handleInApp].contains(response.outcome) {
                donate(run, response: response)
            }
        }
        return nil
    }

    /// The system donates every intent Siri handled, as an INInteraction.
    func donate(_ run: IntentRun, response: ErasedResponse) {
        let status: INIntentHandlingStatus =
            switch response.outcome {
            case .success: .success
            case .inProgress: .inProgress
            case .continueInApp, .handleInApp: .deferredToApplication
            case .unspecified, .ready, .failure, .failureRequiringAppLaunch, .userConfirmationRequired: .unspecified
            }
        let donation = run.handling.donation(of: run.intent, response: response.response)
        do {
            let intentJSON = run.handling.describe(donation.intent)
            let record = DonationRecord(
                identifier: "", app: run.app.bundleIdentifier, intentClass: run.spec.className,
                groupIdentifier: donation.groupIdentifier, date: siri.clock.now,
                handlingStatus: status,
                intentJSON: intentJSON.serialized(), responseJSON: response.json.serialized(), donor: .siri)
            try siri.recordDonation(record)
            log.reportDonations(siri)
        } catch {
            log.emit(run, .fault(method: "donate", problem: "the store refused the donation: \(error)"))
        }
    }
}
