/// A colon command (`:why`, `:vocab`, `:save`): a small type with its name, its help and
/// what it does, listed once in `CommandRegistry`, which drives `:help`, Tab completion
/// and dispatch for every front end (swift-argument-parser's `subcommands:` idea).
public protocol ColonCommand: Sendable {
    /// The word typed after the colon.
    var name: String { get }
    /// What `:help` shows: the command first, then its subcommands (`vocab set`), if any.
    var help: [CommandHelp] { get }
    /// Runs the command in a conversation: its lines are the conversation's output, the
    /// same in the TUI, the line mode and transcripts.
    func run(_ arguments: String, in conversation: Conversation) async
}

/// A command the front end runs itself, before the conversation hears the line, so that
/// it never reaches a transcript or the trace (`:save`, `:quit`). A conversation with no
/// front end (replay) says it works only in the interactive session.
public protocol SessionCommand: ColonCommand {
    /// Whether `line` (trimmed, as typed) is this command.
    func accepts(_ line: String) -> Bool
    /// Runs it in a front end.
    func perform(_ line: String, controls: any SessionControls) -> SessionReply
}

extension SessionCommand {
    public func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output([":\(name) works in the interactive session, not here."])
    }
}

/// What a front end lets its own commands do.
public protocol SessionControls {
    /// Writes the session so far as a transcript; `replacing` for `:save!`.
    func save(to path: String, replacing: Bool) throws
}

/// What a front end shows for a command it ran itself.
public enum SessionReply: Sendable, Equatable {
    /// The session ends.
    case quit
    /// Done: a line to show.
    case done(String)
    /// The command was written wrong: how to write it.
    case usage(String)
    /// It could not be done: why.
    case failed(String)
}

/// One line of `:help`: a command or a subcommand.
public struct CommandHelp: Sendable, Hashable {
    /// Where `:help` lists it.
    public var group: CommandGroup = .apps
    /// The words after the colon: `why`, or `vocab set` for a subcommand.
    public var name: String
    public var usage: String
    public var summary: String

    public init(group: CommandGroup = .apps, name: String, usage: String, summary: String) {
        self.group = group
        self.name = name
        self.usage = usage
        self.summary = summary
    }
}

/// The groups `:help` shows the commands in.
public enum CommandGroup: Sendable, Hashable, CaseIterable {
    case talking, device, apps, session

    var title: String {
        switch self {
        case .talking: "talking"
        case .device: "the device"
        case .apps: "apps"
        case .session: "the session"
        }
    }
}
