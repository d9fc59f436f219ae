import Formats

/// Reads an `.xcconfig` file: `NAME = VALUE` lines, `//` comments, `#include "other.xcconfig"`
/// (and `#include?`, which may be missing) relative to the file's folder. Settings with a
/// condition (`NAME[sdk=iphoneos*]`) are left out: sirisim reads one configuration for one
/// platform, and the unconditional value is the one that holds there.
enum XCConfig {
    static func read(_ path: String, depth: Int = 0) throws(FormatError) -> [String: BuildSettings.Setting] {
        guard depth < 16 else {
            throw FormatError(SourceLocation(file: path, line: 0), "#include goes more than 16 files deep")
        }
        let bytes = try FileReading.bytes(path, limit: Limits.plistFileBytes)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FormatError(SourceLocation(file: path, line: 0), "the file is not valid UTF-8")
        }
        var settings: [String: BuildSettings.Setting] = [:]
        for (offset, raw) in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        ).enumerated() {
            let line = offset + 1
            var content = Substring(raw)
            if let comment = content.range(of: "//") { content = content[..<comment.lowerBound] }
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#include") {
                let optional = trimmed.hasPrefix("#include?")
                let rest = trimmed.dropFirst(optional ? 9 : 8).trimmingCharacters(in: .whitespaces)
                guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") else {
                    throw FormatError(SourceLocation(file: path, line: line), "#include needs a quoted file name")
                }
                let included = Paths.absolute(String(rest.dropFirst().dropLast()), from: Paths.parent(path))
                if optional && Paths.kind(included) == .missing { continue }
                for (key, value) in try read(included, depth: depth + 1) { settings[key] = value }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw FormatError(SourceLocation(file: path, line: line), "expected NAME = VALUE")
            }
            let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                throw FormatError(SourceLocation(file: path, line: line), "a setting needs a name before =")
            }
            if name.contains("[") { continue }
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            settings[name] = BuildSettings.Setting(value, at: SourceLocation(file: path, line: line, keyPath: name))
        }
        return settings
    }
}
