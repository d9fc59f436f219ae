import Foundation

/// Every directive a transcript may use, in the order an error lists them: the one list
/// that parsing, the unknown-directive suggestions and the `(known: …)` list read. A new
/// directive is a new file with its type (in `Directives/`), and one line here.
public enum DirectiveRegistry {
    public static let directives: [any Directive.Type] = [
        AppDirective.self, ContactsDirective.self, LocaleDirective.self, SetDirective.self, TargetDirective.self,
        TimeoutDirective.self, IOSDirective.self, LockedDirective.self, ContactsAccessDirective.self,
        LocationDirective.self, NowDirective.self, WaitDirective.self,
    ]

    /// The names written after `@`, in the registry's order.
    public static var names: [String] { directives.map { $0.name } }

    /// The directive with this name (as written, without the `@`).
    public static func directive(named name: String) -> (any Directive.Type)? {
        directives.first { $0.name == name }
    }
}
