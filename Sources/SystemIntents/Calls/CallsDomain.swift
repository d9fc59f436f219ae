import IntentModel

/// Calls: audio and video calls through an app (VoIP).
public enum Calls: SystemDomain {
    /// INStartCallIntent from iOS 13 (it replaced the audio and video call intents of iOS 10).
    public static var specs: [IntentSpec] { [startCall.available(fromiOS: 13)] }

    typealias Call = any INStartCallIntentHandling
}
