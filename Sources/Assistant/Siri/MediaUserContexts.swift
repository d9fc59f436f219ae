import IntentModel

/// `INMediaUserContext.becomeCurrent()` as one app sees it.
struct MediaUserContexts: INMediaUserContextRegistering {
    let siri: Siri
    let app: String

    func becomeCurrent(_ context: INMediaUserContext) {
        siri.setUserContext(context, app: app)
    }
}
