import Assistant
import Formats
import Foundation

/// Carries out a transcript's directives: the one interpreter of replay and the demo.
///
/// A directive takes effect in one of two places: on the device before it boots
/// (`setup(now:)`, each directive's `apply`) or in the conversation when it is reached
/// (`perform`). Both are requirements of `Directive` without defaults, so a new directive
/// cannot be ignored by one front end unnoticed.
public struct DirectiveInterpreter: Sendable {
    /// The transcript, for errors that name it.
    public let file: String
    /// The transcript's folder, which relative paths start from.
    public let folder: String
    let directives: [DirectiveLine]
    /// The lines of the first directive of each name.
    let firstLines: Set<Int>

    public init(_ transcript: TranscriptFile, file: String, folder: String) {
        self.file = file
        self.folder = folder
        directives = transcript.items.compactMap { item in
            if case .directive(let line) = item { line } else { nil }
        }
        var seen: Set<String> = []
        firstLines = Set(directives.filter { seen.insert($0.name).inserted }.map(\.line))
    }

    /// The device the directives ask for; `now` is where the clock starts without `@now`.
    public func setup(now: Date) -> ReplaySetup {
        var setup = ReplaySetup(folder: folder, now: now)
        setup.file = file
        for line in directives { line.directive.apply(to: &setup, in: context(line, talking: false)) }
        return setup
    }

    /// Carries out a directive where the conversation reaches it. `talking` says whether a
    /// user line came before it. A clock moved past the dates sirisim keeps is an error
    /// that names the file and the line.
    public func perform(
        _ line: DirectiveLine, on conversation: Conversation,
        talking: Bool
    ) throws(FormatError) -> DirectiveEffect {
        try line.directive.perform(on: conversation, in: context(line, talking: talking))
    }

    func context(_ line: DirectiveLine, talking: Bool) -> DirectiveContext {
        DirectiveContext(
            file: file, folder: folder, line: line.line, argument: line.argument,
            isFirstOfItsName: firstLines.contains(line.line), talking: talking)
    }
}
