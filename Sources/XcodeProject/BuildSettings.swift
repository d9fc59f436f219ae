import Formats

/// A target's build settings as Xcode resolves them: levels from Xcode's own defaults up
/// to the target's settings and what the user supplies (`--set`), each level overriding
/// the ones below, and values that refer to other settings (`$(PRODUCT_NAME)`,
/// `${SRCROOT}`, `$(PRODUCT_NAME:rfc1034identifier)`, `$(inherited)`) expanded.
///
/// A setting that no level defines expands to nothing and is reported (`Expansion.unknown`),
/// so that a value sirisim cannot know is named rather than spoken as `$(…)`.
public struct BuildSettings: Sendable {
    /// One setting as written: its text (a list is joined with spaces) and where it is.
    public struct Setting: Sendable, Equatable {
        public var value: String
        public var location: SourceLocation?

        public init(_ value: String, at location: SourceLocation? = nil) {
            self.value = value
            self.location = location
        }
    }

    /// One level of settings (Xcode's defaults, an .xcconfig, the project, the target, `--set`).
    public struct Level: Sendable {
        public var name: String
        public var values: [String: Setting]

        public init(name: String, values: [String: Setting]) {
            self.name = name
            self.values = values
        }
    }

    /// Text with every reference expanded, and the settings it named that no level defines.
    public struct Expansion: Sendable, Equatable {
        public var text: String
        public var unknown: [String]
    }

    /// The levels, lowest first.
    public private(set) var levels: [Level]

    public init(levels: [Level]) {
        self.levels = levels
    }

    /// A copy with a level on top.
    public func adding(_ level: Level) -> BuildSettings {
        BuildSettings(levels: levels + [level])
    }

    /// The setting as written at the highest level that defines it.
    public func setting(_ name: String) -> Setting? {
        for level in levels.reversed() {
            if let found = level.values[name] { return found }
        }
        return nil
    }

    /// The expanded value of a setting; nil when no level defines it.
    public func value(_ name: String) -> Expansion? {
        guard let (setting, level) = lookup(name, atOrBelow: levels.count - 1) else { return nil }
        var unknown: [String] = []
        let text = expand(setting.value, level: level, name: name, depth: 0, unknown: &unknown)
        return Expansion(text: text, unknown: unknown)
    }

    /// A setting's expanded text, or `fallback` when it is not set.
    public func text(_ name: String, or fallback: String = "") -> String { value(name)?.text ?? fallback }

    /// Whether a setting is YES (Xcode's booleans are the strings YES and NO).
    public func isYes(_ name: String) -> Bool { value(name)?.text.uppercased() == "YES" }

    /// Text (from an Info.plist, a path) with every reference expanded.
    public func expand(_ text: String) -> Expansion {
        var unknown: [String] = []
        let expanded = expand(text, level: levels.count - 1, name: nil, depth: 0, unknown: &unknown)
        return Expansion(text: expanded, unknown: unknown)
    }

    // MARK: Expansion

    private func lookup(_ name: String, atOrBelow top: Int) -> (Setting, Int)? {
        var index = top
        while index >= 0 {
            if let found = levels[index].values[name] { return (found, index) }
            index -= 1
        }
        return nil
    }

