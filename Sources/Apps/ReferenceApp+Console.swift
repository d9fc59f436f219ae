import Foundation
import IntentModel

/// The colon commands that show the app's data: those its handlers declare (`HandlerRegistry`).
extension ReferenceApp {
    public var consoleCommands: [ConsoleCommand] { appHandlers.consoleCommands }

    public func console(_ command: String, arguments: String) -> [String]? {
        guard let handler = appHandlers.handler(forCommand: command) else { return nil }
        do {
            return try handler.console(command, arguments: arguments)
        } catch {
            return ["Could not read \(bundleIdentifier)'s data: \(error)"]
        }
    }
}
