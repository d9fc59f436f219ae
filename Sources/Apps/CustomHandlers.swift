import Foundation
import IntentModel

/// The handlers of an app's custom intents: the reference handlers for the sample apps'
/// intents (`SampleCustomIntent`), and `GenericCustomHandler` for any other.
struct CustomHandlers: Sendable {
    let coffeeShop: CoffeeShopHandler
    let notes: NotesHandler
    let generic: GenericCustomHandler

    func handler(for intent: INCustomIntent) -> any INCustomIntentHandling {
        switch SampleCustomIntent(intent) {
        case .orderCoffee?, .topUpCard?: coffeeShop
        case .getNote?, .addNote?: notes
        case nil: generic
        }
    }
}
