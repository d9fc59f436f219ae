import Foundation

/// `:save FILE` and `:save! FILE`: write the session so far as a transcript; with `!`,
/// even over a file that exists and the session did not write.
public struct SaveCommand: SessionCommand {
    public let name = "save"
    public let help = [
        CommandHelp(
            group: .session, name: "save", usage: ":save FILE",
            summary: "write the session so far as a transcript (:save! FILE replaces a file)")
    ]
    static let usage = "Usage: :save FILE (:save! FILE replaces a file the session did not write)"

    /// The file and whether to replace it, from a typed line; nil when the line is no
    /// `:save` (`:saved` is not one). A command without a file has an empty path.
    static func target(of line: String) -> (path: String, replacing: Bool)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":save") else { return nil }
        var rest = trimmed.dropFirst(5)
        let replacing = rest.first == "!"
        if replacing { rest = rest.dropFirst() }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return (rest.trimmingCharacters(in: .whitespaces), replacing)
    }

    public func accepts(_ line: String) -> Bool { Self.target(of: line) != nil }

    public func perform(_ line: String, controls: any SessionControls) -> SessionReply {
        guard let (path, replacing) = Self.target(of: line), !path.isEmpty else { return .usage(Self.usage) }
        do {
            try controls.save(to: path, replacing: replacing)
            return .done("Saved the session to \(TerminalSafe.visible(path)).")
        } catch {
            return .failed("Could not save: \(TerminalSafe.visible("\(error)"))")
        }
    }
}
