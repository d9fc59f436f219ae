import Foundation
import IntentModel
import SystemIntents

/// An intent on its way through the resolution loop, for one app.
struct IntentRun {
    var app: InstalledApp
    var spec: IntentSpec
    var handling: IntentHandling
    var intent: any INIntent
    var handler: any Sendable
    var target: DispatchTarget
    /// The next parameter to resolve, by its index in `handling.parameters`.
    var parameterIndex = 0
    /// The words the user said for each parameter, for prompts ("Which Maria?").
    var spoken: [String: [String]] = [:]
    /// Run by a workflow, in the background: no confirmation question, and a question for
    /// the user ends the workflow.
    var background = false

    var key: IntentKey { IntentKey(app: app.bundleIdentifier, intent: spec.className) }
}

/// What the loop waits for.
enum Pending {
    case value(IntentRun, parameter: Int, element: Int?, prompt: Prompt)
    case disambiguation(IntentRun, parameter: Int, element: Int, options: [ParameterValue], prompt: Prompt)
    case confirmValue(IntentRun, parameter: Int, element: Int, value: ParameterValue, prompt: Prompt)
    case confirmIntent(IntentRun, prompt: Prompt)
    /// The device is locked and the app restricts the intent while locked.
    case unlock(IntentRun, prompt: Prompt)

    var prompt: Prompt {
        switch self {
        case .value(_, _, _, let p), .disambiguation(_, _, _, _, let p), .confirmValue(_, _, _, _, let p),
            .confirmIntent(_, let p), .unlock(_, let p):
            p
        }
    }

    var run: IntentRun {
        switch self {
        case .value(let run, _, _, _), .disambiguation(let run, _, _, _, _), .confirmValue(let run, _, _, _, _),
            .confirmIntent(let run, _),
            .unlock(let run, _):
            run
        }
    }
}

/// How an answer to a question ended.
enum AnswerOutcome {
    /// The loop asks something else (or the same again).
    case waiting(Pending)
    /// The request is done, handled, declined or cancelled.
    case finished
    /// The answer was a new request, to be read as one.
    case newRequest
}

extension IntentRun {
    /// The question for a parameter that needs a value: the app's own words when its
    /// definition customises this system intent (a Primary dialog, `INIntentType` System),
    /// else the intent's.
    func valuePrompt(for parameter: String) -> String {
        if spec.domain != .custom {
            for file in app.bundle.definitionFiles {
                guard let dialog = file.customizations[spec.className]?.parameter(parameter)?.dialogs[.primary] else {
                    continue
                }
                return dialog.fill { _ in nil }
            }
        }
        return handling.speech.valuePrompt(for: parameter, intent: intent)
    }
}
