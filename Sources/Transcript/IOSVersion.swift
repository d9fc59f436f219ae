/// The iOS versions sirisim simulates: SiriKit arrived with iOS 10; in-app intent handling
/// with 14. The default is `SimulatorDefaults.iosVersion`.
public enum IOSVersion {
    public static let supported = 10...30

    /// What is wrong with a version as written, or nil when it is usable.
    public static func problem(_ text: String) -> String? {
        guard let version = Int(text.trimmingCharacters(in: .whitespaces)) else {
            return "not a version number (write 13, 14 or 17)"
        }
        guard supported.contains(version) else {
            return version < supported.lowerBound
                ? "SiriKit needs iOS 10 or later" : "not an iOS version sirisim knows (10 to 30)"
        }
        return nil
    }
}
