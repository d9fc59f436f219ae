/// A day, a month or a year named by the calendar, in a search of messages: "messages from
/// the 3rd of March", "texts from March 3rd", "what did Hana send me over Easter", "any
/// messages from Oskar on New Year's Eve", "what came in during June", "emails from 2023".
/// Siri reads each as a date range (`INSearchForMessagesIntent.dateTimeRange`); the case names
/// say which ("day-03-03", "month-06", "year-2023", "easter"), and `DateRanges` places them
/// at the latest such day, month or year up to now.
extension SystemLexicon {
    /// The months by their names and the short forms people type (not "may" nor "mar", which
    /// are words of their own; "May" is read before a day or after "in").
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "april": 4, "apr": 4, "may": 5, "june": 6,
        "july": 7, "august": 8, "aug": 8, "september": 9, "sept": 9, "october": 10, "oct": 10, "november": 11,
        "nov": 11, "december": 12, "dec": 12,
    ]

    /// Days named by the feast they fall on, by their words as keys (a possessive "'s" dropped:
    /// "New Year's Eve" is "new year eve"), with their case names.
    static let feastDays: [(words: [String], caseName: String)] = [
        (["new", "year", "eve"], "day-12-31"), (["new", "years", "eve"], "day-12-31"),
        (["new", "year", "day"], "day-01-01"), (["new", "years", "day"], "day-01-01"),
        (["christmas", "eve"], "day-12-24"), (["christmas", "day"], "day-12-25"), (["christmas"], "day-12-25"),
        (["boxing", "day"], "day-12-26"), (["valentine", "day"], "day-02-14"), (["valentines", "day"], "day-02-14"),
        (["halloween"], "day-10-31"), (["easter", "sunday"], "easter"), (["easter"], "easter"),
    ]

    /// Words before a month or a year alone that make it a time ("in March", "during 2023"),
    /// not a person ("text June") or a sender ("messages from April").
    static let beforeAMonth: Set<String> = ["in", "during", "since", "this", "last", "over", "throughout"]

    /// Words that say a request is about messages, without which a day of the calendar is no
    /// date range: "play last christmas" names a song, "play christmas songs" a kind of music.
    static let messageTimeCues: Set<String> = messageCues.union([
        "text", "sent", "send", "wrote", "write", "texted", "messaged", "emailed", "replied", "came", "received",
    ])

    /// The calendar's days, months and years in the tokens, as date-range values, where a word
    /// says the request is about messages (`messageTimeCues`).
    static func calendarDates(_ tokens: [Token]) -> [EntitySpan] {
        guard tokens.contains(where: { messageTimeCues.contains($0.key) }) else { return [] }
        var spans: [EntitySpan] = []
        func add(_ range: Range<Int>, _ caseName: String) { spans += dateRangeSpans(caseName, range, in: tokens) }
        let n = tokens.count
        for i in 0..<n {
            // A day of a month: "3rd of March", "3 March", "March 3rd", "March the 3rd".
            if let day = dayOfMonth(tokens[i].key) {
                var k = i + 1
                if k < n, tokens[k].key == "of" { k += 1 }
                if k < n, let month = months[tokens[k].key],
                    tokens[k].key != "may" || k > i + 1 || tokens[k].original.first?.isUppercase == true
                {
                    add(i..<(k + 1), dayName(month, day))
                    continue
                }
            }
            if let month = months[tokens[i].key] {
                var k = i + 1
                if k < n, tokens[k].key == "the" { k += 1 }
                if k < n, let day = dayOfMonth(tokens[k].key) {
                    add(i..<(k + 1), dayName(month, day))
                    continue
                }
                if i > 0, beforeAMonth.contains(tokens[i - 1].key) {
                    add(i..<(i + 1), "month-" + twoDigits(month))
                }
            }
            // A year alone, after a word that makes it a time: "emails from 2023" is a sender's
            // place, so "from" is not one; "in 2023", "during 2023".
            if tokens[i].isDigits, tokens[i].key.count == 4, let year = Int(tokens[i].key),
                (1990...2099).contains(year),
                i > 0, beforeAMonth.contains(tokens[i - 1].key)
            {
                add(i..<(i + 1), "year-\(year)")
            }
            for feast in feastDays where i + feast.words.count <= n {
                if feast.words.indices.allSatisfy({ tokens[i + $0].key == feast.words[$0] }) {
                    add(i..<(i + feast.words.count), feast.caseName)
                    break
                }
            }
        }
        return spans
    }

    /// A date range read from the tokens in `range`, as a value: the words alone, and with the
    /// "the" before them where one stands there ("the 3rd of March", "the past three days").
    static func dateRangeSpans(_ caseName: String, _ range: Range<Int>, in tokens: [Token]) -> [EntitySpan] {
        let entity = Entity(kind: .lexicon("dateRange"), identifier: caseName, phrase: caseName, source: .system)
        var spans = [EntitySpan(start: range.lowerBound, end: range.upperBound, entity: entity, quality: 1)]
        if range.lowerBound > 0, tokens[range.lowerBound - 1].key == "the" {
            spans.append(EntitySpan(start: range.lowerBound - 1, end: range.upperBound, entity: entity, quality: 1))
        }
        return spans
    }

    /// The day a word names: an ordinal in digits ("3rd", "21st") or a number from 1 to 31.
    static func dayOfMonth(_ key: String) -> Int? {
        var digits = Substring(key)
        for suffix in ["st", "nd", "rd", "th"] where key.hasSuffix(suffix) {
            digits = digits.dropLast(2)
            break
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isNumber), let day = Int(digits), (1...31).contains(day) else {
            return nil
        }
        return day
    }

    private static func dayName(_ month: Int, _ day: Int) -> String { "day-\(twoDigits(month))-\(twoDigits(day))" }
    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
