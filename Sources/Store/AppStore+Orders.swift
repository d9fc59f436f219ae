import Foundation
import GRDB

/// A drink on the menu with its prices, smallest size first.
public struct MenuItem: Sendable, Hashable {
    public var record: MenuItemRecord
    public var prices: [MenuPriceRecord]

    public var identifier: String { record.identifier }
    public var name: String { record.name }
    /// The sizes it comes in, by case name.
    public var sizes: [String] { prices.map(\.size) }

    public func price(_ size: String) -> Double? { prices.first { $0.size == size }?.price }
}

/// What became of an order the store was asked to take.
public enum OrderOutcome: Sendable, Hashable {
    /// Taken; the card's balance after paying, when the user has a card.
    case placed(CoffeeOrderRecord, balance: Double?)
    /// The card's balance does not cover the total; nothing changed.
    case insufficientFunds(balance: Double)
}

extension AppStore {
    /// An app's menu, in Data.json's order.
    public func menu(app: String) throws -> [MenuItem] {
        try writer.read { db in
            let items = try MenuItemRecord.filter(Column("app") == app).order(Column("position")).fetchAll(db)
            let prices = Dictionary(
                grouping: try MenuPriceRecord.filter(Column("app") == app).order(Column("position")).fetchAll(db),
                by: \.item)
            return items.map { MenuItem(record: $0, prices: prices[$0.identifier] ?? []) }
        }
    }

    /// An app's orders, oldest first.
    public func orders(app: String) throws -> [CoffeeOrderRecord] {
        try writer.read { db in
            try CoffeeOrderRecord.filter(Column("app") == app).order(Column("placedAt"), Column("rowid")).fetchAll(db)
        }
    }

    /// The balance of the user's card with an app; nil when the user has none.
    public func cardBalance(app: String) throws -> Double? {
        try writer.read { db in try CardRecord.fetchOne(db, key: app)?.balance }
    }

    /// Takes an order and pays for it with the card (when the user has one), in one
    /// transaction; an order the card cannot pay for changes nothing.
    public func placeOrder(
        app: String, item: String, size: String, quantity: Int, recipient: String?, total: Double,
        at date: Date, readyAt: Date
    ) throws -> OrderOutcome {
        try writer.write { db in
            var card = try CardRecord.fetchOne(db, key: app)
            if let balance = card?.balance, balance + 1e-9 < total { return .insufficientFunds(balance: balance) }
            let number = try Store.nextSequence("order", in: db)
            let order = CoffeeOrderRecord(
                app: app, identifier: "order-\(number)", item: item, size: size, quantity: quantity,
                recipient: recipient, total: total, placedAt: date, readyAt: readyAt)
            try order.insert(db)
            if var paying = card {
                paying.balance = ((paying.balance - total) * 100).rounded() / 100
                try paying.update(db)
                card = paying
            }
            return .placed(order, balance: card?.balance)
        }
    }

    /// Adds money to the user's card (opening one if needed); returns the new balance.
    public func topUpCard(app: String, amount: Double) throws -> Double {
        try writer.write { db in
            var card = try CardRecord.fetchOne(db, key: app) ?? CardRecord(app: app, balance: 0)
            card.balance = ((card.balance + amount) * 100).rounded() / 100
            try card.save(db)
            return card.balance
        }
    }
}