    /// Expands `text`, defined at `level` for the setting `name` (whose `$(inherited)` is
    /// the value of the same setting below that level). References nest at most 32 deep:
    /// a setting that refers to itself expands to nothing past that.
    private func expand(_ text: String, level: Int, name: String?, depth: Int, unknown: inout [String]) -> String {
        guard text.contains("$"), depth < 32 else { return text }
        var out = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                out.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            let open = rest[after]
            // The reference's end, with nested references inside it ("$(A:default=$(B))").
            var nesting = 0
            var end: Substring.Index?
            var index = rest.index(after: after)
            while index < rest.endIndex {
                if rest[index] == open { nesting += 1 }
                if rest[index] == close {
                    if nesting == 0 {
                        end = index
                        break
                    }
                    nesting -= 1
                }
                index = rest.index(after: index)
            }
            guard let end else {
                out += rest
                rest = rest[rest.endIndex...]
                break
            }
            let inner = expand(
                String(rest[rest.index(after: after)..<end]), level: level, name: name, depth: depth + 1,
                unknown: &unknown)
            out += reference(inner, level: level, name: name, depth: depth, unknown: &unknown)
            rest = rest[rest.index(after: end)...]
        }
        out += rest
        return out
    }

    /// The value of one reference's inside: `NAME` or `NAME:modifier:…`.
    private func reference(_ inside: String, level: Int, name: String?, depth: Int, unknown: inout [String]) -> String {
        let parts = inside.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let variable = String(parts[0]).trimmingCharacters(in: .whitespaces)
        let modifiers = parts.count > 1 ? Self.modifiers(String(parts[1])) : []
        var value: String?
        if variable == "inherited" {
            if let name, let (setting, found) = lookup(name, atOrBelow: level - 1) {
                value = expand(setting.value, level: found, name: name, depth: depth + 1, unknown: &unknown)
            } else {
                value = ""
            }
        } else if let (setting, found) = lookup(variable, atOrBelow: levels.count - 1) {
            value = expand(setting.value, level: found, name: variable, depth: depth + 1, unknown: &unknown)
        }
        if value == nil, !modifiers.contains(where: { if case .fallback = $0 { true } else { false } }) {
            if !unknown.contains(variable) { unknown.append(variable) }
        }
        var text = value ?? ""
        for modifier in modifiers { text = modifier.apply(text, wasSet: value != nil) }
        return text
    }

    /// Xcode's operators on a value (`$(PRODUCT_NAME:rfc1034identifier)`).
    enum Modifier: Equatable {
        case rfc1034identifier, c99extidentifier, lower, upper, base, file, dir, suffix, quote, standardizePath
        case fallback(String)
        case unknown(String)

        func apply(_ text: String, wasSet: Bool) -> String {
            switch self {
            case .rfc1034identifier:
                return String(
                    text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-" })
            case .c99extidentifier:
                let mapped = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) || $0 == "_" ? $0 : "_" })
                return mapped.first?.isNumber == true ? "_" + mapped : mapped
            case .lower: return text.lowercased()
            case .upper: return text.uppercased()
            case .base:
                let file = Paths.lastComponent(text)
                return file.contains(".") ? String(file[..<file.lastIndex(of: ".")!]) : file
            case .file: return Paths.lastComponent(text)
            case .dir: return Paths.parent(text)
            case .suffix:
                let file = Paths.lastComponent(text)
                return file.contains(".") ? String(file[file.lastIndex(of: ".")!...]) : ""
            case .quote: return text.contains(" ") ? "\"\(text)\"" : text
            case .standardizePath: return Paths.absolute(text)
            case .fallback(let value): return text.isEmpty && !wasSet ? value : (text.isEmpty ? value : text)
            case .unknown: return text
            }
        }
    }

    static func modifiers(_ text: String) -> [Modifier] {
        var out: [Modifier] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("default=") {
                out.append(.fallback(String(rest.dropFirst("default=".count))))
                break
            }
            let piece = rest.prefix { $0 != ":" }
            rest = rest.dropFirst(piece.count).drop { $0 == ":" }
            switch piece {
            case "rfc1034identifier": out.append(.rfc1034identifier)
            case "c99extidentifier", "identifier": out.append(.c99extidentifier)
            case "lower": out.append(.lower)
            case "upper": out.append(.upper)
            case "base": out.append(.base)
            case "file": out.append(.file)
            case "dir": out.append(.dir)
            case "suffix": out.append(.suffix)
            case "quote": out.append(.quote)
            case "standardizepath": out.append(.standardizePath)
            default: out.append(.unknown(String(piece)))
            }
        }
        return out
    }
}
