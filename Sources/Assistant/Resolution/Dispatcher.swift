import Foundation
import IntentModel

/// Hands an intent to the code that handles it (DESIGN §1, step 3), as the device's
/// Info.plist rules decide: the app itself (iOS 14 and later, for an intent the app lists
/// in INIntentsSupported, when it supports multiple scenes) or its Intents extension.
struct Dispatcher {
    /// The device's iOS version.
    let ios: Int

    struct Dispatch {
        var target: DispatchTarget
        var handler: any Sendable
    }

    /// Why an app that declares an intent cannot be sent it on this device (`dispatch` gave nil).
    func unreachable(_ className: String, app: InstalledApp) -> String {
        "\(app.displayName) declares \(className) only where iOS \(ios) cannot send it "
            + "(the app itself without multiple scenes, or before iOS 14)"
    }

    func dispatch(_ intent: any INIntent, to app: InstalledApp) -> Dispatch? {
        let name = intent.intentClassName
        let inExtension = app.bundle.intentsExtension?.intentsSupported.contains(name) == true
        let inApp = app.bundle.appIntents.contains(name)
        // In-app handling arrived with iOS 14, for apps that support multiple scenes.
        let appCanHandle = inApp && ios >= 14 && app.bundle.supportsMultipleScenes
        if appCanHandle, let handler = app.connection.appHandlerProvider?.handler(for: intent) {
            return Dispatch(target: .app, handler: handler)
        }
        if inExtension, let handler = app.connection.extensionHandlerProvider?.handler(for: intent) {
            return Dispatch(target: .intentsExtension, handler: handler)
        }
        return nil
    }
}
