import Formats
import Foundation
import Store

/// The order the user has as a rule ("Order my usual"): Data.json `usual`.
public struct UsualOrder: Sendable, Hashable {
    /// The drink's menu identifier.
    public var drink: String
    public var size: String?
    public var quantity: Int?
}

/// Data.json's keys for an app that takes orders: `menu` (drinks, with a price per size),
/// `usual` and `card`.
extension AppData {
    static let menuKeys = ["identifier", "name", "minutes", "prices", "soldOut"]
    static let minutesRange = 0...600
    static let prices = 0.0...100_000.0

    static func readOrders(
        _ root: NodeReader, app: String, into seed: inout AppStore.Seed
    ) throws(FormatError) -> UsualOrder? {
        var menu: [String: (line: Int, sizes: [String])] = [:]
        for (position, entry) in try root["menu"].optionalArray().enumerated() {
            try entry.rejectUnknownKeys(menuKeys)
            let id = try entry["identifier"].string()
            if let first = menu[id] {
                throw entry["identifier"].error("\"\(id)\" is used twice (first on line \(first.line))")
            }
            let prices = entry["prices"]
            let sizes = try prices.keys()
            guard !sizes.isEmpty else { throw prices.error("needs a price for at least one size ({\"small\": 3.5})") }
            seed.menuItems.append(
                MenuItemRecord(
                    app: app, identifier: id, name: try entry["name"].string(),
                    minutes: try entry["minutes"].optionalInt(in: minutesRange) ?? 3,
                    soldOut: try entry["soldOut"].optionalBool() ?? false, position: position))
            for (index, size) in sizes.enumerated() {
                let price = try prices[size].double()
                guard Self.prices.contains(price) else {
                    throw prices[size].error("\(price) is out of range (0 to 100000)")
                }
                seed.menuPrices.append(MenuPriceRecord(app: app, item: id, size: size, price: price, position: index))
            }
            menu[id] = (entry.line, sizes)
        }
        let card = root["card"]
        if card.exists {
            try card.rejectUnknownKeys(["balance"])
            let balance = try card["balance"].double()
            guard Self.prices.contains(balance) else {
                throw card["balance"].error("\(balance) is out of range (0 to 100000)")
            }
            seed.cards.append(CardRecord(app: app, balance: balance))
        }
        let usual = root["usual"]
        guard usual.exists else { return nil }
        try usual.rejectUnknownKeys(["drink", "size", "quantity"])
        let drink = try usual["drink"].string()
        guard let item = menu[drink] else { throw usual["drink"].error("\"\(drink)\" is not a drink of the menu") }
        let size = try usual["size"].optionalString()
        if let size, !item.sizes.contains(size) {
            throw usual["size"].error(
                "\"\(size)\" is not a size \(drink) comes in (\(item.sizes.joined(separator: ", ")))")
        }
        return UsualOrder(drink: drink, size: size, quantity: try usual["quantity"].optionalInt(in: 1...100))
    }
}
