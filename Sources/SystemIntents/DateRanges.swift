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
        default:
            // A day of the week: the latest one, today's if today is that day.
            guard let weekday = weekdays.firstIndex(of: caseName) else { return nil }
            let back = (calendar.component(.weekday, from: today) - (weekday + 1) + 7) % 7
            let start = today.addingTimeInterval(-Double(back) * day)
            return INDateComponentsRange(startDate: start, endDate: start.addingTimeInterval(day))
        }
    }

    /// The days' case names in `Calendar`'s order (Sunday is weekday 1).
    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
}
