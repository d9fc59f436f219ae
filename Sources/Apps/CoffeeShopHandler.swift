import Formats
import Foundation
import IntentModel
import Store

/// The reference handler of a coffee shop's custom intents (Brew's `OrderCoffee` and
/// `TopUpCard`), over the app's menu (Data.json `menu`), orders and card. A drink is found
/// by the identifier Siri passes or by name; "my usual" is Data.json's `usual`, else the
/// last order; a drink the shop has run out of, or a card that cannot pay, is a failure
/// code of the definition.
public struct CoffeeShopHandler: INCustomIntentHandling {
    public let app: String
    let store: AppStore
    let clock: DeviceClock
    let faults: FaultSink
    let usual: UsualOrder?

    /// The most drinks one order takes (the definition's maximum for `quantity`).
    static let maximumDrinks = 6
    /// What a card can be topped up with at once (the definition's range for `amount`).
    static let topUps = 5.0...200.0

    init(_ context: HandlerContext, usual: UsualOrder?) {
        app = context.app
        store = context.store
        clock = context.clock
        faults = context.faults
        self.usual = usual
    }

    public func resolve(
        parameter: String, for intent: INCustomIntent,
        with completion: @escaping @Sendable ([INCustomResolutionResult]) -> Void
    ) {
        do {
            switch (SampleCustomIntent(intent), parameter) {
            case (.orderCoffee?, "drink"): completion([try resolveDrink(intent)])
            case (.orderCoffee?, "size"): completion([try resolveSize(intent)])
            case (.orderCoffee?, "quantity"): completion([try resolveQuantity(intent)])
            case (.orderCoffee?, "recipient"): completion([resolveRecipient(intent)])
            case (.topUpCard?, "amount"): completion([resolveAmount(intent)])
            default: completion(CustomDefaults.resolve(parameter, intent))
            }
        } catch {
            faults.storeFailed(Self.method(resolving: parameter), error)
            completion([.unsupported()])
        }
    }

    public func confirm(intent: INCustomIntent, completion: @escaping @Sendable (INCustomIntentResponse) -> Void) {
        guard SampleCustomIntent(intent) == .orderCoffee else {
            completion(INCustomIntentResponse(code: .ready))
            return
        }
        do {
            guard let order = try order(intent) else {
                completion(INCustomIntentResponse(code: .failure))
                return
            }
            if order.item.record.soldOut {
                completion(
                    INCustomIntentResponse(
                        code: INCustomResponseCode(rawValue: "failureSoldOut"),
                        properties: ["drink": .string(order.item.name)]))
            } else if let balance = try store.cardBalance(app: app), balance + 1e-9 < order.total {
                completion(Self.insufficient(balance: balance, total: order.total))
            } else {
                completion(
                    INCustomIntentResponse(
                        code: .ready, properties: ["order": .string(order.text), "total": .decimal(order.total)]))
            }
        } catch {
            faults.storeFailed("confirm", error)
            completion(INCustomIntentResponse(code: .failure))
        }
    }

    public func handle(intent: INCustomIntent, completion: @escaping @Sendable (INCustomIntentResponse) -> Void) {
        do {
            switch SampleCustomIntent(intent) {
            case .topUpCard?:
                guard let amount = Self.number(intent.parameters["amount"]) else {
                    completion(INCustomIntentResponse(code: .failure))
                    return
                }
                let balance = try store.topUpCard(app: app, amount: amount)
                completion(
                    INCustomIntentResponse(
                        code: .success, properties: ["amount": .decimal(amount), "balance": .decimal(balance)]))
            case .orderCoffee?:
                guard let order = try order(intent) else {
                    completion(INCustomIntentResponse(code: .failure))
                    return
                }
                let now = clock.now
                switch try store.placeOrder(
                    app: app, item: order.item.identifier, size: order.size, quantity: order.quantity,
                    recipient: order.recipient, total: order.total, at: now,
                    readyAt: now.addingTimeInterval(Double(order.minutes) * 60))
                {
                case .placed(_, let balance):
                    var properties: [String: INCustomValue] = [
                        "order": .string(order.text), "minutes": .integer(order.minutes),
                        "total": .decimal(order.total),
                    ]
                    if let balance { properties["balance"] = .decimal(balance) }
                    completion(INCustomIntentResponse(code: .success, properties: properties))
                case .insufficientFunds(let balance):
                    completion(Self.insufficient(balance: balance, total: order.total))
                }
            case .getNote?, .addNote?, nil:
                completion(INCustomIntentResponse(code: .failure))
            }
        } catch {
            faults.storeFailed("handle", error)
            completion(INCustomIntentResponse(code: .failure))
        }
    }

    static func insufficient(balance: Double, total: Double) -> INCustomIntentResponse {
        INCustomIntentResponse(
            code: INCustomResponseCode(rawValue: "failureInsufficientFunds"),
            properties: ["balance": .decimal(balance), "total": .decimal(total)])
    }

    // MARK: Resolving

    /// The order the user has as a rule: Data.json's, else the last one taken.
    func usualOrder() throws -> UsualOrder? {
        if let usual { return usual }
        return try store.orders(app: app).last.map { UsualOrder(drink: $0.item, size: $0.size, quantity: $0.quantity) }
    }

    func wantsUsual(_ intent: INCustomIntent) -> Bool { intent.parameters["usual"] == .boolean(true) }

