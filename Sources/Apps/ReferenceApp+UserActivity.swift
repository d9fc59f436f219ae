import Foundation
import IntentModel

/// What the app does when the system opens it in the foreground with a user activity
/// (`application(_:continue:restorationHandler:)`): it goes on with the interaction the
/// activity carries. A play Siri left to the app (continueInApp) plays; an activity of the
/// app's own type, or a failure that needed the app, only opens it.
extension ReferenceApp {
    public func continueUserActivity(_ activity: UserActivity, services: AppLaunchServices) throws {
        guard let interaction = activity.interaction, interaction.intentHandlingStatus == .deferredToApplication,
            let intent = interaction.intent as? INPlayMediaIntent
        else { return }
        _ = try appMedia.play(intent)
    }
}
