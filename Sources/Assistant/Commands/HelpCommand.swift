import Foundation

/// `:help`: the commands in four groups, one line of names each; `:help all` says what
/// each does, `:help NAME` what one does.
struct HelpCommand: ColonCommand {
    let name = "help"
    let help = [CommandHelp(group: .session, name: "help", usage: ":help", summary: "list the commands")]

    func run(_ arguments: String, in conversation: Conversation) async {
        conversation.output(Self.lines(arguments, commands: conversation.commands))
    }

    static func lines(_ arguments: String, commands all: [CommandHelp]) -> [String] {
        let topic = arguments.trimmingCharacters(in: .whitespaces).lowercased().drop { $0 == ":" }
        if topic == "all" { return describe(all) }
        if !topic.isEmpty {
            let chosen = all.filter { $0.name == topic || $0.name.hasPrefix(topic + " ") }
            return chosen.isEmpty ? ["No command :\(topic). :help lists them."] : describe(chosen)
        }
        var lines = ["Say what you would say to Siri (“what can you do” for examples). Commands start with a colon:"]
        let width = 78
        let column = 13
        for group in CommandGroup.allCases {
            var line = group.title.padding(toLength: column, withPad: " ", startingAt: 0)
            for command in all where command.group == group && !command.name.contains(" ") {
                let word = ":" + command.name
                if line.count + word.count + 1 > width, line.count > column {
                    lines.append(line)
                    line = String(repeating: " ", count: column)
                }
                line += (line.count > column ? " " : "") + word
            }
            lines.append(line)
        }
        lines.append(":help NAME says what one does (:help why); :help all lists them all.")
        return lines
    }

    /// Usage and summary; a usage too long for the column gets a line of its own, never a cut.
    static func describe(_ list: [CommandHelp]) -> [String] {
        let column = 26
        return list.flatMap { command -> [String] in
            command.usage.count <= column
                ? ["\(command.usage.padding(toLength: column, withPad: " ", startingAt: 0)) \(command.summary)"]
                : [command.usage, String(repeating: " ", count: column + 1) + command.summary]
        }
    }
}
