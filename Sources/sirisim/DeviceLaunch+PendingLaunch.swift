import Runtime
import TerminalUI

/// The full screen runs the device's launch once its first prompt is up.
extension DeviceLaunch: PendingLaunch {}
