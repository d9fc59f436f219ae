import Foundation
import IntentModel
import Store

/// What each reference handler of one app is made with: the app, its store, the device
/// clock, and where it reports what went wrong with its data.
struct HandlerContext: Sendable {
    let app: String
    let store: AppStore
    let clock: DeviceClock
    let faults: FaultSink
}
