import Foundation
import IntentModel

/// The reference handlers one side of one app has (the app or its Intents extension), each
/// bound to the intents its file declares, and only to its own bundles for custom intents.
/// It is the dispatch table behind `handler(for:)` and behind the app's colon commands.
struct HandlerRegistry: Sendable {
    /// The handlers the app has, in the order their commands are listed.
    let handlers: [any ReferenceHandler]
    /// The handler of a custom intent that none of the app's handlers declares.
    let generic: GenericCustomHandler
    /// The colon commands of every reference handler, this bundle's or not: sirisim offers
    /// them whichever apps are installed, so `:help` lists the same commands in every
    /// session, and an app without such data answers nothing.
    let consoleCommands: [ConsoleCommand]
    private let byIntent: [String: any ReferenceHandler]
    private let byCommand: [String: any ReferenceHandler]

    /// The handlers among `candidates` that are code of `bundle`.
    init(bundle: String, candidates: [any ReferenceHandler], generic: GenericCustomHandler) {
        handlers = candidates.filter { type(of: $0).serves(bundle) }
        self.generic = generic
        consoleCommands = candidates.flatMap { type(of: $0).consoleCommands }
        var byIntent: [String: any ReferenceHandler] = [:]
        var byCommand: [String: any ReferenceHandler] = [:]
        for handler in handlers {
            for intent in type(of: handler).intents where byIntent[intent] == nil { byIntent[intent] = handler }
            for command in type(of: handler).consoleCommands where byCommand[command.name] == nil {
                byCommand[command.name] = handler
            }
        }
        self.byIntent = byIntent
        self.byCommand = byCommand
    }

    /// The handler of `intent`: the one bound to its class name, or for a custom intent of
    /// the app's own that no handler of this bundle declares, the generic one.
    func handler(for intent: any INIntent) -> (any Sendable)? {
        let custom = intent is INCustomIntent
        if let handler = byIntent[intent.intentClassName], type(of: handler).isCustom == custom { return handler }
        return custom ? generic : nil
    }

    /// The handler that offers the colon command `name`.
    func handler(forCommand name: String) -> (any ReferenceHandler)? {
        byCommand[name]
    }
}
