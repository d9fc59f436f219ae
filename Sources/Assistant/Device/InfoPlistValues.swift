import Formats
import XcodeProject

/// A setting an app's files name that nothing defines (`$(APP_VERSION_STRING)` with no such
/// build setting): it reads as nothing, and lint names it with where it is used.
public struct UnknownVariable: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
}

/// An Info.plist as the built app has it: the keys of its file, else those Xcode generates
/// from build settings, every string with its `$(VAR)` expanded. A variable nothing defines
/// expands to nothing and is kept in `unknown`.
final class InfoPlistValues {
    let source: AppSources.InfoPlist
    /// The file's root; nil when the Info.plist is made from build settings alone.
    let root: NodeReader?
    private(set) var unknown: [UnknownVariable] = []

    init(_ source: AppSources.InfoPlist) throws(FormatError) {
        self.source = source
        if let file = source.file {
            guard Paths.kind(file) == .file else {
                if source.generated.isEmpty {
                    throw FormatError(SourceLocation(file: file, line: 0), "missing: every app needs an Info.plist")
                }
                root = nil
                return
            }
            root = NodeReader(try PropertyListParser.parse(contentsOf: file), file: file)
        } else {
            root = nil
        }
    }

    /// Where a key is, for messages: in the file, or the build setting that makes it.
    func location(_ key: String) -> SourceLocation {
        if let root, root[key].exists { return root[key].location }
        if let setting = source.generated[key], let location = setting.location { return location }
        return SourceLocation(file: source.shownName, line: 0, keyPath: key)
    }

    /// A value of the file, for arrays and dictionaries (read with `text(_:)`).
    subscript(key: String) -> NodeReader? { root.map { $0[key] } }

    /// A string key: the file's, else the generated one; nil when neither has it.
    func string(_ key: String) throws(FormatError) -> String? {
        if let root, root[key].exists { return try text(root[key]) }
        guard let setting = source.generated[key] else { return nil }
        return expand(setting.value, at: setting.location ?? location(key))
    }

    /// A string of the file, expanded.
    func text(_ reader: NodeReader) throws(FormatError) -> String {
        expand(try reader.string(), at: reader.location)
    }

    /// A list of strings of the file, each expanded.
    func texts(_ reader: NodeReader) throws(FormatError) -> [String] {
        var out: [String] = []
        for item in try reader.optionalArray() { out.append(try text(item)) }
        return out
    }

    /// Expands every string of the file and the generated keys, so that every setting the
    /// Info.plist names that nothing defines is in `unknown` (for lint), not only those of
    /// the keys Siri reads.
    func expandEverything() {
        if let root, let node = root.node { expandAll(node, reader: root) }
        for (key, setting) in source.generated { _ = expand(setting.value, at: setting.location ?? location(key)) }
    }

    private func expandAll(_ node: Node, reader: NodeReader) {
        switch node.value {
        case .string(let text): _ = expand(text, at: reader.location)
        case .array(let items): for (index, item) in items.enumerated() { expandAll(item, reader: reader[index]) }
        case .dictionary(let pairs): for (key, value) in pairs { expandAll(value, reader: reader[key]) }
        default: break
        }
    }

    func expand(_ text: String, at location: SourceLocation) -> String {
        guard text.contains("$(") || text.contains("${") else { return text }
        let expansion = (source.settings ?? BuildSettings(levels: [])).expand(text)
        for name in expansion.unknown where !unknown.contains(where: { $0.name == name && $0.location == location }) {
            unknown.append(UnknownVariable(name: name, location: location))
        }
        return expansion.text
    }
}
