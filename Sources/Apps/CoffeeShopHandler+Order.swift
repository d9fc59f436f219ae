import Foundation
import IntentModel
import Store

extension CoffeeShopHandler {
    /// An order as the intent describes it once resolved: what, how many, for whom, how much
    /// and how soon, and how the app words it ("two medium cappuccinos for Maria Ruiz").
    struct Order {
        var item: MenuItem
        var size: String
        var quantity: Int
        var recipient: String?
        var total: Double
        var minutes: Int
        var text: String
    }

    /// Minutes each drink after the first adds.
    static let minutesPerExtraDrink = 2

    func order(_ intent: INCustomIntent) throws -> Order? {
        guard let item = try item(intent), case .enumCase(let size)? = intent.parameters["size"],
            let price = item.price(size)
        else { return nil }
        var quantity = 1
        if case .integer(let count)? = intent.parameters["quantity"] { quantity = count }
        var recipient: String?
        if case .person(let person)? = intent.parameters["recipient"] { recipient = person.displayName }
        // The minutes come from the state file, which may have been edited: checked sums.
        let extra = Self.minutesPerExtraDrink.multipliedReportingOverflow(by: max(0, quantity - 1))
        let sum = item.record.minutes.addingReportingOverflow(extra.partialValue)
        guard !extra.overflow, !sum.overflow else {
            throw StoredNumberError(
                file: store.path ?? "the state (in memory)", table: MenuItemRecord.databaseTableName, column: "minutes",
                row: "item \"\(item.record.identifier)\" of \(app)", value: item.record.minutes)
        }
        var minutes = sum.partialValue
        if let pickup = Self.number(intent.parameters["pickupIn"]) {
            minutes = max(minutes, Int((pickup / 60).rounded(.up)))
        }
        let total = (price * Double(quantity) * 100).rounded() / 100
        return Order(
            item: item, size: size, quantity: quantity, recipient: recipient, total: total, minutes: minutes,
            text: Self.words(item: item, size: size, quantity: quantity, recipient: recipient))
    }

    /// "a medium latte", "two large cappuccinos for Maria Ruiz".
    static func words(item: MenuItem, size: String, quantity: Int, recipient: String?) -> String {
        let sizeWords = spokenWords(forCaseName: size)
        let what: String
        if quantity == 1 {
            let article = sizeWords.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            what = "\(article) \(sizeWords) \(item.name)"
        } else {
            let plural = item.name.hasSuffix("s") ? item.name : item.name + "s"
            what = "\(count(quantity)) \(sizeWords) \(plural)"
        }
        return recipient.map { "\(what) for \($0)" } ?? what
    }

    /// Small counts in words, as a barista says them.
    static func count(_ n: Int) -> String {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return n >= 0 && n < words.count ? words[n] : String(n)
    }
}
