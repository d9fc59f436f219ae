import Foundation
import Assistant
import Formats

/// Carries out a transcript's directives: the one interpreter of replay and the demo.
///
/// A directive takes effect in one of two places: on the device before it boots
/// (`setup(now:)`, each setup directive and the first `@now`) or in the conversation when
/// it is reached (`perform`, the clock and the place). Both switch over every `Directive`
/// without `default:`, so a new directive cannot be ignored by one front end unnoticed.
public struct DirectiveInterpreter: Sendable {
    /// The transcript, for errors that name it.
    public let file: String
    /// The transcript's folder, which relative paths start from.
    public let folder: String
    let directives: [DirectiveLine]
    /// The line of the first `@now`: where the device's clock starts, wherever it stands.
    let firstNowLine: Int?

    public init(_ transcript: TranscriptFile, file: String, folder: String) {
        self.file = file
        self.folder = folder
        directives = transcript.items.compactMap { item in
            if case let .directive(line) = item { line } else { nil }
        }
        firstNowLine = directives.first { if case .now = $0.directive { true } else { false } }?.line
    }

    /// The device the directives ask for; `now` is where the clock starts without `@now`.
    public func setup(now: Date) -> ReplaySetup {
        var setup = ReplaySetup(folder: folder, now: now)
        setup.file = file
        for line in directives { apply(line, to: &setup) }
        return setup
    }

    func apply(_ line: DirectiveLine, to setup: inout ReplaySetup) {
        switch line.directive {
        case let .app(path): setup.apps.append((path, line.line))
        case let .contacts(path): setup.contactsPath = Paths.seen(path, from: folder)
        case let .locale(locale): setup.locale = locale
        case let .set(name, value): setup.settings[name] = value
        case let .target(target): setup.target = target
        case let .timeout(seconds): setup.handlerTimeout = .milliseconds(Int(seconds * 1000))
        case let .ios(version): setup.ios = version
        case .locked: setup.locked = true
        case let .contactsAccess(allowed): setup.contactsAccess = allowed
        case let .now(date) where line.line == firstNowLine: setup.now = date
        case .now, .wait, .location: break
        }
    }

    /// Carries out a directive where the conversation reaches it. `talking` says whether a
    /// user line came before it. A clock moved past the dates sirisim keeps is an error
    /// that names the file and the line.
    public func perform(_ line: DirectiveLine, on conversation: Conversation,
                        talking: Bool) throws(FormatError) -> DirectiveEffect {
        let siri = conversation.siri
        switch line.directive {
        case .app, .contacts, .locale, .set, .target, .timeout, .ios, .locked, .contactsAccess:
            return .setUp
        case .now where line.line == firstNowLine && !talking:
            return .setUp
        case let .now(date):
            siri.clock.set(date)
            return .clock(date)
        case let .wait(seconds):
            let moved = siri.clock.now.addingTimeInterval(seconds)
            guard DateParsing.range.contains(moved) else {
                throw FormatError(SourceLocation(file: file, line: line.line),
                                  "@wait \(line.argument) moves the clock past the dates sirisim keeps "
                                  + "(\(DateParsing.rangeDescription))")
            }
            siri.clock.set(moved)
            return .clock(moved)
        case let .location(place):
            siri.setLocation(place)
            return .location(place)
        }
    }
}

/// What carrying out a directive did, for the demo's timeline.
public enum DirectiveEffect: Sendable, Equatable {
    /// Nothing more: it took effect when the device was set up.
    case setUp
    /// The clock now reads this.
    case clock(Date)
    /// The device is now here.
    case location(DeviceLocation)
}
