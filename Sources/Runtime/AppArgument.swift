import Assistant
import Formats

/// What `--app ARGUMENT` names on the command line: a path (relative to the current folder)
/// that is an app, else a bundled sample app by its folder name, as `@app` reads it.
public enum AppArgument {
    public static func resolve(_ argument: String) throws(BootError) -> String {
        let path = Paths.absolute(argument)
        if Paths.kind(path) != .missing { return path }
        if !argument.contains("/"), let bundled = try BundledFiles.sampleApp(named: argument) { return bundled }
        throw BootError(
            "--app \(argument): no app folder at \(path) and no bundled app of that name"
                + hint(for: argument, near: path))
    }

    /// A near name among the bundled apps and the app folders beside `path`.
    public static func hint(for argument: String, near path: String) -> String {
        let typed = Paths.lastComponent(path)
        // Only a hint: a folder that cannot be listed offers no names.
        var names: [String] = []
        do { names += try BundledFiles.sampleAppNames() } catch {}
        let folder = Paths.parent(path)
        if Paths.kind(folder) == .folder {
            do { names += try BundledFiles.bundles(in: folder).map { Paths.lastComponent($0) } } catch {}
        }
        guard let near = NameSuggestion.closest(to: typed, among: names) else { return "" }
        return " (did you mean “\(argument.contains("/") ? Paths.join(Paths.parent(argument), near) : near)”?)"
    }
}
