import Foundation
import Formats
import IntentModel
import Store

/// The colon commands that show the data behind custom intents: `:orders` and `:notes`.
extension ReferenceApp {
    func customConsoleLines(_ command: String, arguments: String) throws -> [String]? {
        switch command {
        case "orders":
            let menu = try store.menu(app: bundleIdentifier)
            let balance = try store.cardBalance(app: bundleIdentifier)
            guard !menu.isEmpty || balance != nil else { return nil }
            let orders = try store.orders(app: bundleIdentifier)
            var lines = orders.isEmpty ? ["No orders yet."] : orders.map { order in
                let name = menu.first { $0.identifier == order.item }?.name ?? order.item
                var line = "\(order.identifier) \(DateParsing.iso(order.placedAt)) \(order.quantity) × \(spokenWords(forCaseName: order.size)) \(name)"
                if let recipient = order.recipient { line += " for \(recipient)" }
                return line + ", \(Self.amount(order.total)), ready \(DateParsing.iso(order.readyAt))"
            }
            if let balance { lines.append("Card balance: \(Self.amount(balance))") }
            return lines
        case "notes":
            let notes = try store.notes(app: bundleIdentifier)
            guard !notes.isEmpty else { return nil }
            return notes.map { note in
                let words = note.body.split(whereSeparator: \.isWhitespace).count
                return "\(note.title) [\(note.identifier)]" + (note.modifiedAt.map { " \(DateParsing.iso($0))" } ?? "") + ", \(words) word\(words == 1 ? "" : "s")"
            }
        default:
            return nil
        }
    }

    static func amount(_ value: Double) -> String { String(format: "%.2f", value) }
}
