/// A window of time counted back from now: "anything in the last 30 minutes", "texts from the
/// past three days", "emails from the last two weeks". Siri reads the count and the unit as a
/// date range ending now (`INSearchForMessagesIntent.dateTimeRange`); the date range's case
/// name says both ("past30Minutes", read by `DateRanges`).
extension SystemLexicon {
    /// The units a window is counted in, by the words that say them, with their case names.
    static let windowUnits: [String: String] = [
        "minute": "Minutes", "minutes": "Minutes", "min": "Minutes", "mins": "Minutes", "hour": "Hours",
        "hours": "Hours", "hr": "Hours", "hrs": "Hours", "day": "Days", "days": "Days", "week": "Weeks",
        "weeks": "Weeks", "month": "Months", "months": "Months",
    ]

    /// The windows counted back from now in the tokens ("last", "past" or "previous", a count
    /// in digits, a unit), each with and without the "the" before it, as date-range values.
    static func countedWindows(_ tokens: [Token]) -> [EntitySpan] {
        var spans: [EntitySpan] = []
        for i in tokens.indices where ["last", "past", "previous"].contains(tokens[i].key) && i + 2 < tokens.count {
            guard tokens[i + 1].isDigits, let count = Int(tokens[i + 1].key), count > 0, count < 1000,
                let unit = windowUnits[tokens[i + 2].key]
            else { continue }
            spans += dateRangeSpans("past\(count)\(unit)", i..<(i + 3), in: tokens)
        }
        return spans
    }
}
