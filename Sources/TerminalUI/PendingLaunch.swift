/// What is left of a device's boot when the full screen comes up (Runtime's
/// `DeviceLaunch`): its apps' seeding and launch, run once.
public protocol PendingLaunch: Sendable {
    /// Runs it if it has not run, waiting while another thread runs it; returns warnings
    /// the first time, and its error every time it failed.
    func run() throws -> [String]
    /// Whether it has run, without waiting.
    var hasRun: Bool { get }
}
