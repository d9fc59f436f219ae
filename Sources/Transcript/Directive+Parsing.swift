import Foundation
import Assistant
import Formats

extension Directive {
    /// The directive named by the text after `@` on one line, and its argument as written;
    /// an unknown name is an error that suggests the nearest one.
    static func name(of body: Substring, at location: SourceLocation) throws(FormatError) -> (Name, argument: String) {
        let word = String(body.prefix { !$0.isWhitespace })
        let argument = body.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
        guard let name = Name(rawValue: word) else {
            // A slip of the keys ("@ap Chatter") is told its nearest directive.
            let near = NameSuggestion.closest(to: word, among: Name.allCases.map(\.rawValue).sorted())
            let known = Name.allCases.map { "@" + $0.rawValue }.joined(separator: ", ")
            throw FormatError(location, "unknown directive @\(word)" + (near.map { " (did you mean “@\($0)”?)" } ?? "")
                              + " (known: \(known))")
        }
        return (name, argument)
    }

    /// The directive `name` with its argument, checked; an error names the file, the line
    /// and the directive, and says how to write it.
    static func read(_ name: Name, _ argument: String, at location: SourceLocation) throws(FormatError) -> Directive {
        guard !argument.isEmpty || !name.needsArgument else {
            throw FormatError(location, "@\(name.rawValue) needs an argument")
        }
        func problem(_ text: String) -> FormatError { FormatError(location, "@\(name.rawValue) \(argument): \(text)") }
        switch name {
        case .app, .contacts:
            guard let path = TranscriptFile.path(argument) else {
                throw problem("a quoted path ends with \" and escapes only \\\" \\\\ \\n \\r \\t")
            }
            return name == .app ? .app(path) : .contacts(path)
        case .locale:
            return .locale(argument)
        case .set:
            guard let (setting, value) = TranscriptFile.setting(argument) else {
                throw problem("write NAME=VALUE (a build setting, such as @set APP_VERSION_STRING=2.0)")
            }
            return .set(name: setting, value: value)
        case .target:
            return .target(argument)
        case .timeout:
            return .timeout(seconds: try duration(argument, in: TranscriptFile.timeouts, problem: problem))
        case .ios:
            if let text = IOSVersion.problem(argument) { throw problem(text) }
            guard let version = Int(argument) else { throw problem("not a version number (write 13, 14 or 17)") }
            return .ios(version)
        case .locked:
            return .locked
        case .contactsAccess:
            switch argument {
            case "on": return .contactsAccess(true)
            case "off": return .contactsAccess(false)
            default: throw problem("write on or off")
            }
        case .location:
            guard let place = DeviceLocation.parse(argument) else {
                throw problem("write LATITUDE,LONGITUDE and/or home, work, school or gym")
            }
            return .location(place)
        case .now:
            do { return .now(try DateParsing.read(argument)) } catch .outOfRange {
                throw problem("out of range (sirisim keeps dates \(DateParsing.rangeDescription))")
            } catch {
                throw problem("not a date (write 2026-11-20 09:00)")
            }
        case .wait:
            return .wait(seconds: try duration(argument, in: TranscriptFile.waits, problem: problem))
        }
    }

    /// A duration of `@wait` or `@timeout`, within what that directive allows.
    static func duration(_ argument: String, in range: ClosedRange<TimeInterval>,
                         problem: (String) -> FormatError) throws(FormatError) -> TimeInterval {
        guard let seconds = TranscriptFile.durationSeconds(argument) else {
            throw problem("not a duration (write 90s, 5m, 2h or 1d)")
        }
        guard range.contains(seconds) else { throw problem("out of range (\(TranscriptFile.describe(range)))") }
        return seconds
    }
}
