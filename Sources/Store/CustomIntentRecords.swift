import Foundation
import GRDB

// The data behind the sample apps' custom intents: a coffee shop's menu, orders and card,
// and when each note was last changed.

/// A drink on a coffee shop's menu (Data.json `menu`).
public struct MenuItemRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "menuItem"
    public var app: String
    public var identifier: String
    public var name: String
    /// Minutes to make one.
    public var minutes: Int
    /// Whether the shop has run out of it today.
    public var soldOut: Bool
    public var position: Int

    public init(app: String, identifier: String, name: String, minutes: Int, soldOut: Bool, position: Int) {
        self.app = app
        self.identifier = identifier
        self.name = name
        self.minutes = minutes
        self.soldOut = soldOut
        self.position = position
    }
}

/// The price of a drink in one size; a drink comes in the sizes it has prices for.
public struct MenuPriceRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "menuPrice"
    public var app: String
    public var item: String
    /// The size's case name (`small`).
    public var size: String
    public var price: Double
    public var position: Int

    public init(app: String, item: String, size: String, price: Double, position: Int) {
        self.app = app
        self.item = item
        self.size = size
        self.price = price
        self.position = position
    }
}

/// An order a coffee shop took.
public struct CoffeeOrderRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "coffeeOrder"
    public var app: String
    public var identifier: String
    public var item: String
    public var size: String
    public var quantity: Int
    /// Whom it is for, as the cup says.
    public var recipient: String?
    public var total: Double
    public var placedAt: Date
    public var readyAt: Date

    public init(
        app: String, identifier: String, item: String, size: String, quantity: Int, recipient: String?, total: Double,
        placedAt: Date, readyAt: Date
    ) {
        self.app = app
        self.identifier = identifier
        self.item = item
        self.size = size
        self.quantity = quantity
        self.recipient = recipient
        self.total = total
        self.placedAt = placedAt
        self.readyAt = readyAt
    }
}

/// The balance of the user's card with an app (Data.json `card`).
public struct CardRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "card"
    public var app: String
    public var balance: Double

    public init(app: String, balance: Double) {
        self.app = app
        self.balance = balance
    }
}

/// When a note (a `namedItem` of kind `note`) was last changed.
public struct NoteDateRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "noteDate"
    public var app: String
    public var identifier: String
    public var modifiedAt: Date

    public init(app: String, identifier: String, modifiedAt: Date) {
        self.app = app
        self.identifier = identifier
        self.modifiedAt = modifiedAt
    }
}

extension Schema {
    static func registerCustomIntentData(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v10: menus, orders, cards, note dates") { db in
            try db.create(table: "menuItem") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("name", .text).notNull()
                t.column("minutes", .integer).notNull()
                t.column("soldOut", .boolean).notNull()
                t.column("position", .integer).notNull()
                t.primaryKey(["app", "identifier"])
            }
            try db.create(table: "menuPrice") { t in
                t.column("app", .text).notNull()
                t.column("item", .text).notNull()
                t.column("size", .text).notNull()
                t.column("price", .double).notNull()
                t.column("position", .integer).notNull()
                t.primaryKey(["app", "item", "size"])
                t.foreignKey(["app", "item"], references: "menuItem", onDelete: .cascade)
            }
            try db.create(table: "coffeeOrder") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("item", .text).notNull()
                t.column("size", .text).notNull()
                t.column("quantity", .integer).notNull()
                t.column("recipient", .text)
                t.column("total", .double).notNull()
                t.column("placedAt", .datetime).notNull()
                t.column("readyAt", .datetime).notNull()
                t.primaryKey(["app", "identifier"])
            }
            try db.create(table: "card") { t in
                t.primaryKey("app", .text)
                t.column("balance", .double).notNull()
            }
            try db.create(table: "noteDate") { t in
                t.column("app", .text).notNull()
                t.column("identifier", .text).notNull()
                t.column("modifiedAt", .datetime).notNull()
                t.primaryKey(["app", "identifier"])
            }
        }
    }
}
