import Foundation
import IntentModel

/// A reference handler as the app side's registry knows it (`HandlerRegistry`): each
/// handler's file declares the intents it answers, the bundles it is the code of, and the
/// colon commands that show the data it keeps.
protocol ReferenceHandler: Sendable {
    /// The intents it handles, by class name.
    static var intents: [String] { get }
    /// The bundles whose code it is, for a handler of custom intents: an app that defines a
    /// custom intent of the same class name and is not one of these has no such handler (it
    /// gets `GenericCustomHandler`, as any app made of plist files). Nil for a handler of
    /// system intents, which every reference app has.
    static var bundles: Set<String>? { get }
    /// The colon commands that show the data it keeps, in the order `:help` lists them.
    static var consoleCommands: [ConsoleCommand] { get }
    /// Runs one of its console commands; nil when the app has nothing of the kind to show.
    func console(_ command: String, arguments: String) throws -> [String]?
}

extension ReferenceHandler {
    static var bundles: Set<String>? { nil }
    static var consoleCommands: [ConsoleCommand] { [] }
    func console(_ command: String, arguments: String) throws -> [String]? { nil }

    /// Whether it is code of the app `bundle`.
    static func serves(_ bundle: String) -> Bool {
        bundles?.contains(bundle) ?? true
    }

    /// Whether it handles custom intents (then only for its own bundles).
    static var isCustom: Bool { bundles != nil }

    /// The method that resolves a custom intent's `parameter`, as the trace names it.
    static func method(resolving parameter: String) -> String {
        "resolve\(parameter.prefix(1).uppercased())\(parameter.dropFirst())"
    }
}
