import Assistant
import Formats
import Foundation

/// One kind of `@` line of a transcript (DESIGN §5): a small type, one file each in
/// `Directives/`, listed once in `DirectiveRegistry`.
///
/// A directive says everything about itself: its name, how its argument is read and
/// written back, what it does to the device before it boots (`apply`) and what it does
/// when the conversation reaches it (`perform`, shared by replay and the demo). None of
/// these has a default, so a directive that does not say what it does at its turn does
/// not compile, and no front end can ignore it.
public protocol Directive: Sendable, Hashable {
    /// The name written after `@`.
    static var name: String { get }
    /// Where the directive may stand in a transcript.
    static var placement: DirectivePlacement { get }
    /// Whether it is written with an argument (`@locked` alone takes none).
    static var needsArgument: Bool { get }
    /// Reads the argument as written. A bad one is an error made by `argument.problem`,
    /// which names the file, the line and the directive, and says how to write it.
    init(_ argument: DirectiveArgument) throws(FormatError)
    /// The argument as `record` writes it, which `init` reads back to the same directive.
    var argument: String { get }
    /// Its effect on the device before it boots (nothing, for one that acts in the
    /// conversation only).
    func apply(to setup: inout ReplaySetup, in context: DirectiveContext)
    /// What it does when the conversation reaches it (`.setUp`: it took effect when the
    /// device was set up). An error names the file and the line.
    func perform(on conversation: Conversation, in context: DirectiveContext) throws(FormatError) -> DirectiveEffect
}

/// Where a directive may stand.
public enum DirectivePlacement: Sendable {
    /// Sets the device up: before the first user line.
    case setup
    /// Anywhere: it takes effect where the conversation reaches it.
    case anywhere
}
