/// How a device reads its apps: the device locale (which `.lproj` each localized file is
/// read from), the target of an Xcode project (`--target`), and build settings sirisim
/// cannot know (`--set VAR=VALUE`, `@set`). Bundles read one way are cached apart from
/// bundles read another.
public struct AppReading: Sendable, Hashable {
    public var locale: String?
    /// The app target of each Xcode project among the apps; nil for each project's iOS app.
    public var target: String?
    public var settings: [String: String]

    public init(locale: String? = nil, target: String? = nil, settings: [String: String] = [:]) {
        self.locale = locale
        self.target = target
        self.settings = settings
    }

    /// The cache key of a bundle read this way.
    func key(_ path: String) -> String {
        let settings = self.settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
            separator: "\u{1}")
        return [locale ?? "", target ?? "", settings, path].joined(separator: "|")
    }
}
