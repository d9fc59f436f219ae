import ArgumentParser
import Assistant
import Foundation
import Runtime
import TerminalUI
import Transcript

struct Interactive: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session", abstract: "Talk to Siri (the default command).")

    @OptionGroup var device: DeviceOptions

    @Option(help: "Write every event as JSON lines to this file.")
    var trace: String?

    @Flag(help: "The plain line mode even on a terminal.")
    var plain = false

    func run() async throws {
        try await Session.run(device: device, trace: trace, recordTo: nil, plain: plain)
    }
}

/// The interactive session, shared by the default command and `record`.
enum Session {
    static func run(device options: DeviceOptions, trace: String?, recordTo: String?, plain: Bool = false) async throws {
        var configuration = DeviceConfiguration()
        configuration.appPaths = options.apps
        configuration.contactsPath = options.contacts
        configuration.statePath = options.state ?? options.defaultStatePath
        configuration.fresh = options.fresh
        configuration.locale = options.locale
        configuration.iosVersion = options.ios
        configuration.handlerTimeout = .milliseconds(Int(options.handlerTimeout * 1000))
        // A recorded session runs on a clock frozen at its start (whole seconds) and moved
        // only by :wait, so that the transcript replays exactly as it was recorded.
        if recordTo != nil { configuration.frozenAt = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down)) }
        let device: Device
        do { device = try Device(configuration) } catch { throw fail("\(error)") }
        for warning in device.warnings { FileHandle.standardError.write(Data("sirisim: warning: \(warning)\n".utf8)) }
        let conversation = device.makeConversation()
        let writer: TraceWriter?
        do { writer = try trace.map(TraceWriter.init(path:)) } catch { throw fail("\(error)") }
        let recorder = TranscriptRecorder(title: "Recorded with sirisim", apps: options.apps, contacts: options.contacts, start: device.clock.now)
        let history = (((configuration.statePath ?? "") as NSString).deletingLastPathComponent as NSString).appendingPathComponent("history")
        let observer: (String, [ConversationEvent]) -> Void = { line, events in
            writer?.write(events)
            recorder.record(line, events: events)
            if let recordTo { try? recorder.write(to: recordTo) }
        }
        if FullScreen.isAvailable() && !plain {
            var screenOptions = FullScreen.Options()
            screenOptions.color = LineMode.wantsColor()
            screenOptions.historyFile = history
            screenOptions.statePath = configuration.statePath
            screenOptions.observer = observer
            screenOptions.save = { path in try recorder.write(to: path) }
            do { try await FullScreen(conversation: conversation, options: screenOptions).run() } catch { throw fail("\(error)") }
        } else {
            let mode = LineMode(conversation: conversation, historyFile: history, color: LineMode.wantsColor(), observer: observer,
                                save: { path in try recorder.write(to: path) })
            await mode.run()
        }
        if let recordTo {
            do { try recorder.write(to: recordTo) } catch { throw fail("\(recordTo): \(error)") }
        }
    }
}

struct Record: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "An interactive session written as a transcript (also from a pipe).")

    @Argument(help: "The transcript to write.")
    var file: String

    @OptionGroup var device: DeviceOptions

    @Option(help: "Write every event as JSON lines to this file.")
    var trace: String?

    @Flag(help: "The plain line mode even on a terminal.")
    var plain = false

    func run() async throws {
        try await Session.run(device: device, trace: trace, recordTo: file, plain: plain)
    }
}
