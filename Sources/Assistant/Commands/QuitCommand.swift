/// `:quit` (or `:q`, `:exit`): leaves the session, as Ctrl-D does.
public struct QuitCommand: SessionCommand {
    public let name = "quit"
    public let help = [CommandHelp(group: .session, name: "quit", usage: ":quit", summary: "leave (Ctrl-D too)")]
    /// What a front end takes for it: the line exactly, with nothing after it.
    static let spellings: Set<String> = [":quit", ":q", ":exit"]

    public func accepts(_ line: String) -> Bool { Self.spellings.contains(line) }

    public func perform(_ line: String, controls: any SessionControls) -> SessionReply { .quit }
}
