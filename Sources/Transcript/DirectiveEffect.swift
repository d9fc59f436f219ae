import Assistant
import Foundation

/// What carrying out a directive did, for the demo's timeline.
public enum DirectiveEffect: Sendable, Equatable {
    /// Nothing more: it took effect when the device was set up.
    case setUp
    /// The clock now reads this.
    case clock(Date)
    /// The device is now here.
    case location(DeviceLocation)
}
