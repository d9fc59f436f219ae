import ArgumentParser
import Assistant
import Formats
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
    static func run(device options: DeviceOptions, trace: String?, recordTo: String?, plain: Bool = false) async throws
    {
        ExitSignals.install()
        var configuration = DeviceConfiguration()
        configuration.appPaths = options.appPaths
        configuration.contactsPath = options.contactsPath
        configuration.statePath = options.statePath
        configuration.fresh = options.fresh
        configuration.locale = options.locale
        configuration.target = options.project.target
        configuration.buildSettings = options.project.values
        configuration.iosVersion = options.ios
        configuration.handlerTimeout = try options.timeout()
        // The full screen shows its first prompt before the apps' data is stored.
        let fullScreen = FullScreen.isAvailable() && !plain
        if !plain, let note = FullScreen.unknownTerminal() {
            StandardOutput.error("sirisim: \(TerminalSafe.visible(note))")
        }
        configuration.launchLater = fullScreen
        // A recorded session runs on a clock frozen at its start (whole seconds) and moved
        // only by :wait, so that the transcript replays exactly as it was recorded.
        let start = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        if recordTo != nil { configuration.frozenAt = start }
        // The run's inputs, which no output may name: the state and its companions, the
        // Contacts, and every file of the apps (read now, before any output is opened).
        let cache = BundleCache()
        let inputs = cache.inputs
        for suffix in ["", "-wal", "-shm"] { inputs.add(options.statePath + suffix, as: .state) }
        let historyPath = HistoryFile.path(forState: options.statePath)
        inputs.add(historyPath, as: .history)
        if let contacts = options.contactsPath { inputs.add(contacts, as: .contacts) }
        do {
            for path in try options.appPaths.isEmpty ? BundledFiles.sampleApps() : options.appPaths {
                _ = try cache.bundle(at: Paths.absolute(path), reading: configuration.reading)
            }
        } catch {
            throw fail("\(error)")
        }
        let destination = recordTo.map { Paths.absolute($0) }
        let recorder = TranscriptRecorder(
            title: "Recorded with sirisim", apps: options.appPaths, contacts: options.contactsPath,
            start: start, folder: destination.map(Paths.parent) ?? Paths.currentFolder, inputs: inputs)
        // A transcript or trace that cannot be written is refused before the session, not after.
        let writer: TraceWriter?
        do {
            if let destination { try recorder.begin(writingTo: destination) }
            writer = try trace.map { path throws(WriteError) in
                try TraceWriter(path: Paths.absolute(path), inputs: inputs)
            }
        } catch {
            recorder.abandon()
            throw fail("\(error)")
        }
        ExitSignals.moveOnExit([recorder.pendingMove, writer?.pendingMove].compactMap { $0 })
        let device: Device
        do {
            device = try Device(configuration, cache: cache)
        } catch {
            ExitSignals.moveOnExit([])
            recorder.abandon()
            writer?.abandon()
            throw fail("\(error)")
        }
        for warning in device.warnings { StandardOutput.error("sirisim: warning: \(TerminalSafe.visible(warning))") }
        let conversation = device.makeConversation()
        let history = HistoryFile(path: historyPath)
        // Each turn is recorded, then traced; a failure of either is shown, and the other
        // still happens.
        let observer: (String, [ConversationEvent]) throws -> Void = { line, events in
            var failure: (any Error)?
            do { try recorder.record(line, events: events) } catch { failure = error }
            do { try writer?.write(events) } catch { failure = failure ?? error }
            if let failure { throw failure }
        }
        // :save replaces a file only when this session wrote it and it is still as the
        // session left it (told by identity, not by name), or with :save!.
        var saved: [String: FileIdentity] = [:]
        let save: (String, Bool) throws -> Void = { path, replacing in
            let target = Paths.resolved(Paths.absolute(path))
            var expecting: FileIdentity?
            if !replacing, FileWriting.holdsDocument(target), let found = FileIdentity(of: target) {
                guard let written = saved[target] else {
                    throw WriteError(
                        path: path, reason: "exists and this session did not write it; :save! \(path) replaces it")
                }
                guard written == found else {
                    throw WriteError(
                        path: path, reason: "has changed since this session saved it; :save! \(path) replaces it")
                }
                expecting = written
            }
            saved[target] = try recorder.write(to: Paths.absolute(path), expecting: expecting)
        }
        if fullScreen {
            var screenOptions = FullScreen.Options()
            screenOptions.launch = device.launch
            screenOptions.color = LineMode.wantsColor()
            screenOptions.theme = options.screenTheme
            screenOptions.history = history
            screenOptions.statePath = options.statePath
            screenOptions.observer = observer
            screenOptions.save = save
            do { try await FullScreen(conversation: conversation, options: screenOptions).run() } catch {
                throw fail("\(error)")
            }
        }
        // The session's own streams failing (stdout a full disk, stdin a folder) ends it;
        // the recording and the trace are finished all the same, then the exit code says so.
        var streams: StreamFailure?
        if !fullScreen {
            let mode = LineMode(
                conversation: conversation, history: history, color: LineMode.wantsColor(), observer: observer,
                save: save)
            do { try await mode.run() } catch { streams = error }
        }
        ExitSignals.moveOnExit([])
        var failure: (any Error)?
        do { try recorder.finish() } catch { failure = error }
        do { try writer?.close() } catch { failure = failure ?? error }
        if let failure { throw fail("\(failure)") }
        if let streams {
            if streams.isClosedPipe { throw ExitCode(141) }
            throw fail("\(streams)")
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

    @Flag(help: "Replace FILE if it exists (without it, a file with anything in it is left as it is and nothing runs).")
    var overwrite = false

    func run() async throws {
        // A transcript is often written by hand: recording over one by mistake would lose it.
        if !overwrite && FileWriting.holdsDocument(Paths.absolute(file)) {
            throw fail("\(file) exists; record does not replace it (give --overwrite, or another file)")
        }
        try await Session.run(device: device, trace: trace, recordTo: file, plain: plain)
    }
}
