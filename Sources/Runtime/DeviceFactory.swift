import Foundation
import Assistant
import Transcript

/// Boots a fresh in-memory device for each transcript.
public struct DeviceFactory: ConversationFactory {
    let defaultApps: [String]

    public init(defaultApps: [String] = []) {
        self.defaultApps = defaultApps
    }

    public func makeConversation(for setup: ReplaySetup) throws -> Conversation {
        var configuration = DeviceConfiguration()
        configuration.frozenAt = setup.now
        configuration.locale = setup.locale
        if let timeout = setup.handlerTimeout { configuration.handlerTimeout = timeout }
        if let ios = setup.ios { configuration.iosVersion = ios }
        configuration.contactsPath = setup.contactsPath
        var paths: [String] = []
        for (argument, line) in setup.apps {
            let path = argument.hasPrefix("/") ? argument : (setup.folder as NSString).appendingPathComponent(argument)
            if FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Info.plist")) {
                paths.append(path)
            } else if let bundled = BundledFiles.sampleApp(named: argument) {
                paths.append(bundled)
            } else {
                throw BootError("line \(line): @app \(argument): no bundled app of that name and no app folder at \(path)")
            }
        }
        configuration.appPaths = paths.isEmpty ? defaultApps : paths
        return try Device(configuration).makeConversation()
    }
}
