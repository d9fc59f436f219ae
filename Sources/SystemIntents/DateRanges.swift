import Foundation
import IntentModel

/// The date ranges Siri understands on its own ("yesterday", "this week"), as spans of the
/// device clock's days in UTC; weeks start on Monday.
public enum DateRanges {
    public static func range(_ caseName: String, now: Date) -> INDateComponentsRange? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 2
        let today = calendar.startOfDay(for: now)
        let day: TimeInterval = 86_400
        let hour: TimeInterval = 3_600
        switch caseName {
        case "today": return INDateComponentsRange(startDate: today, endDate: today.addingTimeInterval(day))
        case "thisMorning":
            return INDateComponentsRange(
                startDate: today.addingTimeInterval(5 * hour), endDate: today.addingTimeInterval(12 * hour))
        case "thisAfternoon":
            return INDateComponentsRange(
                startDate: today.addingTimeInterval(12 * hour), endDate: today.addingTimeInterval(18 * hour))
        case "thisEvening":
            return INDateComponentsRange(
                startDate: today.addingTimeInterval(18 * hour), endDate: today.addingTimeInterval(day))
        case "yesterday": return INDateComponentsRange(startDate: today.addingTimeInterval(-day), endDate: today)
        case "lastHour": return INDateComponentsRange(startDate: now.addingTimeInterval(-hour), endDate: now)
        case "lastDay": return INDateComponentsRange(startDate: now.addingTimeInterval(-day), endDate: now)
        case "lastNight":
            return INDateComponentsRange(
                startDate: today.addingTimeInterval(-6 * hour), endDate: today.addingTimeInterval(6 * hour))
        case "thisWeek":
            let start = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? today
            return INDateComponentsRange(startDate: start, endDate: start.addingTimeInterval(7 * day))
        case "lastWeek":
            let start = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? today
            return INDateComponentsRange(startDate: start.addingTimeInterval(-7 * day), endDate: start)
        case "yesterdayMorning":
            return INDateComponentsRange(
                startDate: today.addingTimeInterval(-day + 5 * hour),
                endDate: today.addingTimeInterval(-day + 12 * hour))
        case "yesterdayAfternoon":
            return INDateComponentsRange(
                startDate: today.addingTimeInterval(-day + 12 * hour),
                endDate: today.addingTimeInterval(-day + 18 * hour))
        case "yesterdayEvening":
            return INDateComponentsRange(startDate: today.addingTimeInterval(-6 * hour), endDate: today)
        case "thisWeekend", "lastWeekend":
            // The weekend of this week (Saturday and Sunday), or of the week before.
            let start = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? today
            let saturday = start.addingTimeInterval((caseName == "thisWeekend" ? 5 : -2) * day)
            return INDateComponentsRange(startDate: saturday, endDate: saturday.addingTimeInterval(2 * day))
        case "thisMonth", "lastMonth", "thisYear", "lastYear":
            // The calendar month or year now, or the one before it.
            let unit: Calendar.Component = caseName.hasSuffix("Month") ? .month : .year
            guard let current = calendar.dateInterval(of: unit, for: now) else { return nil }
            guard caseName.hasPrefix("last") else {
                return INDateComponentsRange(startDate: current.start, endDate: current.end)
            }
            guard let before = calendar.dateInterval(of: unit, for: current.start.addingTimeInterval(-day)) else {
                return nil
            }
            return INDateComponentsRange(startDate: before.start, endDate: before.end)
        default:
            if let window = countedWindow(caseName, now: now) { return window }
            if let named = calendarDate(caseName, now: now, calendar: calendar) { return named }
            // A day of the week: the latest one, today's if today is that day.
            guard let weekday = weekdays.firstIndex(of: caseName) else { return nil }
            let back = (calendar.component(.weekday, from: today) - (weekday + 1) + 7) % 7
            let start = today.addingTimeInterval(-Double(back) * day)
            return INDateComponentsRange(startDate: start, endDate: start.addingTimeInterval(day))
        }
    }

    /// A window counted back from now, named "past", a count and a unit ("past30Minutes",
    /// "past3Days"): it ends now.
    static func countedWindow(_ caseName: String, now: Date) -> INDateComponentsRange? {
        guard caseName.hasPrefix("past") else { return nil }
        let rest = caseName.dropFirst(4)
        let digits = rest.prefix(while: \.isNumber)
        guard let count = Int(digits), count > 0 else { return nil }
        let units: [Substring: TimeInterval] = [
            "Minutes": 60, "Hours": 3_600, "Days": 86_400, "Weeks": 7 * 86_400, "Months": 30 * 86_400,
        ]
        guard let unit = units[rest.dropFirst(digits.count)] else { return nil }
        return INDateComponentsRange(startDate: now.addingTimeInterval(-Double(count) * unit), endDate: now)
    }

    /// A day, a month or a year named by the calendar ("day-03-03", "month-06", "year-2023",
    /// "easter"): the latest one that has begun by now (last year's 3rd of March if this
    /// year's is still to come).
    static func calendarDate(_ caseName: String, now: Date, calendar: Calendar) -> INDateComponentsRange? {
        let parts = caseName.split(separator: "-").map(String.init)
        let thisYear = calendar.component(.year, from: now)
        func interval(_ unit: Calendar.Component, year: Int, month: Int = 1, day: Int = 1) -> DateInterval? {
            guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
                calendar.component(.month, from: date) == month, calendar.component(.day, from: date) == day
            else { return nil }
            return calendar.dateInterval(of: unit, for: date)
        }
        func latest(_ unit: Calendar.Component, _ make: (Int) -> DateInterval?) -> INDateComponentsRange? {
            for year in [thisYear, thisYear - 1] {
                if let found = make(year), found.start <= now {
                    return INDateComponentsRange(startDate: found.start, endDate: found.end)
                }
            }
            return nil
        }
        switch (parts.first, parts.count) {
        case ("day", 3):
            guard let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
            return latest(.day) { interval(.day, year: $0, month: month, day: day) }
        case ("month", 2):
            guard let month = Int(parts[1]), (1...12).contains(month) else { return nil }
            return latest(.month) { interval(.month, year: $0, month: month) }
        case ("year", 2):
            guard let year = Int(parts[1]), let found = interval(.year, year: year), found.start <= now else {
                return nil
            }
            return INDateComponentsRange(startDate: found.start, endDate: found.end)
        case ("easter", 1):
            return latest(.day) { year in
                let sunday = easterSunday(year)
                return interval(.day, year: year, month: sunday.month, day: sunday.day)
            }
        default:
            return nil
        }
    }

    /// The month and day of Easter Sunday in the Gregorian calendar (the computus, in the
    /// form published by the anonymous correspondent of Nature in 1876).
    static func easterSunday(_ year: Int) -> (month: Int, day: Int) {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return (month, day)
    }

    /// The days' case names in `Calendar`'s order (Sunday is weekday 1).
    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
}