    static func object(_ item: MenuItem) -> INCustomValue {
        .object(identifier: item.identifier, displayString: item.name)
    }

    func resolveDrink(_ intent: INCustomIntent) throws -> INCustomResolutionResult {
        let menu = try store.menu(app: app)
        guard case .object(let identifier, let said)? = intent.parameters["drink"] else {
            guard wantsUsual(intent) else { return .needsValue }
            guard let usual = try usualOrder(), let item = menu.first(where: { $0.identifier == usual.drink }) else {
                return .unsupported(forReason: INCustomUnsupportedReason("noUsual"))
            }
            return .success(Self.object(item))
        }
        switch MenuSearch(menu: menu).find(identifier: identifier, name: said) {
        case .one(let item): return .success(Self.object(item))
        case .several(let items): return .disambiguation(items.map(Self.object))
        case .close(let item):
            return .confirmationRequired(Self.object(item), forReason: INCustomConfirmationReason("closeMatch"))
        case .none: return .unsupported(forReason: INCustomUnsupportedReason("notOnMenu"))
        }
    }

    /// The drink the intent names, once resolved.
    func item(_ intent: INCustomIntent) throws -> MenuItem? {
        guard case .object(let identifier?, _)? = intent.parameters["drink"] else { return nil }
        return try store.menu(app: app).first { $0.identifier == identifier }
    }

    func resolveSize(_ intent: INCustomIntent) throws -> INCustomResolutionResult {
        let item = try item(intent)
        if case .enumCase(let size)? = intent.parameters["size"] {
            if let item, !item.sizes.contains(size) {
                return .unsupported(forReason: INCustomUnsupportedReason("sizeUnavailable"))
            }
            return .success(.enumCase(size))
        }
        if wantsUsual(intent), let usual = try usualOrder(), usual.drink == item?.identifier, let size = usual.size {
            return .success(.enumCase(size))
        }
        if let item, item.sizes.count == 1 { return .success(.enumCase(item.sizes[0])) }
        return .needsValue
    }

    func resolveQuantity(_ intent: INCustomIntent) throws -> INCustomResolutionResult {
        if case .integer(let count)? = intent.parameters["quantity"] {
            return (1...Self.maximumDrinks).contains(count)
                ? .success(.integer(count)) : .unsupported(forReason: INCustomUnsupportedReason("tooMany"))
        }
        if wantsUsual(intent), let usual = try usualOrder(), let count = usual.quantity {
            return .success(.integer(count))
        }
        return .success(.integer(1))
    }

    /// Whom the order is for: the one device contact the name means, a choice among several,
    /// or the name as said (for the cup) when it means none.
    func resolveRecipient(_ intent: INCustomIntent) -> INCustomResolutionResult {
        guard case .person(let person)? = intent.parameters["recipient"] else { return .notRequired }
        var seen = Set<String>()
        let matches = (person.siriMatches ?? []).filter { seen.insert($0.contactIdentifier ?? $0.displayName).inserted }
        switch matches.count {
        case 0: return .success(.person(person.withoutMatches))
        case 1: return .success(.person(matches[0].withoutMatches))
        default: return .disambiguation(matches.map { .person($0.withoutMatches) })
        }
    }

    func resolveAmount(_ intent: INCustomIntent) -> INCustomResolutionResult {
        guard let amount = Self.number(intent.parameters["amount"]) else { return .needsValue }
        return Self.topUps.contains(amount)
            ? .success(.decimal(amount)) : .unsupported(forReason: INCustomUnsupportedReason("outOfRange"))
    }

    static func number(_ value: INCustomValue?) -> Double? {
        switch value {
        case .decimal(let d)?: d
        case .integer(let i)?: Double(i)
        default: nil
        }
    }
}

/// What the coffee shop handler declares to the registry: Brew's custom intents, for the
/// coffee shop bundles whose code it is, and `:orders`.
extension CoffeeShopHandler: ReferenceHandler {
    static let intents = [SampleCustomIntent.orderCoffee.rawValue, SampleCustomIntent.topUpCard.rawValue]
    static let bundles: Set<String>? = ["com.example.brew", "com.example.corner"]
    static let consoleCommands = [
        ConsoleCommand(name: "orders", summary: "the orders a shop has taken, and the card's balance")
    ]

    func console(_ command: String, arguments: String) throws -> [String]? {
        guard command == "orders" else { return nil }
        let menu = try store.menu(app: app)
        let balance = try store.cardBalance(app: app)
        guard !menu.isEmpty || balance != nil else { return nil }
        let orders = try store.orders(app: app)
        var lines =
            orders.isEmpty
            ? ["No orders yet."]
            : orders.map { order in
                let name = menu.first { $0.identifier == order.item }?.name ?? order.item
                let size = spokenWords(forCaseName: order.size)
                var line = "\(order.identifier) \(DateParsing.iso(order.placedAt)) \(order.quantity) × \(size) \(name)"
                if let recipient = order.recipient { line += " for \(recipient)" }
                return line + ", \(Self.amount(order.total)), ready \(DateParsing.iso(order.readyAt))"
            }
        if let balance { lines.append("Card balance: \(Self.amount(balance))") }
        return lines
    }

    static func amount(_ value: Double) -> String { String(format: "%.2f", value) }
}
