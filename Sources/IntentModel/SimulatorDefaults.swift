/// The simulator's defaults, each defined here once: every front end, option and
/// initializer that has a default reads it from here.
public enum SimulatorDefaults {
    /// The iOS version a device runs unless told (`--ios`, `@ios`).
    public static let iosVersion = 17
    /// How long a handler has to call its completion handler (`--handler-timeout`, `@timeout`):
    /// SiriKit gives an extension about 10 seconds.
    public static let handlerTimeoutSeconds = 10.0
    public static var handlerTimeout: Duration { .seconds(handlerTimeoutSeconds) }
    /// The score below which the matcher chooses nothing (`parse --threshold`).
    public static let matchThreshold = 0.55
}
