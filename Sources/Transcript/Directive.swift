import Foundation
import Assistant
import Formats

/// One `@` line of a transcript (DESIGN §5), read once into its values.
///
/// `TranscriptFile.parse` is the only place that reads a directive's text, and
/// `DirectiveInterpreter` the only place that carries one out, for replay and the demo
/// alike: each switches over this enum without `default:`, so a new case is a compile
/// error wherever it must be handled.
public enum Directive: Sendable, Hashable {
    /// `@app NAME|PATH`: a bundled app by name, or an app folder (quotes taken off).
    case app(String)
    /// `@contacts PATH`: the device's Contacts (quotes taken off).
    case contacts(String)
    /// `@locale en_GB`: the locale of Siri's phrases.
    case locale(String)
    /// `@set NAME=VALUE`: a build setting of Xcode projects sirisim cannot know.
    case set(name: String, value: String)
    /// `@target NAME`: the app target of Xcode projects.
    case target(String)
    /// `@timeout 5s`: how long a handler has to call its completion.
    case timeout(seconds: TimeInterval)
    /// `@ios 17`: the device's iOS version.
    case ios(Int)
    /// `@locked`: the device starts locked.
    case locked
    /// `@contacts-access on|off`: whether Siri may read the device's Contacts.
    case contactsAccess(Bool)
    /// `@location 37.33,-122.03 work`: where the device is, from here on.
    case location(DeviceLocation)
    /// `@now 2026-11-20 09:00`: the virtual clock (the first one is where the device starts).
    case now(Date)
    /// `@wait 90s`: moves the clock on.
    case wait(seconds: TimeInterval)

    /// The name written after `@`.
    public var name: Name {
        switch self {
        case .app: .app
        case .contacts: .contacts
        case .locale: .locale
        case .set: .set
        case .target: .target
        case .timeout: .timeout
        case .ios: .ios
        case .locked: .locked
        case .contactsAccess: .contactsAccess
        case .location: .location
        case .now: .now
        case .wait: .wait
        }
    }

    /// The argument as `record` writes it, which `parse` reads back to the same directive.
    public var argument: String {
        switch self {
        case let .app(path), let .contacts(path): TranscriptFile.argument(forPath: path)
        case let .locale(text), let .target(text): text
        case let .set(name, value): "\(name)=\(value)"
        case let .timeout(seconds), let .wait(seconds): Self.seconds(seconds)
        case let .ios(version): String(version)
        case .locked: ""
        case let .contactsAccess(on): on ? "on" : "off"
        case let .location(place): Self.written(place)
        case let .now(date): DateParsing.seconds(date)
        }
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))s" : "\(value)s"
    }

    static func written(_ location: DeviceLocation) -> String {
        var words: [String] = []
        if let latitude = location.latitude, let longitude = location.longitude {
            words.append("\(latitude),\(longitude)")
        }
        if let place = location.place { words.append(place.rawValue) }
        return words.joined(separator: " ")
    }
}

extension Directive {
    /// Every directive sirisim knows, in the order an error lists them. Adding one here is
    /// the first step; the compiler then names each switch that must learn it.
    public enum Name: String, Sendable, CaseIterable {
        case app, contacts, locale, set, target, timeout, ios, locked
        case contactsAccess = "contacts-access"
        case location, now, wait

        /// Where the directive may stand in a transcript.
        public var placement: Placement {
            switch self {
            case .app, .contacts, .locale, .set, .target, .timeout, .ios, .locked, .contactsAccess: .setup
            case .location, .now, .wait: .anywhere
            }
        }

        /// Whether it is written with an argument (`@locked` alone takes none).
        public var needsArgument: Bool {
            switch self {
            case .locked: false
            case .app, .contacts, .locale, .set, .target, .timeout, .ios, .contactsAccess, .location, .now, .wait: true
            }
        }
    }

    /// Where a directive may stand.
    public enum Placement: Sendable {
        /// Sets the device up: before the first user line.
        case setup
        /// Anywhere: it takes effect where the conversation reaches it.
        case anywhere
    }
}

/// A directive as it stands in a file: its value, the argument as written (kept so that
/// `--update` writes the line back unchanged) and its line.
public struct DirectiveLine: Sendable, Hashable {
    public var directive: Directive
    public var argument: String
    public var line: Int

    public init(_ directive: Directive, argument: String, line: Int) {
        self.directive = directive
        self.argument = argument
        self.line = line
    }

    /// A directive written as `record` writes it (no line of its own yet).
    public init(_ directive: Directive) {
        self.init(directive, argument: directive.argument, line: 0)
    }

    /// The line of text: `@name argument`.
    public var text: String {
        argument.isEmpty ? "@\(directive.name.rawValue)" : "@\(directive.name.rawValue) \(argument)"
    }
}
